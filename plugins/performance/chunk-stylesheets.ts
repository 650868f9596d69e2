/**
 * A CSS chunk linked in the head of the pages that need it: webpack would load it with the chunk's script,
 * after hydration, and the page would render unstyled first and then shift. Which pages need it, and how
 * a feature's styles leave the site-wide stylesheet: this folder's README.md, "CSS chunks".
 */
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import postcss from 'postcss';
import {writeFileAtomic} from './write-atomic';

/** A named CSS chunk and the pages that link it in their head. */
export interface ChunkStylesheet {
  /** The chunk's name: its file is `assets/css/<chunk>.<hash>.css`. */
  readonly chunk: string;
  /**
   * The pages under this route path (relative to the base URL, e.g. `api`) link it. Without one, the
   * pages whose HTML uses one of the chunk's own classes (classes no other stylesheet styles) do.
   */
  readonly routeBasePath?: string;
  /**
   * The stylesheets (their paths) that the performance plugin puts in this chunk, out of the site-wide
   * one. Without it, the feature makes the chunk itself (the API reference's is also its script chunk).
   */
  readonly files?: RegExp;
}

/**
 * webpack cache groups that put each feature's stylesheets (`files`) in a CSS chunk of their own, ahead of
 * Docusaurus' one `styles` chunk (priority 50). The chunk joins the chunk group of every page chunk that
 * imports those styles, so webpack loads it when a reader navigates to such a page.
 */
export function featureStylesheetGroups(sheets: readonly ChunkStylesheet[]) {
  return Object.fromEntries(
    sheets.flatMap(({chunk, files}) =>
      files
        ? [
            [
              `${chunk}Styles`,
              {name: chunk, type: 'css/mini-extract', test: files, chunks: 'all', enforce: true, priority: 60},
            ],
          ]
        : [],
    ),
  );
}

/** The HTML with `<link rel="stylesheet">` to `href` before `</head>`, unless it already links it. */
export function linkStylesheet(html: string, href: string): string {
  if (html.includes(`href=${href}`) || html.includes(`href="${href}"`)) return html;
  const head = html.indexOf('</head>');
  if (head < 0) throw new Error('the page has no </head>');
  return `${html.slice(0, head)}<link rel="stylesheet" href="${href}">${html.slice(head)}`;
}

/** Whether `fileName` (in assets/css) is the stylesheet of `chunk`. */
export const isChunkStylesheet = (fileName: string, chunk: string) =>
  fileName.startsWith(`${chunk}.`) && /^\.[\w-]+\.css$/.test(fileName.slice(chunk.length));

const FUNCTIONAL_PSEUDO = /:(not|is|where|has)\(/g;

/** The classes a selector requires, leaving out those inside functional pseudo-classes. */
export function requiredClasses(selector: string): string[] {
  let outside = '';
  let depth = 0;
  let index = 0;
  FUNCTIONAL_PSEUDO.lastIndex = 0;
  for (let match = FUNCTIONAL_PSEUDO.exec(selector); match; match = FUNCTIONAL_PSEUDO.exec(selector)) {
    if (match.index < index) continue;
    outside += selector.slice(index, match.index);
    depth = 1;
    let cursor = match.index + match[0].length;
    while (cursor < selector.length && depth > 0) {
      if (selector[cursor] === '(') depth += 1;
      else if (selector[cursor] === ')') depth -= 1;
      cursor += 1;
    }
    index = cursor;
    FUNCTIONAL_PSEUDO.lastIndex = cursor;
  }
  outside += selector.slice(index);
  return [...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? '');
}

export async function filesUnder(dir: string, extensions: RegExp): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && extensions.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The classes that elements of `html` carry (their `class` attributes, quoted or not). */
export function classesInHtml(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass=(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g)) {
    for (const name of (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** Every class a selector of `css` requires. */
export function classesOf(css: string): Set<string> {
  const classes = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    for (const selector of rule.selectors) for (const name of requiredClasses(selector)) classes.add(name);
  });
  return classes;
}

/** One chunk's stylesheet as the pages will link it: its address, and whether a page needs it. */
interface PageLink {
  readonly chunk: string;
  readonly href: string;
  readonly needs: (file: string, classes: () => ReadonlySet<string>) => boolean;
}

/**
 * Links each chunk's stylesheet from the HTML pages that need it (see ChunkStylesheet), in one pass over
 * the built pages: each page is read and written once, whatever the number of chunks, and each stylesheet
 * is parsed once. Returns how many pages link each chunk. Fails with one line when a chunk has pages that
 * need it but not exactly one stylesheet (it was renamed or split, and the pages would render unstyled
 * until their script loads).
 */
export async function linkChunkStylesheets(
  outDir: string,
  baseUrl: string,
  sheets: readonly ChunkStylesheet[],
): Promise<Map<string, number>> {
  const linked = new Map(sheets.map(({chunk}) => [chunk, 0]));
  const pages = await filesUnder(outDir, /\.html$/).catch(() => [] as string[]);
  const cssDir = path.join(outDir, 'assets', 'css');
  const cssFiles = await readdir(cssDir).catch(() => [] as string[]);
  const parsed = new Map<string, Set<string>>();
  const classesOfFile = async (name: string) => {
    if (!parsed.has(name)) parsed.set(name, classesOf(await readFile(path.join(cssDir, name), 'utf8')));
    return parsed.get(name)!;
  };

  const links: PageLink[] = [];
  for (const sheet of sheets) {
    const routeDir = sheet.routeBasePath === undefined ? undefined : path.join(outDir, sheet.routeBasePath) + path.sep;
    if (!pages.some((file) => routeDir === undefined || file.startsWith(routeDir))) continue;
    const found = cssFiles.filter((name) => isChunkStylesheet(name, sheet.chunk));
    if (found.length !== 1) {
      const where = routeDir ? `the pages under /${sheet.routeBasePath}/` : 'the pages that use its classes';
      throw new Error(
        `performance: expected one ${sheet.chunk}.*.css in ${cssDir} for ${where}, ` +
          `found ${found.length} (see plugins/performance/chunk-stylesheets.ts).`,
      );
    }
    const href = `${baseUrl}assets/css/${found[0]}`;
    if (routeDir) {
      links.push({chunk: sheet.chunk, href, needs: (file) => file.startsWith(routeDir)});
      continue;
    }
    // The chunk's own classes: those no other stylesheet styles.
    const own = new Set(await classesOfFile(found[0]!));
    for (const other of cssFiles.filter((name) => name.endsWith('.css') && name !== found[0])) {
      for (const name of await classesOfFile(other)) own.delete(name);
    }
    links.push({chunk: sheet.chunk, href, needs: (_file, classes) => [...classes()].some((name) => own.has(name))});
  }
  if (links.length === 0) return linked;

  await Promise.all(
    pages.map(async (file) => {
      const html = await readFile(file, 'utf8');
      let classes: Set<string> | undefined;
      const needed = links.filter((link) => link.needs(file, () => (classes ??= classesInHtml(html))));
      if (needed.length === 0) return;
      for (const {chunk} of needed) linked.set(chunk, linked.get(chunk)! + 1);
      await writeFileAtomic(
        file,
        needed.reduce((page, {href}) => linkStylesheet(page, href), html),
      );
    }),
  );
  return linked;
}
