/**
 * `npm run build`'s postbuild step (see write.ts). BUILD_DIR chooses the built site (default build/).
 */
import path from 'node:path';
import {hosting} from '../../config/hosting';
import {precompressCacheDir} from './precompress';
import {writeHosting} from './write';

const siteDir = path.resolve(__dirname, '..', '..');
writeHosting({
  buildDir: path.resolve(process.env.BUILD_DIR ?? 'build'),
  options: hosting,
  iconSvg: path.join(siteDir, 'static', 'img', 'favicon.svg'),
  cacheDir: precompressCacheDir(siteDir),
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
