/**
 * Where the API reference's OpenAPI document comes from, and whether it can be used: the committed copy
 * (`api-spec/vidcove.yaml`), so builds work offline, or API_SPEC_URL's. Either must parse as YAML (or JSON),
 * stay within `SPEC_LIMITS`, be valid OpenAPI 3 and describe an operation; otherwise `ApiSpecError` says
 * which source failed and why, in one line.
 */
import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import {createConfig, lintFromString, type NormalizedProblem} from '@redocly/openapi-core';
import yaml from 'js-yaml';

/** One clear, single-line reason why a document cannot be used. */
export class ApiSpecError extends Error {
  constructor(
    readonly source: string,
    readonly reason: string,
  ) {
    super(`Cannot use the OpenAPI document at ${source}: ${reason}`);
    this.name = 'ApiSpecError';
  }
}

export interface ApiSpec {
  /** The URL or file the document came from. */
  readonly source: string;
  /** The document as it was read, to be written out for the generator and the mock server. */
  readonly text: string;
  readonly document: Record<string, unknown>;
}

/** Rules a document must pass: structure, resolvable references, and what page ids depend on. */
const VALIDATION_RULES = {
  struct: 'error',
  'no-unresolved-refs': 'error',
  'path-parameters-defined': 'error',
  'operation-operationId': 'error',
  'operation-operationId-unique': 'error',
  'operation-parameters-unique': 'error',
} as const;

/** How many validation errors the message quotes before summarising the rest. */
const QUOTED_ERRORS = 3;

export const DEFAULT_FETCH_TIMEOUT_MS = 15_000;

/**
 * What a document may hold: a large public API (thousands of operations) stays well within these. Beyond
 * them the generator and the validator would run for minutes or exhaust memory, so the document is
 * refused before either runs.
 */
export const SPEC_LIMITS = {
  /** Bytes of YAML or JSON text. */
  bytes: 20_000_000,
  /** Values (scalars, lists and maps) once every YAML alias is replaced by what it names. */
  values: 2_000_000,
  /** References to an anchor (`*name`) met while expanding. */
  aliases: 10_000,
  /** Levels of nesting. */
  depth: 500,
} as const;

export type SpecLimits = {readonly [K in keyof typeof SPEC_LIMITS]: number};

const formatCount = (n: number) => n.toLocaleString('en-GB');

