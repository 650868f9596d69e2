/**
 * Script chunks named by their id, not their name. Docusaurus names each route's chunk after a hash of
 * its path (`22dd74f7`) and its file `assets/js/[name].[contenthash:8].js`, so webpack's runtime, which
 * every page loads, carries a map from each of ~500 chunk ids to its name: 8.7 KB, 3.5 KB compressed, of
 * hex that does not compress. Named by id, a chunk's file is `assets/js/<id>.<hash>.js` and the map is
 * gone; the content hash still changes the name when the content changes. Entry files (`main`,
 * `runtime~main`) keep their names, and so do stylesheets (chunk-stylesheets.ts finds them by name).
 */
export const SCRIPT_CHUNK_FILE_NAME = 'assets/js/[id].[contenthash:8].js';

/** Whether a webpack `output.chunkFilename` is Docusaurus' production one, which this replaces. */
export const isProductionChunkFileName = (chunkFilename: unknown) =>
  typeof chunkFilename === 'string' && chunkFilename.includes('[contenthash');
