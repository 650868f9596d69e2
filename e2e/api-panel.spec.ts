/**
 * The request panel of the API reference, against the local mock server: what it sends is what its form
 * and code samples show, what it says before and after Send, and the answers it cannot show as text.
 */
import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {MOCK_DEMO_KEY, MOCK_KEY_NOTE} from '../plugins/api-reference/client/texts';
import {committedSpecPath} from '../plugins/api-reference/options';
import {NEW_TAB_LABEL} from '../plugins/new-tab-links/labels';
import {api} from '../src/data/facts';
import {expect, test} from './fixtures';
import {fillKey, MOCK, requestPanel} from './request-panel';
import type {Locator, Page, Request, Route} from '@playwright/test';

interface Operation {
  readonly id: string;
  readonly method: string;
  readonly parameters: number;
}
const document = yaml.load(readFileSync(path.join(__dirname, '..', committedSpecPath), 'utf8')) as {
  paths: Record<string, Record<string, {operationId?: string; parameters?: unknown[]}> & {parameters?: unknown[]}>;
};
const operations: Operation[] = Object.values(document.paths).flatMap((item) =>
  Object.entries(item)
    .filter(([method]) => method !== 'parameters')
    .map(([method, op]) => ({
      id: (op as {operationId: string}).operationId,
      method: method.toUpperCase(),
      parameters: (item.parameters?.length ?? 0) + ((op as {parameters?: unknown[]}).parameters?.length ?? 0),
    })),
);

test.describe.configure({timeout: 90_000});

const PRODUCTION = 'https://api.vidcove.com/v1';
/** A preflight answer that lets the page send its key. */
const PREFLIGHT_OK = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, accept',
  'access-control-allow-methods': 'GET, POST, DELETE',
};

/** Presses Send and returns the request the mock server was sent. */
async function sendAndCapture(page: Page, panel: Locator): Promise<Request> {
  const requestSent = page.waitForRequest((r) => r.url().startsWith(MOCK) && r.method() !== 'OPTIONS');
  await panel.getByRole('button', {name: 'Send API Request'}).click();
  return requestSent;
}

/** Answers every request to `base` with `answer`, and its preflight with a yes, as a server allowing this site would. */
async function answerAt(page: Page, base: string, answer: Parameters<Route['fulfill']>[0]): Promise<void> {
  await page.route(`${base}/**`, (route) =>
    route.request().method() === 'OPTIONS'
      ? route.fulfill({status: 204, headers: PREFLIGHT_OK})
      : route.fulfill({...answer, headers: {'access-control-allow-origin': '*', ...answer?.headers}}),
  );
}

