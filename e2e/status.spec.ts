/**
 * The status page. The suite runs against the default build (no feed URL), so the snapshot path
 * is tested as shipped. Live mode is tested on the same build: the test rewrites the empty feed URL
 * in the status route's data chunk, which is exactly what a build with STATUS_FEED_URL produces,
 * and answers the feed itself. No second build, and no feed override the page would accept from
 * a URL or a global.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page, Route} from '@playwright/test';
import {expect, test} from './fixtures';
import {MAX_LAYOUT_SHIFT, readPage, watchLayoutShifts} from './page-checks';

interface RawSummary {
  components: {id: string; name: string; status: string}[];
  incidents: {id: string; name: string; incident_updates: {body: string}[]}[];
  scheduled_maintenances?: {name: string}[];
  status: {indicator: string};
  [key: string]: unknown;
}

const dataDir = path.join(__dirname, '..', 'plugins', 'status', 'data');
const summaryText = readFileSync(path.join(dataDir, 'summary.json'), 'utf8');
const snapshot = (): RawSummary => JSON.parse(summaryText) as RawSummary;
const history = JSON.parse(readFileSync(path.join(dataDir, 'history.json'), 'utf8')) as {
  incidents: {name: string}[];
};

const stateLabels: Record<string, string> = {
  operational: 'Operational',
  degraded_performance: 'Degraded performance',
  partial_outage: 'Partial outage',
  major_outage: 'Major outage',
  under_maintenance: 'Under maintenance',
};

const componentRow = (page: Page, name: string) =>
  page.getByRole('listitem').filter({has: page.getByRole('heading', {level: 3, name, exact: true})});

/** The feed URL a live build would carry; 127.0.0.1 makes it cross-origin, like a real feed. */
const feedUrlFor = (baseURL: string | undefined) =>
  `${(baseURL ?? '').replace('localhost', '127.0.0.1')}/__test-status/summary.json`;

/** Turns the default build's status page into a live-mode one by setting the feed URL in its data. */
async function enableLiveMode(page: Page, feedUrl: string): Promise<void> {
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes('"summary":{"pageName"') || !body.includes('"feedUrl":""')) return route.fulfill({response});
    return route.fulfill({response, body: body.replace('"feedUrl":""', `"feedUrl":"${feedUrl}"`)});
  });
}

async function answerFeed(page: Page, feedUrl: string, body: string): Promise<void> {
  await page.route(feedUrl, (route) =>
    route.fulfill({
      status: 200,
      body,
      headers: {'content-type': 'application/json', 'access-control-allow-origin': '*'},
    }),
  );
}

/** Five minutes after the committed snapshot was taken: the snapshot is fresh. */
const FRESH = new Date('2025-11-18T10:20:00Z');

