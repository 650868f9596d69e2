/**
 * No function of the site's code is longer than a reader can hold at once (issue #45). Tests, fixtures and
 * the upstream copies kept for diffing swizzles are left out: they are not code anyone here changes.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';
import ts from 'typescript';

export const FUNCTION_LINE_LIMIT = 80;

const ROOTS = ['plugins', 'src', 'tools', 'config', 'docusaurus.config.ts'];
const CODE = /\.(?:ts|tsx|mts|cts|mjs|cjs)$/;
const SKIPPED = [/\.(?:test|spec)\.[^/]+$/, /^tools\/swizzle\/originals\//, /\bfixtures?\b/];

export interface LongFunction {
  readonly line: number;
  readonly name: string;
  readonly lines: number;
}

function isFunction(node: ts.Node): node is ts.FunctionLikeDeclaration {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

/** What a reader would search for: the function's own name, else the variable, property or call it sits in. */
function nameOf(node: ts.FunctionLikeDeclaration): string {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name) {
    return parent.name.getText();
  }
  if (ts.isCallExpression(parent)) return `callback of ${parent.expression.getText().slice(0, 40)}`;
  return '<anonymous>';
}

export function longFunctions(fileName: string, text: string, limit = FUNCTION_LINE_LIMIT): LongFunction[] {
  const kind = /x$/.test(fileName) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1;
  const found: LongFunction[] = [];
  const visit = (node: ts.Node): void => {
    if (isFunction(node)) {
      const line = lineOf(node.getStart(source));
      const lines = lineOf(node.end) - line + 1;
      if (lines > limit) found.push({line, name: nameOf(node), lines});
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function siteSourceFiles(): string[] {
  const tracked = execFileSync('git', ['ls-files', '--', ...ROOTS], {encoding: 'utf8'}).split('\n');
  return tracked.filter((file) => CODE.test(file) && !SKIPPED.some((pattern) => pattern.test(file)));
}

test('finds a function over the limit and names it by the variable it is assigned to', () => {
  const body = Array.from({length: 4}, (_, i) => `  const v${i} = ${i};`).join('\n');
  const text = `const short = () => 1;\n\nexport const tooLong = () => {\n${body}\n};\n`;
  assert.deepEqual(longFunctions('a.ts', text, 5), [{line: 3, name: 'tooLong', lines: 6}]);
  assert.deepEqual(longFunctions('a.ts', text, 6), []);
});

test(`no function in the site's code is over ${FUNCTION_LINE_LIMIT} lines`, () => {
  const offenders = siteSourceFiles().flatMap((file) =>
    longFunctions(file, readFileSync(file, 'utf8')).map(
      ({line, name, lines}) => `${file}:${line} ${name} is ${lines} lines; split it (limit ${FUNCTION_LINE_LIMIT})`,
    ),
  );
  assert.equal(offenders.length, 0, `\n${offenders.join('\n')}`);
});
