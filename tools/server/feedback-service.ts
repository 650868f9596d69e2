/**
 * The feedback service on its own: `npm run serve:feedback`, for a site served by nginx (or any proxy),
 * which passes the widget's posts to it (deploy/nginx.conf does). It answers POST /feedback and POST
 * /missed-searches and nothing else. FEEDBACK_HOST and FEEDBACK_PORT (default 127.0.0.1:3001) choose where
 * it listens; FEEDBACK_FILE, FEEDBACK_RATE_LIMIT, SEARCHES_FILE, SEARCHES_RATE_LIMIT and TRUST_PROXY
 * (default 1: nginx in front) as for serve.ts; BUILD_DIR (default build/) is the published folder the
 * files must stay out of.
 */
import http from 'node:http';
import path from 'node:path';
import {FEEDBACK_PATH, createFeedbackHandler, type FeedbackHandler} from './feedback';
import {feedbackOptionsFromEnvironment, searchesOptionsFromEnvironment} from './feedback-config';
import {MISSED_SEARCHES_PATH, createMissedSearchesHandler} from './missed-searches';

/** A server answering each path of `handlers` with its handler, and 404 elsewhere. */
export function createFeedbackService(handlers: Readonly<Record<string, FeedbackHandler>>): http.Server {
  return http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://service').pathname;
    if (Object.hasOwn(handlers, pathname)) {
      void handlers[pathname]!(req, res);
      return;
    }
    const body = JSON.stringify({error: `Only ${Object.keys(handlers).join(' and ')} are answered here.`});
    res.writeHead(404, {'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body)});
    res.end(body);
  });
}

async function main() {
  const where = {servedRoot: path.resolve(process.env.BUILD_DIR ?? 'build'), trustedProxies: 1};
  const options = await feedbackOptionsFromEnvironment(process.env, where);
  const searches = await searchesOptionsFromEnvironment(process.env, where);
  const host = process.env.FEEDBACK_HOST ?? '127.0.0.1';
  const port = Number(process.env.FEEDBACK_PORT ?? 3001);
  const server = createFeedbackService({
    [FEEDBACK_PATH]: createFeedbackHandler(options),
    [MISSED_SEARCHES_PATH]: createMissedSearchesHandler(searches),
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(`serve:feedback: ${error.code === 'EADDRINUSE' ? `port ${port} is already in use` : error.message}`);
    process.exit(1);
  });
  server.listen(port, host, () =>
    console.log(
      `Feedback service: http://${host}:${port}${FEEDBACK_PATH}, answers in ${options.file}; ` +
        `${MISSED_SEARCHES_PATH}, searches in ${searches.file}`,
    ),
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`serve:feedback: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
