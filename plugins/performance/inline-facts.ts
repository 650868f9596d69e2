/**
 * Facts rendered when a page is compiled (a remark plugin for the docs, the release notes and pages): an
 * MDX expression that reads only the facts sheet, the phrase helpers or Vidcove's identity and gives text
 * is replaced by that text, so the page bundles none of the sheet and the browser computes nothing again.
 * Anything else stays an expression; the sheet stays the one source of truth. Details: README.md, "Inline facts".
 */
import vm from 'node:vm';
import * as facts from '../../src/data/facts';
import * as label from '../../src/data/label';
import * as phrases from '../../src/data/phrases';
import * as product from '../../src/data/product';

/** The modules whose exports an expression may read, by the specifier pages import them with. */
export const FACT_MODULES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  '@site/src/data/facts': facts,
  '@site/src/data/phrases': phrases,
  '@site/src/data/label': label,
  '@site/src/data/product': product,
};

/** Node shapes this plugin reads (mdast with the MDX extensions, and estree). */
interface Node {
  type: string;
  value?: unknown;
  children?: Node[];
  attributes?: Node[];
  data?: {estree?: EstreeNode | null};
  [key: string]: unknown;
}
interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

/**
 * Freezes a value and everything it holds, so that an expression cannot change the sheet for the pages
 * compiled after it (`ui.media.statuses.sort()` throws instead, and stays an expression).
 */
function deepFreeze(value: unknown, seen = new WeakSet<object>()): void {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null || seen.has(value)) return;
  seen.add(value);
  for (const key of Reflect.ownKeys(value)) {
    const descriptor = Object.getOwnPropertyDescriptor(value, key);
    if (descriptor && 'value' in descriptor) deepFreeze(descriptor.value, seen);
  }
  if (!Object.isFrozen(value)) Object.freeze(value);
}

/** The fact bindings an MDX file imports: local name → value. */
function importedFacts(tree: Node, modules: typeof FACT_MODULES): Map<string, unknown> {
  const bindings = new Map<string, unknown>();
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node.data?.estree?.body ?? []) as EstreeNode[]) {
      if (statement.type !== 'ImportDeclaration') continue;
      const module = modules[(statement.source as {value: string}).value];
      if (!module) continue;
      for (const specifier of statement.specifiers as EstreeNode[]) {
        const local = (specifier.local as {name: string}).name;
        if (specifier.type === 'ImportNamespaceSpecifier') bindings.set(local, module);
        if (specifier.type === 'ImportSpecifier') {
          const imported = specifier.imported as {name?: string; value?: string};
          const name = imported.name ?? imported.value ?? '';
          if (name in module) bindings.set(local, module[name]);
        }
      }
    }
  }
  return bindings;
}

/**
 * The names an expression reads that it does not bind itself: identifiers in reference position, less
 * the parameters of its own functions (`items.map((item) => item.name)`).
 */
export function freeNames(expression: EstreeNode): Set<string> {
  const read = new Set<string>();
  const bound = new Set<string>();
  const visit = (node: unknown, parent: EstreeNode | null, key: string): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, parent, key);
      return;
    }
    if (!node || typeof node !== 'object' || typeof (node as EstreeNode).type !== 'string') return;
    const current = node as EstreeNode;
    if (current.type === 'Identifier') {
      const name = current.name as string;
      const isProperty =
        (parent?.type === 'MemberExpression' && key === 'property' && !parent.computed) ||
        (parent?.type === 'Property' && key === 'key' && !parent.computed);
      if (key === 'params' || (parent?.type === 'AssignmentPattern' && key === 'left')) bound.add(name);
      else if (!isProperty) read.add(name);
      return;
    }
    for (const [childKey, child] of Object.entries(current)) {
      if (childKey !== 'loc' && childKey !== 'range' && childKey !== 'start' && childKey !== 'end') {
        visit(child, current, childKey);
      }
    }
  };
  visit(expression, null, '');
  for (const name of bound) read.delete(name);
  return read;
}

/** The expression of an MDX expression node's estree (`{…}` holds one expression statement), if any. */
function expressionOf(node: Node): EstreeNode | null {
  const body = (node.data?.estree?.body ?? []) as EstreeNode[];
  if (body.length !== 1 || body[0]!.type !== 'ExpressionStatement') return null;
  return body[0]!.expression as EstreeNode;
}

/** The bindings as a context to evaluate expressions in, every value frozen; one per page, as it is not free. */
function factsContext(bindings: Map<string, unknown>): vm.Context {
  for (const value of bindings.values()) deepFreeze(value);
  return vm.createContext(Object.fromEntries(bindings));
}

/**
 * The text an expression renders, when it reads only `bindings` and gives a string or (as text, which
 * React renders as its digits) a finite number; otherwise null. `context` holds the same bindings
 * (factsContext), evaluated in strict mode: an expression cannot add a global that the next one would see.
 */
export function evaluateFact(
  source: string,
  expression: EstreeNode,
  bindings: Map<string, unknown>,
  accept: 'text' | 'string' = 'text',
  context: vm.Context = factsContext(bindings),
): string | null {
  const names = freeNames(expression);
  if (names.size === 0 || [...names].some((name) => !bindings.has(name))) return null;
  let value: unknown;
  try {
    value = vm.runInContext(`"use strict"; (${source})`, context);
  } catch {
    return null;
  }
  if (typeof value === 'string') return value;
  if (accept === 'text' && typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** Inlines an MDX tree's fact expressions; returns how many it replaced. */
export function inlineFactsInTree(tree: Node, modules: typeof FACT_MODULES = FACT_MODULES): number {
  const bindings = importedFacts(tree, modules);
  if (bindings.size === 0) return 0;
  let replaced = 0;
  let context: vm.Context | null = null;
  // Text renders numbers as their digits; an attribute keeps its type, so only strings are inlined there.
  const text = (node: Node, accept: 'text' | 'string' = 'text'): string | null => {
    const expression = expressionOf(node);
    if (!expression || typeof node.value !== 'string') return null;
    context ??= factsContext(bindings);
    return evaluateFact(node.value, expression, bindings, accept, context);
  };
  const visit = (node: Node): void => {
    if (node.children) {
      const children: Node[] = [];
      for (const child of node.children) {
        const value = child.type === 'mdxTextExpression' || child.type === 'mdxFlowExpression' ? text(child) : null;
        const inlined: Node = value === null ? child : {type: 'text', value};
        if (value !== null) replaced += 1;
        else visit(child);
        // One text node, not three: React would separate adjacent texts with <!-- --> in the HTML.
        const previous = children.at(-1);
        if (inlined.type === 'text' && previous?.type === 'text') {
          children[children.length - 1] = {type: 'text', value: `${String(previous.value)}${String(inlined.value)}`};
        } else children.push(inlined);
      }
      node.children = children;
    }
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    for (const attribute of node.attributes ?? []) {
      const value = attribute.value as Node | null | undefined;
      if (attribute.type !== 'mdxJsxAttribute' || value?.type !== 'mdxJsxAttributeValueExpression') continue;
      const inlined = text(value, 'string');
      if (inlined !== null) {
        attribute.value = inlined;
        replaced += 1;
      }
    }
  };
  visit(tree);
  return replaced;
}

/** The remark plugin. */
export default function inlineFacts() {
  return (tree: Node) => {
    inlineFactsInTree(tree);
  };
}
