/**
 * Serves the production build: `npm run serve:prod` (after `npm run build`).
 * PORT (default 3000) and HOST (default localhost) choose where it listens; BUILD_DIR what it serves.
 * POST /feedback stores "Was this page helpful?" answers in FEEDBACK_FILE (tools/server/feedback.ts), and
 * POST /missed-searches the searches that found nothing in SEARCHES_FILE (missed-searches.ts; README, Configuration).
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {loadSiteRules, rulesMatchBuild} from './rules';
import {FEEDBACK_PATH, createFeedbackHandler} from './feedback';
import {feedbackOptionsFromEnvironment, searchesOptionsFromEnvironment} from './feedback-config';
import {MISSED_SEARCHES_PATH, createMissedSearchesHandler} from './missed-searches';
import {createStaticServer} from './static-server';

async function main() {
  const root = path.resolve(process.env.BUILD_DIR ?? 'build');
  if (!existsSync(path.join(root, 'index.html'))) {
    console.error(`serve: no built site in ${root}. Run "npm run build" first.`);
    process.exit(1);
  }
  const feedback = createFeedbackHandler(await feedbackOptionsFromEnvironment(process.env, {servedRoot: root}));
  const searches = createMissedSearchesHandler(await searchesOptionsFromEnvironment(process.env, {servedRoot: root}));
  const rules = await loadSiteRules(root);
  if (!(await rulesMatchBuild(root, rules))) {
    console.warn(
      `serve: ${root}/_headers or _redirects differ from the rules this server applies: the build is older, or` +
        ' had other settings (API_SPEC_URL, STATUS_FEED_URL, FEEDBACK_ENDPOINT). Rebuild to make them agree.',
    );
  }
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? 'localhost';
  const server = createStaticServer({
    root,
    rules,
    endpoints: [
      {method: 'POST', path: FEEDBACK_PATH, handle: feedback},
      {method: 'POST', path: MISSED_SEARCHES_PATH, handle: searches},
    ],
  });
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
