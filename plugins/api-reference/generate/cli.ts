/**
 * Regenerates the API reference pages from the OpenAPI document (plugins/api-reference/generate/generate.ts).
 * npm runs it before every `build` and `start` (`prebuild`, `prestart`); `npm run api:generate`
 * runs it alone. Set API_SPEC_URL to use the document published at a URL instead of the committed
 * copy; the API host publishes it at `product.apiHost + product.apiSpecPath` (src/data/product.ts).
 */
import {spawnSync} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';
import {
  apiConfigKey,
  apiDocsPath,
  apiRouteBasePath,
  committedSpecPath,
  fetchedSpecPath,
  openApiPluginId,
} from '../options';
import {product} from '../../../src/data/product';
import {failureMessage, regenerateApiReference} from './generate';

const siteDir = path.resolve(__dirname, '..', '..', '..');

/** Runs docusaurus-plugin-openapi-docs' generator (`docusaurus gen-api-docs`) quietly. */
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
    throw new Error(`the page generator failed (exit code ${result.status ?? result.signal}); its output is above`);
  }
}

regenerateApiReference({
  siteDir,
  outputDir: apiDocsPath,
  committedSpecPath,
  fetchedSpecPath,
  specUrl: process.env.API_SPEC_URL,
  routeBasePath: apiRouteBasePath,
  generate,
}).then(
  ({spec, operationIds}) => {
    const remote = /^https?:/.test(spec.source);
    const source = remote ? spec.source : path.relative(siteDir, spec.source);
    console.log(`API reference: ${operationIds.length} operation pages generated from ${source}.`);
    if (!remote) {
      console.log(`  (To use the published document, set API_SPEC_URL=${product.apiHost}${product.apiSpecPath})`);
    }
  },
  (error: unknown) => {
    console.error(failureMessage(error));
    process.exit(1);
  },
);
