/**
 * No module of the site imports itself round a circle (issue #45): a circle makes load order matter and
 * hides which module owns what. Type-only imports are left out; they vanish at build time.
 */
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

const ROOTS = ['plugins', 'src', 'config'];
const EXTENSIONS = ['.ts', '.tsx', '.js', '.cjs', '.mjs'];
const SKIPPED = /(\.test\.|\/fixtures\/|\/node_modules\/)/;
/** `import {type A, type B} from './x'`: every name a type, so nothing is imported at run time. */
const ONLY_TYPES = /^\s*(?:import|export)\s*\{\s*type\s+\w+(?:\s*,\s*type\s+\w+)*\s*,?\s*\}/;
const SPECIFIERS = [
  /^\s*import\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm,
  /^\s*export\s+(?!type\b)[^'";]*?\sfrom\s+['"](\.[^'"]+)['"]/gm,
  /\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g,
  /\brequire\(\s*['"](\.[^'"]+)['"]\s*\)/g,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return EXTENSIONS.includes(path.extname(entry.name)) && !SKIPPED.test(full) ? [full] : [];
  });
}

/** The file a relative specifier names, as a bundler resolves it, or undefined for a non-code file. */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find(
    (file) => existsSync(file) && statSync(file).isFile() && EXTENSIONS.includes(path.extname(file)),
  );
}

export function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = SPECIFIERS.flatMap((pattern) =>
      [...text.matchAll(pattern)].filter((match) => !ONLY_TYPES.test(match[0])).map((match) => match[1]!),
    );
    graph.set(file, [
      ...new Set(targets.map((specifier) => resolveSpecifier(file, specifier)).filter((t) => t !== undefined)),
    ]);
  }
  return graph;
}

/** Every circle, each as the files round it (depth-first search, each circle reported once). */
export function circlesOf(graph: Map<string, string[]>): string[][] {
  const circles: string[][] = [];
  const done = new Set<string>();
  const visit = (file: string, trail: string[]) => {
    const at = trail.indexOf(file);
    if (at >= 0) return void circles.push(trail.slice(at));
    if (done.has(file)) return;
    for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
    done.add(file);
  };
  for (const file of graph.keys()) visit(file, []);
  return circles;
}

test('finds a circle, and none where there is none', () => {
  assert.deepEqual(
    circlesOf(
      new Map([
        ['a', ['b']],
        ['b', ['a']],
      ]),
    ),
    [['a', 'b']],
  );
  assert.deepEqual(
    circlesOf(
      new Map([
        ['a', ['b']],
        ['b', ['c']],
        ['c', []],
      ]),
    ),
    [],
  );
});

test('no module of the site imports itself round a circle, dynamic imports included', () => {
  const files = ROOTS.flatMap((root) => sourceFiles(path.resolve(root)));
  const circles = circlesOf(importGraph(files)).map((circle) =>
    circle.map((file) => path.relative('.', file)).join(' → '),
  );
  assert.deepEqual(circles, []);
});
