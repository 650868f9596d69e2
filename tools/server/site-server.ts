/**
 * The project's server for a built site: its files with the site's rules, POST /feedback storing "Was this
 * page helpful?" answers and POST /missed-searches storing searches that found nothing. `npm run serve:prod`
 * runs it; the cross-engine pass runs it in process.
 */
import type http from 'node:http';
import {loadSiteRules, rulesMatchBuild} from './rules';
import {FEEDBACK_PATH, createFeedbackHandler} from './feedback';
import {feedbackOptionsFromEnvironment, searchesOptionsFromEnvironment} from './feedback-config';
import {MISSED_SEARCHES_PATH, createMissedSearchesHandler} from './missed-searches';
import {createStaticServer} from './static-server';

export async function createSiteServer(root: string, env: NodeJS.ProcessEnv = process.env): Promise<http.Server> {
  const feedback = createFeedbackHandler(await feedbackOptionsFromEnvironment(env, {servedRoot: root}));
  const searches = createMissedSearchesHandler(await searchesOptionsFromEnvironment(env, {servedRoot: root}));
  const rules = await loadSiteRules(root);
  if (!(await rulesMatchBuild(root, rules))) {
    console.warn(
      `serve: ${root}/_headers or _redirects differ from the rules this server applies: the build is older, or` +
        ' had other settings (STATUS_FEED_URL, FEEDBACK_ENDPOINT). Rebuild to make them agree.',
    );
  }
  return createStaticServer({
    root,
    rules,
    endpoints: [
      {method: 'POST', path: FEEDBACK_PATH, handle: feedback},
      {method: 'POST', path: MISSED_SEARCHES_PATH, handle: searches},
    ],
  });
}
