/**
 * Serves the build with nginx and the generated configuration (see nginx.ts) until stopped:
 * `node --import tsx tools/server/nginx-cli.ts` (PORT, default 8100; BUILD_DIR, default build/;
 * FEEDBACK_SERVICE_URL, where the feedback service listens, when not where the build said).
 */
import path from 'node:path';
import {startNginx} from './nginx';

async function main() {
  const port = Number(process.env.PORT ?? 8100);
  const nginx = await startNginx({
    buildDir: path.resolve(process.env.BUILD_DIR ?? 'build'),
    port,
    ...(process.env.FEEDBACK_SERVICE_URL ? {feedbackService: process.env.FEEDBACK_SERVICE_URL} : {}),
  });
  console.log(`nginx with deploy/nginx.conf: ${nginx.url}/${nginx.brotli ? '' : ' (no brotli module: gzip only)'}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void nginx.stop().then(() => process.exit(0)));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
