/**
 * For the tests of the route-table loaders: the route files Docusaurus' own generator writes for `routes`
 * in a production build (an internal file of @docusaurus/core: the tests fail if an upgrade moves it).
 */
import {mkdtempSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';

const {generateRouteFiles} = createRequire(path.join(process.cwd(), 'package.json'))(
  '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
) as {generateRouteFiles: (options: {generatedFilesDir: string; routes: unknown[]}) => Promise<void>};

export interface RouteFiles {
  /** The folder written to (a new temporary one), for the caller to remove. */
  readonly dir: string;
  readonly registry: string;
  readonly chunkNames: string;
  readonly routes: string;
}

export async function productionRouteFiles(routes: unknown[]): Promise<RouteFiles> {
  const dir = mkdtempSync(path.join(tmpdir(), 'route-files-'));
  const environment = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await generateRouteFiles({generatedFilesDir: dir, routes});
  } finally {
    process.env.NODE_ENV = environment;
  }
  const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
  return {dir, registry: read('registry.js'), chunkNames: read('routesChunkNames.json'), routes: read('routes.js')};
}
