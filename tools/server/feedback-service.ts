/**
 * The feedback service on its own: `npm run serve:feedback`, for a site served by nginx (or any proxy),
 * which passes the widget's posts to it (deploy/nginx.conf does). It answers POST /feedback and nothing
 * else. FEEDBACK_HOST and FEEDBACK_PORT (default 127.0.0.1:3001) choose where it listens; FEEDBACK_FILE,
 * FEEDBACK_RATE_LIMIT and TRUST_PROXY (default 1: nginx in front) as for serve.ts; BUILD_DIR (default
 * build/) is the published folder the file must stay out of.
 */
import http from 'node:http';
import path from 'node:path';
import {FEEDBACK_PATH, createFeedbackHandler, type FeedbackHandler} from './feedback';
import {feedbackOptionsFromEnvironment} from './feedback-config';

/** A server answering the feedback path with `handler`, and 404 elsewhere. */
export function createFeedbackService(handler: FeedbackHandler): http.Server {
  return http.createServer((req, res) => {
    if (new URL(req.url ?? '/', 'http://service').pathname === FEEDBACK_PATH) {
      void handler(req, res);
      return;
    }
    const body = JSON.stringify({error: `Only ${FEEDBACK_PATH} is answered here.`});
    res.writeHead(404, {'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body)});
    res.end(body);
  });
}

async function main() {
  const options = await feedbackOptionsFromEnvironment(process.env, {
    servedRoot: path.resolve(process.env.BUILD_DIR ?? 'build'),
    trustedProxies: 1,
  });
  const host = process.env.FEEDBACK_HOST ?? '127.0.0.1';
  const port = Number(process.env.FEEDBACK_PORT ?? 3001);
  const server = createFeedbackService(createFeedbackHandler(options));
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(`serve:feedback: ${error.code === 'EADDRINUSE' ? `port ${port} is already in use` : error.message}`);
    process.exit(1);
  });
  server.listen(port, host, () =>
    console.log(`Feedback service: http://${host}:${port}${FEEDBACK_PATH}, answers in ${options.file}`),
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`serve:feedback: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
