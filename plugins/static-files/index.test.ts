import assert from 'node:assert/strict';
import {mkdir, mkdtemp, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {runInNewContext} from 'node:vm';
import {minifyStaticScripts, removeStaticReadmes} from './index';

/** A static folder and the build's copy of it, holding `files` (path: contents); runs `check`, then cleans up. */
async function withStaticCopy(
  files: Record<string, string>,
  check: (dirs: {staticDir: string; out: string}) => Promise<void>,
): Promise<void> {
  const root = await mkdtemp(path.join(tmpdir(), 'static-files-'));
  try {
    const staticDir = path.join(root, 'static');
    const out = path.join(root, 'build');
    for (const base of [staticDir, out]) {
      for (const [file, contents] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(base, file)), {recursive: true});
        await writeFile(path.join(base, file), contents);
      }
    }
    await check({staticDir, out});
  } finally {
    await rm(root, {recursive: true, force: true});
  }
}

test('READMEs copied from a static folder leave the build; everything else stays', async () => {
  await withStaticCopy(
    {'embed/README.md': '# The reference player', 'embed/embed.js': '', 'embed/player/index.html': ''},
    async ({staticDir, out}) => {
      // A page of the site that happens to be called README (not from a static folder) is not touched.
      await mkdir(path.join(out, 'docs'), {recursive: true});
      await writeFile(path.join(out, 'docs', 'README.md'), 'generated');

      const missing = path.join(staticDir, '..', 'missing');
      assert.deepEqual(await removeStaticReadmes([staticDir, missing], out), ['embed/README.md']);
      assert.deepEqual((await readdir(path.join(out, 'embed'))).sort(), ['embed.js', 'player']);
      assert.deepEqual(await readdir(path.join(out, 'docs')), ['README.md']);
    },
  );
});

const PLAYER = `/*
 * A player, documented at length for the people who work on it.
 */
(() => {
  'use strict';
  /** Seconds from "1m30s" or "90". */
  function secondsFrom(value) {
    const match = /^(?:(\\d+)m)?(\\d+)s?$/.exec(value);
    return match ? Number(match[1] ?? 0) * 60 + Number(match[2]) : 0;
  }
  globalThis.startAt = secondsFrom('1m30s');
})();
`;

test("the build's copies of static scripts are minified and still run; the static folder and other files are not touched", async () => {
  await withStaticCopy(
    {'embed/player/player.js': PLAYER, 'embed/player/player.css': '/* kept */ p { margin: 0 }'},
    async ({staticDir, out}) => {
      const [result, ...others] = await minifyStaticScripts([staticDir], out);
      assert.equal(others.length, 0);
      assert.equal(result?.file, 'embed/player/player.js');
      const minified = await readFile(path.join(out, 'embed', 'player', 'player.js'), 'utf8');
      assert.equal(result?.after, Buffer.byteLength(minified));
      assert.ok(result!.after < result!.before / 2, `${result?.before} → ${result?.after}`);
      assert.doesNotMatch(minified, /documented at length|secondsFrom/);
      const context: {startAt?: number} = {};
      runInNewContext(minified, Object.assign(context, {globalThis: context}));
      assert.equal(context.startAt, 90);
      assert.equal(await readFile(path.join(staticDir, 'embed', 'player', 'player.js'), 'utf8'), PLAYER);
      assert.equal(
        await readFile(path.join(out, 'embed', 'player', 'player.css'), 'utf8'),
        '/* kept */ p { margin: 0 }',
      );
    },
  );
});

test('a static script that is not valid JavaScript fails the build with a message naming it', async () => {
  await withStaticCopy({'embed/broken.js': 'function ( {'}, async ({staticDir, out}) => {
    await assert.rejects(
      minifyStaticScripts([staticDir], out),
      /\[static-files\] embed\/broken\.js could not be minified/,
    );
  });
});
