/**
 * Runs Debian's nginx with the configuration the build generated (deploy/nginx.conf), unprivileged, on a
 * loopback port, with a temporary prefix (`$TMPDIR/help-centre-nginx-PORT`): for the HTTP and browser tests and `npm run bench:server`.
 * Only `listen` and `root` are changed, as a deployment changes them. When this process runs as root,
 * nginx runs as `nobody` (through setpriv).
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {existsSync} from 'node:fs';
import {chown, mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {withFeedbackService, withListenAndRoot} from '../../plugins/hosting/nginx';
import {nginxConfigFile} from '../../plugins/hosting/write';

export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The nginx binary, or undefined when it is not installed. */
export function findNginx(): string | undefined {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx'];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (found) return found;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], {encoding: 'utf8'});
  return which.status === 0 ? which.stdout.trim() || undefined : undefined;
}

export interface NginxOptions {
  readonly buildDir: string;
  readonly port: number;
  readonly host?: string;
  /** Worker processes (default 1, like one Node process). */
  readonly workers?: number;
  /** Where the feedback service listens, when the configuration passes feedback to one. */
  readonly feedbackService?: string;
}

export interface RunningNginx {
  readonly url: string;
  /** Whether brotli_static is on (the module is installed). */
  readonly brotli: boolean;
  stop(): Promise<void>;
}

function waitForPort(host: string, port: number, child: ChildProcess, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 15_000;
    let exited = false;
    child.once('exit', (code) => {
      exited = true;
      reject(new Error(`nginx exited (${code}) before listening:\n${output()}`));
    });
    const attempt = () => {
      if (exited) return;
      const socket = net.connect(port, host);
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${host}:${port}:\n${output()}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

export async function startNginx({
  buildDir,
  port,
  host = '127.0.0.1',
  workers = 1,
  feedbackService,
}: NginxOptions): Promise<RunningNginx> {
  const nginx = findNginx();
  if (!nginx)
    throw new Error('nginx is not installed (Debian: apt-get install nginx libnginx-mod-http-brotli-static).');
  const root = path.resolve(buildDir);
  const generated = nginxConfigFile(root);
  const siteConfig = await readFile(generated, 'utf8').catch(() => {
    throw new Error(`nginx: no ${generated}. Run "npm run build" first.`);
  });
  const brotli = existsSync(BROTLI_STATIC_MODULE);
  // One prefix per port, emptied first: what a killed run left there goes now.
  const prefix = path.join(os.tmpdir(), `help-centre-nginx-${port}`);
  await rm(prefix, {recursive: true, force: true});
  await mkdir(prefix, {mode: 0o700});
  let site = withListenAndRoot(siteConfig, `${host}:${port}`, root);
  if (feedbackService) site = withFeedbackService(site, feedbackService);
  if (!brotli) site = site.replace(/^\s*brotli_static on;\n/m, '');
  await writeFile(path.join(prefix, 'site.conf'), site);
  await writeFile(
    path.join(prefix, 'nginx.conf'),
    [
      brotli ? `load_module ${BROTLI_STATIC_MODULE};` : '',
      `worker_processes ${workers};`,
      `pid ${prefix}/nginx.pid;`,
      'error_log stderr warn;',
      'events { worker_connections 4096; }',
      'http {',
      '    access_log off;',
      '    sendfile on;',
      '    tcp_nopush on;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${prefix}/${kind};`),
      `    include ${prefix}/site.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', `${prefix}/`, '-c', `${prefix}/nginx.conf`, '-e', 'stderr', '-g', 'daemon off;'];
  let command = nginx;
  if (process.getuid?.() === 0) {
    // Unprivileged: as nobody, who owns the prefix and can read the build.
    const nobody = Number(spawnSync('id', ['-u', 'nobody'], {encoding: 'utf8'}).stdout.trim());
    await chown(prefix, nobody, nobody);
    args.unshift('--reuid=nobody', '--regid=nogroup', '--clear-groups', nginx);
    command = 'setpriv';
  }
  const child = spawn(command, args, {stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(prefix, {recursive: true, force: true});
  };
  try {
    await waitForPort(host, port, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {url: `http://${host}:${port}`, brotli, stop};
}
