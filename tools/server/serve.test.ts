/**
 * `serve.ts` at start-up: a setting that cannot work stops it with one line that names the setting, before
 * any reader's request (no stack trace, nothing served).
 */
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {makeFixture, type Fixture} from '../../plugins/hosting/fixture';
import {freePort} from './static-server';

let fixture: Fixture;
before(async () => {
  fixture = await makeFixture();
});
after(async () => {
  await rm(path.dirname(fixture.root), {recursive: true, force: true});
});

/** Starts serve.ts and resolves with its exit code and what it wrote to stderr (stopped once it listens). */
async function start(env: Record<string, string>): Promise<{code: number | null; stderr: string; listened: boolean}> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'serve.ts')], {
    env: {
      ...process.env,
      BUILD_DIR: fixture.root,
      PORT: String(port),
      HOST: '127.0.0.1',
      FEEDBACK_FILE: path.join(path.dirname(fixture.root), 'feedback', 'entries.jsonl'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let listened = false;
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => {
    if (/http:\/\//.test(chunk.toString())) {
      listened = true;
      child.kill('SIGTERM');
    }
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {code, stderr, listened};
}

function assertOneLine(result: {code: number | null; stderr: string; listened: boolean}, pattern: RegExp): void {
  assert.equal(result.listened, false, 'it does not start');
  assert.equal(result.code, 1);
  const lines = result.stderr.trimEnd().split('\n');
  assert.equal(lines.length, 1, result.stderr);
  assert.match(lines[0]!, pattern);
  assert.doesNotMatch(result.stderr, /\n\s+at /, 'no stack trace');
}

describe('serve.ts refuses what cannot work, in one line', () => {
  test('a FEEDBACK_FILE inside the served folder, where readers could download it', async () => {
    const file = path.join(fixture.root, 'feedback', 'entries.jsonl');
    assertOneLine(
      await start({FEEDBACK_FILE: file}),
      /^serve: FEEDBACK_FILE .*build\/feedback\/entries\.jsonl is inside the served folder/,
    );
  });

  test('a FEEDBACK_FILE it cannot write', async () => {
    const notAFolder = path.join(path.dirname(fixture.root), 'plain-file');
    await writeFile(notAFolder, 'x');
    assertOneLine(
      await start({FEEDBACK_FILE: path.join(notAFolder, 'entries.jsonl')}),
      /^serve: FEEDBACK_FILE .*plain-file\/entries\.jsonl cannot be written \((ENOTDIR|EEXIST)\)\.$/,
    );
  });

  test('a TRUST_PROXY that is not a number of proxies', async () => {
    assertOneLine(await start({TRUST_PROXY: 'yes'}), /^serve: TRUST_PROXY must be a whole number, not "yes"\.$/);
  });

  test('a build without the API document it publishes', async () => {
    const published = path.join(fixture.root, 'api', 'openapi.json');
    const text = await readFile(published, 'utf8');
    await rm(published);
    try {
      assertOneLine(await start({}), /^serve: hosting: cannot read the API servers from .*build\/api\/openapi\.json: /);
    } finally {
      await writeFile(published, text);
    }
  });

  test('with good settings it starts', async () => {
    const result = await start({});
    assert.equal(result.listened, true, result.stderr);
  });
});
