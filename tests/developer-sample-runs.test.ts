/**
 * Every curl, JavaScript and Python sample on the help pages that calls the REST API runs, as a
 * reader would run it, against the API mock (Prism on the OpenAPI document). Each must exit without
 * an error, every request it sends must get a 2xx answer (Prism refuses requests the document does
 * not allow), and every answer must match the document's schema for that operation and status.
 */
import assert from 'node:assert/strict';
import {spawn, spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {api, identifiers, urls} from '../src/data/facts';
import {ROOT} from './lib/content';
import {loadApiSamples, type ApiSample} from './lib/api-samples';
import {startMockApi, type RunningMock} from './lib/mock-api';
import {responseProblems} from './lib/openapi-responses';
import {startRecordingProxy, type RecordingProxy} from './lib/recording-proxy';

/** The file the upload samples send (their Run lines name it); its size does not matter to the mock. */
const UPLOAD_FILE = 'security-basics.mp4';
const UPLOAD_BYTES = 4096;

/**
 * Samples that are modules for other code to import, with the code that uses them as the page
 * says: `request(path)` in JavaScript, `request(method, path)` in Python.
 */
const MODULE_DRIVERS: Record<string, {file: string; code: string}> = {
  'vidcove.mjs': {
    file: 'driver.mjs',
    code: "import {request} from './vidcove.mjs';\nconsole.log((await request('/account')).name);\n",
  },
  'vidcove.py': {file: 'driver.py', code: 'from vidcove import request\nprint(request("GET", "/account")["name"])\n'},
};

const pythonHasRequests =
  process.env.SAMPLES_REQUESTS_STAND_IN !== '1' && spawnSync('python3', ['-c', 'import requests']).status === 0;
/**
 * Without the requests package (or with SAMPLES_REQUESTS_STAND_IN=1), Python samples import a
 * stand-in built on the standard library: the same requests reach the mock and are checked the same.
 */
const REQUESTS_STAND_IN = path.join(ROOT, 'tests/lib/requests-stand-in');

/** The file name the sample's first comment gives it (`// upload.mjs. Run: ...`). */
function fileName(sample: ApiSample): string {
  const named = /^(?:\/\/|#) ([\w-]+\.(?:mjs|py))\b/.exec(sample.code)?.[1];
  if (named) return named;
  return sample.language === 'javascript' ? 'sample.mjs' : 'sample.py';
}

/** Writes the sample, pointed at the mock, and says how to run it. */
function prepare(sample: ApiSample, directory: string, apiUrl: string): string[] {
  const code = sample.code.replaceAll(api.baseUrl, apiUrl);
  if (sample.language === 'curl') {
    writeFileSync(path.join(directory, 'sample.sh'), code);
    return ['bash', '-e', '-o', 'pipefail', 'sample.sh'];
  }
  const name = fileName(sample);
  writeFileSync(path.join(directory, name), code);
  const runner = sample.language === 'javascript' ? 'node' : 'python3';
  if (sample.args) return [runner, name, ...sample.args];
  const driver = MODULE_DRIVERS[name];
  assert.ok(driver, `${name} is a module: add the code that uses it to MODULE_DRIVERS`);
  writeFileSync(path.join(directory, driver.file), driver.code);
  return [runner, driver.file];
}

/** Runs a command without blocking this process, whose proxy must answer the sample meanwhile. */
function runCommand(
  command: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<{status: number | null; output: string}> {
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), {cwd, env, timeout: 60_000});
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({status: null, output: `${output}${error.message}`}));
    child.on('close', (status) => resolve({status, output}));
  });
}

async function run(sample: ApiSample, proxy: RecordingProxy): Promise<{status: number | null; output: string}> {
  const directory = mkdtempSync(path.join(tmpdir(), 'vidcove-sample-'));
  try {
    writeFileSync(path.join(directory, UPLOAD_FILE), Buffer.alloc(UPLOAD_BYTES, 7));
    const command = prepare(sample, directory, proxy.url);
    const pythonPath = pythonHasRequests ? process.env.PYTHONPATH : REQUESTS_STAND_IN;
    return await runCommand(command, directory, {
      PATH: process.env.PATH,
      HOME: directory,
      VIDCOVE_API_KEY: identifiers.apiKey.example,
      PYTHONPATH: pythonPath,
    });
  } finally {
    rmSync(directory, {recursive: true, force: true});
  }
}

const samples = loadApiSamples();
let mock: RunningMock;
let proxy: RecordingProxy;

describe('API samples run against the mock', () => {
  before(async () => {
    mock = await startMockApi();
    proxy = await startRecordingProxy(mock.url);
  });
  after(async () => {
    await proxy?.close();
    mock?.stop();
  });

  test('the pages that deepen the developer tasks have samples in all three languages', () => {
    for (const file of [
      'docs/library/importing-from-other-systems/web.mdx',
      'docs/technical-information/viewer-urls.mdx',
      'docs/samples/dev/script.mdx',
    ]) {
      const languages = new Set(samples.filter((sample) => sample.file === file).map((sample) => sample.language));
      assert.deepEqual([...languages].sort(), ['curl', 'javascript', 'python'], file);
    }
  });

  for (const sample of samples) {
    test(`${sample.file}:${sample.line} (${sample.language}) runs, and every answer is a documented 2xx`, async () => {
      proxy.exchanges.length = 0;
      proxy.uploads.length = 0;
      const {status, output} = await run(sample, proxy);
      assert.equal(status, 0, `the sample failed:\n${output}`);
      assert.ok(proxy.exchanges.length > 0, 'the sample sent no request to the API');
      for (const exchange of proxy.exchanges) {
        const where = `${exchange.method} ${exchange.path}`;
        assert.ok(exchange.status >= 200 && exchange.status < 300, `${where} answered ${exchange.status}`);
        const path = exchange.path.split('?')[0]!;
        assert.deepEqual(responseProblems(exchange.method, path, exchange.status, exchange.body), [], where);
      }
      const uploadUrls = proxy.exchanges.filter((exchange) => (exchange.body as {upload?: unknown})?.upload);
      if (uploadUrls.length > 0) assert.deepEqual(proxy.uploads, [UPLOAD_BYTES], 'the file reached the upload URL');
    });
  }
});

describe('the script embed the pages document', () => {
  const script = readFileSync(path.join(ROOT, 'static/embed/embed.js'), 'utf8');

  test('reads the embed parameters of the facts sheet as data- attributes', () => {
    const params = /const PARAMS = (\[[^\]]*\])/.exec(script)?.[1];
    assert.deepEqual(JSON.parse(params!.replace(/'/g, '"')), Object.keys(urls.embedParams));
  });

  test('uses the attribute names, default title, state and event the facts sheet gives', () => {
    for (const name of [...Object.keys(urls.scriptEmbed.attributes), urls.scriptEmbed.stateAttribute]) {
      assert.ok(script.includes(`'${name}'`) || script.includes(`data-\${name}`), name);
    }
    assert.ok(script.includes(`|| '${urls.scriptEmbed.attributes['data-title'].default}'`));
    for (const state of Object.keys(urls.scriptEmbed.states)) assert.ok(script.includes(`'${state}'`), state);
    assert.ok(script.includes(`'${urls.scriptEmbed.event}'`));
    assert.ok(script.includes(`window.${urls.scriptEmbed.globalName} =`));
  });
});
