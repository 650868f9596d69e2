/**
 * Reads MDX pages as the build does: the syntax tree (mdast, with MDX's expression, JSX and ESM
 * nodes) that @mdx-js/mdx makes of a page, for checks that look at prose, exports and markup.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {ROOT} from './content';

/** An mdast node, as much of it as the checks read. */
export interface MdNode {
  readonly type: string;
  readonly children?: readonly MdNode[];
  /** Text of `text`, `inlineCode`, `code`, expression and ESM nodes. */
  readonly value?: string;
  /** JSX element name (`mdxJsxFlowElement`, `mdxJsxTextElement`). */
  readonly name?: string | null;
  readonly ordered?: boolean | null;
  readonly position?: {
    readonly start: {readonly line: number; readonly offset?: number};
    readonly end?: {readonly line: number; readonly offset?: number};
  };
  readonly data?: {readonly estree?: EsNode | null};
}

/** An ESTree node, as much of it as the checks read. */
export interface EsNode {
  readonly type: string;
  readonly body?: readonly EsNode[];
  readonly declaration?: EsNode | null;
  readonly declarations?: readonly EsNode[];
  readonly id?: {readonly name?: string} | null;
  readonly init?: EsNode | null;
  readonly start?: number;
  readonly end?: number;
}

/** One MDX page: its path from the repository root, its source and the source without front matter. */
export interface MdxPage {
  readonly file: string;
  readonly source: string;
}

/** Folders whose MDX pages the site builds: help articles, the API overview and the release notes. */
export const MDX_FOLDERS = ['docs', 'api-docs', 'blog'] as const;

function walk(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return entry.name.endsWith('.mdx') && !entry.name.endsWith('.api.mdx') && !entry.name.endsWith('.info.mdx')
      ? [full]
      : [];
  });
}

/** Every hand-written MDX page under `folders` (generated API pages excluded), sorted. */
export function loadMdxPages(folders: readonly string[] = MDX_FOLDERS): MdxPage[] {
  return folders
    .flatMap((folder) => walk(path.join(ROOT, folder)))
    .sort()
    .map((full) => ({file: path.relative(ROOT, full).split(path.sep).join('/'), source: readFileSync(full, 'utf8')}));
}

/** Front matter blanked out with spaces, so that offsets and line numbers stay those of the file. */
export function blankFrontMatter(source: string): string {
  return source.replace(/^---\r?\n[\s\S]*?\r?\n---(?=\r?\n)/, (block) => block.replace(/[^\n]/g, ' '));
}

/** The mdast of an MDX page (positions are those of the file). */
export async function parseMdx(source: string): Promise<MdNode> {
  // @mdx-js/mdx is ESM-only: load it with a real dynamic import.
  const {compile} = await import('@mdx-js/mdx');
  let tree: MdNode | undefined;
  await compile(blankFrontMatter(source), {
    remarkPlugins: [
      () => (root: unknown) => {
        tree = root as MdNode;
      },
    ],
  });
  if (!tree) throw new Error('the MDX compiler produced no syntax tree');
  return tree;
}

/** Calls `visit` for every node, with its ancestors (nearest last). */
export function walkTree(node: MdNode, visit: (node: MdNode, ancestors: readonly MdNode[]) => void): void {
  const go = (current: MdNode, ancestors: MdNode[]): void => {
    visit(current, ancestors);
    for (const child of current.children ?? []) go(child, [...ancestors, current]);
  };
  go(node, []);
}
