/**
 * Vidcove's identity (src/data/product.ts) is the one place that spells a host name: config, plugins,
 * components and the facts sheet build every URL from `domains` and `product`.
 */
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {domains, product} from '../src/data/product';

const ROOT = path.resolve(__dirname, '..');
const IDENTITY = path.join('src', 'data', 'product.ts');
const SOURCE = /\.(ts|tsx|js|cjs|mjs)$/;
const SKIPPED = /(\.test\.ts$|[\\/]fixtures[\\/]|[\\/]node_modules[\\/])/;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return SOURCE.test(entry.name) && !SKIPPED.test(file) ? [file] : [];
  });
}

/**
 * The DocSearch crawler configuration is pasted as it is into Algolia's Crawler editor, which cannot import
 * the identity: it may spell the help centre's host, and only that one (checked below).
 */
const CRAWLER_CONFIG = path.join('plugins', 'search', 'crawler.config.js');

const files = [...['src', 'config', 'plugins'].flatMap(sourceFiles), 'docusaurus.config.ts', 'sidebars.ts'].filter(
  (file) => file !== IDENTITY && file !== CRAWLER_CONFIG,
);

/** Host names, longest first so that `live-backup.vidcove.com` is reported as itself. */
const hosts = Object.values(domains).sort((a, b) => b.length - a.length);
const hostPattern = new RegExp(`(?<![\\w.-])(${hosts.map((host) => host.replace(/[.]/g, '\\.')).join('|')})(?![\\w-])`);

test('no source file outside the identity types a Vidcove host name', () => {
  assert.ok(files.length > 50, `found ${files.length} source files`);
  const typed = files.flatMap((file) =>
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => {
        const match = hostPattern.exec(line);
        return match ? [`${file}:${index + 1}: ${match[1]}`] : [];
      }),
  );
  assert.deepEqual(typed, [], 'build these from `domains` or `product` (src/data/product.ts)');
});

test('the identity builds its addresses from its own hosts', () => {
  assert.equal(product.siteUrl, `https://${domains.help}`);
  assert.equal(product.appUrl, `https://${domains.app}`);
  assert.ok(product.loginUrl.startsWith(product.appUrl));
  assert.ok(product.supportEmail.endsWith(`@${domains.mail}`));
});

test('the crawler configuration names the help centre host and index of the identity, and no other host', () => {
  const source = readFileSync(path.join(ROOT, CRAWLER_CONFIG), 'utf8');
  const named = new Set([...source.matchAll(new RegExp(hostPattern, 'g'))].map((match) => match[1]));
  assert.deepEqual([...named], [domains.help]);
  assert.match(source, new RegExp(`indexName: 'help-${product.slug}'`));
});
