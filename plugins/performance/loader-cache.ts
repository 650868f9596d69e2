/**
 * Rspack's persistent cache (Docusaurus' `future.faster.rspackPersistentCache`) keeps each module's
 * loader output from one build to the next, and throws it away only when a build dependency changes:
 * Docusaurus lists its own bundler setup and the site's config file. A local loader's file is not one, so
 * after a change to it a build would go on bundling what the old loader wrote. Plugins that add a loader
 * list its files here.
 */
import type {Configuration} from 'webpack';

/** What to merge into the bundler configuration so that a change to `files` empties the persistent cache. */
export function loaderCacheDependencies(config: Configuration, files: readonly string[]): Configuration {
  const cache = (config.experiments as {cache?: unknown} | undefined)?.cache;
  if (!cache || typeof cache !== 'object') return {};
  return {experiments: {cache: {buildDependencies: [...files]}}} as Configuration;
}
