/**
 * Cold and warm production builds, timed, with their peak memory.
 *
 * Cold: what `docusaurus clear` removes (build/, .docusaurus/ and the bundler's persistent cache in
 * node_modules/.cache) is removed, then `npm run build`. Warm: `npm run build` again right after, with
 * whatever the first one left (Rspack's persistent cache). `npm run build` includes its `prebuild`, the
 * API reference page generation; the report gives that part's time too (until `docusaurus build` starts).
 */
import {spawn} from 'node:child_process';
import {closeSync, existsSync, openSync, readFileSync, readdirSync, realpathSync, rmSync, statSync} from 'node:fs';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {sampleTreeEvery} from './process-tree';

export interface BuildRun {
  kind: 'cold' | 'warm';
  /** `npm run build`, prebuild included. */
  wallMs: number;
  /** The prebuild (API reference pages) alone: until `docusaurus build` started; null if not seen. */
  prebuildMs: number | null;
  /** Peak summed RSS of npm and every process below it. */
  peakRssBytes: number;
  samples: number;
  exitCode: number;
  log: string;
}

export interface CacheClearing {
  removed: string[];
  /** Why only part of node_modules/.cache was removed, when it was. */
  note?: string;
}

const within = (dir: string, file: string) => file === dir || file.startsWith(dir + path.sep);

/** Whether any file below `dir` contains `needle` (stops at the first). */
function mentions(dir: string, needle: Buffer): boolean {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() ? mentions(full, needle) : readFileSync(full).includes(needle)) return true;
  }
  return false;
}

/**
 * Removes what `docusaurus clear` does, so the next build is cold. When node_modules is shared with other
 * checkouts (a symlink to another checkout's, as git worktrees often do), its .cache holds their Rspack
 * caches too: then only this checkout's cache folders (those whose snapshots name this checkout's files)
 * are removed, and the other checkouts keep theirs.
 */
export function clearForColdBuild(siteDir: string): CacheClearing {
  const removed: string[] = [];
  const remove = (target: string) => {
    if (!existsSync(target)) return;
    rmSync(target, {recursive: true, force: true});
    removed.push(path.relative(siteDir, target) || target);
  };
  remove(path.join(siteDir, 'build'));
  remove(path.join(siteDir, '.docusaurus'));
  const cache = path.join(siteDir, 'node_modules', '.cache');
  if (!existsSync(cache)) return {removed};
  const site = realpathSync(siteDir);
  const realCache = realpathSync(cache);
  if (within(site, realCache)) {
    remove(cache);
    return {removed};
  }
  const rspack = path.join(realCache, 'rspack');
  const needle = Buffer.from(site + path.sep);
  let kept = 0;
  if (existsSync(rspack)) {
    for (const entry of readdirSync(rspack)) {
      const folder = path.join(rspack, entry);
      if (entry.startsWith('.') || !statSync(folder).isDirectory()) continue;
      if (mentions(folder, needle)) remove(folder);
      else kept += 1;
    }
  }
  return {
    removed,
    note: `node_modules/.cache is shared (${realCache}): removed this checkout's Rspack cache folders only, kept ${kept} of other checkouts`,
  };
}

/** Runs `npm run build` in `siteDir`, output to `log`, sampling its process tree's memory. */
export async function runBuild(siteDir: string, kind: BuildRun['kind'], log: string): Promise<BuildRun> {
  const fd = openSync(log, 'w');
  const started = performance.now();
  const child = spawn('npm', ['run', 'build'], {cwd: siteDir, stdio: ['ignore', fd, fd], env: process.env});
  const sampler = sampleTreeEvery(child.pid!);
  const exitCode = await new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
  const wallMs = performance.now() - started;
  const {peakRssBytes, samples, firstSeen} = sampler.stop();
  closeSync(fd);
  const docusaurus = firstSeen.find(({command}) => /docusaurus(\.mjs)?\s+build\b/.test(command));
  return {kind, wallMs, prebuildMs: docusaurus?.atMs ?? null, peakRssBytes, samples, exitCode, log};
}
