/**
 * The headers of the static server's answers. They depend only on the path and the file copy, so each set
 * is made once and reused: rebuilding them per request showed in the server's rate.
 */
import {contentTypeOf, isCompressible} from '../../plugins/hosting/policy';
import {headersFor, type SiteRules} from '../../plugins/hosting/rules';
import type {FileVersion} from './file-cache';

export type Headers = Readonly<Record<string, string>>;

/** Bounded like the file cache, so a flood of made-up paths cannot grow it. */
const MAX_PATHS = 10_000;

export class ResponseHeaders {
  private readonly rules: SiteRules;
  private readonly byPath = new Map<string, Headers>();
  /** Per file copy (a copy read again is a new object), then per status, encoding and path. */
  private readonly byVersion = new WeakMap<FileVersion, Map<string, Headers>>();

  constructor(rules: SiteRules) {
    this.rules = rules;
  }

  /** The rules' headers for a path. */
  forPath(urlPath: string): Headers {
    let headers = this.byPath.get(urlPath);
    if (!headers) {
      if (this.byPath.size >= MAX_PATHS) this.byPath.clear();
      headers = headersFor(this.rules, urlPath);
      this.byPath.set(urlPath, headers);
    }
    return headers;
  }

  /** The headers of a file's answer: the rules' headers, type, encoding and, for a 200, validators. */
  forFile(urlPath: string, version: FileVersion, encoding: 'br' | 'gzip' | undefined, ok: boolean): Headers {
    let byKey = this.byVersion.get(version);
    if (!byKey) this.byVersion.set(version, (byKey = new Map()));
    const key = `${ok}${encoding ?? ''}${urlPath}`;
    let headers = byKey.get(key);
    if (!headers) {
      headers = this.fileHeaders(urlPath, version, encoding, ok);
      byKey.set(key, headers);
    }
    return headers;
  }

  private fileHeaders(
    urlPath: string,
    version: FileVersion,
    encoding: 'br' | 'gzip' | undefined,
    ok: boolean,
  ): Headers {
    const built: Record<string, string> = {...this.forPath(urlPath), 'Content-Type': contentTypeOf(urlPath)};
    if (isCompressible(urlPath)) built['Vary'] = 'Accept-Encoding';
    if (encoding) built['Content-Encoding'] = encoding;
    if (ok) {
      built['ETag'] = version.etag;
      built['Last-Modified'] = version.lastModified;
      built['Accept-Ranges'] = 'bytes';
    }
    if (version.body) built['Content-Length'] = String(version.body.length);
    return built;
  }
}
