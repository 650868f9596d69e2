/**
 * The data modules MDX pages read (`import {ui} from '@site/src/data/facts'`), by the specifier pages import
 * them with, and what a page's imports bind. Shared by the compile-time facts inlining and the content checks.
 */
import * as areas from '../../src/data/areas';
import * as facts from '../../src/data/facts';
import * as label from '../../src/data/label';
import * as phrases from '../../src/data/phrases';
import * as product from '../../src/data/product';
import {didYouMean, type Problem} from './problems';

export const DATA_MODULE_PREFIX = '@site/src/data/';

export const DATA_MODULES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  '@site/src/data/facts': facts,
  '@site/src/data/phrases': phrases,
  '@site/src/data/label': label,
  '@site/src/data/product': product,
  '@site/src/data/areas': areas,
};

/** mdast with the MDX extensions, and estree, as far as the checks read them. */
export interface Node {
  type: string;
  value?: unknown;
  name?: string | null;
  url?: string;
  alt?: string | null;
  lang?: string | null;
  depth?: number;
  children?: Node[];
  attributes?: Node[];
  data?: {estree?: EstreeNode | null; [key: string]: unknown};
  position?: {start: {line: number; column?: number}};
  [key: string]: unknown;
}
export interface EstreeNode {
  type: string;
  loc?: {start: {line: number}};
  [key: string]: unknown;
}

/** A local name a page's import binds to a data module's export (or the module itself). */
export interface DataBinding {
  readonly value: unknown;
  /** The module's short name, as messages call it: "facts", "phrases". */
  readonly module: string;
  /** The export's name, or null for a namespace import. */
  readonly exported: string | null;
}

export const shortName = (specifier: string) => specifier.slice(DATA_MODULE_PREFIX.length);

export const lineOf = (node: {position?: {start: {line: number}}} | undefined, fallback = 1): number =>
  node?.position?.start.line ?? fallback;

function importProblem(file: string, line: number, specifier: string, name: string | null): Problem {
  if (name === null) {
    const known = Object.keys(DATA_MODULES);
    return {file, line, message: `unknown data module ${specifier}${didYouMean(specifier, known)}`};
  }
  const module = DATA_MODULES[specifier]!;
  return {file, line, message: `${shortName(specifier)} has no export ${name}${didYouMean(name, Object.keys(module))}`};
}

/** The data bindings a page's imports make, and a problem for each import of a module or an export that does not exist. */
export function importedData(tree: Node, file = ''): {bindings: Map<string, DataBinding>; problems: Problem[]} {
  const bindings = new Map<string, DataBinding>();
  const problems: Problem[] = [];
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node.data?.estree?.body ?? []) as EstreeNode[]) {
      if (statement.type !== 'ImportDeclaration') continue;
      const specifier = (statement.source as {value: string}).value;
      if (!specifier.startsWith(DATA_MODULE_PREFIX)) continue;
      const line = statement.loc?.start.line ?? lineOf(node);
      const module = DATA_MODULES[specifier];
      if (!module) {
        problems.push(importProblem(file, line, specifier, null));
        continue;
      }
      for (const imported of statement.specifiers as EstreeNode[]) {
        const local = (imported.local as {name: string}).name;
        if (imported.type === 'ImportNamespaceSpecifier') {
          bindings.set(local, {value: module, module: shortName(specifier), exported: null});
        } else if (imported.type === 'ImportSpecifier') {
          const name = (imported.imported as {name?: string; value?: string}).name ?? '';
          if (name in module) bindings.set(local, {value: module[name], module: shortName(specifier), exported: name});
          else problems.push(importProblem(file, imported.loc?.start.line ?? line, specifier, name));
        }
      }
    }
  }
  return {bindings, problems};
}
