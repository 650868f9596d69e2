import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import yaml from 'js-yaml';
import {MOCK_NOTE} from '../plugins/api-reference/client/texts';
import {committedSpecPath} from '../plugins/api-reference/options';
import {blockScriptsContaining, CHUNK_FAILURE_ERRORS} from './chunks';
import {expect, test} from './fixtures';
import {API_KEY, fillKey, MOCK, requestPanel} from './request-panel';
import type {Locator, Page, Request, Route} from '@playwright/test';

/** The operations of the committed OpenAPI document: every one must have its page. */
interface Operation {
  readonly id: string;
  readonly summary: string;
  readonly tag: string;
}
const document = yaml.load(readFileSync(path.join(__dirname, '..', committedSpecPath), 'utf8')) as {
  paths: Record<string, Record<string, {operationId: string; summary: string; tags: string[]}>>;
};
const operations: Operation[] = Object.values(document.paths).flatMap((item) =>
  Object.values(item).map((op) => ({id: op.operationId, summary: op.summary, tag: op.tags[0]!})),
);

const START = '/api/vidcove-api';
const OVERVIEW = '/api/overview';
const DOC = '/getting-started/accessing-vidcove';

/** The API sidebar's link to `pathname` must be the current page, inside `category` if given. */
async function expectCurrentInApiSidebar(page: Page, pathname: string, label: string, category?: string) {
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  // apiSidebar, not the help articles' sidebar: the start page, the overview and the tag groups.
  await expect(sidebar.getByRole('link', {name: 'At a glance', exact: true})).toHaveAttribute('href', START);
  await expect(sidebar.getByRole('link', {name: 'How the API works', exact: true})).toHaveAttribute('href', OVERVIEW);
  for (const tag of ['Account', 'Media', 'Channels', 'Whitelists', 'Tags']) {
    await expect(sidebar.getByRole('button', {name: tag, exact: true})).toBeVisible();
  }
  const current = sidebar.locator('a[aria-current="page"]');
  await expect(current).toBeVisible();
  await expect(current).toHaveAttribute('href', pathname);
  await expect(current).toHaveText(new RegExp(`${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  if (category) {
    const group = current.locator('xpath=ancestor::li[contains(@class, "theme-doc-sidebar-item-category")][1]');
    await expect(group.getByRole('button').first()).toHaveText(category);
  }
}

test.describe('API reference pages', () => {
  // API pages are heavier than articles (the first request of each asset also waits for the
  // server to compress it); on a busy machine loading one can take most of the default 30 s.
  test.describe.configure({timeout: 60_000});

  test('the start page is generated from the document and sits first in apiSidebar', async ({page}) => {
    const response = await page.goto(START);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Vidcove API | Vidcove Help Centre', {timeout: 20_000});
    await expect(page.getByRole('heading', {level: 1, name: 'Vidcove API'})).toBeVisible();
    await expect(page.getByText('Version: 1.0.0')).toBeVisible();
    await expect(
      page.locator('article').getByText(/Manage the media, channels, domain allow lists and tags/),
    ).toBeVisible();
    await expectCurrentInApiSidebar(page, START, 'At a glance');
    // The navbar's API Reference item is active anywhere under /api.
    await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'API Reference'})).toHaveClass(
      /navbar__link--active/,
    );
  });

  test('the overview explains authentication, pagination, errors and rate limits', async ({page}) => {
    const response = await page.goto(OVERVIEW);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('API overview | Vidcove Help Centre', {timeout: 20_000});
    for (const heading of [
      'Base URL',
      'Authentication',
      'Identifiers',
      'Pagination',
      'Errors',
      'Rate limits',
      'Versioning',
    ]) {
      await expect(page.getByRole('heading', {level: 2, name: heading})).toBeVisible();
    }
    await expect(
      page.locator('article pre').filter({hasText: 'curl "https://api.vidcove.com/v1/media?status=ready&limit=100"'}),
    ).toBeVisible();
    await expectCurrentInApiSidebar(page, OVERVIEW, 'How the API works');
  });

  // Each operation page opens from apiSidebar like a reader would (client-side navigation); the
  // quality gate (quality.spec.ts) loads every one directly and checks its status.
  test('every operation page opens from apiSidebar, under its tag', async ({page}) => {
    test.setTimeout(operations.length * 10_000);
    await page.goto(START);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    for (const operation of operations) {
      await test.step(`/api/${operation.id}`, async () => {
        const category = sidebar.getByRole('button', {name: operation.tag, exact: true});
        if ((await category.getAttribute('aria-expanded')) === 'false') await category.click();
        await sidebar.locator(`a[href="/api/${operation.id}"]`).click();
        await expect(page).toHaveURL((url) => url.pathname === `/api/${operation.id}`);
        await expect(page).toHaveTitle(`${operation.summary} | Vidcove Help Centre`);
        // The first operation page reached this way loads the content's chunk (client/live-content.tsx) before
        // it shows: allow for a busy machine.
        await expect(page.getByRole('heading', {level: 1, name: operation.summary})).toBeVisible({timeout: 30_000});
        await expectCurrentInApiSidebar(page, `/api/${operation.id}`, operation.summary, operation.tag);
      });
    }
  });

  test('apiSidebar lists every operation once', async ({page}) => {
    await page.goto(START);
    const links = await page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .locator('a.menu__link:not(.menu__link--sublist)[href^="/api/"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(links.sort()).toEqual([START, OVERVIEW, ...operations.map((op) => `/api/${op.id}`)].sort());
  });
});

test.describe('operation pages read without script', () => {
  test.use({javaScriptEnabled: false});

  test('parameters, responses, where Send goes and the document links are in the HTML', async ({page, request}) => {
    await page.goto('/api/media-list');
    await expect(page.getByRole('heading', {level: 1, name: 'List media'})).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Query Parameters'})).toBeVisible();
    await expect(
      page.locator('.openapi-params__list-item, .openapi-params__item').filter({hasText: 'cursor'}),
    ).not.toHaveCount(0);
    await expect(page.getByText('One page of media.')).toBeVisible();
    await expect(page.getByText(MOCK_NOTE)).toBeVisible();
    await expect(page.getByRole('radio', {name: /Local mock server/})).toBeChecked();
    const yamlLink = page.getByRole('link', {name: 'YAML'});
    await expect(yamlLink).toBeVisible();
    const json = await request.get((await page.getByRole('link', {name: 'JSON'}).getAttribute('href'))!);
    const published = (await json.json()) as {servers: {url: string}[]; paths: object};
    expect(published.servers.map((server) => server.url)).toEqual([MOCK, 'https://api.vidcove.com/v1']);
    const yamlText = await (await request.get((await yamlLink.getAttribute('href'))!)).text();
    expect(yaml.load(yamlText)).toEqual(published);
  });

  test('every response shows under its status code, its examples too', async ({page}) => {
    // Tabs switch with script only: without the no-script style, only the 200 response could be read.
    await page.goto('/api/media-detail');
    await expect(page.locator('.openapi-tabs__response-list-container')).toBeHidden();
    const notFound = page.locator('[role="tabpanel"]').filter({
      has: page.locator('[data-tab-panel-label]', {hasText: /^404$/}),
    });
    await expect(notFound.locator('[data-tab-panel-label]').first()).toBeVisible();
    await expect(notFound.getByText('No media with this ID exists in the account, or it was deleted.')).toBeVisible();
    const example = page.locator('.openapi-tabs__container pre').first();
    await expect(example).toBeVisible();
    await expect(example).toContainText('"id"');
  });

  test('every response example is in its panel as plain text, with nothing for a script to move in', async ({page}) => {
    // Every example starts in a hidden tab panel (a response shows its Schema tab first), so the server
    // sends it as plain text: highlighted, the examples of /api/media-list were 1,220 of its 2,724 elements.
    // Streamed out of place, an example would be plain text where it stands with a highlighted copy waiting
    // in a hidden element at the end of the page, for a script to move it in while the page loads.
    // Every operation page in turn: 5 s each, for a busy machine (about 1 s each on a quiet one).
    test.setTimeout(operations.length * 5_000);
    for (const operation of operations) {
      await test.step(`/api/${operation.id}`, async () => {
        await page.goto(`/api/${operation.id}`);
        await expect(page.getByRole('heading', {level: 1, name: operation.summary})).toBeVisible();
        const examples = page.locator('.openapi-tabs__container pre');
        expect(await examples.count()).toBeGreaterThan(0);
        await expect(page.locator('[role="tabpanel"][hidden] .prism-code')).toHaveCount(0);
        for (const text of await examples.allTextContents()) expect(text).toMatch(/^\s*[[{]/);
        await expect(page.locator('div[hidden][id^="S:"]')).toHaveCount(0);
      });
    }
  });
});

test.describe('Send, against the local mock server', () => {
  // Each test waits for the request panel's chunk and a code generator, then a mock round trip.
  test.describe.configure({timeout: 90_000});

  async function send(page: Page, panel: Locator): Promise<{request: Request; body: unknown; status: string}> {
    const requestSent = page.waitForRequest((r) => r.url().startsWith(MOCK) && r.method() !== 'OPTIONS');
    await panel.getByRole('button', {name: 'Send API Request'}).click();
    const request = await requestSent;
    const response = panel.locator('.openapi-explorer__response-container');
    const status = response.getByRole('tab', {selected: true});
    await expect(status).toBeVisible();
    await expect(status).toHaveText(/^\s*\d{3}\s*$/);
    const body = JSON.parse(await response.locator('pre code').innerText()) as unknown;
    return {request, body, status: (await status.innerText()).trim()};
  }

  test('a request panel whose code fails to load shows the error and a Retry that loads it', async ({page, guard}) => {
    guard.allowConsoleErrors(...CHUNK_FAILURE_ERRORS);
    // A string only the request panel's code holds.
    const block = await blockScriptsContaining(page, 'Send API Request');
    await page.goto('/api/media-list');
    const failure = page.getByRole('alert').filter({hasText: 'The request panel could not be loaded.'});
    await expect(failure).toBeVisible({timeout: 30_000});
    expect(block.blocked()).toBeGreaterThan(0);
    // The reference itself is there: only the panel failed.
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.getByRole('heading', {name: /This page crashed/})).toHaveCount(0);
    block.unblock();
    await failure.getByRole('button', {name: 'Retry'}).click();
    await expect(page.getByRole('button', {name: 'Send API Request'})).toBeVisible({timeout: 30_000});
    await expect(failure).toBeHidden();
  });

  test('a GET list returns the documented page of media', async ({page}) => {
    const panel = await requestPanel(page, 'media-list');
    await fillKey(panel);
    const {request, body, status} = await send(page, panel);
    expect(new URL(request.url()).pathname).toBe('/media');
    expect(request.headers().authorization).toBe(`Bearer ${API_KEY}`);
    expect(status).toBe('200');
    const list = body as {data: {id: string; title: string}[]; pagination: {has_more: boolean}};
    expect(list.data.map((media) => media.id)).toEqual(['k7d2m9x4qp', 'p3n8v2c6hw']);
    expect(list.pagination.has_more).toBe(true);
  });

  test('a GET with a path parameter returns the documented media item', async ({page}) => {
    const panel = await requestPanel(page, 'media-detail');
    await fillKey(panel);
    const {request, body, status} = await send(page, panel);
    expect(new URL(request.url()).pathname).toBe('/media/k7d2m9x4qp');
    expect(status).toBe('200');
    expect(body).toMatchObject({id: 'k7d2m9x4qp', title: 'Welcome to Northwind', status: 'ready'});
  });

  test('a POST of the example body creates the media', async ({page}) => {
    const panel = await requestPanel(page, 'media-new');
    await fillKey(panel);
    const {request, body, status} = await send(page, panel);
    expect(request.method()).toBe('POST');
    expect(request.postDataJSON()).toMatchObject({source: {type: 'url', url: expect.any(String) as unknown}});
    expect(status).toBe('201');
    expect(body).toMatchObject({status: 'uploading'});
  });

  test('with no key, the mock answers 401 and the panel says to paste one', async ({page, guard}) => {
    guard.allowConsoleErrors(/status of 401/);
    const panel = await requestPanel(page, 'account-info');
    await panel.getByRole('button', {name: 'Send API Request'}).click();
    const explanation = panel.locator('.api-send-outcome');
    await expect(explanation).toBeVisible();
    await expect(explanation).toContainText('401 Unauthorized');
    await expect(explanation).toContainText('The mock server accepts any key');
  });

  test('with the mock server stopped, the panel says it cannot reach it and how to start it', async ({page, guard}) => {
    guard.allowConsoleErrors(/ERR_CONNECTION_REFUSED|Failed to load resource/);
    const panel = await requestPanel(page, 'media-list');
    await fillKey(panel);
    // As if the mock were not running: every connection to it is refused.
    await page.route(`${MOCK}/**`, (route) => route.abort('connectionrefused'));
    await panel.getByRole('button', {name: 'Send API Request'}).click();
    const alert = panel.getByRole('alert');
    await expect(alert).toBeVisible({timeout: 20_000});
    await expect(alert).toContainText(`Cannot reach ${MOCK}`);
    await expect(alert).toContainText('run npm run mock:api');
    await expect(panel.getByText('Click the Send API Request button above')).toHaveCount(0);
  });

  test('an answer the browser may not read is reported as CORS', async ({page, guard}) => {
    guard.allowConsoleErrors(/CORS|Failed to load resource|ERR_FAILED/);
    const panel = await requestPanel(page, 'media-list');
    await fillKey(panel);
    // The server answers, but allows another origin only. (Playwright's fulfill adds an
    // Access-Control-Allow-Origin for the page when the response has none.)
    await page.route(`${MOCK}/**`, (route) =>
      route.request().method() === 'OPTIONS'
        ? route.fallback()
        : route.fulfill({
            status: 200,
            contentType: 'application/json',
            headers: {'access-control-allow-origin': 'https://elsewhere.example'},
            body: '{}',
          }),
    );
    await panel.getByRole('button', {name: 'Send API Request'}).click();
    const alert = panel.getByRole('alert');
    await expect(alert).toContainText(`${MOCK} answered, but the browser blocked the answer (CORS)`, {timeout: 20_000});
    await expect(alert).toContainText('copy the cURL sample above');
  });

  test('a 5 MB response is shown shortened, with its size and the whole body to download', async ({page}) => {
    const panel = await requestPanel(page, 'media-list');
    await fillKey(panel);
    const item = {id: 'k7d2m9x4qp', title: 'Welcome to Northwind', description: 'x'.repeat(400)};
    const huge = JSON.stringify({data: Array.from({length: 11_000}, () => item)});
    expect(huge.length).toBeGreaterThan(5_000_000);
    await page.route(`${MOCK}/media*`, (route) =>
      route.request().method() === 'OPTIONS'
        ? route.fallback()
        : route.fulfill({
            status: 200,
            contentType: 'application/json',
            headers: {'access-control-allow-origin': '*'},
            body: huge,
          }),
    );
    await panel.getByRole('button', {name: 'Send API Request'}).click();
    const notice = panel.getByText(/^This response is 5\.\d MB: the panel shows its first 6\d KB\./);
    await expect(notice).toBeVisible({timeout: 30_000});
    await expect(panel.locator('.openapi-explorer__response-container pre code')).toContainText('"id": "k7d2m9x4qp"');
    // The tab still answers, and the whole body downloads.
    const downloading = page.waitForEvent('download');
    await panel.getByRole('link', {name: /Download the whole response \(5\.\d MB\)/}).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('response.json');
    expect(statSync((await download.path())!).size).toBe(huge.length);
  });

  test('the server is switched from the keyboard, and the panel follows', async ({page}) => {
    const panel = await requestPanel(page, 'media-detail');
    const mock = panel.getByRole('radio', {name: /Local mock server/});
    await expect(mock).toBeChecked();
    await mock.focus();
    await page.keyboard.press('ArrowDown');
    const production = panel.getByRole('radio', {name: /Production https:\/\/api\.vidcove\.com\/v1/});
    await expect(production).toBeChecked();
    await expect(production).toBeFocused();
    await expect(panel.getByText('Production. Reads and changes the account that owns the API key.')).toBeVisible();
    await expect(panel.getByText(MOCK_NOTE)).toHaveCount(0);
    await expect(panel.locator('pre:visible').first()).toContainText('https://api.vidcove.com/v1/media/');
    // Back to the mock, and the choice holds on the next page.
    await page.keyboard.press('ArrowUp');
    await expect(mock).toBeChecked();
    await page.goto('/api/media-list');
    await expect(page.getByRole('radio', {name: /Local mock server/})).toBeChecked();
  });

  test("every code sample language's tab shows its logo", async ({page}) => {
    // The stylesheet keeps the logos of the offered languages only (plugins/api-reference/language-logos.ts).
    const panel = await requestPanel(page, 'media-list');
    const tabs = panel.locator(
      '[class*="openapi-tabs__code-item--"]:not(.openapi-tabs__code-item--variant):not(.openapi-tabs__code-item--sample)',
    );
    await expect(tabs).toHaveCount(4);
    for (const tab of await tabs.all()) {
      await expect(tab).toBeVisible();
      const logo = await tab.evaluate((element) => {
        const after = getComputedStyle(element, '::after');
        return {image: after.backgroundImage, width: parseFloat(after.width), height: parseFloat(after.height)};
      });
      expect(logo.image, await tab.innerText()).toMatch(/^url\("data:image\/svg\+xml/);
      expect(logo.width * logo.height, await tab.innerText()).toBeGreaterThan(0);
    }
  });

  test('the opened panel passes axe, heading order included', async ({page}) => {
    const panel = await requestPanel(page, 'media-new');
    await fillKey(panel);
    await expect(panel.getByRole('button', {name: 'Send API Request'})).toBeVisible();
    const {violations} = await new AxeBuilder({page})
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .withRules(['heading-order'])
      .analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([]);
  });
});

test('on a phone, "Try this request" below the content is at full contrast, not pulsing', async ({page}) => {
  await page.setViewportSize({width: 412, height: 823});
  await page.goto('/api/media-list');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  // Below the fold the panel has not loaded: the button waits for the reader.
  const button = page.getByRole('button', {name: 'Try this request'});
  await expect(button).toBeAttached();
  await expect(button).not.toBeInViewport();
  // Nothing around it animates or fades it: the theme's pulsing skeleton put it below 4.5:1 half the time.
  const around = await button.evaluate((element) => {
    const faded: string[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const animations = node.getAnimations().map((animation) => (animation as CSSAnimation).animationName);
      if (animations.length > 0 || getComputedStyle(node).opacity !== '1') {
        faded.push(`${node.className}: ${animations.join(', ') || `opacity ${getComputedStyle(node).opacity}`}`);
      }
    }
    return faded;
  });
  expect(around).toEqual([]);
  // Scrolled to, it is what the reader presses (or the panel has loaded in its place).
  await button.scrollIntoViewIfNeeded().catch(() => undefined);
  await expect(page.getByRole('button', {name: /Try this request|Send API Request/})).toBeVisible();
});

test('a keyboard user who tabs to "Try this request" keeps their place as the panel loads', async ({page}) => {
  await page.setViewportSize({width: 412, height: 823});
  await page.goto('/api/media-list');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  // Focus reaching the button (Shift+Tab from below, or a screen reader's browse mode) loads the panel, which
  // takes the button's place. (Playwright's focus() would put focus back on the button as it goes.)
  await page.getByRole('button', {name: 'Try this request'}).evaluate((button: HTMLElement) => button.focus());
  const panel = page.locator('.api-request-panel');
  await expect(panel.getByRole('button', {name: 'Send API Request'})).toBeVisible({timeout: 30_000});
  // Focus stayed in the request panel's column, not back at the top of the page.
  expect(await panel.evaluate((column) => column.contains(column.ownerDocument.activeElement))).toBe(true);
  await page.keyboard.press('Tab');
  expect(await panel.evaluate((column) => column.contains(column.ownerDocument.activeElement))).toBe(true);
});

test.describe('the page content comes alive when reached for', () => {
  // Each test waits for the content's chunk to load: allow for a busy machine.
  test.describe.configure({timeout: 90_000});

  test('a response status tab works once the reader points at the content', async ({page}) => {
    await page.goto('/api/media-detail');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const tab = page.getByRole('tab', {name: '404'});
    await tab.hover();
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('No media with this ID exists in the account, or it was deleted.')).toBeVisible();
  });

  test('an example chosen in its tab shows highlighted; examples still hidden stay plain text', async ({page}) => {
    await page.goto('/api/media-list');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const tab = page.getByRole('tab', {name: 'Example (auto)'}).first();
    await tab.hover();
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`);
    const example = panel.locator('pre.prism-code');
    await expect(example).toBeVisible();
    await expect(example).toContainText('"next_cursor"');
    await expect(example.locator('.token.property').first()).toBeVisible();
    await expect(page.locator('[role="tabpanel"][hidden] .prism-code')).toHaveCount(0);
  });

  /**
   * Holds the scripts that `reach` makes the page load (the reader reaches for the content), lets `meanwhile`
   * act with the server's content still in the page, then releases them together.
   */
  async function whileTheContentLoads(
    page: Page,
    reach: () => Promise<void>,
    meanwhile: (scripts: string[]) => Promise<void>,
  ): Promise<void> {
    const held: Route[] = [];
    let holding = true;
    await page.route('**/assets/js/*.js', async (route) => {
      if (holding && route.request().resourceType() === 'script') held.push(route);
      else await route.fallback();
    });
    await reach();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    // Webpack asks for all of a chunk's scripts at once: the count stops growing.
    let seen = -1;
    const settled = () => {
      const same = held.length === seen;
      seen = held.length;
      return same;
    };
    await expect.poll(settled, {intervals: [250]}).toBe(true);
    holding = false;
    await meanwhile(held.map((route) => route.request().url()));
    await expect(page.locator('.api-content:not([data-live])')).toBeVisible();
    for (const route of held) await route.continue();
    await expect(page.locator('.api-content[data-live]')).toBeVisible();
  }

  test('a click while React renders the live content, after its code has run, is not lost', async ({page}) => {
    await page.goto('/api/media-list');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await whileTheContentLoads(
      page,
      () => page.getByRole('tab', {name: 'Example (auto)'}).first().hover(),
      // When the last of them has run (its load event comes after the microtasks its code started, so after
      // the content's code has arrived), and before React's next task renders the live content: a click.
      (scripts) =>
        page.evaluate((sources) => {
          let left = sources.length;
          window.document.addEventListener(
            'load',
            (event) => {
              if (!(event.target instanceof HTMLScriptElement) || !sources.includes(event.target.src)) return;
              left -= 1;
              if (left > 0) return;
              const tab = Array.from(window.document.querySelectorAll<HTMLElement>('[role="tab"]')).find(
                (element) => element.textContent?.trim() === 'Example (auto)',
              );
              tab?.click();
            },
            true,
          );
        }, scripts),
    );
    const tab = page.getByRole('tab', {name: 'Example (auto)'}).first();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`).locator('pre')).toBeVisible();
  });

  test('a keyboard user tabbing into the content keeps their place', async ({page}) => {
    await page.goto('/api/media-detail');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    // The server's HTML is not marked live: only React's rendering of the content is.
    await expect(page.locator('.api-content:not([data-live])')).toBeVisible();
    await page.getByRole('tab', {name: '200'}).focus();
    // Going live replaces the server's HTML; focus moves to the same tab in React's.
    await expect(page.locator('.api-content[data-live]')).toBeVisible();
    await expect(page.getByRole('tab', {name: '200'})).toBeFocused();
    // The theme's tabs: the arrow keys move focus, Enter selects.
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', {name: '401'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', {name: '401'})).toHaveAttribute('aria-selected', 'true');
  });

  test('an arrow key pressed while the content loads is not lost', async ({page}) => {
    await page.goto('/api/media-detail');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await whileTheContentLoads(
      page,
      () => page.getByRole('tab', {name: '200'}).focus(),
      () => page.keyboard.press('ArrowRight'),
    );
    await expect(page.getByRole('tab', {name: '401'})).toBeFocused();
  });
});

test.describe('the API theme stays on API pages', () => {
  test.describe.configure({timeout: 60_000});

  /** Scripts and stylesheets the page downloaded (including prefetches) that belong to the API theme. */
  async function apiThemeFiles(page: Page, pathname: string): Promise<string[]> {
    const assets: Request[] = [];
    page.on('requestfinished', (request) => {
      if (/\/assets\/(js|css)\//.test(new URL(request.url()).pathname)) assets.push(request);
    });
    await page.goto(pathname);
    await page.waitForLoadState('networkidle');
    // Bring the footer into view too, so every link on the page has had the chance to prefetch.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    const found: string[] = [];
    for (const request of assets) {
      const file = new URL(request.url()).pathname;
      const body = (await (await request.response())?.text()) ?? '';
      // The API chunks by name, and the openapi theme's class names inside any script or stylesheet.
      if (
        /\/api-reference\.[0-9a-f]+\.(js|css)$/.test(file) ||
        /openapi-(explorer|left-panel|right-panel|tabs|skeleton)|theme-api-markdown|openapi__heading/.test(body)
      ) {
        found.push(file);
      }
    }
    return found;
  }

  test(`a help article (${DOC}) requests no API-theme script or stylesheet`, async ({page}) => {
    expect(await apiThemeFiles(page, DOC)).toEqual([]);
    // Its navbar links to the reference all the same.
    await expect(
      page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'API Reference'}),
    ).toHaveAttribute('href', START);
  });

  test('the home page requests no API-theme script or stylesheet', async ({page}) => {
    expect(await apiThemeFiles(page, '/')).toEqual([]);
  });

  test('an API page does load them (the check above can see them)', async ({page}) => {
    const files = await apiThemeFiles(page, '/api/media-list');
    expect(files.some((file) => file.endsWith('.css'))).toBe(true);
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  });

  test('opening the reference from a help article brings its styles in', async ({page}) => {
    await page.goto(DOC);
    await page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'API Reference'}).click();
    await expect(page).toHaveURL((url) => url.pathname === START);
    await expect(page.getByRole('heading', {level: 1, name: 'Vidcove API'})).toBeVisible();
    // The theme's heading style (2rem) applies after client-side navigation, not only on a full load.
    await expect(page.locator('h1.openapi__heading')).toHaveCSS('font-size', '32px');
  });
});
