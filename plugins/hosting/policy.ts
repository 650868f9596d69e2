/**
 * The headers policy: what every response carries, what depends on the route, what is never served,
 * the content types, and which files compress. One definition, rendered by `nginx.ts` (nginx),
 * `static-hosts.ts` (Netlify and Cloudflare Pages) and applied by the project's server
 * (tools/server/static-server.ts), so the three agree by construction.
 */

/** Headers on every response, whatever the route or status. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Features no page uses; fullscreen and autoplay keep their defaults, which the player needs.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * Strict-Transport-Security for HTTPS deployments: two years, subdomains included. Never sent over
 * plain HTTP (browsers ignore it there, and localhost must stay reachable over HTTP); the nginx
 * configuration carries it commented out, to switch on where TLS ends (see plugins/hosting/README.md).
 */
export const HSTS = 'max-age=63072000; includeSubDomains';

export const CACHE_CONTROL = {
  /** Content-hashed files: a new version gets a new name. */
  immutable: 'public, max-age=31536000, immutable',
  /** Everything else may be stored but is checked (ETag, Last-Modified) before each use. */
  revalidate: 'public, max-age=0, must-revalidate',
  /** The not-found page: a path missing today may exist after the next deployment. */
  notFound: 'no-store',
} as const;

/** Paths whose files carry a content hash in their name (regular expression source, on the URL path). */
export const IMMUTABLE_PATHS = String.raw`^/assets/|^/search/index\.[0-9a-f]{8,}\.json$`;

/** Route of the not-found page, which only ever answers with status 404. */
export const NOT_FOUND_PAGE = '/404.html';
/** The routes the not-found page would otherwise be served at with 200 (`/404` finds `404.html`). */
export const NOT_FOUND_ROUTES = ['/404', '/404/'] as const;

/**
 * `/x/index.html` redirects to `/x/`: only for paths made of plain segments (letters, digits, `_`, `.`,
 * `~`, `-`), so the target can never start with `//`, `/\` or a control character and leave the site.
 * Applied to the decoded, normalised path; group 1 is the target.
 */
export const INDEX_HTML_REDIRECT = String.raw`^((?:/[\w.~-]+)*/)index\.html$`;

export interface HiddenPath {
  /** Regular expression source, tested on the decoded URL path; valid in JavaScript and PCRE (nginx). */
  readonly source: string;
  readonly caseInsensitive: boolean;
  readonly why: string;
}

/** What is never served, even when a file is there: such requests get the not-found page. */
export const HIDDEN_PATHS: readonly HiddenPath[] = [
  {
    source: String.raw`/\.(?!well-known/)`,
    caseInsensitive: false,
    why: 'dotfiles and dot-folders (.git, .env, editor files); /.well-known/ stays reachable',
  },
  {source: String.raw`/readme(\.[^/]*)?$`, caseInsensitive: true, why: 'notes for maintainers'},
  {source: String.raw`\.map$`, caseInsensitive: false, why: 'source maps'},
  {source: String.raw`^/_(headers|redirects)$`, caseInsensitive: false, why: "the static hosts' rule files"},
];

const hiddenPatterns = HIDDEN_PATHS.map(({source, caseInsensitive}) => new RegExp(source, caseInsensitive ? 'i' : ''));

export function isHidden(urlPath: string): boolean {
  return hiddenPatterns.some((pattern) => pattern.test(urlPath));
}

/** Content types by extension (without the dot). Anything else is `application/octet-stream`. */
export const MIME_TYPES: Readonly<Record<string, string>> = {
  html: 'text/html',
  js: 'text/javascript',
  mjs: 'text/javascript',
  css: 'text/css',
  json: 'application/json',
  map: 'application/json',
  xml: 'application/xml',
  txt: 'text/plain',
  md: 'text/markdown',
  vtt: 'text/vtt',
  webmanifest: 'application/manifest+json',
  yml: 'application/yaml',
  yaml: 'application/yaml',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  woff: 'font/woff',
  webm: 'video/webm',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
};

export const DEFAULT_TYPE = 'application/octet-stream';

/** Types sent with `; charset=utf-8` (every built text file is UTF-8). */
export const CHARSET_TYPES: ReadonlySet<string> = new Set([
  'text/html',
  'text/javascript',
  'text/css',
  'text/plain',
  'text/markdown',
  'text/vtt',
  'application/json',
  'application/xml',
  'application/manifest+json',
  'application/yaml',
  'image/svg+xml',
]);

/** Types worth compressing: text (images and media are compressed already). */
export const COMPRESSIBLE_TYPES: ReadonlySet<string> = CHARSET_TYPES;

/** Files smaller than this are sent as they are: compression would save less than its overhead. */
export const MIN_COMPRESS_BYTES = 512;

export function typeOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (
    (dot > fileName.lastIndexOf('/') ? MIME_TYPES[fileName.slice(dot + 1).toLowerCase()] : undefined) ?? DEFAULT_TYPE
  );
}

/** The Content-Type header for a file name. */
export function contentTypeOf(fileName: string): string {
  const type = typeOf(fileName);
  return CHARSET_TYPES.has(type) ? `${type}; charset=utf-8` : type;
}

export function isCompressible(fileName: string): boolean {
  return COMPRESSIBLE_TYPES.has(typeOf(fileName));
}

export interface CspInputs {
  /** `sha256-…` of every inline script the built pages carry. */
  readonly scriptHashes: readonly string[];
  /** Origins pages connect to besides their own. */
  readonly connectSources: readonly string[];
  /** Who may frame the page: origins, `'none'`, or `'anywhere'` (no frame-ancestors directive). */
  readonly frameAncestors: readonly string[] | 'none' | 'anywhere';
}

/**
 * The Content-Security-Policy: exactly what the built site uses. Scripts come from the site itself,
 * plus its inline scripts by hash (the theme's colour-mode script, React's streaming markers, the
 * fallback redirect pages'); no `unsafe-eval`, no `unsafe-inline` for scripts.
 */
export function contentSecurityPolicy({scriptHashes, connectSources, frameAncestors}: CspInputs): string {
  const directives: string[] = [
    "default-src 'self'",
    `script-src 'self'${[...new Set(scriptHashes)].map((hash) => ` '${hash}'`).join('')}`,
    // 'unsafe-inline' for styles only: React renders style attributes (code token colours, image
    // placeholders, SVG sizes) into the HTML, which no hash can allow; styles cannot run script.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    // Any https server: the API reference's request panel sends to a server the reader names (their staging
    // host). Plain-http origins (the local mock server in a build for local use) are listed one by one.
    `connect-src 'self' https:${[...new Set(connectSources)]
      .filter((origin) => !origin.startsWith('https:'))
      .map((origin) => ` ${origin}`)
      .join('')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ];
  if (frameAncestors === 'none') directives.push("frame-ancestors 'none'");
  else if (frameAncestors !== 'anywhere') directives.push(`frame-ancestors ${frameAncestors.join(' ')}`);
  return directives.join('; ');
}
