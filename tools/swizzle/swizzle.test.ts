import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {checkEjects, type EjectRecord, markedEjects, needsAttention, originalPath} from './swizzle';

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'swizzle-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const record: EjectRecord = {
  file: 'src/theme/Foo/index.tsx',
  package: 'theme-x',
  upstream: 'src/theme/Foo/index.tsx',
  version: '1.0.0',
};

test('finds ejects by their first line, in src/theme and in local plugins’ theme folders', () => {
  const dir = site({
    'src/theme/Foo/index.tsx': '// Ejected (why): …\nexport {};\n',
    'src/theme/Bar/index.tsx': '// Wrapped so that …\nexport {};\n',
    'plugins/search/theme/SearchBar/index.tsx': '// Replaced, not wrapped: …\n',
    'plugins/search/index.ts': '// Ejected, but not a theme file\n',
  });
  assert.deepEqual(markedEjects(dir), ['plugins/search/theme/SearchBar/index.tsx', 'src/theme/Foo/index.tsx']);
});

test('an upstream change is named, an unchanged one is not, and unrecorded ejects need attention', () => {
  const dir = site({
    'src/theme/Foo/index.tsx': '// Ejected (why)\n',
    'src/theme/Baz/index.tsx': '// Ejected (why)\n',
  });
  const toolDir = path.join(dir, 'tools');
  const stored = originalPath(toolDir, record);
  mkdirSync(path.dirname(stored), {recursive: true});
  writeFileSync(stored, 'export const a = 1;\n');
  const run = (upstream: string | null) =>
    checkEjects({
      siteDir: dir,
      toolDir,
      records: [record],
      installedVersion: () => '1.1.0',
      installedSource: () => upstream,
    });

  const same = run('export const a = 1;\n');
  assert.deepEqual(
    same.map((finding) => finding.kind),
    ['unrecorded', 'unchanged'],
  );
  assert.deepEqual(same.filter(needsAttention), [{kind: 'unrecorded', file: 'src/theme/Baz/index.tsx'}]);

  const changed = run('export const a = 2;\n');
  assert.equal(changed[1]?.kind, 'changed');
  assert.equal(run(null)[1]?.kind, 'upstream-gone');
});
