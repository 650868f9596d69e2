/**
 * READMEs in the static folders document those folders for the people who work on the site (what
 * `static/embed/` holds, how its test video was made); they are not pages for the public. Docusaurus
 * copies a static folder whole, so `/embed/README.md` was published as a download. After the build,
 * this plugin removes each `README.md` that a static folder put into the output, and nothing else.
 */
import {readdir, rm, stat} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const README = /^readme\.md$/i;

/** Paths (relative to `dir`) of the READMEs below a folder. */
export async function findReadmes(dir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (relative: string) => {
    for (const entry of await readdir(path.join(dir, relative), {withFileTypes: true})) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) await walk(child);
      else if (README.test(entry.name)) found.push(child);
    }
  };
  await walk('');
  return found.sort();
}

/** Removes from `outDir` the READMEs the static folders copied there; returns what it removed. */
export async function removeStaticReadmes(staticDirs: readonly string[], outDir: string): Promise<string[]> {
  const removed: string[] = [];
  for (const dir of staticDirs) {
    const exists = await stat(dir).then(
      (s) => s.isDirectory(),
      () => false,
    );
    if (!exists) continue;
    for (const readme of await findReadmes(dir)) {
      const target = path.join(outDir, readme);
      if (await stat(target).catch(() => null)) {
        await rm(target);
        removed.push(readme.split(path.sep).join('/'));
      }
    }
  }
  return removed;
}

export default function staticReadmes(context: LoadContext): Plugin {
  return {
    name: 'vidcove-static-readmes',
    async postBuild({outDir}) {
      const dirs = context.siteConfig.staticDirectories.map((dir) => path.resolve(context.siteDir, dir));
      for (const file of await removeStaticReadmes(dirs, outDir)) {
        console.log(`[static-readmes] ${file}: not published (it documents the static folder)`);
      }
    },
  };
}
