/** What the benchmark ran on and over: the machine, the tools' versions and the git commit. */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import os from 'node:os';

export interface MachineInfo {
  cores: number;
  cpu: string;
  memoryBytes: number;
  /** One-minute load average when the benchmark started and ended: how busy the machine was. */
  loadAverage: {start: number; end: number | null};
  os: string;
  node: string;
  chromium: string;
  lighthouse: string;
}

export interface GitInfo {
  commit: string;
  branch: string;
  /** Whether tracked files had uncommitted changes. */
  dirty: boolean;
}

const run = (command: string, args: string[], cwd?: string): string => {
  try {
    return execFileSync(command, args, {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  } catch {
    return 'unknown';
  }
};

export function machineInfo(chromiumPath: string): MachineInfo {
  const cpus = os.cpus();
  const lighthousePackage = JSON.parse(readFileSync(require.resolve('lighthouse/package.json'), 'utf8')) as {
    version: string;
  };
  return {
    cores: cpus.length,
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    memoryBytes: os.totalmem(),
    loadAverage: {start: os.loadavg()[0]!, end: null},
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium: run(chromiumPath, ['--version']),
    lighthouse: lighthousePackage.version,
  };
}

export function gitInfo(cwd: string): GitInfo {
  return {
    commit: run('git', ['rev-parse', 'HEAD'], cwd),
    branch: run('git', ['rev-parse', '--abbrev-ref', 'HEAD'], cwd),
    dirty: run('git', ['status', '--porcelain', '--untracked-files=no'], cwd) !== '',
  };
}
