/**
 * WebKitWebDriver never answers a new session whose MiniBrowser exits before it connects (a display it
 * cannot open, a crash at start): the pass must say so at once, with what MiniBrowser printed.
 */
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {chmod, mkdtemp, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';

let dir: string;
before(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'webkit-test-'));
});
after(async () => {
  await rm(dir, {recursive: true, force: true});
});

const driverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

test(
  'a MiniBrowser that exits before its session starts fails the start at once, saying what it printed',
  {
    skip: !existsSync(driverPath) && `no ${driverPath} (tools/prerequisites.sh --browser installs it)`,
  },
  async () => {
    const standIn = path.join(dir, 'MiniBrowser');
    await writeFile(standIn, '#!/bin/sh\necho "cannot open display: :777" >&2\nsleep 0.5\nexit 1\n');
    await chmod(standIn, 0o755);
    process.env.MINIBROWSER_PATH = standIn;
    const {launchWebKit} = await import('./webkit');
    await assert.rejects(launchWebKit({host: '127.0.0.1', port: 9}), {
      message: 'MiniBrowser exited before its session started; it printed: cannot open display: :777',
    });
  },
);
