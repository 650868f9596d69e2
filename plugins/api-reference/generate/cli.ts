/**
 * Regenerates the API reference pages from the OpenAPI document (plugins/api-reference/generate/generate.ts).
 * npm runs it before every `build` and `start` (`prebuild`, `prestart`); `npm run api:generate`
 * runs it alone. Set API_SPEC_URL to use the document published at a URL instead of the committed
 * copy; the API host publishes it at `product.apiHost + product.apiSpecPath` (src/data/product.ts).
 */
import path from 'node:path';
import {
  apiConfigKey,
  apiDocsPath,
  apiPlugins,
  apiRouteBasePath,
  apiStartPageId,
  committedSpecPath,
  fetchedSpecPath,
  mockServer,
  openApiPluginId,
  pagesSpecPath,
  publishedSpec,
  readMockServerMode,
} from '../options';
import {product} from '../../../src/data/product';
import {failureMessage, regenerateApiReference} from './generate';
import {GENERATOR_LIMITS, GeneratorError, runGenerator} from './run-generator';

const siteDir = path.resolve(__dirname, '..', '..', '..');

async function main(): Promise<void> {
  const {spec, pageIds} = await regenerateApiReference({
    siteDir,
    outputDir: apiDocsPath,
    committedSpecPath,
    fetchedSpecPath,
    published: publishedSpec,
    pagesInput: pagesSpecPath,
    specUrl: process.env.API_SPEC_URL,
    routeBasePath: apiRouteBasePath,
    startPageId: apiStartPageId,
    mockServerMode: readMockServerMode(),
    mockServer,
    generate: () =>
      runGenerator({
        siteDir,
        plugins: apiPlugins,
        configKey: apiConfigKey,
        pluginId: openApiPluginId,
        ...GENERATOR_LIMITS,
      }),
  });
  const remote = /^https?:/.test(spec.source);
  const source = remote ? spec.source : path.relative(siteDir, spec.source);
  console.log(`API reference: ${pageIds.length} operation pages generated from ${source}.`);
  if (!remote) {
    console.log(`  (To use the published document, set API_SPEC_URL=${product.apiHost}${product.apiSpecPath})`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof GeneratorError && error.output && !error.signal) process.stderr.write(error.output);
  console.error(failureMessage(error));
  const signals: Record<string, number> = {SIGHUP: 129, SIGINT: 130, SIGTERM: 143};
  process.exit((error instanceof GeneratorError && error.signal && signals[error.signal]) || 1);
});
