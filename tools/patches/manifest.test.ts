import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {
  countAliases,
  countReplacements,
  findPatches,
  isLoader,
  isRecordedEject,
  rewritesInPlace,
  upstreamThemeComponents,
  type PatchKind,
} from './find-patches';

const siteDir = path.resolve(__dirname, '..', '..');
const MANIFEST = 'PATCHES.md';

/** The manifest's sections, by the kind of patch their table lists. */
const SECTIONS: Record<string, PatchKind> = {
  'Module aliases': 'alias',
  'Module replacements': 'replacement',
  'Loaders over generated or package files': 'loader',
  'Rewrites of the built site': 'rewrite',
  'Theme components': 'theme',
};

/** `kind file` → how many rows of PATCHES.md list a patch of that kind in that file. */
function listedPatches(markdown: string): Map<string, number> {
  const listed = new Map<string, number>();
  let kind: PatchKind | undefined;
  for (const line of markdown.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) kind = SECTIONS[heading[1]!.trim()];
    const file = /^\| `([^`]+)`/.exec(line)?.[1];
    if (kind && file) listed.set(`${kind} ${file}`, (listed.get(`${kind} ${file}`) ?? 0) + 1);
  }
  return listed;
}

test('PATCHES.md lists every patch in the source, and no patch that is gone', () => {
  const listed = listedPatches(readFileSync(path.join(siteDir, MANIFEST), 'utf8'));
  const found = new Map(findPatches(siteDir).map(({kind, file, count}) => [`${kind} ${file}`, count]));
  const differences = [...new Set([...listed.keys(), ...found.keys()])]
    .filter((key) => listed.get(key) !== found.get(key))
    .map((key) => `${key}: ${found.get(key) ?? 0} in the source, ${listed.get(key) ?? 0} in ${MANIFEST}`);
  assert.deepEqual(differences, [], `update ${MANIFEST}:\n${differences.join('\n')}`);
});

test('every ejected theme component is recorded in tools/swizzle/ejected.json', () => {
  const recorded = new Set(
    (JSON.parse(readFileSync(path.join(siteDir, 'tools/swizzle/ejected.json'), 'utf8')) as {file: string}[]).map(
      (record) => record.file,
    ),
  );
  const upstream = upstreamThemeComponents(siteDir);
  assert.ok(upstream.has('DocItem/Content') && upstream.has('ApiItem'), 'the theme packages are read');
  const ejects = ['src/theme/LastUpdated/index.tsx', 'plugins/search/theme/SearchBar/Modal.tsx'];
  for (const file of ejects) {
    assert.ok(isRecordedEject(readFileSync(path.join(siteDir, file), 'utf8')), file);
    assert.ok(recorded.has(file), file);
  }
});

describe('what counts as a patch', () => {
  test('each key of an alias object, those of a conditional spread too', () => {
    const config = "resolve: {alias: {'a$': x, [`${B}$`]: y, ...(isServer ? {} : {[C]: z, 'd': w}), // e: no\n}}";
    assert.equal(countAliases(config), 4);
    assert.equal(countAliases('const alias = 1;'), 0);
  });

  test('each module replacement, and each swap of a catch-all one', () => {
    const source = [
      'new NormalModuleReplacementPlugin(/prism/, stub);',
      'new NormalModuleReplacementPlugin(/./, swap);',
      'export const SWAPS: readonly Swap[] = [',
      "  {request: /^a$/, from: /x/, to: 'a.ts'},",
      '  {',
      '    request: /^b$/,',
      '    from: /y/,',
      '  },',
      '];',
    ].join('\n');
    assert.equal(countReplacements(source), 2);
  });

  test('a loader exports a function of the source; a rewrite writes back what it read', () => {
    assert.equal(isLoader('module.exports = function trim(source) {\n  return source;\n};'), true);
    assert.equal(isLoader('module.exports = routeTablesLoader;'), true);
    assert.equal(isLoader('module.exports = {helper};'), false);
    assert.equal(
      rewritesInPlace("const html = await readFile(file, 'utf8');\nawait writeFileAtomic(file, html);"),
      true,
    );
    assert.equal(rewritesInPlace("await readFile(source, 'utf8');\nawait writeFile(other, text);"), false);
  });
});
