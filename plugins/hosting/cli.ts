/**
 * `npm run build`'s postbuild step (see write.ts). BUILD_DIR chooses the built site (default build/).
 */
import path from 'node:path';
import {hostingForBuild} from '../../config/hosting';
import {precompressCacheDir} from './precompress';
import {writeHosting} from './write';

const siteDir = path.resolve(__dirname, '..', '..');
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
writeHosting({
  buildDir,
  options: hostingForBuild(buildDir),
  iconSvg: path.join(siteDir, 'static', 'img', 'favicon.svg'),
  cacheDir: precompressCacheDir(siteDir),
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