/** Fetches the document's text; any failure becomes an ApiSpecError naming the URL. */
export async function fetchSpecText(
  url: string,
  timeoutMs = DEFAULT_FETCH_TIMEOUT_MS,
  maxBytes: number = SPEC_LIMITS.bytes,
): Promise<string> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ApiSpecError(url, 'API_SPEC_URL is not a valid URL');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ApiSpecError(url, `API_SPEC_URL must be an http or https URL, not ${parsed.protocol}`);
  }
  let response: Response;
  try {
    response = await fetch(parsed, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: {accept: 'application/yaml, application/json;q=0.9, */*;q=0.5'},
    });
  } catch (error) {
    throw new ApiSpecError(url, networkReason(error, timeoutMs));
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ApiSpecError(url, `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
  }
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new ApiSpecError(url, tooLarge(declared, maxBytes));
  }
  try {
    return await readCapped(response, maxBytes, url);
  } catch (error) {
    if (error instanceof ApiSpecError) throw error;
    throw new ApiSpecError(url, networkReason(error, timeoutMs));
  }
}

const tooLarge = (bytes: number, maxBytes: number) =>
  `the document is larger than ${formatCount(Math.floor(maxBytes / 1_000_000))} MB (${formatCount(bytes)} bytes or more)`;

/** The body as text, stopping (and refusing) once it passes `maxBytes`, whatever Content-Length said. */
async function readCapped(response: Response, maxBytes: number, url: string): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > maxBytes) {
      await reader.cancel();
      throw new ApiSpecError(url, tooLarge(length, maxBytes));
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function networkReason(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `network error: no answer within ${Math.round(timeoutMs / 1000)} s`;
  }
  // fetch wraps the system error (ECONNREFUSED, ENOTFOUND, ...) in `cause`.
  const cause = error instanceof Error ? (error.cause as NodeJS.ErrnoException | undefined) : undefined;
  const detail = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return `network error (${detail})`;
}

/** Parses YAML or JSON into the document object, or explains why it cannot be read as one. */
export function parseSpec(text: string, source: string): Record<string, unknown> {
  let document: unknown;
  try {
    document = yaml.load(text);
  } catch (error) {
    if (error instanceof yaml.YAMLException) {
      const where = error.mark ? ` at line ${error.mark.line + 1}, column ${error.mark.column + 1}` : '';
      throw new ApiSpecError(source, `invalid YAML${where}: ${error.reason}`);
    }
    throw error;
  }
  if (document === null || typeof document !== 'object' || Array.isArray(document)) {
    throw new ApiSpecError(source, 'the document is not a YAML or JSON object (is this the right URL?)');
  }
  const record = document as Record<string, unknown>;
  if ('swagger' in record) {
    throw new ApiSpecError(source, `it is a Swagger ${String(record.swagger)} document; OpenAPI 3.0 or 3.1 is needed`);
  }
  if (typeof record.openapi !== 'string' || !/^3\.[01]\.\d+$/.test(record.openapi)) {
    throw new ApiSpecError(source, 'not an OpenAPI 3.0 or 3.1 document (no "openapi: 3.x.y" field)');
  }
  return record;
}

/**
 * Refuses a document whose YAML aliases expand beyond `limits` (a "billion laughs" document: nine
 * nested lists of nine aliases are 700 bytes and 387 million values), or refer to a node that contains
 * them. The parser shares one object per anchor, so parsing is cheap; everything that walks or copies the
 * document afterwards (the validator, JSON, the page generator) pays for the expansion. Sizes are
 * counted once per shared object, so the check itself stays linear in the parsed document.
 */
export function checkExpansion(document: unknown, source: string, limits: SpecLimits = SPEC_LIMITS): void {
  const sizes = new Map<object, number>();
  const open = new Set<object>();
  let aliases = 0;
  const refuse = (reason: string): never => {
    throw new ApiSpecError(source, reason);
  };
  const tooMany = () =>
    refuse(
      `it expands to more than ${formatCount(limits.values)} values once its YAML aliases are resolved ` +
        `(${formatCount(aliases)} aliases), which would exhaust the build's time and memory`,
    );
  const count = (value: unknown, depth: number): number => {
    if (value === null || typeof value !== 'object') return 1;
    const known = sizes.get(value);
    if (known !== undefined) {
      aliases += 1;
      if (aliases > limits.aliases) {
        refuse(`it uses more than ${formatCount(limits.aliases)} YAML aliases`);
      }
      return known;
    }
    if (open.has(value)) refuse('a YAML alias refers to a node that contains it, so the document never ends');
    if (depth > limits.depth) refuse(`it nests values more than ${formatCount(limits.depth)} levels deep`);
    open.add(value);
    let total = 1;
    for (const child of Object.values(value)) {
      total += count(child, depth + 1);
      if (total > limits.values) tooMany();
    }
    open.delete(value);
    sizes.set(value, total);
    return total;
  };
  count(document, 0);
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** One operation of the document: what its page is made from. */
export interface Operation {
  readonly method: (typeof HTTP_METHODS)[number];
  readonly path: string;
  readonly operationId: string;
  readonly summary?: string;
}

/** Every operation under `paths`, in document order. */
export function listOperations(document: Record<string, unknown>): Operation[] {
  const operations: Operation[] = [];
  const paths = (document.paths ?? {}) as Record<string, Record<string, unknown> | null>;
  for (const [pathName, item] of Object.entries(paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item?.[method] as {operationId?: unknown; summary?: unknown} | undefined;
      if (!operation) continue;
      operations.push({
        method,
        path: pathName,
        operationId: String(operation.operationId),
        summary: typeof operation.summary === 'string' ? operation.summary : undefined,
      });
    }
  }
  return operations;
}

/** Runs the validation rules; resolves when there are no errors, otherwise quotes the first ones. */
export async function validateSpec(text: string, source: string): Promise<void> {
  const config = await createConfig({rules: VALIDATION_RULES});
  const problems = await lintFromString({source: text, absoluteRef: source, config});
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length === 0) return;
  const quoted = errors.slice(0, QUOTED_ERRORS).map(describeProblem).join('; ');
  const more = errors.length > QUOTED_ERRORS ? `; and ${errors.length - QUOTED_ERRORS} more` : '';
  const count = errors.length === 1 ? '1 validation error' : `${errors.length} validation errors`;
  throw new ApiSpecError(source, `invalid OpenAPI, ${count}: ${quoted}${more}`);
}

function describeProblem(problem: NormalizedProblem): string {
  const pointer = problem.location[0]?.pointer;
  const message = problem.message.replace(/\s+/g, ' ').trim();
  return pointer ? `${message} (at ${pointer})` : message;
}

export interface LoadOptions {
  /** API_SPEC_URL; empty or undefined means the committed copy. */
  readonly url?: string;
  /** The committed document, relative to `siteDir`. */
  readonly committedPath: string;
  readonly siteDir: string;
  readonly timeoutMs?: number;
  readonly limits?: SpecLimits;
}

/** Reads (or fetches), parses and validates the document the reference is generated from. */
export async function loadApiSpec(options: LoadOptions): Promise<ApiSpec> {
  const {url, committedPath, siteDir, timeoutMs, limits = SPEC_LIMITS} = options;
  const remote = url?.trim();
  let source: string;
  let text: string;
  if (remote) {
    source = remote;
    text = await fetchSpecText(remote, timeoutMs, limits.bytes);
  } else {
    source = path.resolve(siteDir, committedPath);
    try {
      const {size} = await stat(source);
      if (size > limits.bytes) throw new ApiSpecError(committedPath, tooLarge(size, limits.bytes));
      text = await readFile(source, 'utf8');
    } catch (error) {
      if (error instanceof ApiSpecError) throw error;
      throw new ApiSpecError(committedPath, `cannot read the file (${(error as NodeJS.ErrnoException).code ?? error})`);
    }
  }
  const document = parseSpec(text, source);
  checkExpansion(document, source, limits);
  await validateSpec(text, source);
  if (listOperations(document).length === 0) {
    throw new ApiSpecError(
      source,
      'it describes no operations ("paths" has no get, put, post, delete, options, head, patch or trace), ' +
        'and the API reference needs at least one',
    );
  }
  return {source, text, document};
}