test.describe('the snapshot (default build)', () => {
  test('renders the overall state, every component with its state, and every incident', async ({page}) => {
    const summary = snapshot();
    await page.clock.setFixedTime(FRESH);
    await page.goto('/status/');
    await expect(page).toHaveTitle('Service status | Vidcove Help Centre');
    await expect(page.getByRole('heading', {level: 1, name: 'Vidcove service status'})).toBeVisible();
    await expect(page.getByText('Minor Service Outage', {exact: true})).toBeVisible();

    for (const component of summary.components) {
      const row = componentRow(page, component.name);
      await expect(row, component.name).toHaveCount(1);
      await expect(row.getByText(stateLabels[component.status]!, {exact: true})).toBeVisible();
    }
    // The degraded component is marked by its own shape, not only by colour.
    await expect(componentRow(page, 'Uploads and encoding').locator('svg[data-tone="degraded"]')).toBeVisible();
    await expect(componentRow(page, 'Web app').locator('svg[data-tone="operational"]')).toBeVisible();

    const active = page.getByRole('region', {name: 'Active incidents'});
    for (const incident of summary.incidents) {
      await expect(active.getByRole('heading', {level: 3, name: incident.name})).toBeVisible();
      for (const update of incident.incident_updates) await expect(active.getByText(update.body)).toBeVisible();
    }
    const maintenance = page.getByRole('region', {name: 'Scheduled maintenance'});
    for (const window of summary.scheduled_maintenances ?? []) {
      await expect(maintenance.getByRole('heading', {level: 3, name: window.name})).toBeVisible();
    }
    const past = page.getByRole('region', {name: 'Past incidents'});
    for (const incident of history.incidents) {
      await expect(past.getByRole('heading', {level: 4, name: incident.name})).toBeVisible();
    }
    await expect(past.getByRole('heading', {level: 3, name: 'November 2025'})).toBeVisible();
    await expect(past.getByRole('heading', {level: 3, name: 'August 2025'})).toBeVisible();
  });

  test('uptime bars have text equivalents: the percentage and the days with incidents', async ({page}) => {
    await page.goto('/status/');
    const row = componentRow(page, 'Streaming delivery');
    await expect(
      row.getByRole('img', {name: 'Streaming delivery: 99.98% uptime over the last 90 days, 1 day with incidents.'}),
    ).toBeVisible();
    await expect(row.getByText('99.98% uptime')).toBeVisible();
    // The outage day is drawn shorter as well as red, with a tooltip naming it.
    await expect(row.locator('svg rect title')).toHaveText(['2025-09-09: Major outage, 26 minutes of major outage']);
    const days = row.getByText('1 day with incidents', {exact: true});
    await days.focus();
    await page.keyboard.press('Enter');
    await expect(row.getByRole('listitem')).toBeVisible();
    await expect(row.getByRole('listitem')).toHaveText(
      /Major outage, 26 minutes of major outage\. Incident: Playback failing for some viewers\./,
    );
    await expect(componentRow(page, 'Sites').getByText('No incidents in the last 90 days.')).toBeVisible();
  });

  test('a past incident folds its timeline away until opened', async ({page}) => {
    await page.goto('/status/');
    const incident = page.getByRole('article').filter({hasText: 'Elevated error rates on the REST API'});
    const firstUpdate = incident.getByText('Some requests to api.vidcove.com return 502 or 503 errors.');
    await expect(firstUpdate).toBeHidden();
    await incident.getByText('Timeline (4 updates)').click();
    await expect(firstUpdate).toBeVisible();
    await expect(incident.getByText(/\(1 hour 5 minutes\)/)).toBeVisible();
  });

  test('a year-old snapshot says so first, and its maintenance window reads as completed, not scheduled', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-11-25T00:00:00Z'));
    await page.goto('/status/');
    const notice = page
      .getByRole('status')
      .getByText('This is a snapshot of the status from 1 year ago, not the current status.');
    await expect(notice).toBeVisible();
    await expect(notice).toBeInViewport();
    await expect(page.getByText('At the snapshot, 1 year ago:')).toBeVisible();
    await expect(page.getByText(/^Last updated .*\(1 year ago\)$/)).toBeVisible();
    await expect(
      page.getByText('Open when the snapshot was taken, 1 year ago; they may have been resolved since.'),
    ).toBeVisible();
    const maintenance = page.getByRole('region', {name: 'Scheduled maintenance'});
    await expect(maintenance.getByText('No maintenance is scheduled or in progress.')).toBeVisible();
    const ended = page.getByRole('region', {name: 'Completed maintenance'});
    const window = ended.getByRole('article').filter({hasText: 'Analytics database upgrade'});
    await expect(window).toBeVisible();
    await expect(window.getByText('Status: Completed')).toBeVisible();
    await expect(page.getByText('Status: Scheduled')).toHaveCount(0);

    // The home page's summary says the same, in the same words, before the state it recorded.
    await page.goto('/');
    const home = page.getByRole('region', {name: 'Service status'});
    const homeNotice = home.getByText('This is a snapshot of the status from 1 year ago, not the current status.');
    await expect(homeNotice).toBeVisible();
    const state = home.getByText('At the snapshot, 1 year ago:');
    await expect(state).toBeVisible();
    const [noticeBox, stateBox, labelBox] = await Promise.all(
      [homeNotice, state, home.getByText('Minor Service Outage')].map((part) => part.boundingBox()),
    );
    expect(noticeBox!.y, 'the notice comes first').toBeLessThan(stateBox!.y);
    expect(stateBox!.x, 'the age leads the state').toBeLessThan(labelBox!.x);
    await expect(home.getByText(/For the current status, see status\.vidcove\.com/)).toBeVisible();
  });

  // Times in the reader's locale and "1 year ago" are known only after hydration, and they are longer
  // than the server's text: at 412 px the notice and the overall state grew by a line each (CLS 0.127).
  for (const width of [360, 412, 768, 1440]) {
    test(`nothing moves when the times and ages appear, at ${width} px`, async ({page}) => {
      await page.setViewportSize({width, height: 850});
      await page.clock.setFixedTime(new Date('2026-11-25T00:00:00Z'));
      await watchLayoutShifts(page);
      await page.goto('/status/');
      await expect(
        page.getByText('This is a snapshot of the status from 1 year ago, not the current status.'),
      ).toBeVisible();
      await expect(page.getByText(/^Last updated .*\(1 year ago\)$/)).toBeVisible();
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const {layoutShift, layoutShiftSources} = await readPage(page);
      expect(layoutShift, layoutShiftSources.join(' | ')).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
    });
  }

  test('maintenance is upcoming before its window and in progress during it', async ({page}) => {
    const article = () =>
      page
        .getByRole('region', {name: 'Scheduled maintenance'})
        .getByRole('article')
        .filter({hasText: 'Analytics database upgrade'});
    await page.clock.setFixedTime(FRESH);
    await page.goto('/status/');
    await expect(
      page.getByRole('status').getByText('This is a snapshot of the status from 5 minutes ago.'),
    ).toBeVisible();
    await expect(article().getByText('Status: Upcoming')).toBeVisible();
    await page.clock.setFixedTime(new Date('2025-11-25T23:00:00Z'));
    await page.reload();
    await expect(article().getByText('Status: In progress (as scheduled)')).toBeVisible();
  });

  test('makes no request to any other host and does not fetch a feed', async ({page, baseURL, guard}) => {
    const requests: {url: string; type: string}[] = [];
    page.on('request', (request) => requests.push({url: request.url(), type: request.resourceType()}));
    await page.goto('/status/');
    await expect(page.getByText(/Showing the status snapshot, which is not the current status/)).toBeVisible();
    // Effects have run once times are shown in the reader's form (ISO only in the server HTML).
    await expect(page.getByText(/^Last updated/)).not.toContainText('2025-11-18');
    await page.goto('/');
    await expect(page.getByRole('heading', {name: 'Service status'})).toBeVisible();
    const origin = new URL(baseURL!).origin;
    expect(requests.filter((r) => new URL(r.url).origin !== origin)).toEqual([]);
    expect(requests.filter((r) => r.type === 'fetch' || r.type === 'xhr')).toEqual([]);
    expect(guard.blocked).toEqual([]);
    await expect(page.getByText('Checking live status')).toHaveCount(0);
  });
});

