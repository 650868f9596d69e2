/**
 * Runs docusaurus-plugin-openapi-docs' page generator (its `gen-api-docs` command, through
 * ./gen-api-docs.cjs rather than the Docusaurus CLI) in a child process that cannot outlive its budget or its parent: a time limit after which its whole process group is
 * killed, a heap limit, signal forwarding, and a watchdog inside the child (./guard.cjs) that ends it if
 * this process dies without a chance to clean up. The generator's output is printed only when it fails.
 */
import {spawn} from 'node:child_process';
import path from 'node:path';

/** A plugin entry as docusaurus.config lists it: the plugin's package name and its options (JSON). */
export type PluginEntry = readonly [name: string, options: object];

export interface GeneratorOptions {
  /** The site the generator writes into (its paths are relative to it). */
  readonly siteDir: string;
  /** The site's openapi plugin entry and the docs plugin entry it writes for, as in docusaurus.config. */
  readonly plugins: readonly PluginEntry[];
  /** Key of the document in the openapi plugin's config. */
  readonly configKey: string;
  readonly pluginId: string;
  /** After this long the generator and every process it started are killed. */
  readonly timeoutMs: number;
  /** The generator's JavaScript heap limit. */
  readonly maxHeapMb: number;
}

/** The generator takes seconds (a minute on a machine busy with other builds); five minutes is a runaway. */
export const GENERATOR_LIMITS = {timeoutMs: 300_000, maxHeapMb: 1536} as const;

export class GeneratorError extends Error {
  constructor(
    message: string,
    /** What the generator printed, for the terminal. */
    readonly output: string,
    /** The signal that stopped this process while the generator ran. */
    readonly signal?: NodeJS.Signals,
  ) {
    super(message);
    this.name = 'GeneratorError';
  }
}

const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    // A negative pid names the process group the detached child leads: it and its children.
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

export function runGenerator(options: GeneratorOptions): Promise<void> {
  const args = [
    `--max-old-space-size=${options.maxHeapMb}`,
    '--require',
    path.join(__dirname, 'guard.cjs'),
    path.join(__dirname, 'gen-api-docs.cjs'),
    options.siteDir,
    JSON.stringify(options.plugins),
    options.configKey,
    options.pluginId,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: options.siteDir,
      env: {...process.env, FORCE_COLOR: '0', API_GENERATOR_PARENT_PID: String(process.pid)},
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));

    let timedOut = false;
    let interrupted: NodeJS.Signals | undefined;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid);
    }, options.timeoutMs);
    // The child leads its own process group, so a Ctrl-C in the terminal reaches only this process.
    const onSignal = (signal: NodeJS.Signals) => {
      interrupted = signal;
      killGroup(child.pid);
    };
    for (const signal of FORWARDED_SIGNALS) process.once(signal, onSignal);
    const settle = () => {
      clearTimeout(timer);
      for (const signal of FORWARDED_SIGNALS) process.off(signal, onSignal);
    };

    child.on('error', (error) => {
      settle();
      reject(new GeneratorError(`the page generator could not start (${error.message})`, output));
    });
    child.on('close', (code, signal) => {
      settle();
      // Whatever it started goes with it, even when it exited by itself.
      killGroup(child.pid);
      if (code === 0) {
        resolve();
      } else if (interrupted) {
        reject(new GeneratorError(`the page generator was stopped (${interrupted})`, '', interrupted));
      } else if (timedOut) {
        const seconds = Math.round(options.timeoutMs / 1000);
        reject(new GeneratorError(`the page generator did not finish within ${seconds} s and was stopped`, output));
      } else if (/heap out of memory|Allocation failed/i.test(output)) {
        reject(
          new GeneratorError(
            `the page generator ran out of memory (limit ${options.maxHeapMb} MB) and stopped`,
            output,
          ),
        );
      } else {
        reject(
          new GeneratorError(`the page generator failed (exit code ${code ?? signal}); its output is above`, output),
        );
      }
    });
  });
}
