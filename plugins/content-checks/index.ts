/**
 * The content checks of one page, shared by the compile (a remark plugin, so the dev server and the build
 * fail on a writer's mistake with its file and line) and by `npm run check:content` (tools/check-content.ts).
 */
import {expressionProblems} from './expressions';
import type {Node} from './data-modules';
import {fileLinkIndex, linkProblems, type LinkIndex} from './links';
import {pageProblems} from './page-rules';
import {failOn, siteRelative, type Problem} from './problems';
import {uiLabelProblems} from './ui-labels';

/** The problems of a parsed page that need no other page (front matter is checked where Docusaurus reads it). */
export function ownProblems(tree: Node, file: string): Problem[] {
  return [...expressionProblems(tree, file), ...pageProblems(tree, file), ...uiLabelProblems(tree, file)];
}

const byLine = (a: Problem, b: Problem) => a.line - b.line;

/** Every problem of a parsed page, its links last: reading its anchors renders the facts in its headings. */
export function treeProblems(tree: Node, file: string, links: LinkIndex): Problem[] {
  return [...ownProblems(tree, file), ...linkProblems(tree, file, links)].sort(byLine);
}

let links: LinkIndex | null = null;

/**
 * The remark plugin: fails the page's compile with one `file:line: message` line per problem. Linked pages
 * are read with the compile's own parser (`this`), so their headings get the ids the compile gives them.
 */
export default function strictContent(this: {parse(file: {value: string; path: string}): unknown}) {
  const parse = (source: string, file: string) => this.parse({value: source, path: file}) as Node;
  return (tree: Node, vfile: {path?: string}): void => {
    if (!vfile.path) return;
    links ??= fileLinkIndex(parse);
    failOn(treeProblems(tree, siteRelative(vfile.path), links));
  };
}
