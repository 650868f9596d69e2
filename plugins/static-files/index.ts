/**
 * What the static folders publish: after the build, this acts on Docusaurus' copies in the output only. A
 * `README.md` documents its folder for maintainers and is not for the public, so its copy is removed; a
 * script (the reference player, the embed loader) stays readable, with its comments, in the repository, and
 * its copy is minified.
 */
import {readFile, readdir, rm, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {minify} from '@swc/core';
import type {LoadContext, Plugin} from '@docusaurus/types';

const README = /^readme\.md$/i;
const SCRIPT = /\.js$/;

/** Paths (relative to `dir`) of the files below a folder whose name matches `name`. */
async function findFiles(dir: string, name: RegExp): Promise<string[]> {
  const found: string[] = [];
  const walk = async (relative: string) => {
    for (const entry of await readdir(path.join(dir, relative), {withFileTypes: true})) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) await walk(child);
      else if (name.test(entry.name)) found.push(child);
    }
  };
  await walk('');
  return found.sort();
}

/** The copies in `outDir` of the static folders' files whose name matches `name`: relative and output paths. */
async function copiesInOutput(
  staticDirs: readonly string[],
  outDir: string,
  name: RegExp,
): Promise<{relative: string; target: string}[]> {
  const copies: {relative: string; target: string}[] = [];
  for (const dir of staticDirs) {
    const exists = await stat(dir).then(
      (s) => s.isDirectory(),
      () => false,
    );
    if (!exists) continue;
    for (const file of await findFiles(dir, name)) {
      const target = path.join(outDir, file);
      if (await stat(target).catch(() => null)) copies.push({relative: file.split(path.sep).join('/'), target});
    }
  }
  return copies;
}

/** Removes from `outDir` the READMEs the static folders copied there; returns what it removed. */
export async function removeStaticReadmes(staticDirs: readonly string[], outDir: string): Promise<string[]> {
  const removed: string[] = [];
  for (const {relative, target} of await copiesInOutput(staticDirs, outDir, README)) {
    await rm(target);
    removed.push(relative);
  }
  return removed;
}

/** Minifies in `outDir` the scripts the static folders copied there; returns each one's size before and after. */
export async function minifyStaticScripts(
  staticDirs: readonly string[],
  outDir: string,
): Promise<{file: string; before: number; after: number}[]> {
  const minified: {file: string; before: number; after: number}[] = [];
  for (const {relative, target} of await copiesInOutput(staticDirs, outDir, SCRIPT)) {
    const source = await readFile(target, 'utf8');
    const {code} = await minify(source, {compress: true, mangle: true}).catch((error: unknown) => {
      throw new Error(`[static-files] ${relative} could not be minified: ${String(error)}`);
    });
    await writeFile(target, code);
    minified.push({file: relative, before: Buffer.byteLength(source), after: Buffer.byteLength(code)});
  }
  return minified;
}

export default function staticFiles(context: LoadContext): Plugin {
  return {
    name: 'vidcove-static-files',
    async postBuild({outDir}) {
      const dirs = context.siteConfig.staticDirectories.map((dir) => path.resolve(context.siteDir, dir));
      for (const file of await removeStaticReadmes(dirs, outDir)) {
        console.log(`[static-files] ${file}: not published (it documents the static folder)`);
      }
      for (const {file, before, after} of await minifyStaticScripts(dirs, outDir)) {
        console.log(`[static-files] ${file}: minified, ${before} → ${after} bytes`);
      }
    },
  };
}
