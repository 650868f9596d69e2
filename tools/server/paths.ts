/**
 * How the project's server reads a request's path, as nginx does: the request target, percent-decoding,
 * slashes and dot segments, and which built file a path names. The built-site checks and the benchmark
 * resolve paths with the same functions.
 */
import type {Stats} from 'node:fs';
import {realpath, stat} from 'node:fs/promises';
import path from 'node:path';
import {NOT_FOUND_PAGE, isHidden} from '../../plugins/hosting/policy';
import {indexRedirect} from '../../plugins/hosting/rules';

/** The request target's path (still percent-encoded) and query, or undefined when it is not a path. */
export function parseRequestTarget(target: string): {path: string; search: string} | undefined {
  if (target.startsWith('/')) {
    const question = target.indexOf('?');
    return question < 0
      ? {path: target, search: ''}
      : {path: target.slice(0, question), search: target.slice(question)};
  }
  if (/^https?:\/\//i.test(target)) {
    try {
      const url = new URL(target);
      return {path: url.pathname, search: url.search};
    } catch {
      return undefined;
    }
  }
  return undefined;
}

const utf8 = new TextDecoder('utf-8', {fatal: true});

/**
 * Decodes a percent-encoded path as nginx does: a malformed escape or a NUL byte is a bad request
 * (`'bad'`); a path that decodes to bytes that are not UTF-8 can name no built file (`'unknown'`).
 */
export function decodePath(encoded: string): string | 'bad' | 'unknown' {
  if (/%(?![0-9a-f]{2})/i.test(encoded)) return 'bad';
  const bytes = Buffer.from(
    encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  if (bytes.includes(0)) return 'bad';
  try {
    return utf8.decode(bytes);
  } catch {
    return 'unknown';
  }
}

/** Merges slashes and resolves `.` and `..` (as nginx does); undefined when `..` climbs above the root. */
export function normalisePath(decoded: string): string | undefined {
  const segments: string[] = [];
  const parts = decoded.split('/');
  for (const [index, part] of parts.entries()) {
    if (part === '' || part === '.') {
      if (index === parts.length - 1) segments.push('');
      continue;
    }
    if (part === '..') {
      if (segments.length === 0) return undefined;
      segments.pop();
      if (index === parts.length - 1) segments.push('');
      continue;
    }
    segments.push(part);
  }
  return `/${segments.join('/')}`;
}

export interface FoundFile {
  /** Absolute path of the file. */
  readonly file: string;
  /** The URL path it answers as (`/x/index.html` for `/x/`): what its headers depend on. */
  readonly urlPath: string;
}

/**
 * The built file a normalised path names (`/x`, `/x/`, `/x.html`), if any: a regular file below the
 * root reached through no symbolic link (so none can lead out of the build).
 */
export async function findFile(
  root: string,
  urlPath: string,
  realRoot: Promise<string> = realpath(root),
): Promise<FoundFile | undefined> {
  const candidates = urlPath.endsWith('/')
    ? [`${urlPath}index.html`]
    : [urlPath, `${urlPath}/index.html`, `${urlPath}.html`];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    let info: Stats;
    try {
      info = await stat(file);
    } catch {
      continue;
    }
    if (!info.isFile()) continue;
    try {
      if ((await realpath(file)) !== path.join(await realRoot, candidate)) continue;
    } catch {
      continue;
    }
    return {file, urlPath: candidate};
  }
  return undefined;
}

export type Resolution =
  | {readonly kind: 'file'; readonly file: string; readonly urlPath: string}
  | {readonly kind: 'redirect'; readonly location: string}
  | {readonly kind: 'not-found'};

/**
 * How the server answers a decoded path, leaving out the redirect table: a file, `/x/index.html` → `/x/`,
 * or not found. The built-site checks follow links with it.
 */
export async function resolvePath(root: string, decodedPath: string): Promise<Resolution> {
  const urlPath = normalisePath(decodedPath);
  if (urlPath === undefined || urlPath === NOT_FOUND_PAGE || isHidden(urlPath)) return {kind: 'not-found'};
  const location = indexRedirect(urlPath);
  if (location !== undefined) return {kind: 'redirect', location};
  const found = await findFile(path.resolve(root), urlPath);
  return found ? {kind: 'file', ...found} : {kind: 'not-found'};
}

/** {@link resolvePath} for a request's raw, percent-encoded pathname. */
export async function resolveRequestPath(root: string, rawPathname: string): Promise<Resolution> {
  const decoded = decodePath(rawPathname);
  return decoded === 'bad' || decoded === 'unknown' ? {kind: 'not-found'} : resolvePath(root, decoded);
}
