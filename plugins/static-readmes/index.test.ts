import assert from 'node:assert/strict';
import {mkdir, mkdtemp, readdir, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {removeStaticReadmes} from './index';

test('READMEs copied from a static folder leave the build; everything else stays', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'static-readmes-'));
  try {
    const staticDir = path.join(root, 'static');
    const out = path.join(root, 'build');
    for (const dir of [path.join(staticDir, 'embed', 'player'), path.join(out, 'embed', 'player')]) {
      await mkdir(dir, {recursive: true});
    }
    for (const base of [staticDir, out]) {
      await writeFile(path.join(base, 'embed', 'README.md'), '# The reference player');
      await writeFile(path.join(base, 'embed', 'embed.js'), '');
      await writeFile(path.join(base, 'embed', 'player', 'index.html'), '');
    }
    // A page of the site that happens to be called README (not from a static folder) is not touched.
    await mkdir(path.join(out, 'docs'), {recursive: true});
    await writeFile(path.join(out, 'docs', 'README.md'), 'generated');

    assert.deepEqual(await removeStaticReadmes([staticDir, path.join(root, 'missing')], out), ['embed/README.md']);
    assert.deepEqual((await readdir(path.join(out, 'embed'))).sort(), ['embed.js', 'player']);
    assert.deepEqual(await readdir(path.join(out, 'docs')), ['README.md']);
  } finally {
    await rm(root, {recursive: true, force: true});
  }
});
