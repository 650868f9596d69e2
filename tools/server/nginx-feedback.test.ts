/**
 * "Was this page helpful?" on nginx, for real: Debian's nginx with the generated configuration passes
 * the widget's posts to the feedback service (`npm run serve:feedback`), which stores them; the rate
 * limit counts the address nginx saw, whatever the client puts in X-Forwarded-For. The search's missed
 * searches take the same way to their own file.
 */
import assert from 'node:assert/strict';
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {FIXTURE_OPTIONS, makeFixture, type Fixture} from '../../plugins/hosting/fixture';
import {nginxConfigFile, renderHostingFiles} from '../../plugins/hosting/write';
import type {FeedbackPayload} from '../../plugins/page-actions/feedback-contract';
import {createFeedbackHandler} from './feedback';
import {createFeedbackService} from './feedback-service';
import {MISSED_SEARCHES_PATH, createMissedSearchesHandler} from './missed-searches';
import {findNginx, startNginx, type RunningNginx} from './nginx';
import {freePort, listenOnFreePort} from './static-server';

const answer: FeedbackPayload = {
  url: 'https://help.example.com/docs/a/',
  answer: 'yes',
  reason: 'accurate',
  comment: 'Through nginx',
  siteVersion: '1.0.0',
  time: '2026-12-05T10:00:00.000Z',
};

describe('feedback through nginx', {skip: findNginx() ? false : 'nginx is not installed'}, () => {
  let fixture: Fixture;
  let nginx: RunningNginx;
  let closeService: () => Promise<void>;
  let file: string;
  let searchesFile: string;

  before(async () => {
    fixture = await makeFixture();
    file = path.join(path.dirname(fixture.root), 'feedback', 'entries.jsonl');
    const {files} = await renderHostingFiles(fixture.root, {...FIXTURE_OPTIONS, feedbackEndpoint: '/feedback'});
    await mkdir(path.dirname(nginxConfigFile(fixture.root)), {recursive: true});
    await writeFile(nginxConfigFile(fixture.root), files.nginx);
    searchesFile = path.join(path.dirname(file), 'missed-searches.jsonl');
    const handler = createFeedbackHandler({file, rateLimit: {max: 2, windowMs: 60_000}, trustedProxies: 1});
    const searches = createMissedSearchesHandler({file: searchesFile, trustedProxies: 1});
    const service = createFeedbackService({'/feedback': handler, [MISSED_SEARCHES_PATH]: searches});
    const servicePort = await listenOnFreePort(service, '127.0.0.1');
    closeService = () => new Promise((resolve) => service.close(() => resolve()));
    nginx = await startNginx({
      buildDir: fixture.root,
      port: await freePort(),
      feedbackService: `http://127.0.0.1:${servicePort}`,
    });
  });
  after(async () => {
    await nginx?.stop();
    await closeService?.();
    await rm(path.dirname(fixture.root), {recursive: true, force: true});
  });

  const post = (forwardedFor: string) =>
    fetch(`${nginx.url}/feedback`, {
      method: 'POST',
      headers: {'content-type': 'application/json', 'x-forwarded-for': forwardedFor},
      body: JSON.stringify({...answer, comment: `${answer.comment} from ${forwardedFor}`}),
    });

  test('an answer posted to the site reaches the file, with the site’s headers once each', async () => {
    const response = await post('203.0.113.9');
    assert.equal(response.status, 201);
    assert.deepEqual(await response.json(), {ok: true});
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.match(response.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
    const stored = (await readFile(file, 'utf8')).trimEnd().split('\n');
    assert.equal((JSON.parse(stored.at(-1)!) as FeedbackPayload).comment, 'Through nginx from 203.0.113.9');
  });

  test('forged X-Forwarded-For entries do not escape the limit: nginx’s address is the one counted', async () => {
    // The first test's answer counted for this loopback client too: one more is allowed.
    assert.equal((await post('198.51.100.1')).status, 201);
    const forged = await post('198.51.100.2');
    assert.equal(forged.status, 429);
    assert.ok(Number(forged.headers.get('retry-after')) > 0);
  });

  test('missed searches posted to the site reach their own file, with the site’s headers', async () => {
    const search = {query: 'classic editor', page: '/embedding-media/wordpress', time: '2026-12-05T10:00:00.000Z'};
    const response = await fetch(`${nginx.url}${MISSED_SEARCHES_PATH}`, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({searches: [{...search, results: 0}]}),
    });
    assert.equal(response.status, 201);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.match(response.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
    assert.deepEqual(JSON.parse(await readFile(searchesFile, 'utf8')), {...search, results: 0});
  });
});
