/**
 * Peak memory of a command and everything it starts, read from Linux's /proc (no /usr/bin/time): every
 * few hundred milliseconds, the resident set sizes (VmRSS) of the root process and all its descendants
 * are summed; the peak of those sums is the figure. Pages shared between processes count once per
 * process, so the sum errs high, as "the memory the build needs" should.
 *
 * The parsers are pure and unit-tested (tools/bench/bench.test.ts); the sampler reads /proc.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {performance} from 'node:perf_hooks';

/** VmRSS from the text of /proc/<pid>/status, in bytes; 0 when absent (kernel threads, zombies). */
export function parseRssBytes(status: string): number {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  return match ? Number(match[1]) * 1024 : 0;
}

/**
 * The parent pid from the text of /proc/<pid>/stat: `pid (comm) state ppid …`. The command name may
 * hold spaces and parentheses, so the fields are read after its last `)`.
 */
export function parseParentPid(stat: string): number | undefined {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ppid = Number(fields[1]);
  return Number.isInteger(ppid) ? ppid : undefined;
}

/** `root` and every process below it, from a pid → parent pid map. */
export function descendants(root: number, parents: ReadonlyMap<number, number>): Set<number> {
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of parents) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const tree = new Set<number>([root]);
  const queue = [root];
  while (queue.length > 0) {
    for (const child of children.get(queue.pop()!) ?? []) {
      if (!tree.has(child)) {
        tree.add(child);
        queue.push(child);
      }
    }
  }
  return tree;
}

const read = (file: string): string | undefined => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined; // The process ended meanwhile.
  }
};

export interface TreeSample {
  rssBytes: number;
  processes: number;
}

/** One reading of /proc: the summed RSS of `root`'s tree. */
export function sampleTree(root: number, commands?: Map<number, string>): TreeSample {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = read(`/proc/${entry}/stat`);
    const ppid = stat === undefined ? undefined : parseParentPid(stat);
    if (ppid !== undefined) parents.set(Number(entry), ppid);
  }
  let rssBytes = 0;
  const tree = descendants(root, parents);
  for (const pid of tree) {
    rssBytes += parseRssBytes(read(`/proc/${pid}/status`) ?? '');
    if (commands && !commands.has(pid)) {
      const cmdline = read(`/proc/${pid}/cmdline`);
      if (cmdline) commands.set(pid, cmdline.split('\0').join(' ').trim());
    }
  }
  return {rssBytes, processes: tree.size};
}

export interface TreeSampler {
  /** Stops sampling and returns the peak, and when (ms after start) each process was first seen. */
  stop(): {peakRssBytes: number; samples: number; firstSeen: {command: string; atMs: number}[]};
}

/** Samples `root`'s process tree every `intervalMs` until stopped. */
export function sampleTreeEvery(root: number, intervalMs = 200): TreeSampler {
  const started = performance.now();
  const commands = new Map<number, string>();
  const firstSeen: {command: string; atMs: number}[] = [];
  let peakRssBytes = 0;
  let samples = 0;
  const tick = () => {
    const before = commands.size;
    const {rssBytes} = sampleTree(root, commands);
    const atMs = performance.now() - started;
    for (const command of [...commands.values()].slice(before)) firstSeen.push({command, atMs});
    peakRssBytes = Math.max(peakRssBytes, rssBytes);
    samples += 1;
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return {peakRssBytes, samples, firstSeen};
    },
  };
}
