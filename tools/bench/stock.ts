/**
 * The benchmark's baseline: the doc page of Docusaurus' classic template, the site every Docusaurus
 * user starts from (`npx create-docusaurus my-site classic`), built with the same Docusaurus and measured
 * in the same run, on the same machine, as the help centre's pages. The template comes from the
 * `create-docusaurus` package (a dev dependency pinned to our Docusaurus version), assembled as its
 * installer does: the shared files, then the classic template's over them. Nothing of this project's
 * is added. The build is kept in reports/bench/stock-site and redone only when the template or
 * Docusaurus changes.
 */
import {spawn} from 'node:child_process';
import {createHash} from 'node:crypto';
import {cpSync, existsSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {precompress} from '../../plugins/hosting/precompress';
import type {PageType} from '../page-weight';

/** The stock doc page, as a page type of the Lighthouse table: the template's first tutorial page. */
export const STOCK_PAGE: PageType & {baseline: true} = {
  id: 'stock-doc',
  label: 'Stock Docusaurus doc page (baseline)',
  path: '/docs/intro',
  baseline: true,
};

const require = createRequire(__filename);

function versionOf(manifest: string): string {
  return (JSON.parse(readFileSync(manifest, 'utf8')) as {version: string}).version;
}

/** The Docusaurus that builds our site, and the create-docusaurus whose template is the baseline. */
export function stockVersions(): {docusaurus: string; template: string; bin: string; templates: string} {
  const core = require.resolve('@docusaurus/core/package.json');
  const creator = require.resolve('create-docusaurus/package.json');
  return {
    docusaurus: versionOf(core),
    template: versionOf(creator),
    bin: path.join(path.dirname(core), 'bin', 'docusaurus.mjs'),
    templates: path.join(path.dirname(creator), 'templates'),
  };
}

/** Writes the classic template into `dir` as `create-docusaurus` does (shared files, then the template's). */
export function assembleClassicTemplate(templates: string, dir: string): void {
  rmSync(dir, {recursive: true, force: true});
  cpSync(path.join(templates, 'shared'), dir, {recursive: true});
  cpSync(path.join(templates, 'classic'), dir, {recursive: true});
  // The installer renames it to .gitignore; the build does not read it.
  rmSync(path.join(dir, 'gitignore'), {force: true});
}

/**
 * Builds the template into `outDir` unless a build of the same template and Docusaurus is there. The
 * template's source is assembled next to it (`<outDir>-source`), where Node finds our node_modules.
 */
export async function buildStockSite(outDir: string, log: string, progress: (message: string) => void): Promise<void> {
  const {docusaurus, template, bin, templates} = stockVersions();
  if (template !== docusaurus)
    throw new Error(
      `the baseline template is create-docusaurus ${template} but the site builds with Docusaurus ${docusaurus}: ` +
        `install create-docusaurus@${docusaurus}`,
    );
  const key = createHash('sha256').update(`classic template ${template}, precompressed`).digest('hex');
  const keyFile = path.join(outDir, '.bench-key');
  if (existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) {
    progress(`stock Docusaurus ${docusaurus} classic template: reusing ${outDir}`);
    return;
  }
  progress(`stock Docusaurus ${docusaurus} classic template: building (log: ${log})`);
  const sourceDir = `${outDir}-source`;
  assembleClassicTemplate(templates, sourceDir);
  const output: Buffer[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [bin, 'build', sourceDir, '--out-dir', outDir], {
      env: {...process.env, FORCE_COLOR: '0'},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', resolve);
  });
  writeFileSync(log, Buffer.concat(output));
  if (code !== 0) throw new Error(`the stock Docusaurus template did not build (exit ${code}); see ${log}`);
  // The brotli and gzip copies our build gets (plugins/hosting), which the project's server sends.
  await precompress(outDir);
  writeFileSync(keyFile, key);
}
