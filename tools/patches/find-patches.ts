/**
 * The site's reach-ins into other packages, found in the source (not the manifest): what PATCHES.md must list.
 * Each is counted per file and kind, so a new alias, replacement, loader, rewrite or theme override in any file
 * shows up as one more than the manifest lists.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

export type PatchKind = 'alias' | 'replacement' | 'loader' | 'rewrite' | 'theme';

/** One kind of patch in one file, and how many of them the file holds. */
export interface FoundPatches {
  readonly kind: PatchKind;
  readonly file: string;
  readonly count: number;
}

const isSource = (file: string) => /\.(ts|tsx|cjs|mjs|js)$/.test(file) && !/\.test\.|fixture|\.d\.ts$/.test(file);

function sourceFiles(siteDir: string, dir: string): string[] {
  if (!existsSync(path.join(siteDir, dir))) return [];
  return readdirSync(path.join(siteDir, dir), {recursive: true, encoding: 'utf8'})
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .filter((file) => isSource(file) && !file.includes('/node_modules/') && !file.includes('/generate/'));
}

/** The parts of `text` between commas outside brackets, braces, parentheses and quotes. */
function topLevelParts(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = '';
    } else if (`'"\``.includes(char)) quote = char;
    else if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char)) depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  return [...parts, text.slice(start)].map((part) => part.replace(/\/\/.*$/gm, '').trim()).filter(Boolean);
}

/** The object literal that starts at `open` (a brace's index), without its braces. */
function objectBody(text: string, open: number): string {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}' && --depth === 0) return text.slice(open + 1, index);
  }
  return text.slice(open + 1);
}

/** Keys of an object literal's body; a spread counts the keys of the object literals it spreads. */
function countKeys(body: string): number {
  return topLevelParts(body).reduce((sum, part) => {
    if (!part.startsWith('...')) return sum + 1;
    return (
      sum +
      [...part.matchAll(/(?<!\$)\{(?!\})/g)].reduce(
        (n, m) => n + (m.index ? countKeys(objectBody(part, m.index)) : 0),
        0,
      )
    );
  }, 0);
}

/** Entries of every `alias: {…}` object in `source`. */
export function countAliases(source: string): number {
  let count = 0;
  for (const match of source.matchAll(/\balias:\s*\{/g))
    count += countKeys(objectBody(source, match.index + match[0].length - 1));
  return count;
}

/** NormalModuleReplacementPlugin uses, and the swaps of a catch-all one (`SWAPS`, one `from:` each). */
export function countReplacements(source: string): number {
  const direct = [...source.matchAll(/new NormalModuleReplacementPlugin\(\s*(\/\.\/)?/g)].filter((m) => !m[1]).length;
  const swaps = /export const SWAPS\b[^=]*=\s*\[/.exec(source);
  if (!swaps) return direct;
  const list = source.slice(swaps.index, source.indexOf('\n];', swaps.index));
  return direct + [...list.matchAll(/^\s+from: /gm)].length;
}

/** A webpack loader: a CommonJS module whose export is a function of the source it rewrites. */
export const isLoader = (source: string): boolean =>
  /^module\.exports = (function \w*\(source\)|\w+Loader;)/m.test(source);

/** Rewrites a file in place: writes back to the path it read. */
export function rewritesInPlace(source: string): boolean {
  const read = new Set([...source.matchAll(/readFile\((\w+)[,)]/g)].map((m) => m[1]));
  return [...source.matchAll(/writeFile(?:Atomic)?\(\s*(\w+)[,)]/g)].some((m) => read.has(m[1]));
}

/** Theme component names (`DocItem/Content`) that the installed theme packages provide. */
export function upstreamThemeComponents(siteDir: string): Set<string> {
  const modules = path.join(siteDir, 'node_modules');
  const packages = readdirSync(modules).flatMap((name) =>
    name.startsWith('@') ? readdirSync(path.join(modules, name)).map((inner) => `${name}/${inner}`) : [name],
  );
  const names = new Set<string>();
  for (const pkg of packages) {
    const themeDir = path.join(modules, pkg, 'lib', 'theme');
    if (!existsSync(themeDir)) continue;
    for (const file of readdirSync(themeDir, {recursive: true, encoding: 'utf8'})) {
      if (/\.js$/.test(file)) names.add(componentName(file));
    }
  }
  return names;
}

/** `DocItem/Content/index.tsx` → `DocItem/Content`. */
const componentName = (file: string) =>
  file
    .split(path.sep)
    .join('/')
    .replace(/\.(js|tsx?)$/, '')
    .replace(/\/index$/, '');

/** First line `// Ejected…` or `// Replaced…`: recorded in tools/swizzle/ejected.json, not in PATCHES.md. */
export const isRecordedEject = (source: string): boolean => /^\/\/ (Ejected|Replaced)\b/.test(source);

/** Every patch of the site, by kind and file; ejects are left to tools/swizzle/ejected.json. */
export function findPatches(siteDir: string): FoundPatches[] {
  const found: FoundPatches[] = [];
  const add = (kind: PatchKind, file: string, count: number) => count > 0 && found.push({kind, file, count});
  const read = (file: string) => readFileSync(path.join(siteDir, file), 'utf8');
  const pluginFiles = sourceFiles(siteDir, 'plugins');
  for (const file of [...pluginFiles, ...sourceFiles(siteDir, 'config'), 'docusaurus.config.ts']) {
    const source = read(file);
    add('alias', file, countAliases(source));
    add('replacement', file, countReplacements(source));
    add('loader', file, Number(isLoader(source)));
    add('rewrite', file, Number(rewritesInPlace(source)));
  }
  const upstream = upstreamThemeComponents(siteDir);
  const themeFiles = [
    ...pluginFiles.filter((file) => /^plugins\/[^/]+\/theme\//.test(file)),
    ...sourceFiles(siteDir, 'src/theme'),
  ];
  for (const file of themeFiles) {
    const name = componentName(file.replace(/^(plugins\/[^/]+|src)\/theme\//, ''));
    if (upstream.has(name) && !isRecordedEject(read(file))) add('theme', file, 1);
  }
  return found;
}