test.describe('times in the reader’s time zone', () => {
  test.use({locale: 'de-DE', timezoneId: 'Europe/Berlin'});

  test('"Last updated" is in UTC in the HTML and in the reader’s zone after hydration, in the site’s format', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/status/')).text();
    expect(html).toMatch(
      /Last updated <time datetime="?2025-11-18T10:05:12\.000Z"?>18 November 2025, 10:05 UTC<\/time>/,
    );
    await page.goto('/status/');
    const updated = page.getByText(/^Last updated/);
    await expect(updated).toBeVisible();
    // One British format for every reader (the site is in British English); the time is the reader's own.
    await expect(updated).toContainText('18 November 2025, 11:05 CET');
    // Calendar days of the uptime window are UTC days.
    await expect(componentRow(page, 'Web app').getByText('21 August 2025')).toBeVisible();
  });
});

test.describe('live mode', () => {
  // These tests turn the default build into a live one in the browser; the page's CSP is still the default
  // build's, which names no feed. A live build's CSP allows its feed's origin (plugins/hosting, config/hosting.ts).
  test.use({bypassCSP: true});
  test('shows the live feed answered by the test: a degraded component appears', async ({page, baseURL}) => {
    const feedUrl = feedUrlFor(baseURL);
    const live = snapshot();
    live.status = {indicator: 'major'};
    live.components.find((c) => c.name === 'Streaming delivery')!.status = 'partial_outage';
    live.incidents.unshift({
      ...live.incidents[0]!,
      id: 'live1',
      name: 'Buffering for some viewers in Asia',
      incident_updates: [{body: 'We are investigating buffering reported by viewers in Asia.'}],
    });
    await enableLiveMode(page, feedUrl);
    await answerFeed(page, feedUrl, JSON.stringify(live));
    await page.goto('/status/');
    await expect(page.getByText('Showing live status from 127.0.0.1')).toBeVisible();
    await expect(page.getByText('Major Service Outage', {exact: true})).toBeVisible();
    await expect(componentRow(page, 'Streaming delivery').getByText('Partial outage', {exact: true})).toBeVisible();
    await expect(componentRow(page, 'Streaming delivery').locator('svg[data-tone="partial"]')).toBeVisible();
    await expect(page.getByRole('heading', {level: 3, name: 'Buffering for some viewers in Asia'})).toBeVisible();
    // History and uptime still come from the snapshot.
    await expect(page.getByRole('heading', {level: 4, name: 'Playback failing for some viewers'})).toBeVisible();
    await expect(page.getByText('Live status could not be loaded')).toHaveCount(0);
  });

  test('keeps the snapshot and says so when the feed cannot be reached', async ({page, baseURL, guard}) => {
    guard.allowConsoleErrors(/Failed to load resource/);
    const feedUrl = feedUrlFor(baseURL);
    await enableLiveMode(page, feedUrl);
    await page.route(feedUrl, (route) => route.abort('connectionrefused'));
    await page.goto('/status/');
    const notice = page.getByRole('status').filter({hasText: 'Live status could not be loaded.'});
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('The status feed could not be reached.');
    await expect(notice).toContainText('Showing the status snapshot, which is not the current status');
    await expect(notice.locator('time')).toHaveAttribute('datetime', '2025-11-18T10:15:00.000Z');
    await expect(page.getByText('Minor Service Outage', {exact: true})).toBeVisible();
    await expect(
      componentRow(page, 'Uploads and encoding').getByText('Degraded performance', {exact: true}),
    ).toBeVisible();
  });

  test('gives up after 5 seconds without an answer', async ({page, baseURL}) => {
    const feedUrl = feedUrlFor(baseURL);
    await page.clock.install();
    await enableLiveMode(page, feedUrl);
    let held: Route | undefined;
    await page.route(feedUrl, (route) => {
      held = route;
    });
    const requested = page.waitForRequest(feedUrl);
    await page.goto('/status/');
    await requested;
    await expect(page.getByText('Checking live status…')).toBeVisible();
    await page.clock.runFor(5_000);
    await expect(page.getByText('The status feed did not answer within 5 seconds.')).toBeVisible();
    await expect(page.getByText(/Showing the status snapshot, which is not the current status/)).toBeVisible();
    await expect(componentRow(page, 'Web app').getByText('Operational', {exact: true})).toBeVisible();
    await held?.abort().catch(() => undefined);
  });

  test('malformed JSON keeps the snapshot with a clear notice', async ({page, baseURL}) => {
    const feedUrl = feedUrlFor(baseURL);
    await enableLiveMode(page, feedUrl);
    await answerFeed(page, feedUrl, '{"status": {"indicator": "none"}, "components": [');
    await page.goto('/status/');
    await expect(page.getByText('Live status could not be loaded.')).toBeVisible();
    await expect(page.getByText('The feed is not valid JSON.')).toBeVisible();
    await expect(page.getByText('Minor Service Outage', {exact: true})).toBeVisible();
  });

  test('hostile keys, far-off dates and huge lists leave the page working', async ({page, baseURL}) => {
    const feedUrl = feedUrlFor(baseURL);
    const live = snapshot();
    ['constructor', '__proto__', 'toString'].forEach((id, i) => (live.components[i]!.id = id));
    const resolved = {
      ...live.incidents[0]!,
      id: 'far-future',
      name: 'From the far future',
      status: 'resolved',
      created_at: '9999-12-31T00:00:00.000Z',
      started_at: '9999-12-31T00:00:00.000Z',
      resolved_at: '9999-12-31T01:00:00.000Z',
    };
    live.incidents.push(resolved, ...Array.from({length: 200}, (_, i) => ({...resolved, id: `r${i}`})));
    await enableLiveMode(page, feedUrl);
    await answerFeed(page, feedUrl, JSON.stringify(live));
    await page.goto('/status/');
    await expect(page.getByText('Showing live status from 127.0.0.1')).toBeVisible();
    const notice = page.getByRole('status').filter({hasText: 'Some of the live status could not be read.'});
    await expect(notice).toContainText('more than 10 years ago or more than a year ahead');
    for (const name of ['Web app', 'Player and playback', 'Streaming delivery']) {
      await expect(componentRow(page, name).getByText('Operational', {exact: true})).toBeVisible();
      await expect(
        componentRow(page, name).getByText('The snapshot has no uptime history for this component.'),
      ).toBeVisible();
    }
    // The history stays the window's months, not one per month up to the year 9999.
    const months = page.getByRole('region', {name: 'Past incidents'}).getByRole('heading', {level: 3});
    expect(await months.count()).toBeLessThanOrEqual(24);
    await expect(page.getByRole('heading', {name: /This page crashed/})).toHaveCount(0);
  });

  test('unknown values, missing fields and hostile or huge text leave the rest working', async ({page, baseURL}) => {
    const feedUrl = feedUrlFor(baseURL);
    const live = snapshot();
    live.components.find((c) => c.name === 'Sites')!.status = 'on_fire';
    delete live.scheduled_maintenances;
    live.incidents[0]!.name = '<img src=x onerror="window.__injected=1">Outage';
    live.incidents[0]!.incident_updates[0]!.body = `<script>window.__injected=1</script>${'Very long text. '.repeat(2000)}`;
    await enableLiveMode(page, feedUrl);
    await answerFeed(page, feedUrl, JSON.stringify(live));
    await page.goto('/status/');

    const notice = page.getByRole('status').filter({hasText: 'Some of the live status could not be read.'});
    for (const problem of [
      '“Sites” has an unknown state “on_fire”; it is shown as Unknown.',
      'The feed has no list of scheduled maintenance.',
      'Some text in the feed was very long and has been shortened.',
    ]) {
      await expect(notice.getByText(problem)).toBeVisible();
    }

    await expect(componentRow(page, 'Sites').getByText('Unknown', {exact: true})).toBeVisible();
    await expect(componentRow(page, 'Sites').locator('svg[data-tone="unknown"]')).toBeVisible();
    await expect(componentRow(page, 'Web app').getByText('Operational', {exact: true})).toBeVisible();
    // Markup from the feed is shown as text and never becomes elements or runs.
    const incident = page.getByRole('heading', {level: 3, name: '<img src=x onerror="window.__injected=1">Outage'});
    await expect(incident).toBeVisible();
    await expect(page.getByText('<script>window.__injected=1</script>Very long text.')).toBeVisible();
    await expect(page.locator('main img, main script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as {__injected?: number}).__injected)).toBeUndefined();
    // The shortened text wraps inside the page instead of widening it.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByText('No maintenance is scheduled or in progress.')).toBeVisible();
  });
});

test.describe('home page and navigation', () => {
  test('the home page shows the overall status and links to the status page', async ({page}) => {
    await page.goto('/');
    const section = page.getByRole('region', {name: 'Service status'});
    await expect(section.getByText('Minor Service Outage')).toBeVisible();
    await expect(section.locator('svg[data-tone="degraded"]')).toBeVisible();
    await section.getByRole('link', {name: 'See components, incidents and maintenance'}).click();
    await expect(page).toHaveURL(/\/status\/$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Vidcove service status'})).toBeVisible();
  });

  test('the navbar Status item is marked active on the status page', async ({page}) => {
    await page.goto('/status/');
    const nav = page.getByRole('navigation', {name: 'Main'});
    await expect(nav.getByRole('link', {name: 'Status'})).toHaveClass(/navbar__link--active/);
  });

  test('the home page does not run the status page code', async ({page}) => {
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text());
    });
    await page.goto('/');
    await expect(page.getByRole('region', {name: 'Service status'})).toBeVisible();
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(bodies);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.includes('Live status could not be loaded'))).toEqual([]);
  });
});
