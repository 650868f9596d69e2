/**
 * What every article offers besides its text (plugins/page-actions, plugins/markdown-twins): Copy page
 * and View as Markdown by the title, Edit this page and Last updated under it, and "Was this page
 * helpful?" posting to the project's own server (tools/server/feedback.ts).
 */
import {execFileSync} from 'node:child_process';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {parse} from 'node-html-parser';
import {product} from '../src/data/product';
import {DEFAULT_FEEDBACK_FILE, type FeedbackEntry} from '../tools/server/feedback';
import {expect, test} from './fixtures';

const ARTICLE = `/getting-started/accessing-${product.slug}`;
const SOURCE = `docs/getting-started/accessing-${product.slug}.mdx`;
const feedbackFile = path.resolve(process.env.FEEDBACK_FILE || DEFAULT_FEEDBACK_FILE);

/** Entries the server stored whose comment is `comment`. */
async function stored(comment: string): Promise<FeedbackEntry[]> {
  const text = await readFile(feedbackFile, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line.includes(comment))
    .map((line) => JSON.parse(line) as FeedbackEntry);
}

const unique = (what: string) => `${what} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function openArticle(page: Page, route = ARTICLE) {
  await page.goto(route);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}

/** Scrolls to the end of the article: Edit this page, Last updated and the question. */
async function reachEnd(page: Page) {
  await page.locator('footer.theme-doc-footer').scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', {name: 'Was this page helpful?'})).toBeVisible();
}

/** The focused element shows where the keyboard is: an outline of 2 px or more. */
async function expectFocusRing(element: Locator) {
  const {outlineStyle, outlineWidth} = await element.evaluate((focused) => {
    const style = getComputedStyle(focused);
    return {outlineStyle: style.outlineStyle, outlineWidth: parseFloat(style.outlineWidth)};
  });
  expect(outlineStyle).not.toBe('none');
  expect(outlineWidth).toBeGreaterThanOrEqual(2);
}

test.describe('Markdown twin of an article', () => {
  test('the head names the twin, and View as Markdown, by the title, opens it', async ({page}) => {
    await openArticle(page);
    await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
      'href',
      `${ARTICLE}.md`,
    );
    const view = page.getByRole('link', {name: 'View as Markdown'});
    await expect(view).toBeInViewport();
    const title = page.getByRole('heading', {level: 1});
    const [viewBox, titleBox] = [await view.boundingBox(), await title.boundingBox()];
    expect(Math.abs(titleBox!.y - (viewBox!.y + viewBox!.height)), 'just above the title').toBeLessThan(80);

    const [response] = await Promise.all([page.waitForResponse(`**${ARTICLE}.md`), view.click()]);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    await expect(page).toHaveURL(`${ARTICLE}.md`);
    await expect(page.locator('body')).toContainText(`# Accessing ${product.name}`);
    await expect(page.locator('body')).toContainText(`Canonical URL: ${product.siteUrl}${ARTICLE}`);
  });

  test('on a phone the actions are on screen with the title', async ({browser}) => {
    const context = await browser.newContext({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});
    const page = await context.newPage();
    await page.goto(ARTICLE);
    await expect(page.getByRole('button', {name: 'Copy page'})).toBeInViewport();
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toBeInViewport();
    await expect(page.getByRole('heading', {level: 1})).toBeInViewport();
    await context.close();
  });

  test('Copy page puts the twin on the clipboard and says so', async ({page, context, request}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openArticle(page);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Page copied as Markdown.'})).toBeVisible();
    const twin = await (await request.get(`${ARTICLE}.md`)).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
  });

  test('Copy page says when the twin cannot be fetched', async ({page, context, guard}) => {
    guard.allowConsoleErrors(/Failed to load resource/);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openArticle(page);
    await page.route(`**${ARTICLE}.md`, (route) => route.fulfill({status: 503, body: 'down'}));
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByText(/Not copied: the Markdown could not be loaded \(HTTP 503\)/)).toBeVisible();
  });

  test('Copy page says so when the twin’s address answers with a web page, and copies nothing', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openArticle(page);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    // A static host without the twin answers its address with a page (its home or not-found page) and 200.
    await page.route(`**${ARTICLE}.md`, (route) =>
      route.fulfill({status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>Home</title>'}),
    );
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('status')).toHaveText(
      'Not copied: the address of the Markdown answered with a web page, not Markdown. Use View as Markdown instead.',
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('before');
  });

  test('Copy page says it is copying while the twin is slow, and gives up with a reason when it never comes', async ({
    page,
    context,
    guard,
  }) => {
    test.slow();
    guard.allowConsoleErrors(/Failed to load resource/);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openArticle(page);
    await page.route(`**${ARTICLE}.md`, () => undefined); // never answered
    await page.getByRole('button', {name: 'Copy page'}).click();
    const status = page.getByRole('status');
    await expect(status).toHaveText('Copying the page…');
    await expect(status).toHaveText(
      'Not copied: the Markdown did not arrive within 10 seconds. Use View as Markdown instead.',
      {timeout: 20_000},
    );
  });

  test('Copy page, with the clipboard refused, says so and leaves no unhandled error', async ({page}) => {
    // What a browser does when the reader or a policy refuses the page the clipboard.
    await page.addInitScript(() => {
      const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      Object.defineProperty(navigator, 'clipboard', {value: {write: refuse, writeText: refuse}});
    });
    await openArticle(page);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('status')).toHaveText(
      'Not copied: this browser did not allow the page to use the clipboard. Use View as Markdown instead.',
    );
    // The fixture fails the test on any uncaught error or unhandled rejection the page reported.
    await page.waitForLoadState('networkidle');
  });

  for (const route of ['/api/media-list', '/release-notes/2025/11/12/vidcove-11-42']) {
    test(`${route} has a twin but no page actions`, async ({page}) => {
      test.slow(); // The API page hydrates the API theme first.
      await openArticle(page, route);
      await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
        'href',
        `${route}.md`,
      );
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.locator('footer').last()).toBeInViewport();
      await expect(page.getByRole('button', {name: 'Copy page'})).toHaveCount(0);
      await expect(page.getByRole('heading', {name: 'Was this page helpful?'})).toHaveCount(0);
    });
  }
});

