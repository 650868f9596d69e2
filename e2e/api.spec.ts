import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {committedSpecPath, mockApiPort} from '../plugins/api-reference/options';
import {expect, test} from './fixtures';
import type {Locator, Page, Request} from '@playwright/test';

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
const MOCK = `http://localhost:${mockApiPort}`;
const API_KEY = 'vck_live_8fK2mQ7xR4tL9wZ1bN6cV3hJ5dP0sY2a';

/** The API sidebar's link to `pathname` must be the current page, inside `category` if given. */
async function expectCurrentInApiSidebar(page: Page, pathname: string, label: string, category?: string) {
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  // apiSidebar, not the help articles' sidebar: the start page, the overview and the tag groups.
  await expect(sidebar.getByRole('link', {name: 'Introduction', exact: true})).toHaveAttribute('href', START);
  await expect(sidebar.getByRole('link', {name: 'Overview', exact: true})).toHaveAttribute('href', OVERVIEW);
  for (const tag of ['Account', 'Media', 'Channels', 'Whitelists', 'Tags']) {
    await expect(sidebar.getByRole('button', {name: tag, exact: true})).toBeVisible();
  }
  const current = sidebar.locator('a[aria-current="page"]');
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
    await expect(page.locator('article')).toContainText('Manage the media, channels, domain allow lists and tags');
    await expectCurrentInApiSidebar(page, START, 'Introduction');
    // The navbar's API Reference item is active anywhere under /api.
    await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'API Reference'})).toHaveClass(
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
      'Your first request',
      'Pagination',
      'Errors',
      'Rate limits',
      'Versioning',
    ]) {
      await expect(page.getByRole('heading', {level: 2, name: heading})).toBeVisible();
    }
    await expect(
      page.locator('article pre').filter({hasText: 'curl https://api.vidcove.com/v1/account'}),
    ).toBeVisible();
    await expectCurrentInApiSidebar(page, OVERVIEW, 'Overview');
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
        await expect(page.getByRole('heading', {level: 1, name: operation.summary})).toBeVisible();
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

test.describe('Send, against the local mock server', () => {
  // Each test waits for the request panel's chunk and a code generator, then a mock round trip.
  test.describe.configure({timeout: 90_000});

  /** The request panel, pointed at the mock server with an API key filled in. */
  async function requestPanel(page: Page, operationId: string): Promise<Locator> {
    await page.goto(`/api/${operationId}`);
    const panel = page.locator('.openapi-right-panel__container');
    const codeSample = panel.locator('pre:visible').first();
    // The panel's code loads after the page (its own chunk, then the curl generator): allow for a
    // busy machine. The code samples show the production base URL until another server is chosen.
    await expect(codeSample).toContainText('https://api.vidcove.com/v1/', {timeout: 30_000});
    await panel.locator('.openapi-explorer__floating-btn').filter({hasText: 'https://api.vidcove.com/v1'}).hover();
    await panel.getByRole('button', {name: 'Edit'}).click();
    await panel.getByRole('combobox').first().selectOption(MOCK);
    await panel.getByPlaceholder('Bearer Token').fill(API_KEY);
    await expect(codeSample).toContainText(`${MOCK}/`);
    return panel;
  }

  async function send(page: Page, panel: Locator): Promise<{request: Request; body: unknown; status: string}> {
    const requestSent = page.waitForRequest((r) => r.url().startsWith(MOCK));
    await panel.getByRole('button', {name: 'Send API Request'}).click();
    const request = await requestSent;
    const response = panel.locator('.openapi-explorer__response-container');
    const status = response.getByRole('tab', {selected: true});
    await expect(status).toHaveText(/^\s*\d{3}\s*$/);
    const body = JSON.parse(await response.locator('pre code').innerText()) as unknown;
    return {request, body, status: (await status.innerText()).trim()};
  }

  test('media-list returns the documented page of media', async ({page}) => {
    const panel = await requestPanel(page, 'media-list');
    const {request, body, status} = await send(page, panel);
    expect(new URL(request.url()).pathname).toBe('/media');
    expect(request.headers().authorization).toBe(`Bearer ${API_KEY}`);
    expect(status).toBe('200');
    const list = body as {data: {id: string; title: string}[]; pagination: {has_more: boolean}};
    expect(list.data.map((media) => media.id)).toEqual(['k7d2m9x4qp', 'p3n8v2c6hw']);
    expect(list.pagination.has_more).toBe(true);
  });

  test('media-detail returns the documented media item', async ({page}) => {
    const panel = await requestPanel(page, 'media-detail');
    const {request, body, status} = await send(page, panel);
    expect(new URL(request.url()).pathname).toBe('/media/k7d2m9x4qp');
    expect(status).toBe('200');
    expect(body).toMatchObject({id: 'k7d2m9x4qp', title: 'Welcome to Northwind', status: 'ready'});
  });

  test('a request missing a required field gets the documented 422 problem', async ({page, guard}) => {
    guard.allowConsoleErrors(/status of 422/);
    const panel = await requestPanel(page, 'media-new');
    // Replace the example body with one that has no source_url.
    const editor = panel.locator('pre[contenteditable]');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await editor.pressSequentially('{"title": "Security basics"}');
    await expect(editor).toHaveText('{"title": "Security basics"}');
    const {request, body, status} = await send(page, panel);
    expect(request.method()).toBe('POST');
    expect(request.postDataJSON()).toEqual({title: 'Security basics'});
    expect(status).toBe('422');
    expect(body).toMatchObject({
      type: 'https://api.vidcove.com/problems/validation-failed',
      status: 422,
      detail: 'The body must include source_url.',
      errors: [{location: 'body.source_url', message: 'is required'}],
    });
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
      page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'API Reference'}),
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
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'API Reference'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Vidcove API'})).toBeVisible();
    // The theme's heading style (2rem) applies after client-side navigation, not only on a full load.
    await expect(page.locator('h1.openapi__heading')).toHaveCSS('font-size', '32px');
  });
});
