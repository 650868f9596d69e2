/**
 * A CSS chunk linked in the head of the pages that need it.
 *
 * webpack loads a chunk's CSS with its JavaScript, after hydration has begun, so a page whose chunk
 * brings CSS first shows without it and then jumps into place. The API reference's `api-reference`
 * chunk did that on every API page: a layout shift of 0.1 on an operation page and 0.68 on the
 * overview (the table of contents column appeared, the text narrowed). After the build, each page under
 * the route links the chunk's stylesheet in its head, so it renders styled from the first paint;
 * webpack finds the link already there and does not load it again. The file keeps its name (webpack's
 * runtime asks for it by that name), so unused-css.ts leaves it alone.
 */
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {filesUnder} from './unused-css';

/** A named CSS chunk and the route whose pages link it in their head, e.g. `api-reference` under `/api/`. */
export interface ChunkStylesheet {
  /** The chunk's name: its file is `assets/css/<chunk>.<hash>.css`. */
  readonly chunk: string;
  /** The pages under this route path (relative to the base URL, e.g. `api`) link it. */
  readonly routeBasePath: string;
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

/**
 * Links the chunk's stylesheet from every HTML page under `outDir/<routeBasePath>`; returns how many.
 * Fails with one line when there are such pages but not exactly one stylesheet of the chunk (it was
 * renamed or split, and the pages would render unstyled until their script loads).
 */
export async function linkChunkStylesheet(outDir: string, baseUrl: string, sheet: ChunkStylesheet): Promise<number> {
  const pages = await filesUnder(path.join(outDir, sheet.routeBasePath), /\.html$/).catch(() => []);
  if (pages.length === 0) return 0;
  const cssDir = path.join(outDir, 'assets', 'css');
  const found = (await readdir(cssDir).catch(() => [] as string[])).filter((name) =>
    isChunkStylesheet(name, sheet.chunk),
  );
  if (found.length !== 1) {
    throw new Error(
      `performance: expected one ${sheet.chunk}.*.css in ${cssDir} for the pages under /${sheet.routeBasePath}/, ` +
        `found ${found.length} (see plugins/performance/chunk-stylesheets.ts).`,
    );
  }
  const href = `${baseUrl}assets/css/${found[0]}`;
  await Promise.all(pages.map(async (file) => writeFile(file, linkStylesheet(await readFile(file, 'utf8'), href))));
  return pages.length;
}
