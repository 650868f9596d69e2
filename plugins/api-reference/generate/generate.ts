/**
 * Regenerating the API reference pages: delete the previous ones, load and check the OpenAPI document
 * (./spec.ts), publish the document this build uses (./reference.ts), run the generator, fix up its
 * output and check every operation got its page. Whatever fails, no generated page, published
 * document or fetched copy is left behind. ./cli.ts runs it before every build and start.
 */
import {mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {GeneratorError} from './run-generator';
import {
  type MockServer,
  type MockServerMode,
  operationDescription,
  publishDocument,
  referenceDocument,
  removePublished,
  writePagesInput,
  setDescriptions,
  startPageDescription,
} from './reference';
import {documentForPages} from '../untrusted/document-for-pages';
import {overviewDocId} from './sidebar';
import {ApiSpecError, listOperations, loadApiSpec, type ApiSpec, type Operation, type SpecLimits} from './spec';
import {startPageLabel} from './sidebar';

/** Files the generator writes; everything else in the API docs folder (the overview) is hand-written. */
export const GENERATED_FILE = /^(sidebar\.ts|.+\.(api|info|tag|schema)\.mdx|.+\.[A-Z][A-Za-z]+(\.\d+)?\.json)$/;

export interface RegenerateOptions {
  readonly siteDir: string;
  /** The API docs folder the generator writes to, relative to siteDir. */
  readonly outputDir: string;
  /** The committed document, relative to siteDir. */
  readonly committedSpecPath: string;
  /** Where a document fetched from `specUrl` is written (for the mock server), relative to siteDir. */
  readonly fetchedSpecPath: string;
  /** Where the document this build uses is published, relative to siteDir. */
  readonly published: {readonly yaml: string; readonly json: string};
  /** Where the generator reads the document, its text made safe for MDX (../untrusted), relative to siteDir. */
  readonly pagesInput: string;
  /** API_SPEC_URL, if set. */
  readonly specUrl?: string;
  /** Route base of the API docs, e.g. `api`. */
  readonly routeBasePath: string;
  /** The start page's id, whatever the document's title (the site links to it). */
  readonly startPageId: string;
  /** Whether the request panel offers the mock server, and first or last. */
  readonly mockServerMode: MockServerMode;
  readonly mockServer: MockServer;
  /** Writes the pages for the published document (the openapi-docs generator). */
  readonly generate: () => Promise<void>;
  readonly limits?: SpecLimits;
}

export interface RegenerateResult {
  readonly spec: ApiSpec;
  /** The ids (and routes) of the operation pages. */
  readonly pageIds: readonly string[];
}

export function removeGeneratedPages(outputDir: string): string[] {
  const removed = readdirSync(outputDir).filter((name) => GENERATED_FILE.test(name));
  for (const name of removed) rmSync(path.join(outputDir, name));
  return removed;
}

/**
 * The id (file name and route) the generator gives an operation's page: lodash's kebabCase of its
 * operationId, so `mediaList` and `media-list` both become `media-list`. The generator's own copy
 * of lodash is used, so the two cannot disagree.
 */
const kebabCase = createRequire(require.resolve('docusaurus-plugin-openapi-docs'))('lodash/kebabCase') as (
  text: string,
) => string;

export const pageId = (operation: Pick<Operation, 'operationId'>): string => kebabCase(operation.operationId);

const describeOperation = (operation: Operation) =>
  `operationId "${operation.operationId}" (${operation.method.toUpperCase()} ${operation.path})`;

/**
 * The page ids of the operations, refusing an operationId that gives no page name (`!!!`), operations
 * whose pages would overwrite one another (`mediaList` and `media-list`), and one that would take the
 * start page's or the overview's place (`reserved`: page id → what has it).
 */
export function pageIds(
  operations: readonly Operation[],
  source: string,
  reserved: ReadonlyMap<string, string> = new Map(),
): string[] {
  const byId = new Map<string, Operation[]>();
  for (const operation of operations) {
    const id = pageId(operation);
    if (id === '')
      throw new ApiSpecError(source, `${describeOperation(operation)} has no letter or digit to name its page`);
    const taken = reserved.get(id);
    if (taken)
      throw new ApiSpecError(source, `${describeOperation(operation)} would take the page of ${taken} (${id})`);
    byId.set(id, [...(byId.get(id) ?? []), operation]);
  }
  for (const [id, sharing] of byId) {
    if (sharing.length > 1) {
      throw new ApiSpecError(
        source,
        `the ${sharing.map(describeOperation).join(' and ')} would share one page (${id})`,
      );
    }
  }
  return [...byId.keys()];
}

/** Pages an operation's page may not replace: the start page and the overview. */
export function reservedPageIds(startPageId: string): Map<string, string> {
  return new Map([
    [startPageId, 'the start page'],
    [overviewDocId, 'the hand-written overview'],
  ]);
}

/**
 * The start page at its fixed id (`startPageId`, which the navbar and area cards link to), whatever the
 * document's title: the generator names it after `info.title`, and builds the operation pages' link to it
 * with an empty segment when the docs and output folders are one (`api//vidcove-api`).
 */
export function fixStartPage(outputDir: string, routeBasePath: string, startPageId: string): void {
  const names = readdirSync(outputDir);
  const info = names.find((n) => n.endsWith('.info.mdx'));
  const generatedId = info?.slice(0, -'.info.mdx'.length);
  if (info && generatedId !== startPageId) {
    const text = readFileSync(path.join(outputDir, info), 'utf8').replace(/^id: .*$/m, `id: ${startPageId}`);
    rmSync(path.join(outputDir, info));
    writeFileSync(path.join(outputDir, `${startPageId}.info.mdx`), text);
    const sidebar = path.join(outputDir, 'sidebar.ts');
    const entry = `id: ${JSON.stringify(generatedId)}`;
    if (names.includes('sidebar.ts')) {
      writeFileSync(sidebar, readFileSync(sidebar, 'utf8').replace(entry, `id: ${JSON.stringify(startPageId)}`));
    }
  }
  const infoPath = /^info_path: .*$/m;
  for (const name of names.filter((n) => n.endsWith('.api.mdx'))) {
    const file = path.join(outputDir, name);
    const text = readFileSync(file, 'utf8');
    const fixed = text.replace(infoPath, `info_path: ${routeBasePath}/${startPageId}`);
    if (fixed !== text) writeFileSync(file, fixed);
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

/**
 * The generator writes the licence's link as a plain `<a>`, which MDX leaves as it is, so it opened in the
 * same tab without saying it leaves the site; as `<Link>` it follows the site's rule for external links
 * (plugins/new-tab-links): a new tab, labelled so.
 */
export function linkExternalAnchors(mdx: string): string {
  const anchor = /<a(\s+href=\{"https?:\/\/[^"]*"\}\s*)>([^<]*)<\/a>/g;
  if (!anchor.test(mdx)) return mdx;
  const linked = mdx.replace(anchor, '<Link$1>$2</Link>');
  return linked.replace(/^(import [^\n]+\n)/m, 'import Link from "@docusaurus/Link";\n$1');
}

/** The start page's label in the sidebar (its front matter's, which wins over the sidebar's). */
export function labelStartPage(mdx: string): string {
  return mdx.replace(/^sidebar_label: .*$/m, `sidebar_label: ${startPageLabel}`);
}

export function fixInfoMarkup(outputDir: string): void {
  for (const name of readdirSync(outputDir).filter((n) => n.endsWith('.info.mdx'))) {
    const file = path.join(outputDir, name);
    const text = readFileSync(file, 'utf8');
    const fixed = labelStartPage(linkExternalAnchors(inlineInfoText(text)));
    if (fixed !== text) writeFileSync(file, fixed);
  }
}

export async function regenerateApiReference(options: RegenerateOptions): Promise<RegenerateResult> {
  const {siteDir} = options;
  const outputDir = path.join(siteDir, options.outputDir);
  const published = {
    yaml: path.join(siteDir, options.published.yaml),
    json: path.join(siteDir, options.published.json),
  };
  const fetched = path.join(siteDir, options.fetchedSpecPath);
  const pagesInput = path.join(siteDir, options.pagesInput);
  const cleanUp = () => {
    removeGeneratedPages(outputDir);
    removePublished(published);
    rmSync(fetched, {force: true});
    rmSync(pagesInput, {force: true});
  };
  mkdirSync(outputDir, {recursive: true});
  // First, so that a document that cannot be used never leaves the previous pages behind.
  cleanUp();
  try {
    const url = options.specUrl?.trim() || undefined;
    const spec = await loadApiSpec({url, committedPath: options.committedSpecPath, siteDir, limits: options.limits});
    if (url) {
      mkdirSync(path.dirname(fetched), {recursive: true});
      writeFileSync(fetched, spec.text);
    }
    const operations = listOperations(spec.document);
    const ids = pageIds(operations, spec.source, reservedPageIds(options.startPageId));
    const document = referenceDocument(spec.document, options.mockServerMode, options.mockServer);
    publishDocument(document, published);
    writePagesInput(documentForPages(document), pagesInput);
    await options.generate();
    fixStartPage(outputDir, options.routeBasePath, options.startPageId);
    fixInfoMarkup(outputDir);
    const info = (spec.document.info ?? {}) as {title?: string; description?: string};
    const apiTitle = info.title ?? 'API';
    setDescriptions(
      outputDir,
      new Map(operations.map((operation) => [pageId(operation), operationDescription(operation, apiTitle)])),
      startPageDescription(info),
    );
    const pages = new Set(readdirSync(outputDir));
    const missing = ids.filter((id) => !pages.has(`${id}.api.mdx`));
    if (missing.length > 0) throw new Error(`no page was generated for ${missing.join(', ')}`);
    return {spec, pageIds: ids};
  } catch (error) {
    cleanUp();
    throw error;
  }
}

/** The one line printed when regenerating fails: the reason, never a stack trace. */
export function failureMessage(error: unknown): string {
  const reason =
    error instanceof ApiSpecError || error instanceof GeneratorError || error instanceof Error
      ? error.message
      : String(error);
  return `API reference: ${reason.replace(/\s*\n\s*/g, ' ')}`;
}
