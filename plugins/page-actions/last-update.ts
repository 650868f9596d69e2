/**
 * "Last updated" dates from git history that are never wrong (a `future.experimental_vcs` configuration):
 * the whole history is read once, and a file whose last change git reports at a shallow clone's boundary
 * gets no date, as Docusaurus' `git log -1` per file would give every page the boundary's date. Why, and
 * what has no date: README.md, "Last updated".
 */
import {execFile} from 'node:child_process';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import type {VcsConfig} from '@docusaurus/types';

const run = promisify(execFile);

async function git(cwd: string, ...args: string[]): Promise<string> {
  const {stdout} = await run('git', ['-c', 'log.showSignature=false', '-c', 'core.quotepath=false', ...args], {
    cwd,
    maxBuffer: 256 * 1024 * 1024,
  });
  return stdout;
}

/** Last change of each tracked file: `null` where the history cannot tell (a shallow boundary). */
export type LastChanges = Map<string, {readonly timestamp: number} | null>;

/**
 * Reads `git log --name-only` output (`commit <hash> <unix time>` lines, each followed by the files
 * that commit changed) into each file's latest change. Paths are made absolute against `root`.
 */
export function parseHistory(log: string, root: string, boundaries: ReadonlySet<string>): LastChanges {
  const changes: LastChanges = new Map();
  let commit: {hash: string; timestamp: number} | undefined;
  for (const line of log.split('\n')) {
    const header = /^commit ([0-9a-f]{40}) (\d+)$/.exec(line);
    if (header) {
      commit = {hash: header[1]!, timestamp: Number(header[2]) * 1000};
      continue;
    }
    if (!line || !commit) continue;
    const file = path.join(root, line);
    if (changes.has(file)) continue;
    changes.set(file, boundaries.has(commit.hash) ? null : {timestamp: commit.timestamp});
  }
  return changes;
}

/** The history of the repository holding `cwd`; empty when there is no repository or no git. */
export async function readLastChanges(cwd: string): Promise<LastChanges> {
  let root: string;
  try {
    root = (await git(cwd, 'rev-parse', '--show-toplevel')).trim();
  } catch {
    return new Map();
  }
  try {
    const shallowFile = path.resolve(root, (await git(root, 'rev-parse', '--git-path', 'shallow')).trim());
    const boundaries = new Set(
      (await readFile(shallowFile, 'utf8').catch(() => '')).split('\n').filter((hash) => /^[0-9a-f]{40}$/.test(hash)),
    );
    const log = await git(root, 'log', '--format=commit %H %ct', '--name-only', '--no-renames', 'HEAD');
    return parseHistory(log, root, boundaries);
  } catch (error) {
    // A repository without commits, for example: no page gets a date.
    console.warn(
      `[page-actions] no "Last updated" dates: git history unreadable (${(error as Error).message.split('\n')[0]})`,
    );
    return new Map();
  }
}

/** The VCS configuration for docusaurus.config.ts' `future.experimental_vcs`. */
export function gitHistoryVcs(): VcsConfig {
  let history: Promise<LastChanges> | undefined;
  const load = (cwd: string) => (history ??= readLastChanges(cwd));
  return {
    initialize: ({siteDir}) => {
      void load(siteDir);
    },
    getFileCreationInfo: async (_filePath: string) => null,
    getFileLastUpdateInfo: async (filePath) => {
      const change = (await load(path.dirname(filePath))).get(path.resolve(filePath));
      return change ? {timestamp: change.timestamp, author: ''} : null;
    },
  };
}
