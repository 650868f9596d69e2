/**
 * Local loaders' files as build dependencies of Rspack's persistent cache, which Docusaurus clears only
 * when its own bundler setup or the config file changes: after a change to a loader, a warm build would
 * otherwise bundle what the old loader wrote. Plugins that add a loader list its files here.
 */
import type {Configuration} from 'webpack';

/** What to merge into the bundler configuration so that a change to `files` empties the persistent cache. */
export function loaderCacheDependencies(config: Configuration, files: readonly string[]): Configuration {
  const cache = (config.experiments as {cache?: unknown} | undefined)?.cache;
  if (!cache || typeof cache !== 'object') return {};
  return {experiments: {cache: {buildDependencies: [...files]}}} as Configuration;
}
