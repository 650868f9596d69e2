import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {checkAdapter, deepImports, problems} from '../../tools/lib/deep-imports';

test('@docusaurus/core still has the internal client modules the site uses', () => {
  assert.deepEqual(checkAdapter(path.join(__dirname, 'docusaurus-core.ts')), []);
});

test("@docusaurus/theme-classic still has the code line's stylesheet and its classes", () => {
  const file = path.join(__dirname, 'theme-classic.ts');
  assert.deepEqual(checkAdapter(file), []);
  // The code line reads these classes from the CSS module's default export: each must still be defined.
  const source = readFileSync(file, 'utf8');
  const classes = [.../CODE_LINE_CLASSES = \[([^\]]*)\]/.exec(source)![1]!.matchAll(/'(\w+)'/g)].map((m) => m[1]!);
  assert.deepEqual(classes, ['codeLine', 'codeLineNumber', 'codeLineContent']);
  const [stylesheet] = deepImports(source);
  assert.deepEqual(problems({specifier: stylesheet!.specifier, names: classes}), []);
});
