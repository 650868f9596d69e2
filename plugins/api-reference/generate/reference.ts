/**
 * The document the reference is built from and publishes: the OpenAPI document as loaded
 * (./spec.ts), with the servers the request panel offers for this build (the mock server setting,
 * ../options.ts), and the meta descriptions of the generated pages.
 */
import {mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {Operation} from './spec';

/** Where Send goes by default, and whether the mock server is offered at all (API_MOCK_SERVER). */
export type MockServerMode = 'default' | 'offered' | 'off';
export const MOCK_SERVER_MODES: readonly MockServerMode[] = ['default', 'offered', 'off'];

export interface Server {
  readonly url: string;
  readonly description?: string;
  readonly [extension: string]: unknown;
}

export interface MockServer {
  readonly url: string;
  /** Used when the document does not list the mock server itself. */
  readonly description: string;
}

const sameUrl = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/**
 * The document's servers as the request panel offers them: the mock first when it is the default,
 * last when it is only offered, absent when it is off. The document may list the mock server itself
 * (the committed one does, for readers of the YAML); its own entry is kept where it is offered.
 */
export function referenceServers(servers: readonly Server[], mode: MockServerMode, mock: MockServer): Server[] {
  const listed = servers.find((server) => sameUrl(server.url, mock.url));
  const others = servers.filter((server) => !sameUrl(server.url, mock.url));
  const mockEntry: Server = listed ?? {url: mock.url, description: mock.description};
  if (mode === 'default') return [mockEntry, ...others];
  if (mode === 'offered') return [...others, mockEntry];
  return others;
}

/** The document as this build publishes it and generates pages from. */
export function referenceDocument(
  document: Record<string, unknown>,
  mode: MockServerMode,
  mock: MockServer,
): Record<string, unknown> {
  const servers = referenceServers((document.servers ?? []) as Server[], mode, mock);
  return {...document, servers};
}

export interface PublishedFiles {
  readonly yaml: string;
  readonly json: string;
}

/**
 * Writes the document as YAML and JSON (`files`, absolute). The YAML is written from the parsed document
 * with no anchors, so it says exactly what the JSON says.
 */
export function publishDocument(document: Record<string, unknown>, files: PublishedFiles): void {
  mkdirSync(path.dirname(files.yaml), {recursive: true});
  mkdirSync(path.dirname(files.json), {recursive: true});
  writeFileSync(files.yaml, yaml.dump(document, {noRefs: true, lineWidth: 100}));
  writeFileSync(files.json, `${JSON.stringify(document, null, 2)}\n`);
}

/** Writes the copy of the document the page generator reads (JSON, `file` absolute). */
export function writePagesInput(document: Record<string, unknown>, file: string): void {
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, JSON.stringify(document));
}

export function removePublished(files: PublishedFiles): void {
  rmSync(files.yaml, {force: true});
  rmSync(files.json, {force: true});
}

/** Search engines show about 160 characters; under 50 says too little to choose the page by. */
export const META_DESCRIPTION = {min: 50, max: 160} as const;

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const words = text.slice(0, max - 1).replace(/\s+\S*$/, '');
  return `${words}…`;
}

/**
 * The meta description of an operation's page, from its summary: what the operation does, its method
 * and path, and what the page offers; the longest wording that fits in 160 characters.
 */
export function operationDescription(operation: Operation, apiTitle: string): string {
  const summary = (operation.summary ?? operation.operationId).trim().replace(/\.$/, '');
  // `/media/{mediaId}` reads `/media/:mediaId`, as the page's endpoint shows it: braces are MDX syntax in
  // the page's Markdown twin, which starts with this description.
  const endpoint = `${operation.method.toUpperCase()} ${operation.path.replace(/{([\w-]+)}/g, ':$1')}`;
  const wordings = [
    `${summary} with the ${apiTitle}: ${endpoint}, its parameters, responses and examples, and a panel to try it.`,
    `${summary} with the ${apiTitle}: ${endpoint}, its parameters, responses and examples.`,
    `${summary} with the ${apiTitle}: ${endpoint}.`,
    `${summary}: ${endpoint}.`,
  ];
  return wordings.find((text) => text.length <= META_DESCRIPTION.max) ?? cut(wordings.at(-1)!, META_DESCRIPTION.max);
}

/** The start page's meta description: the API's title and the first sentence of its description. */
export function startPageDescription(info: {title?: unknown; description?: unknown}): string {
  const title = String(info.title ?? 'API');
  const first = String(info.description ?? '')
    .replace(/[*_`]/g, '')
    .split(/(?<=[.!?])\s/)[0]!
    .trim();
  const wordings = [
    `${title} reference: ${first} Every operation, with examples and a panel to try it.`,
    `${title} reference: ${first}`,
    `The ${title} reference: every operation, its parameters, responses and examples, and a panel to try it.`,
  ];
  const fitting = wordings.find(
    (text) => text.length >= META_DESCRIPTION.min && text.length <= META_DESCRIPTION.max && first !== '',
  );
  return fitting ?? cut(wordings.at(-1)!, META_DESCRIPTION.max);
}

const DESCRIPTION_LINE = /^description: .*$/m;

/** Replaces the `description:` line of a generated page's front matter. */
export function setDescription(file: string, description: string): void {
  const text = readFileSync(file, 'utf8');
  const end = text.indexOf('\n---', 3);
  const frontMatter = text.slice(0, end);
  const line = `description: ${JSON.stringify(description)}`;
  const updated = DESCRIPTION_LINE.test(frontMatter)
    ? frontMatter.replace(DESCRIPTION_LINE, line)
    : frontMatter.replace(/^---\n/, `---\n${line}\n`);
  writeFileSync(file, updated + text.slice(end));
}

/** Gives every generated page (`pages`: page id → description) and the start page its description. */
export function setDescriptions(outputDir: string, pages: ReadonlyMap<string, string>, startPage: string): void {
  for (const name of readdirSync(outputDir)) {
    const api = /^(.+)\.api\.mdx$/.exec(name);
    const description = api ? pages.get(api[1]!) : name.endsWith('.info.mdx') ? startPage : undefined;
    if (description) setDescription(path.join(outputDir, name), description);
  }
}
