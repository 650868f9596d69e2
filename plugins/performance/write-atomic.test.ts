import assert from 'node:assert/strict';
import {mkdtemp, open, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {writeFileAtomic} from './write-atomic';

test('a reader that opened the page before the rewrite reads the whole old page, not a cut one', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'write-atomic-'));
  try {
    const file = path.join(dir, 'index.html');
    const old = `<main class="theme-doc-markdown">${'text '.repeat(20_000)}</main>`;
    await writeFile(file, old);
    const reader = await open(file, 'r');
    try {
      await writeFileAtomic(file, '<main class="theme-doc-markdown">new</main>');
      // Rewritten in place (truncate, then write), this would read '' or the new page's bytes.
      assert.equal(await reader.readFile('utf8'), old);
    } finally {
      await reader.close();
    }
    assert.equal(await readFile(file, 'utf8'), '<main class="theme-doc-markdown">new</main>');
    assert.deepEqual(await readdir(dir), ['index.html']);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
});

test('a failed write leaves the page as it was and no temporary file', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'write-atomic-'));
  try {
    const file = path.join(dir, 'page', 'index.html');
    await assert.rejects(writeFileAtomic(file, 'new'), /ENOENT/);
    assert.deepEqual(await readdir(dir), []);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
});
