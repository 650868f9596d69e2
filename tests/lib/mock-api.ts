/**
 * The API mock for tests: tools/server/mock-api.sh (Stoplight Prism on the OpenAPI document) on a
 * free port of its own, so a test never depends on, or disturbs, a mock another process runs at 4010.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {createServer} from 'node:net';
import path from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import {ROOT} from './content';

export interface RunningMock {
  /** Base URL of the mock, without a trailing slash: the stand-in for the API's base URL. */
  readonly url: string;
  readonly stop: () => void;
}

/** A TCP port nothing listens on at the moment. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilAnswering(url: string, child: ChildProcess, log: () => string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the API mock stopped at start:\n${log()}`);
    try {
      await fetch(`${url}/account`);
      return;
    } catch {
      await sleep(250);
    }
  }
  throw new Error(`the API mock did not answer at ${url} within 30 seconds:\n${log()}`);
}

/** Starts the mock and resolves once it answers. */
export async function startMockApi(): Promise<RunningMock> {
  const port = await freePort();
  const child = spawn('bash', [path.join(ROOT, 'tools/server/mock-api.sh')], {
    cwd: ROOT,
    env: {...process.env, MOCK_API_PORT: String(port), MOCK_API_LOG_LEVEL: 'error'},
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://localhost:${port}`;
  // The whole process group: bash execs node, which may start workers of its own.
  const stop = () => {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
  };
  try {
    await waitUntilAnswering(url, child, () => output);
  } catch (error) {
    stop();
    throw error;
  }
  return {url, stop};
}
