/**
 * Script chunks named by their id, not their name, so webpack's runtime, which every page loads, carries
 * no map of ids to hex names (which do not compress). The content hash still changes a file's name when
 * its content changes. Entry files and stylesheets keep their names (chunk-stylesheets.ts finds them by name).
 */
export const SCRIPT_CHUNK_FILE_NAME = 'assets/js/[id].[contenthash:8].js';

/** Whether a webpack `output.chunkFilename` is Docusaurus' production one, which this replaces. */
export const isProductionChunkFileName = (chunkFilename: unknown) =>
  typeof chunkFilename === 'string' && chunkFilename.includes('[contenthash');
