/**
 * `_redirects` and `_headers` (Netlify, Cloudflare Pages) carry the same rules as the nginx configuration:
 * both are read back, each as its host applies it, and asked about every route of a built site.
 */
import assert from 'node:assert/strict';
import {readdir, rm} from 'node:fs/promises';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {FIXTURE_OPTIONS, makeFixture} from './fixture';
import {NGINX_LISTEN_MARKER, NGINX_ROOT_MARKER, withListenAndRoot} from './nginx';
import {CACHE_CONTROL, COMMON_HEADERS} from './policy';
import {pruneHidden} from './site-files';
import {MAX_HEADER_RULES, headerRules} from './static-hosts';
import {renderHostingFiles, type HostingFiles} from './write';

interface Answer {
  readonly status: number;
  readonly location?: string;
  readonly headers: Record<string, string>;
}

/** Our nginx configuration, read back and applied as nginx applies it (for the directives we write). */
function nginxSimulator(config: string, files: ReadonlySet<string>) {
  const maps = new Map<string, {exact: Map<string, string>; regex: [RegExp, string][]; fallback: string}>();
  for (const [, variable, body] of config.matchAll(/^map \$uri (\$\w+) \{\n([\s\S]*?)\n\}/gm)) {
    const map = {exact: new Map<string, string>(), regex: [] as [RegExp, string][], fallback: ''};
    for (const [, key, value] of body!.matchAll(/^ {4}("[^"]*"|\S+) "([^"]*)";$/gm)) {
      const source = key!.replace(/^"|"$/g, '');
      if (source === 'default') map.fallback = value!;
      else if (source.startsWith('~')) map.regex.push([new RegExp(source.slice(1)), value!]);
      else map.exact.set(source, value!);
    }
    maps.set(variable!, map);
  }
  const lookup = (variable: string, uri: string) => {
    const map = maps.get(variable)!;
    return map.exact.get(uri) ?? map.regex.find(([pattern]) => pattern.test(uri))?.[1] ?? map.fallback;
  };
  const addHeaders = [...config.matchAll(/^ {4}add_header (\S+) (?:"([^"]*)"|(\$\w+)) always;$/gm)].map(
    ([, name, literal, variable]) => ({name: name!, literal, variable}),
  );
  const locations = [
    ...config.matchAll(/^ {4}location (?:(=|~\*|~) )?(?:"([^"]+)"|(\S+)) \{\n([\s\S]*?)\n {4}\}/gm),
  ].map(([, modifier, quoted, bare, body]) => ({modifier, pattern: (quoted ?? bare)!, body: body!}));
  const headersFor = (uri: string) => {
    const headers: Record<string, string> = {};
    for (const {name, literal, variable} of addHeaders) {
      const value = literal ?? lookup(variable!, uri);
      if (value !== '') headers[name] = value;
    }
    return headers;
  };
  const notFound = (): Answer => ({status: 404, headers: headersFor('/404.html')});
  return (requestPath: string): Answer => {
    let chosen = locations.find((l) => l.modifier === '=' && l.pattern === requestPath);
    let groups: RegExpExecArray | null = null;
    if (!chosen) {
      for (const location of locations.filter((l) => l.modifier === '~' || l.modifier === '~*')) {
        groups = new RegExp(location.pattern, location.modifier === '~*' ? 'i' : '').exec(requestPath);
        if (groups) {
          chosen = location;
          break;
        }
      }
    }
    chosen ??= locations.find((l) => l.modifier === undefined && l.pattern === '/')!;
    const moved = /return 301 (\S+);/.exec(chosen.body);
    if (moved) {
      const location = moved[1]!.replace('$is_args$args', '').replace('$1', groups?.[1] ?? '');
      return {status: 301, location, headers: headersFor(requestPath)};
    }
    if (/return 404;|internal;/.test(chosen.body)) return notFound();
    assert.match(chosen.body, /try_files \$uri \$uri\/index\.html \$uri\.html =404;/);
    const file = [requestPath, `${requestPath}/index.html`, `${requestPath}.html`]
      .map((candidate) => candidate.replace(/\/\/index\.html$/, '/index.html'))
      .find((candidate) => files.has(candidate));
    return file ? {status: 200, headers: headersFor(file)} : notFound();
  };
}

/** `_redirects` and `_headers`, applied as Netlify and Cloudflare Pages apply them. */
function staticHostSimulator({redirects, headers}: HostingFiles, files: ReadonlySet<string>) {
  const lines = redirects
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(/\s+/) as [string, string, string]);
  const rules: {pattern: string; headers: Record<string, string>}[] = [];
  for (const line of headers.split('\n').filter((l) => l && !l.startsWith('#'))) {
    if (!line.startsWith(' ')) rules.push({pattern: line, headers: {}});
    else {
      const [, name, value] = /^ {2}([^:]+): (.*)$/.exec(line)!;
      rules.at(-1)!.headers[name!] = value!;
    }
  }
  const matches = (pattern: string, requestPath: string) =>
    pattern.endsWith('/*') ? requestPath.startsWith(pattern.slice(0, -1)) : pattern === requestPath;
  const headersFor = (requestPath: string) => {
    const result: Record<string, string> = {};
    for (const rule of rules.filter((r) => matches(r.pattern, requestPath))) {
      for (const [name, value] of Object.entries(rule.headers)) {
        // Both hosts would join the two values with a comma: never let that happen.
        assert.equal(result[name], undefined, `${requestPath}: ${name} is set by two rules`);
        result[name] = value;
      }
    }
    return result;
  };
  return (requestPath: string, host: 'netlify' | 'cloudflare'): Answer => {
    const valid = host === 'netlify' ? lines : lines.filter(([, , status]) => /^(200|30[12378])$/.test(status));
    const redirect = valid.find(([from]) => from === requestPath);
    if (redirect) return {status: 301, location: redirect[1], headers: {}};
    const file = [requestPath, `${requestPath.replace(/\/$/, '')}/index.html`, `${requestPath}.html`].find((c) =>
      files.has(c),
    );
    return {
      status: file ? 200 : 404,
      headers: {'Cache-Control': CACHE_CONTROL.revalidate, ...headersFor(requestPath)},
    };
  };
}

describe('_redirects and _headers carry the nginx configuration’s rules', () => {
  let root: string;
  let files: Set<string>;
  let rendered: HostingFiles;
  before(async () => {
    root = (await makeFixture()).root;
    await pruneHidden(root);
    files = new Set<string>();
    const visit = async (dir: string) => {
      for (const entry of await readdir(dir, {withFileTypes: true})) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) await visit(full);
        else if (entry.isFile()) files.add(`/${path.relative(root, full)}`);
      }
    };
    await visit(root);
    rendered = (await renderHostingFiles(root, FIXTURE_OPTIONS)).files;
  });
  after(() => rm(path.dirname(root), {recursive: true, force: true}));

  /** Every route, but the not-found page's own path, which both hosts treat as an ordinary file. */
  const routes = () => [
    ...[...files]
      .filter((file) => file !== '/404.html')
      .flatMap((file) => (file.endsWith('/index.html') ? [file.slice(0, -'index.html'.length)] : [file])),
    ...FIXTURE_OPTIONS.redirects.flatMap(({from}) => from.flatMap((p) => [p, `${p}/`])),
    '/docs/nope',
    '/embed/nope',
    '/release-notes-embed/nope',
  ];

  test('every route: the same status, redirect target and headers', () => {
    const nginx = nginxSimulator(rendered.nginx, files);
    const hosts = staticHostSimulator(rendered, files);
    for (const route of routes()) {
      const expected = nginx(route);
      for (const host of ['netlify', 'cloudflare'] as const) {
        const actual = hosts(route, host);
        const what = `${host} ${route}`;
        assert.equal(actual.status, expected.status, what);
        assert.equal(actual.location, expected.location, what);
        if (expected.status === 301) continue; // the hosts answer redirects with headers of their own
        if (expected.status === 404) {
          // A not-found answer: the static hosts take its framing headers from the path asked for, nginx
          // from the not-found page, and its caching is the hosts' own. The rest is the same.
          for (const name of Object.keys(COMMON_HEADERS))
            assert.equal(actual.headers[name], expected.headers[name], what);
          assert.ok(actual.headers['Content-Security-Policy'] && expected.headers['Content-Security-Policy'], what);
          continue;
        }
        assert.deepEqual(actual.headers, expected.headers, what);
      }
    }
  });

  test('what the static hosts cannot say: a not-found answer at an unknown top-level path', () => {
    const nginx = nginxSimulator(rendered.nginx, files)('/nope');
    const netlify = staticHostSimulator(rendered, files)('/nope', 'netlify');
    assert.equal(netlify.status, 404);
    assert.match(nginx.headers['Content-Security-Policy']!, /frame-ancestors 'none'/);
    assert.deepEqual(netlify.headers, {'Cache-Control': CACHE_CONTROL.revalidate, ...COMMON_HEADERS});
  });

  test(`_headers stays within Cloudflare Pages’ ${MAX_HEADER_RULES} rules`, async () => {
    const {rules} = await renderHostingFiles(root, FIXTURE_OPTIONS);
    assert.ok(headerRules(rules).length <= MAX_HEADER_RULES);
  });

  test('a deployment changes listen and root, each on its one marked line', () => {
    const changed = withListenAndRoot(rendered.nginx, '127.0.0.1:8080', '/srv/site/build');
    assert.match(changed, new RegExp(`^ {4}listen 127\\.0\\.0\\.1:8080; ${NGINX_LISTEN_MARKER}$`, 'm'));
    assert.match(changed, new RegExp(`^ {4}root /srv/site/build; ${NGINX_ROOT_MARKER}$`, 'm'));
    assert.throws(() => withListenAndRoot('server {}', 'x', 'y'), /expected one line marked/);
  });
});
