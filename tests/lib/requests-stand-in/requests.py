"""A stand-in for the parts of `requests` the help pages' Python samples use, built on urllib.

tests/developer-sample-runs.test.ts puts it on PYTHONPATH only where the real package is not
installed, so the samples still send their requests to the API mock and read its answers.
"""
import json as json_module
import urllib.error
import urllib.parse
import urllib.request


class Response:
    def __init__(self, status_code, headers, content):
        self.status_code = status_code
        self.headers = headers
        self.content = content
        self.ok = status_code < 400

    def json(self):
        return json_module.loads(self.content)


def request(method, url, headers=None, params=None, json=None, data=None, timeout=None):
    headers = dict(headers or {})
    if params:
        url = f"{url}?{urllib.parse.urlencode(params)}"
    if json is not None:
        data = json_module.dumps(json).encode()
        headers["Content-Type"] = "application/json"
    elif hasattr(data, "read"):
        data = data.read()
    sent = urllib.request.Request(url, data=data, headers=headers, method=method.upper())
    try:
        with urllib.request.urlopen(sent, timeout=timeout) as answer:
            return Response(answer.status, answer.headers, answer.read())
    except urllib.error.HTTPError as error:
        return Response(error.code, error.headers, error.read())


def get(url, **kwargs):
    return request("GET", url, **kwargs)


def post(url, **kwargs):
    return request("POST", url, **kwargs)
