/**
 * Regenerates the API reference pages from the OpenAPI document. npm runs it before every `build`
 * and `start` (the `prebuild` and `prestart` scripts); `npm run api:generate` runs it alone.
 *
 * 1. Deletes the previously generated pages, so a failure can never leave stale ones behind.
 * 2. Reads the committed document, or fetches it from API_SPEC_URL, and validates it
 *    (scripts/lib/api-spec.ts). Any problem stops here with one line naming the source and reason.
 * 3. Runs docusaurus-plugin-openapi-docs' generator into api-docs/ and checks that every operation
 *    got its page.
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {
  apiConfigKey,
  apiDocsPath,
  apiRouteBasePath,
  committedSpecPath,
  fetchedSpecPath,
  openApiPluginId,
} from '../config/api';
import {ApiSpecError, loadApiSpec} from './lib/api-spec';

const siteDir = path.resolve(__dirname, '..');
const outputDir = path.join(siteDir, apiDocsPath);

/** Files the generator writes; everything else in api-docs/ (the overview) is hand-written. */
const GENERATED_FILE = /^(sidebar\.ts|.+\.(api|info|tag|schema)\.mdx|.+\.[A-Z][A-Za-z]+(\.\d+)?\.json)$/;

function removeGeneratedPages(): number {
  let removed = 0;
  for (const name of readdirSync(outputDir)) {
    if (GENERATED_FILE.test(name)) {
      rmSync(path.join(outputDir, name));
      removed += 1;
    }
  }
  return removed;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

function operationIds(document: Record<string, unknown>): string[] {
  const ids: string[] = [];
  for (const item of Object.values((document.paths ?? {}) as Record<string, Record<string, unknown>>)) {
    for (const [method, operation] of Object.entries(item ?? {})) {
      if (HTTP_METHODS.has(method)) ids.push(String((operation as {operationId?: string}).operationId));
    }
  }
  return ids;
}

function generate(): void {
  const require = createRequire(__filename);
  const cli = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'bin', 'docusaurus.mjs');
  const result = spawnSync(process.execPath, [cli, 'gen-api-docs', apiConfigKey, '--plugin-id', openApiPluginId], {
    cwd: siteDir,
    encoding: 'utf8',
    env: {...process.env, FORCE_COLOR: '0'},
  });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}${result.stderr}`);
    throw new Error(`the page generator failed (exit code ${result.status ?? result.signal})`);
  }
}

/**
 * The generator builds the start page's path from the docs folder and output folder; when they are
 * the same folder it leaves an empty segment (`api//vidcove-api`), which would break the link from
 * the request panel's Authorization section to the start page.
 */
function fixInfoPaths(): void {
  const doubled = new RegExp(`^info_path: ${apiRouteBasePath}/+`, 'm');
  for (const name of readdirSync(outputDir).filter((n) => n.endsWith('.api.mdx'))) {
    const file = path.join(outputDir, name);
    const text = readFileSync(file, 'utf8');
    if (doubled.test(text)) writeFileSync(file, text.replace(doubled, `info_path: ${apiRouteBasePath}/`));
  }
}

async function main(): Promise<void> {
  mkdirSync(outputDir, {recursive: true});
  removeGeneratedPages();
  const url = process.env.API_SPEC_URL?.trim();
  const spec = await loadApiSpec({url, committedPath: committedSpecPath, siteDir});
  if (url) {
    mkdirSync(path.dirname(path.join(siteDir, fetchedSpecPath)), {recursive: true});
    writeFileSync(path.join(siteDir, fetchedSpecPath), spec.text);
  }
  generate();
  fixInfoPaths();
  const expected = operationIds(spec.document);
  const missing = expected.filter((id) => !readdirSync(outputDir).includes(`${id}.api.mdx`));
  if (missing.length > 0) throw new Error(`no page was generated for ${missing.join(', ')}`);
  console.log(`API reference: ${expected.length} operation pages generated from ${url ?? committedSpecPath}.`);
}

main().catch((error: unknown) => {
  const message =
    error instanceof ApiSpecError ? error.message : error instanceof Error ? error.message : String(error);
  console.error(`API reference: ${message}`);
  process.exit(1);
});
