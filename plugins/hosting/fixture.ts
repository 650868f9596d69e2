/**
 * A small built site for the hosting tests (and the server's): one file of each kind the rules treat
 * differently, a fallback redirect page, compressed copies, and things that must never be served.
 */
import {chmod, mkdir, mkdtemp, symlink, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {HostingOptions} from './options';

export const FIXTURE_OPTIONS: HostingOptions = {
  redirects: [
    {from: ['/old', '/older/page'], to: '/docs/a/'},
    {from: ['/contact'], to: '/docs/b'},
  ],
  framing: [
    {prefix: '/release-notes-embed/', ancestors: ['https://app.example.com']},
    {prefix: '/embed/', ancestors: 'anywhere'},
  ],
  connectSources: ['https://api.example.com', 'http://localhost:4010'],
  siteUrl: 'https://help.example.com',
  serverName: 'help.example.com',
};

export const PAGE_TEXT = '<p>Searchable help text.</p>'.repeat(100);
export const THEME_SCRIPT = 'document.documentElement.dataset.theme="light"';

const page = (title: string, script = THEME_SCRIPT) =>
  `<!doctype html><html lang="en"><head><title>${title}</title><script>${script}</script>` +
  `<script type="application/ld+json">{"@type":"Thing"}</script><script src="/assets/js/main.0123abcd.js" defer></script>` +
  `</head><body><h1>${title}</h1>${PAGE_TEXT}</body></html>`;

export interface Fixture {
  readonly root: string;
  /** A file outside the build that a symbolic link inside it points to. */
  readonly outside: string;
}

/** Writes the fixture site into a new temporary folder. */
export async function makeFixture(): Promise<Fixture> {
  const base = await mkdtemp(path.join(tmpdir(), 'hosting-fixture-'));
  await chmod(base, 0o755); // readable by nginx's unprivileged user
  const root = path.join(base, 'build');
  const files: Record<string, string | Buffer> = {
    'index.html': page('Home'),
    '404.html': page('Page Not Found'),
    'docs/a/index.html': page('Doc A'),
    'docs/b.html': page('Doc B'),
    'old/index.html': page('This page has moved', 'window.location.replace("/docs/a/")'),
    'older/page/index.html': page('This page has moved', 'window.location.replace("/docs/a/")'),
    'assets/js/main.0123abcd.js': 'console.log("main");'.repeat(100),
    'assets/css/styles.89abcdef.css': 'body{color:#222}'.repeat(100),
    'search/index.0123456789.json': JSON.stringify({records: Array(50).fill({title: 'x'})}),
    'search/config.json': '{"backend":"local"}',
    'api/openapi.json': JSON.stringify({openapi: '3.0.3', servers: [{url: 'https://api.example.com/v1'}]}),
    'release-notes-embed/index.html': page('Release notes'),
    'embed/player/index.html': page('Player'),
    'embed/media/clip.webm': Buffer.alloc(2_000_000, 7),
    'embed/media/clip.mp4': Buffer.alloc(1000, 8),
    'embed/media/clip.en.vtt': 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n',
    'notes.md': '# Notes\n',
    'site.webmanifest': '{"name":"Help"}',
    'robots.txt': 'User-agent: *\nAllow: /\n',
    'sitemap.xml': '<?xml version="1.0"?><urlset/>',
    'docs/README.md': 'maintainers only',
    'assets/js/main.0123abcd.js.map': '{"version":3}',
    '.env': 'SECRET=1',
    '.git/config': '[core]',
  };
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), {recursive: true});
    await writeFile(path.join(root, name), content);
  }
  const outside = path.join(base, 'secret.txt');
  await writeFile(outside, 'outside the build');
  await symlink(outside, path.join(root, 'docs', 'link-out.txt'));
  await symlink(path.dirname(outside), path.join(root, 'docs', 'folder-out'));
  return {root, outside};
}
