/**
 * MDX pages share one set of helpers (src/data/phrases.ts, src/components/InlineList) instead of
 * each declaring its own `listAnd`, `rolesWith` or `siteManagers`: copies drift apart (one page
 * wrote "Owners, Administrators and Editors", another "A and B and C"), and a fix reaches only the
 * page it was made on. This test fails when a page declares a helper again.
 */
import assert from 'node:assert/strict';
import {before, describe, test} from 'node:test';
import {loadMdxPages, parseMdx, walkTree, type EsNode, type MdNode, type MdxPage} from './lib/mdx';

/** One top-level declaration of an MDX page's ESM (`export const x = …`). */
interface Declaration {
  readonly page: string;
  readonly line: number;
  readonly name: string;
  /** The initialiser's source, whitespace collapsed. */
  readonly init: string;
  /** `function` for functions (arrow functions, function expressions and declarations). */
  readonly kind: 'function' | 'value';
}

/** Expressions in prose and ESM that join a list by hand, instead of listAnd / listOr. */
const HAND_JOINED_LIST =
  /Intl\.ListFormat|\.join\(\s*(['"`])\s*(and|or)\s*\1\s*\)|\.join\(\s*(['"`]), \3\s*\)\}\s*(and|or)\s*\$\{/;

function declarationsOf(page: MdxPage, node: MdNode): Declaration[] {
  const program = node.data?.estree;
  const source = node.value ?? '';
  const base = node.position?.start.offset ?? 0;
  const line = (esNode: EsNode) =>
    (node.position?.start.line ?? 1) + source.slice(0, (esNode.start ?? base) - base).split('\n').length - 1;
  const text = (esNode: EsNode | null | undefined) =>
    esNode ? source.slice((esNode.start ?? 0) - base, (esNode.end ?? 0) - base).replace(/\s+/g, ' ') : '';
  const found: Declaration[] = [];
  for (const statement of program?.body ?? []) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (!declaration) continue;
    if (declaration.type === 'FunctionDeclaration') {
      found.push({
        page: page.file,
        line: line(declaration),
        name: declaration.id?.name ?? '?',
        init: text(declaration),
        kind: 'function',
      });
    }
    for (const declarator of declaration.type === 'VariableDeclaration' ? (declaration.declarations ?? []) : []) {
      const isFunction = ['ArrowFunctionExpression', 'FunctionExpression'].includes(declarator.init?.type ?? '');
      found.push({
        page: page.file,
        line: line(declarator),
        name: declarator.id?.name ?? '?',
        init: text(declarator.init),
        kind: isFunction ? 'function' : 'value',
      });
    }
  }
  return found;
}

const pages = loadMdxPages();
const declarations: Declaration[] = [];
const handJoined: string[] = [];

before(async () => {
  for (const page of pages) {
    walkTree(await parseMdx(page.source), (node) => {
      if (node.type === 'mdxjsEsm') declarations.push(...declarationsOf(page, node));
      if (/^mdx(Text|Flow)Expression$|^mdxjsEsm$/.test(node.type) && HAND_JOINED_LIST.test(node.value ?? '')) {
        handJoined.push(`${page.file}:${node.position?.start.line}: ${(node.value ?? '').trim().slice(0, 80)}`);
      }
    });
  }
});

const where = (d: Declaration) => `${d.page}:${d.line} ${d.name}`;

describe('MDX pages and their helpers', () => {
  test('there are pages with ESM to check', () => {
    assert.ok(pages.length > 100, `${pages.length} pages`);
    assert.ok(declarations.length > 0, 'some pages declare page-specific values');
  });

  test('no page declares a helper function: import it from src/data/phrases.ts', () => {
    assert.deepEqual(
      declarations.filter((d) => d.kind === 'function').map(where),
      [],
      'move these into src/data/phrases.ts (plain strings) or src/components/ (markup) and import them',
    );
  });

  test('no two pages declare the same value: share it from src/data/phrases.ts', () => {
    const byInit = new Map<string, Declaration[]>();
    for (const d of declarations) byInit.set(d.init, [...(byInit.get(d.init) ?? []), d]);
    const repeated = [...byInit.values()].filter((group) => new Set(group.map((d) => d.page)).size > 1);
    assert.deepEqual(
      repeated.map((group) => group.map(where).join(' = ')),
      [],
    );
  });

  test('no page joins a list by hand: use listAnd, listOr or <InlineList>', () => {
    assert.deepEqual(handJoined, []);
  });
});

describe('the check itself', () => {
  const page = (source: string): MdxPage => ({file: 'docs/example.mdx', source});

  async function declared(source: string): Promise<Declaration[]> {
    const found: Declaration[] = [];
    walkTree(await parseMdx(source), (node) => {
      if (node.type === 'mdxjsEsm') found.push(...declarationsOf(page(source), node));
    });
    return found;
  }

  test('finds arrow functions, function expressions and function declarations, with their lines', async () => {
    const found = await declared(
      [
        '---',
        'title: Example',
        '---',
        '',
        "import {roles} from '@site/src/data/facts';",
        'export const listAnd = (items) => items.join(", ");',
        'export const names = function (ids) { return ids; };',
        'export function rolesWith(permission) { return permission; }',
        'export const owner = roles.owner.name;',
        '',
        'Text.',
      ].join('\n'),
    );
    assert.deepEqual(
      found.map((d) => [d.name, d.kind, d.line]),
      [
        ['listAnd', 'function', 6],
        ['names', 'function', 7],
        ['rolesWith', 'function', 8],
        ['owner', 'value', 9],
      ],
    );
  });

  test('recognises lists joined by hand', () => {
    assert.match("names.join(' and ')", HAND_JOINED_LIST);
    assert.match('`${names.slice(0, -1).join(", ")} or ${names.at(-1)}`', HAND_JOINED_LIST);
    assert.match("new Intl.ListFormat('en-GB').format(items)", HAND_JOINED_LIST);
    assert.doesNotMatch("items.join(', ')", HAND_JOINED_LIST);
    assert.doesNotMatch('`${plan.maxLiveInput} and ${plan.maxIngestKbps} kbps`', HAND_JOINED_LIST);
  });
});
