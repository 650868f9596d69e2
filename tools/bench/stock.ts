/**
 * The benchmark's baseline: a stock Docusaurus doc page (tools/bench/stock-site, the classic preset as
 * it comes), built with the same Docusaurus and measured by Lighthouse in the same run as the help
 * centre's pages, so a figure can be read against what Docusaurus itself gives on this machine, now.
 * The build is kept in reports/bench/stock-site and redone only when the site or Docusaurus changes.
 */
import {spawn} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {precompress} from '../../plugins/hosting/precompress';
import type {PageType} from './page-weight';

export const STOCK_SITE = path.join(__dirname, 'stock-site');

/** The stock doc page, as a page type of the Lighthouse table. */
export const STOCK_PAGE: PageType & {baseline: true} = {
  id: 'stock-doc',
  label: 'Stock Docusaurus doc page (baseline)',
  path: '/docs/intro',
  baseline: true,
};

function docusaurusCli(): {bin: string; version: string} {
  const require = createRequire(__filename);
  const manifest = require.resolve('@docusaurus/core/package.json');
  const {version} = JSON.parse(readFileSync(manifest, 'utf8')) as {version: string};
  return {bin: path.join(path.dirname(manifest), 'bin', 'docusaurus.mjs'), version};
}

/** What the stock build depends on: its files and the Docusaurus version. */
function buildKey(version: string): string {
  const hash = createHash('sha256').update(version).update('precompressed');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith('.')) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(readFileSync(file));
    }
  };
  walk(STOCK_SITE);
  return hash.digest('hex');
}

/** Builds the stock site into `outDir` unless a build of the same site and Docusaurus is there. */
export async function buildStockSite(outDir: string, log: string, progress: (message: string) => void): Promise<void> {
  const {bin, version} = docusaurusCli();
  const key = buildKey(version);
  const keyFile = path.join(outDir, '.bench-key');
  if (existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) {
    progress(`stock Docusaurus ${version} site: reusing ${outDir}`);
    return;
  }
  progress(`stock Docusaurus ${version} site: building (log: ${log})`);
  const output: Buffer[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [bin, 'build', STOCK_SITE, '--out-dir', outDir], {
      env: {...process.env, FORCE_COLOR: '0'},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', resolve);
  });
  writeFileSync(log, Buffer.concat(output));
  if (code !== 0) throw new Error(`the stock Docusaurus site did not build (exit ${code}); see ${log}`);
  // The brotli and gzip copies our build gets (plugins/hosting), which the project's server sends.
  await precompress(outDir);
  writeFileSync(keyFile, key);
}
