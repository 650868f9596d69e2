/**
 * Regenerating the API reference pages: delete the previous ones, load and validate the OpenAPI
 * document (plugins/api-reference/generate/spec.ts), run the generator, and check every operation got its page.
 * plugins/api-reference/generate/cli.ts runs it before every build and start.
 */
import {mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {ApiSpecError, loadApiSpec, type ApiSpec} from './spec';

/** Files the generator writes; everything else in the API docs folder (the overview) is hand-written. */
export const GENERATED_FILE = /^(sidebar\.ts|.+\.(api|info|tag|schema)\.mdx|.+\.[A-Z][A-Za-z]+(\.\d+)?\.json)$/;

export interface RegenerateOptions {
  readonly siteDir: string;
  /** The API docs folder the generator writes to, relative to siteDir. */
  readonly outputDir: string;
  /** The committed document, relative to siteDir. */
  readonly committedSpecPath: string;
  /** Where a document fetched from `specUrl` is written, relative to siteDir. */
  readonly fetchedSpecPath: string;
  /** API_SPEC_URL, if set. */
  readonly specUrl?: string;
  /** Route base of the API docs, e.g. `api`. */
  readonly routeBasePath: string;
  /** Writes the pages for the document now at the spec path (the openapi-docs generator). */
  readonly generate: () => void;
}

export interface RegenerateResult {
  readonly spec: ApiSpec;
  readonly operationIds: readonly string[];
}

export function removeGeneratedPages(outputDir: string): string[] {
  const removed = readdirSync(outputDir).filter((name) => GENERATED_FILE.test(name));
  for (const name of removed) rmSync(path.join(outputDir, name));
  return removed;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

export function operationIds(document: Record<string, unknown>): string[] {
  const ids: string[] = [];
  for (const item of Object.values((document.paths ?? {}) as Record<string, Record<string, unknown>>)) {
    for (const [method, operation] of Object.entries(item ?? {})) {
      if (HTTP_METHODS.has(method)) ids.push(String((operation as {operationId?: unknown}).operationId));
    }
  }
  return ids;
}

/**
 * The generator builds the start page's path from the docs folder and the output folder; when they
 * are the same folder it leaves an empty segment (`api//vidcove-api`), which breaks the link from
 * the request panel's authorization section to the start page.
 */
export function fixInfoPaths(outputDir: string, routeBasePath: string): void {
  const doubled = new RegExp(`^info_path: ${routeBasePath}/+`, 'm');
  for (const name of readdirSync(outputDir).filter((n) => n.endsWith('.api.mdx'))) {
    const file = path.join(outputDir, name);
    const text = readFileSync(file, 'utf8');
    if (doubled.test(text)) writeFileSync(file, text.replace(doubled, `info_path: ${routeBasePath}/`));
  }
}

/**
 * The generator writes the start page's contact and licence blocks with each element's text on a
 * line of its own, which MDX reads as a paragraph: `<h3><p>Contact</p></h3>`, `<span><p>…</p></span>`,
 * neither allowed in HTML. Written on the tag's line, the text stays phrasing content (its Markdown
 * links included); the next element then starts a line of its own, as MDX cannot read a tag spread
 * over several lines that opens after another's end.
 */
export function inlineInfoText(mdx: string): string {
  return mdx.replace(
    /(<(h3|span|a)\b[^<>]*>)[ \t]*\n\s*([^\n<>]+?)[ \t]*\n\s*(<\/\2>)/g,
    (match: string, open: string, _tag: string, text: string, close: string, offset: number) =>
      `${open}${text}${close}${mdx[offset + match.length] === '<' ? '\n' : ''}`,
  );
}

export function fixInfoMarkup(outputDir: string): void {
  for (const name of readdirSync(outputDir).filter((n) => n.endsWith('.info.mdx'))) {
    const file = path.join(outputDir, name);
    const text = readFileSync(file, 'utf8');
    const fixed = inlineInfoText(text);
    if (fixed !== text) writeFileSync(file, fixed);
  }
}

export async function regenerateApiReference(options: RegenerateOptions): Promise<RegenerateResult> {
  const outputDir = path.join(options.siteDir, options.outputDir);
  mkdirSync(outputDir, {recursive: true});
  // First, so that a document that cannot be used never leaves the previous pages behind.
  removeGeneratedPages(outputDir);
  const url = options.specUrl?.trim() || undefined;
  const spec = await loadApiSpec({url, committedPath: options.committedSpecPath, siteDir: options.siteDir});
  if (url) {
    const fetched = path.join(options.siteDir, options.fetchedSpecPath);
    mkdirSync(path.dirname(fetched), {recursive: true});
    writeFileSync(fetched, spec.text);
  }
  options.generate();
  fixInfoPaths(outputDir, options.routeBasePath);
  fixInfoMarkup(outputDir);
  const ids = operationIds(spec.document);
  const pages = new Set(readdirSync(outputDir));
  const missing = ids.filter((id) => !pages.has(`${id}.api.mdx`));
  if (missing.length > 0) throw new Error(`no page was generated for ${missing.join(', ')}`);
  return {spec, operationIds: ids};
}

/** The one line printed when regenerating fails: the reason, never a stack trace. */
export function failureMessage(error: unknown): string {
  const reason = error instanceof ApiSpecError || error instanceof Error ? error.message : String(error);
  return `API reference: ${reason.replace(/\s*\n\s*/g, ' ')}`;
}
