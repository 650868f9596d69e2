/**
 * Serves the production build: `npm run serve:prod` (after `npm run build`).
 * PORT (default 3000) and HOST (default localhost) choose where it listens. POST /feedback stores
 * "Was this page helpful?" answers in FEEDBACK_FILE (tools/server/feedback.ts; README, Configuration).
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {createStaticServer} from './static-server';
import {DEFAULT_FEEDBACK_FILE, DEFAULT_RATE_LIMIT, FEEDBACK_PATH, createFeedbackHandler} from './feedback';

const root = path.resolve(process.env.BUILD_DIR ?? 'build');
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`serve: no built site in ${root}. Run "npm run build" first.`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? 'localhost';
const feedback = createFeedbackHandler({
  file: path.resolve(process.env.FEEDBACK_FILE || DEFAULT_FEEDBACK_FILE),
  rateLimit: {...DEFAULT_RATE_LIMIT, max: Number(process.env.FEEDBACK_RATE_LIMIT || DEFAULT_RATE_LIMIT.max)},
  trustProxy: process.env.TRUST_PROXY === '1',
});
const server = createStaticServer({root, routes: {[FEEDBACK_PATH]: feedback}});
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `serve: port ${port} is already in use. Stop the other server or set PORT.`
      : `serve: ${error.message}`,
  );
  process.exit(1);
});
server.listen(port, host, () => {
  console.log(`Vidcove Help Centre: http://${host}:${port}/`);
  server.warm().catch((error: unknown) => console.error('serve: could not precompress assets:', error));
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
