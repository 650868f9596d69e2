/**
 * The hosting step's part inside `docusaurus build`. The step itself (./write.ts) runs after the build,
 * as `postbuild`, because it needs every page final. The scripts are final once bundled, though, and
 * the build's postBuild phase is mostly single-threaded (search index, Markdown twins, unused CSS): so
 * this plugin's postBuild compresses the scripts into the step's cache (./precompress.ts) meanwhile, on
 * zlib's threads, and the step finds their copies there. On 2 cores it takes the scripts' ~7 s of
 * brotli off the step's critical path.
 */
import {readdir} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isCompressible} from './policy';
import {precompressCacheDir, warmCache} from './precompress';

export default function hostingPlugin(context: LoadContext): Plugin {
  return {
    name: 'vidcove-hosting',
    async postBuild({outDir}) {
      const scripts = path.join(outDir, 'assets', 'js');
      const files = (await readdir(scripts).catch(() => [] as string[]))
        .map((name) => path.join(scripts, name))
        .filter(isCompressible);
      // One file per core: zlib's thread pool (4 threads) keeps room for the other plugins' file reads.
      await warmCache(files, precompressCacheDir(context.siteDir), os.availableParallelism());
    },
  };
}
