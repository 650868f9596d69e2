/**
 * Where the API reference's OpenAPI document comes from, and whether it can be used.
 *
 * By default the committed copy (`api-spec/vidcove.yaml`) is used, so builds work offline. When
 * API_SPEC_URL is set, the document is fetched from that URL instead (the API host publishes it at
 * `product.apiHost + product.apiSpecPath`). Either way it must parse as YAML (or JSON) and be a
 * valid OpenAPI 3 document; otherwise `ApiSpecError` says which source failed and why, in one line.
 */
import {readFile} from 'node:fs/promises';
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

/** Fetches the document's text; any failure becomes an ApiSpecError naming the URL. */
export async function fetchSpecText(url: string, timeoutMs = DEFAULT_FETCH_TIMEOUT_MS): Promise<string> {
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
  try {
    return await response.text();
  } catch (error) {
    throw new ApiSpecError(url, networkReason(error, timeoutMs));
  }
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
}

/** Reads (or fetches), parses and validates the document the reference is generated from. */
export async function loadApiSpec({url, committedPath, siteDir, timeoutMs}: LoadOptions): Promise<ApiSpec> {
  const remote = url?.trim();
  let source: string;
  let text: string;
  if (remote) {
    source = remote;
    text = await fetchSpecText(remote, timeoutMs);
  } else {
    source = path.resolve(siteDir, committedPath);
    try {
      text = await readFile(source, 'utf8');
    } catch (error) {
      throw new ApiSpecError(committedPath, `cannot read the file (${(error as NodeJS.ErrnoException).code ?? error})`);
    }
  }
  const document = parseSpec(text, source);
  await validateSpec(text, source);
  return {source, text, document};
}