test.describe('Edit this page and Last updated', () => {
  test('Edit this page links to the file in the repository', async ({page}) => {
    await openArticle(page);
    await reachEnd(page);
    const edit = page.getByRole('link', {name: 'Edit this page'});
    await expect(edit).toBeVisible();
    await expect(edit).toHaveAttribute('href', `${product.repositoryUrl}/edit/${product.repositoryBranch}/${SOURCE}`);
  });

  test('Last updated shows the date of the last commit that changed the file, or nothing if git cannot tell', async ({
    page,
  }) => {
    const git = (...args: string[]) => execFileSync('git', args, {encoding: 'utf8'}).trim();
    const [hash, committed] = git('log', '-1', '--format=%H %cI', '--', SOURCE).split(' ');
    const boundaries =
      git('rev-parse', '--is-shallow-repository') === 'true'
        ? await readFile(git('rev-parse', '--git-path', 'shallow'), 'utf8')
        : '';
    await openArticle(page);
    await reachEnd(page);
    const time = page.locator('.theme-last-updated time');
    if (!hash || boundaries.includes(hash!)) {
      await expect(page.getByText('Last updated')).toHaveCount(0);
      return;
    }
    await expect(page.getByText(/^Last updated on/)).toBeVisible();
    await expect(time).toHaveAttribute('datetime', new Date(committed!).toISOString());
    const shown = new Date(committed!).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await expect(time).toHaveText(shown);
  });
});

