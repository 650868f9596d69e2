/**
 * The hosting step's part inside `docusaurus build`: the step itself (./write.ts) runs as `postbuild`, as it
 * needs every page final, but the scripts are final once bundled. While the build's mostly single-threaded
 * postBuild phase runs, this compresses them into the step's cache on zlib's threads, off the step's critical path.
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