/** The URL the cURL sample (the code sample shown first) requests. */
async function curlUrl(panel: Locator): Promise<URL> {
  const sample = await panel
    .locator('pre:visible')
    .filter({hasText: /^curl /})
    .first()
    .innerText();
  const url = /curl [^']*'([^']+)'/.exec(sample)?.[1];
  expect(url, sample).toBeDefined();
  return new URL(url!);
}

/** Each field of the form for a parameter `where` (optional ones shown) with the values it shows; none when unset. */
async function formValues(panel: Locator, where: 'query' | 'path'): Promise<Record<string, string[]>> {
  const showOptional = panel.getByRole('button', {name: 'Show optional parameters'});
  if (await showOptional.isVisible()) await showOptional.click();
  return panel.locator('.openapi-explorer__form-item').evaluateAll((items, kind) => {
    const values: Record<string, string[]> = {};
    for (const item of items) {
      if (!item.textContent?.includes(`\u2014 ${kind}`)) continue;
      const label = item.querySelector('.openapi-explorer__form-item-label')?.textContent?.trim();
      const controls = Array.from(item.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select'));
      if (!label || controls.length === 0) continue;
      values[label] = controls.map((control) => control.value).filter((value) => value !== '' && value !== '---');
    }
    return values;
  }, where);
}

/** A URL's query as name → values, lists split at their commas. */
function queryOf(url: URL): Record<string, string[]> {
  const query: Record<string, string[]> = {};
  for (const [name, value] of url.searchParams) (query[name] ??= []).push(...value.split(','));
  return query;
}

test.describe('what Send sends is what the panel shows', () => {
  test.describe.configure({timeout: 240_000});

  test('on every operation with parameters, the request sent, the cURL sample and the form agree', async ({page}) => {
    for (const operation of operations.filter((op) => op.parameters > 0)) {
      await test.step(`/api/${operation.id}`, async () => {
        const panel = await requestPanel(page, operation.id);
        await fillKey(panel);
        const shownQuery = await formValues(panel, 'query');
        const shownPath = await formValues(panel, 'path');
        const sample = await curlUrl(panel);
        const request = await sendAndCapture(page, panel);
        const sent = new URL(request.url());
        expect(request.method()).toBe(operation.method);
        expect(sent.pathname).toBe(sample.pathname);
        expect(queryOf(sent)).toEqual(queryOf(sample));
        // Every query parameter the form shows set is sent with the values shown; no other is sent.
        expect(queryOf(sent)).toEqual(Object.fromEntries(Object.entries(shownQuery).filter(([, v]) => v.length > 0)));
        for (const [name, [value]] of Object.entries(shownPath)) expect(sent.pathname, name).toContain(`/${value}`);
        await expect(panel.locator('.openapi-explorer__response-container').getByRole('tab').first()).toHaveText(
          /^\s*2\d\d\s*$/,
        );
      });
    }
  });

  test('on /api/media-list, unset filters are not sent and the shown defaults are', async ({page}) => {
    const panel = await requestPanel(page, 'media-list');
    await fillKey(panel);
    await panel.getByRole('button', {name: 'Show optional parameters'}).click();
    for (const filter of ['status', 'type', 'visibility']) {
      await expect(panel.getByLabel(filter, {exact: true})).toHaveValue('---');
    }
    await expect(panel.getByLabel('limit', {exact: true})).toHaveValue('25');
    await expect(panel.getByLabel('sort', {exact: true})).toHaveValue('-created_at');
    await panel.getByLabel('type', {exact: true}).selectOption('audio');
    const sent = new URL((await sendAndCapture(page, panel)).url());
    expect(Object.fromEntries(sent.searchParams)).toEqual({type: 'audio', sort: '-created_at', limit: '25'});
  });
});

test.describe('the API key, with the mock server and with the real API', () => {
  test('with the mock chosen, the key field says any key works, and a demo key makes the first Send succeed', async ({
    page,
  }) => {
    const panel = await requestPanel(page, 'account-info');
    const auth = panel.locator('details').filter({has: page.locator('summary', {hasText: /^Auth$/})});
    await expect(auth.getByText(MOCK_KEY_NOTE)).toBeVisible();
    await auth.getByRole('button', {name: 'Use a demo key'}).click();
    await expect(auth.getByPlaceholder('Bearer Token')).toHaveValue(MOCK_DEMO_KEY);
    const request = await sendAndCapture(page, panel);
    expect(request.headers().authorization).toBe(`Bearer ${MOCK_DEMO_KEY}`);
    await expect(panel.locator('.openapi-explorer__response-container').getByRole('tab').first()).toHaveText(/200/);
  });

  test('a 401 from the production API says where to create a key, linking the help on API keys', async ({
    page,
    guard,
  }) => {
    guard.allowConsoleErrors(/status of 401/);
    const panel = await requestPanel(page, 'account-info');
    await panel.getByRole('radio', {name: /Production/}).check();
    await expect(panel.getByText(MOCK_KEY_NOTE)).toHaveCount(0);
    await answerAt(page, PRODUCTION, {
      status: 401,
      contentType: 'application/problem+json',
      body: JSON.stringify({status: 401, title: 'Unauthorized', detail: 'The API key is not valid.'}),
    });
    await panel.getByPlaceholder('Bearer Token').fill('vck_live_revoked0000000000000000000');
    await panel.getByRole('button', {name: 'Send API Request'}).click();
    const explanation = panel.locator('.api-send-outcome');
    await expect(explanation).toContainText('401 Unauthorized');
    await expect(explanation).toContainText('create keys on Settings > API keys');
    await expect(explanation).toContainText('The API says: The API key is not valid.');
    await expect(explanation.getByRole('link', {name: 'how to create one'})).toHaveAttribute(
      'href',
      '/technical-information/rest-api#create-an-api-key',
    );
  });
});

test.describe('what is wrong is said before Send, and the mock says what it found', () => {
  /** Every request the page sends to the mock from now on (preflights left out). */
  function mockRequests(page: Page): Request[] {
    const seen: Request[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(MOCK) && request.method() !== 'OPTIONS') seen.push(request);
    });
    return seen;
  }

  test('limit=abc is named next to its field and nothing is sent; fixed, it is sent', async ({page}) => {
    const panel = await requestPanel(page, 'media-list');
    await fillKey(panel);
    await panel.getByRole('button', {name: 'Show optional parameters'}).click();
    const limit = panel.getByLabel('limit', {exact: true});
    await limit.fill('abc');
    const sent = mockRequests(page);
    await panel.getByRole('button', {name: 'Send API Request'}).click();
    const field = panel.locator('.openapi-explorer__form-item').filter({has: page.getByLabel('limit', {exact: true})});
    await expect(field.getByText('limit must be an integer.')).toBeVisible();
    await expect(limit).toHaveAttribute('aria-invalid', 'true');
    await limit.fill('500');
    await panel.getByRole('button', {name: 'Send API Request'}).click();
    await expect(field.getByText('limit must be 100 or less.')).toBeVisible();
    expect(sent).toEqual([]);
    await limit.fill('30');
    const request = await sendAndCapture(page, panel);
    expect(new URL(request.url()).searchParams.get('limit')).toBe('30');
    await expect(field.locator('.openapi-explorer__input-error')).toHaveCount(0);
  });

  /** Replaces the text of the panel's body editor. */
  async function typeBody(page: Page, panel: Locator, text: string): Promise<void> {
    const editor = panel.locator('pre[contenteditable]');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await editor.pressSequentially(text);
    await expect(editor).toHaveText(text);
  }

  test('a body with a wrong type or a missing property is named under the editor, and nothing is sent', async ({
    page,
  }) => {
    const panel = await requestPanel(page, 'media-new');
    await fillKey(panel);
    await typeBody(page, panel, '{"title": 42}');
    const sent = mockRequests(page);
    await panel.getByRole('button', {name: 'Send API Request'}).click();
    const problems = panel.locator('.api-body-problems');
    await expect(problems).toContainText('The body cannot be sent as it is:');
    await expect(problems.getByRole('listitem')).toHaveText(['source is required.', 'title must be a string.']);
    expect(sent).toEqual([]);
  });

  test('malformed JSON in the body editor is caught before it is sent', async ({page}) => {
    const panel = await requestPanel(page, 'create-whitelist');
    await fillKey(panel);
    await typeBody(page, panel, '{"name": "Intranet", "domains": ["intranet.example.com"],}');
    const sent = mockRequests(page);
    await panel.getByRole('button', {name: 'Send API Request'}).click();
    await expect(panel.locator('.api-body-problems')).toContainText('The body is not valid JSON:');
    expect(sent).toEqual([]);
  });

  test("the mock's own findings are shown, not its canned 422 example", async ({page, guard}) => {
    guard.allowConsoleErrors(/status of 422/);
    const panel = await requestPanel(page, 'media-list');
    await fillKey(panel);
    await panel.getByRole('button', {name: 'Show optional parameters'}).click();
    // A date the panel leaves to the API to check (formats are not checked in the browser).
    await panel.getByLabel('created_after', {exact: true}).fill('yesterday');
    await sendAndCapture(page, panel);
    const explanation = panel.locator('.api-send-outcome');
    await expect(explanation).toContainText('422 Unprocessable Content');
    await expect(explanation).toContainText('the mock server found this wrong with the request:');
    await expect(explanation.getByRole('listitem')).toHaveText([
      'Request query parameter created_after must match format "date-time"',
    ]);
    // The canned example's detail (about sort) is not presented as the answer.
    await expect(explanation).not.toContainText('The API says');
  });
});

test.describe('answers the panel does not show as text', () => {
  test('a long event stream is cut at 64 KB with a notice, and the tab keeps answering', async ({page}) => {
    const panel = await requestPanel(page, 'media-list');
    await fillKey(panel);
    const event = `data: ${JSON.stringify({id: 'k7d2m9x4qp', status: 'processing', progress: 'x'.repeat(200)})}\n\n`;
    const stream = event.repeat(Math.ceil(5_000_000 / event.length));
    await answerAt(page, MOCK, {status: 200, contentType: 'text/event-stream', body: stream});
    await panel.getByRole('button', {name: 'Send API Request'}).click();
    await expect(
      panel.getByText('This event stream passed 64 KB: the panel shows its first 64 KB and stopped reading.'),
    ).toBeVisible({timeout: 30_000});
    const shown = await panel.locator('.openapi-explorer__response-container pre code').innerText();
    expect(shown.length).toBeGreaterThan(30_000);
    // The panel's text is the stream's first 64,000 bytes, as the code block lays them out.
    expect(shown.length).toBeLessThanOrEqual(64_100);
    await panel.getByRole('button', {name: 'Clear'}).click();
    await expect(panel.getByText('This event stream passed 64 KB')).toHaveCount(0);
  });

  const binaries = [
    {
      type: 'image/png',
      body: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      said: 'a PNG image (image/png, 16 bytes)',
      file: 'response.png',
    },
    {
      type: 'application/pdf',
      body: Buffer.from('%PDF-1.7\n%%EOF\n'),
      said: 'a PDF document (application/pdf, 15 bytes)',
      file: 'response.pdf',
    },
    {
      type: 'application/octet-stream',
      body: Buffer.alloc(2048, 7),
      said: 'binary data (application/octet-stream, 2 KB)',
      file: 'response.bin',
    },
  ];
  for (const binary of binaries) {
    test(`a ${binary.type} answer is named with its type and size, to download`, async ({page}) => {
      const panel = await requestPanel(page, 'media-detail');
      await fillKey(panel);
      await answerAt(page, MOCK, {status: 200, contentType: binary.type, body: binary.body});
      await panel.getByRole('button', {name: 'Send API Request'}).click();
      const notice = panel.locator('.api-send-outcome');
      await expect(notice).toContainText(`200: the answer is ${binary.said}, which the panel does not show as text.`);
      await expect(panel.getByText('Connection failed')).toHaveCount(0);
      const downloading = page.waitForEvent('download');
      await notice.getByRole('link', {name: /^Download it/}).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(binary.file);
      expect(statSync((await download.path())!).size).toBe(binary.body.length);
    });
  }

  test('a 204 says the request succeeded with no content', async ({page}) => {
    const panel = await requestPanel(page, 'remove-domains-from-whitelist');
    await fillKey(panel);
    await answerAt(page, MOCK, {status: 204});
    await panel.getByRole('button', {name: 'Send API Request'}).click();
    await expect(panel.locator('.api-send-outcome')).toHaveText(
      '204 No Content: the request succeeded, and the answer has no content.',
    );
    await expect(panel.getByText(/Click the Send API Request button/)).toHaveCount(0);
  });
});

test.describe('the pages before the operations', () => {
  test('the API sidebar starts with two pages named for how they differ', async ({page}) => {
    await page.goto('/api/vidcove-api');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const first = sidebar.locator('a.menu__link').first();
    await expect(first).toHaveText('At a glance');
    await expect(first).toHaveAttribute('href', '/api/vidcove-api');
    const second = sidebar.locator('a.menu__link').nth(1);
    await expect(second).toHaveText('How the API works');
    await expect(second).toHaveAttribute('href', '/api/overview');
    await expect(sidebar.getByRole('link', {name: /^(Introduction|Overview)$/})).toHaveCount(0);
  });

  for (const [pathname, name] of [
    ['/api/vidcove-api', 'Vidcove API Terms of Use'],
    ['/api/overview', `${api.specUrl}`],
  ] as const) {
    test(`every external link on ${pathname} opens a new tab and says so (${name})`, async ({page}) => {
      await page.goto(pathname);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      await expect(page.getByRole('link', {name: `${name} ${NEW_TAB_LABEL}`, exact: true})).toHaveAttribute(
        'target',
        '_blank',
      );
      const external = page.locator('article a[href^="http"]');
      expect(await external.count()).toBeGreaterThan(0);
      for (const link of await external.all()) {
        const href = await link.getAttribute('href');
        await expect(link, href!).toHaveAttribute('target', '_blank');
        await expect(link, href!).toContainText(NEW_TAB_LABEL);
      }
    });
  }
});

test.describe("the reader's own server", () => {
  const STAGING = 'https://staging.example.com/v1';
  const UNREACHABLE = 'https://unreachable.example.com/v1';

  test('a reader sends to their own server, and is told when it cannot be reached', async ({page, guard}) => {
    guard.allowConsoleErrors(/ERR_CONNECTION_REFUSED|Failed to load resource/);
    const panel = await requestPanel(page, 'media-detail');
    await fillKey(panel);
    await panel.getByRole('radio', {name: 'Your own server'}).check();
    await answerAt(page, 'https://staging.example.com', {
      status: 200,
      contentType: 'application/json',
      body: '{"id": "k7d2m9x4qp", "title": "From staging"}',
    });
    await page.route('https://unreachable.example.com/**', (route) => route.abort('connectionrefused'));
    const url = panel.getByLabel("Your server's URL");
    // No URL yet: Send waits, and says why.
    await panel.getByRole('button', {name: 'Send API Request'}).click();
    await expect(panel.getByText('Enter the URL of your own server under Send requests to')).toBeVisible();
    await url.fill('staging.example.com');
    await expect(panel.getByText('Enter a whole URL that starts with https://')).toBeVisible();
    await url.fill(STAGING);
    await expect(panel.locator('pre:visible').filter({hasText: /^curl /})).toContainText(`${STAGING}/media/k7d2m9x4qp`);
    const sent = page.waitForRequest((r) => r.url().startsWith(STAGING) && r.method() === 'GET');
    await panel.getByRole('button', {name: 'Send API Request'}).click();
    expect((await sent).url()).toBe(`${STAGING}/media/k7d2m9x4qp`);
    await expect(panel.locator('.openapi-explorer__response-container pre code')).toContainText('From staging');
    // The choice and the URL hold on the next page.
    await page.goto('/api/media-list');
    await expect(page.getByRole('radio', {name: 'Your own server'})).toBeChecked();
    await expect(page.getByLabel("Your server's URL")).toHaveValue(STAGING);
    // A server that cannot be reached is named, with what to try.
    await page.goto('/api/media-detail');
    const other = page.locator('.openapi-right-panel__container');
    await page.getByLabel("Your server's URL").fill(UNREACHABLE);
    await other.hover();
    await expect(other.getByRole('button', {name: 'Send API Request'})).toBeVisible({timeout: 30_000});
    await fillKey(other);
    await other.getByRole('button', {name: 'Send API Request'}).click();
    const alert = other.getByRole('alert');
    await expect(alert).toContainText('Cannot reach https://unreachable.example.com', {timeout: 20_000});
    await expect(alert).toContainText('Check the server address under Send requests to');
  });
});
