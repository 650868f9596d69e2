/**
 * Reads an MDX page into the syntax tree Docusaurus compiles (MDX, front matter, GFM tables and directives),
 * without compiling it, for `npm run check:content` (the compile's own checks use the compile's parser).
 */
import type {Node} from './data-modules';
import type {Problem} from './problems';

type Parser = (source: string, file: string) => Node;
let parser: Parser | null = null;

/** Loads the ESM-only parsers once. */
export async function loadParser(): Promise<Parser> {
  if (parser) return parser;
  const [{createProcessor}, {default: frontmatter}, {default: gfm}, {default: directive}, {VFile}] = await Promise.all([
    import('@mdx-js/mdx'),
    import('remark-frontmatter'),
    import('remark-gfm'),
    import('remark-directive'),
    import('vfile'),
  ]);
  const processor = createProcessor({remarkPlugins: [frontmatter, gfm, directive]});
  parser = (source, file) => processor.parse(new VFile({value: source, path: file})) as unknown as Node;
  return parser;
}

/** The tree of a page, or the MDX syntax error at its line in the page. */
export function parsePage(parse: Parser, source: string, file: string): {tree: Node} | {problem: Problem} {
  try {
    return {tree: parse(source, file)};
  } catch (error) {
    const {line, reason, message} = error as {line?: number; reason?: string; message: string};
    // An element left open is reported at the end of the file, with its own place in the reason: "(39:1-39:37)".
    const opened = /\((\d+):\d+-\d+:\d+\)/.exec(reason ?? message);
    return {problem: {file, line: line ?? Number(opened?.[1] ?? 1), message: `MDX syntax error: ${reason ?? message}`}};
  }
}
