/**
 * Serves the production build: `npm run serve:prod` (after `npm run build`).
 * PORT (default 3000) and HOST (default localhost) choose where it listens; BUILD_DIR what it serves.
 * POST /feedback stores "Was this page helpful?" answers in FEEDBACK_FILE (tools/server/feedback.ts), and
 * POST /missed-searches the searches that found nothing in SEARCHES_FILE (missed-searches.ts; README, Configuration).
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {createSiteServer} from './site-server';

async function main() {
  const root = path.resolve(process.env.BUILD_DIR ?? 'build');
  if (!existsSync(path.join(root, 'index.html'))) {
    console.error(`serve: no built site in ${root}. Run "npm run build" first.`);
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? 'localhost';
  const server = await createSiteServer(root);
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `serve: port ${port} is already in use. Stop the other server or set PORT.`
        : `serve: ${error.message}`,
    );
    process.exit(1);
  });
  server.listen(port, host, () => console.log(`Vidcove Help Centre: http://${host}:${port}/`));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      server.close(() => process.exit(0));
      server.closeAllConnections();
    });
  }
}

main().catch((error: unknown) => {
  console.error(`serve: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
