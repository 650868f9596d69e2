/**
 * Clients that hang up mid-download must not leak file handles: after a storm of aborted downloads of a
 * large file (streamed from disk, whole and by range), the server's open-file count is back where it
 * started: a leaked handle stays open for good, and enough of them stop the server.
 */
import assert from 'node:assert/strict';
import {readdirSync} from 'node:fs';
import {rm} from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import {after, before, test} from 'node:test';
import {FIXTURE_OPTIONS, makeFixture} from '../../plugins/hosting/fixture';
import {validateHostingOptions} from '../../plugins/hosting/options';
import {siteRules} from '../../plugins/hosting/rules';
import {createStaticServer, listenOnFreePort} from './static-server';

const VIDEO = '/embed/media/clip.webm'; // 2 MB: above the in-memory limit, so streamed from disk
const STORM = 400;
const WAVE = 50;
const openFiles = () => readdirSync('/proc/self/fd').length;

let root: string;
let port: number;
let server: http.Server;

before(async () => {
  root = (await makeFixture()).root;
  server = createStaticServer({root, rules: await siteRules(root, validateHostingOptions(FIXTURE_OPTIONS))});
  port = await listenOnFreePort(server, '127.0.0.1');
});
after(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(path.dirname(root), {recursive: true, force: true});
});

/** Starts a download and hangs up as soon as the first bytes arrive. */
function abortedDownload(headers: http.OutgoingHttpHeaders): Promise<void> {
  return new Promise((resolve) => {
    const request = http.get({host: '127.0.0.1', port, path: VIDEO, headers, agent: false}, (response) => {
      response.once('data', () => {
        request.destroy();
        resolve();
      });
    });
    request.on('error', () => resolve());
    request.on('close', () => resolve());
  });
}

async function settled(limit: number): Promise<number> {
  // Handles close as the server notices each hang-up; give it a moment (this bounds the wait, it times nothing).
  for (let attempt = 0; attempt < 100 && openFiles() > limit; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return openFiles();
}

test('aborted downloads leave no file open', {skip: process.platform !== 'linux'}, async () => {
  await abortedDownload({}); // the first request opens what the server keeps (thread pool, sockets)
  const start = await settled(Infinity);
  for (let sent = 0; sent < STORM; sent += WAVE) {
    await Promise.all(
      Array.from({length: WAVE}, (_, i) => abortedDownload((sent + i) % 2 ? {range: 'bytes=1000-'} : {})),
    );
  }
  const end = await settled(start);
  assert.ok(end <= start, `open files: ${start} before, ${end} after ${STORM} aborted downloads`);
  // And the server still answers.
  const status = await new Promise<number | undefined>((resolve) =>
    http.get({host: '127.0.0.1', port, path: '/docs/a/', agent: false}, (r) => resolve(r.resume().statusCode)),
  );
  assert.equal(status, 200);
});