test('the server’s HTML has Edit this page, a machine-readable Last updated and the question', async ({request}) => {
  const response = await request.get(ARTICLE);
  expect(response.ok()).toBe(true);
  const footer = parse(await response.text()).querySelector('footer.theme-doc-footer');
  expect(footer, 'the article’s footer').not.toBeNull();
  const edit = footer!.querySelectorAll('a').find((link) => link.text.startsWith('Edit this page'));
  expect(edit?.getAttribute('href')).toBe(`${product.repositoryUrl}/edit/${product.repositoryBranch}/${SOURCE}`);
  const time = footer!.querySelector('.theme-last-updated time');
  const datetime = time?.getAttribute('datetime') ?? '';
  expect(datetime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
  expect(new Date(datetime).toISOString().startsWith(datetime.slice(0, 19))).toBe(true);
  const question = footer!.querySelector('section h2');
  expect(question?.text).toBe('Was this page helpful?');
  expect(footer!.querySelectorAll('section button').map((button) => button.text)).toEqual(['Yes', 'No']);
});

test.describe('Was this page helpful?', () => {
  test('the answer form’s code loads only when the reader nears the question', async ({page}) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
    });
    const loaded = () => scripts.some((source) => source.includes('Anything else? (optional)'));
    await openArticle(page);
    await page.waitForLoadState('networkidle');
    expect(loaded()).toBe(false);
    await reachEnd(page);
    await expect.poll(loaded).toBe(true);
  });

  test('No, a reason and a comment, by keyboard alone: sent, thanked, and stored intact', async ({page}) => {
    const comment = unique('The MFA steps skip the recovery codes.');
    await openArticle(page);
    await reachEnd(page);
    await page.getByRole('link', {name: 'Edit this page'}).focus();
    await page.keyboard.press('Tab');
    const yes = page.getByRole('button', {name: 'Yes', exact: true});
    await expect(yes).toBeFocused();
    await expectFocusRing(yes);
    await expect(yes).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Tab');
    const no = page.getByRole('button', {name: 'No', exact: true});
    await expect(no).toBeFocused();
    await expectFocusRing(no);
    await page.keyboard.press('Enter');
    await expect(no).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', {name: 'Hard to follow'})).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', {name: 'Missing information'})).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', {name: 'Anything else? (optional)'})).toBeFocused();
    await page.keyboard.type(comment);
    await expect(page.getByText(`${comment.length} of 1,000 characters`)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', {name: 'Send'})).toBeFocused();
    await page.keyboard.press('Enter');

    const thanks = page.getByText('Thank you for your feedback.');
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    await expect(page.getByRole('button', {name: 'No', exact: true})).toHaveCount(0);
    await expect.poll(() => stored(comment)).toHaveLength(1);
    const [entry] = await stored(comment);
    expect(entry).toMatchObject({
      url: new URL(ARTICLE, page.url()).href,
      answer: 'no',
      reason: 'missing-information',
      comment,
    });
    expect(entry!.siteVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(Date.parse(entry!.time)).toBeGreaterThan(Date.now() - 120_000);
  });

  test('Yes offers its own reasons; the comment stops at 1,000 characters', async ({page}) => {
    await openArticle(page);
    await reachEnd(page);
    const yes = page.getByRole('button', {name: 'Yes', exact: true});
    await yes.click();
    const reasons = page.getByRole('group', {name: 'What did you like? (optional)'});
    await expect(reasons.getByRole('radio')).toHaveCount(3);
    for (const name of ['Accurate', 'Easy to follow', 'Solved my problem']) {
      await expect(reasons.getByRole('radio', {name})).toBeVisible();
    }
    const box = page.getByRole('textbox', {name: 'Anything else? (optional)'});
    await box.fill('x'.repeat(1001));
    await expect(box).toHaveValue('x'.repeat(1000));
    await expect(page.getByText('1,000 of 1,000 characters')).toBeVisible();
  });

  test('offline, the reader sees the answer was not sent, and can send it once back online', async ({
    page,
    context,
  }) => {
    const comment = unique('Sent after reconnecting.');
    await openArticle(page);
    await reachEnd(page);
    const yes = page.getByRole('button', {name: 'Yes', exact: true});
    await yes.click();
    await page.getByRole('radio', {name: 'Accurate'}).check();
    await page.getByRole('textbox', {name: 'Anything else? (optional)'}).fill(comment);
    await context.setOffline(true);
    await page.getByRole('button', {name: 'Send'}).click();
    await expect(page.getByRole('alert')).toHaveText(/Your answer was not sent: this device is offline\./);
    await context.setOffline(false);
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByText('Thank you for your feedback.')).toBeVisible();
    await expect.poll(() => stored(comment)).toHaveLength(1);
  });

  test('an unreachable endpoint: not sent, said so, and Try again sends it', async ({page, guard}) => {
    guard.allowConsoleErrors(/Failed to load resource/);
    const comment = unique('Sent on the second try.');
    await openArticle(page);
    await page.route('**/feedback', (route) => route.abort('connectionrefused'));
    await reachEnd(page);
    await page.getByRole('button', {name: 'No', exact: true}).click();
    await page.getByRole('textbox', {name: 'Anything else? (optional)'}).fill(comment);
    await page.getByRole('button', {name: 'Send'}).click();
    await expect(page.getByRole('alert')).toHaveText(
      /Your answer was not sent: the feedback service could not be reached\./,
    );
    expect(await stored(comment)).toHaveLength(0);
    await page.unroute('**/feedback');
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByText('Thank you for your feedback.')).toBeVisible();
    await expect.poll(() => stored(comment)).toHaveLength(1);
  });

  test('an answer the server refuses as too large: the reader is told to shorten it, not to try again', async ({
    page,
    guard,
  }) => {
    guard.allowConsoleErrors(/status of 413/);
    const comment = unique('Too large.');
    await openArticle(page);
    // What reaches the server is over its size limit (a proxy that adds to it, or a limit set lower).
    let answered = 0;
    await page.route('**/feedback', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      const response = await route.fetch({postData: JSON.stringify({...body, padding: 'x'.repeat(8000)})});
      answered = response.status();
      await route.fulfill({response});
    });
    await reachEnd(page);
    await page.getByRole('button', {name: 'No', exact: true}).click();
    await page.getByRole('textbox', {name: 'Anything else? (optional)'}).fill(comment);
    await page.getByRole('button', {name: 'Send'}).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Your answer was not sent: it is too large for the feedback service. Shorten your comment, then send it.',
    );
    expect(answered).toBe(413);
    await expect(page.getByRole('button', {name: 'Try again'})).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Send', exact: true})).toBeVisible();
    expect(await stored(comment)).toHaveLength(0);
  });

  test('the server refuses a bad payload with a 4xx that says why, and the reader sees it', async ({
    page,
    request,
    guard,
  }) => {
    guard.allowConsoleErrors(/status of 400/);
    const refused = await request.post('/feedback', {data: {url: 'https://help.vidcove.com/x', answer: 'maybe'}});
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({error: 'Missing field: reason, comment, siteVersion, time.'});
    const notJson = await request.post('/feedback', {data: 'answer=yes', headers: {'content-type': 'text/plain'}});
    expect(notJson.status()).toBe(415);

    // A deployment whose page sends something the server does not accept: the reader is told.
    const comment = unique('Tampered.');
    await openArticle(page);
    await page.route('**/feedback', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({postData: JSON.stringify({...body, reason: 'not-a-reason'})});
    });
    await reachEnd(page);
    await page.getByRole('button', {name: 'No', exact: true}).click();
    await page.getByRole('textbox', {name: 'Anything else? (optional)'}).fill(comment);
    await page.getByRole('button', {name: 'Send'}).click();
    await expect(page.getByRole('alert')).toHaveText(
      /Your answer was not sent \(the feedback service answered 400: "reason" must be null or, for "no", one of: .*\)\. Try again\./,
    );
    expect(await stored(comment)).toHaveLength(0);
  });
});
