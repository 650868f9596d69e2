/**
 * Search, offline: the DocSearch modal and the /search page on the local index (the default build), and the
 * same UIs in Algolia mode. Algolia mode needs no second build: the browser takes its search backend from
 * search/config.json, so these tests answer that file (and the Algolia hosts) themselves.
 */
import type {Page, Request, Route} from '@playwright/test';
import {expect, test} from './fixtures';

const DOC = '/getting-started/accessing-vidcove';
const modal = (page: Page) => page.locator('.DocSearch-Modal');
const searchInput = (page: Page) => page.locator('.DocSearch-Input');

/** Requests the page made, by URL path. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request: Request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

async function openWithShortcut(page: Page, key: string) {
  // Shortcuts work once React has hydrated the page.
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.keyboard.press(key);
  // The first open of a fresh server compresses the modal's chunks (brotli 11) before sending them.
  await expect(modal(page)).toBeVisible({timeout: 20_000});
  await expect(searchInput(page)).toBeFocused();
}

test.describe('local index (default)', () => {
  test('nothing search-related downloads before the reader opens search', async ({page}) => {
    const scripts: string[] = [];
    const paths = recordRequests(page);
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    await page.goto(DOC);
    await page.waitForLoadState('networkidle');
    expect(paths.filter((p) => p.startsWith('/search/'))).toEqual([]);
    // Neither the modal (DocSearch's dropdown, its wording) nor the search engine is in any script loaded so far.
    expect(scripts.length).toBeGreaterThan(0);
    expect(
      scripts.filter(
        (s) =>
          s.includes('DocSearch-Dropdown') ||
          s.includes('No recent searches') ||
          s.includes('search index could not be loaded'),
      ),
    ).toEqual([]);
    // The page does not preconnect to Algolia.
    await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);

    await openWithShortcut(page, 'Control+k');
    await searchInput(page).fill('password');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    // The configuration, the index's manifest, then only the term shards and page fragments this search
    // needs: a small part of the index.
    const searchFiles = paths.filter((p) => p.startsWith('/search/'));
    expect(searchFiles.slice(0, 2)).toEqual([
      '/search/config.json',
      expect.stringMatching(/^\/search\/index\.[0-9a-f]{10}\.json$/),
    ]);
    const parts = searchFiles.slice(2);
    expect(parts.length).toBeGreaterThan(0);
    for (const part of parts) expect(part).toMatch(/^\/search\/[tp]\d+\.[0-9a-f]{10}\.json$/);
    expect(parts.length).toBeLessThan(30);
  });

  test('a word readers use that the pages do not finds the page that answers', async ({page}) => {
    await page.goto(DOC);
    await openWithShortcut(page, 'Control+k');
    // The pages say "captions"; the synonym table (plugins/search/synonyms.ts) says "subtitles" too.
    await searchInput(page).fill('subtitles');
    const first = page.locator('.DocSearch-Hit').first();
    await expect(first).toContainText(/caption/i);
    await expect(first.locator('a')).toHaveAttribute(
      'href',
      /\/managing-media\/(using-the-caption-editor|make-your-media-accessible)/,
    );
  });

  test('results that hold only some of the words say which words they leave out', async ({page}) => {
    await page.goto(DOC);
    await openWithShortcut(page, 'Control+k');
    await searchInput(page).fill('embed video in notion');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const notice = page.locator('.search-partial-results');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText('No page has every word you searched for. These results leave out: notion');
    // A query every result holds in full shows no notice.
    await searchInput(page).fill('embed video');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('the navbar does not move when the search button shows its shortcut keys', async ({page, browser}) => {
    const url = '/getting-started/accessing-vidcove';
    // Where the navbar's right-hand items (versions, search) start.
    const itemsLeft = async (target: Page) => {
      await expect(target.getByRole('button', {name: /^Search/})).toBeVisible();
      return target.locator('.navbar__items--right').evaluate((el) => el.getBoundingClientRect().left);
    };
    // As the server sends the page: no script, no keys yet.
    const noScript = await browser.newContext({javaScriptEnabled: false, viewport: {width: 1280, height: 800}});
    const served = await noScript.newPage();
    await served.goto(url);
    const before = await itemsLeft(served);
    await noScript.close();
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto(url);
    await expect(page.locator('.DocSearch-Button-Key').first()).toBeVisible();
    expect(await itemsLeft(page)).toBe(before);
  });

  test('Ctrl+K, Meta+K and / open the modal; Escape closes it', async ({page}) => {
    await page.goto(DOC);
    for (const key of ['Control+k', 'Meta+k', '/']) {
      await test.step(key, async () => {
        await openWithShortcut(page, key);
        await page.keyboard.press('Escape');
        await expect(modal(page)).toBeHidden();
        await expect(page.locator('.DocSearch-Button')).toBeFocused();
        await page.locator('.DocSearch-Button').blur();
      });
    }
  });

  test('after Escape closes the modal, "/" opens it again where focus was left', async ({page}) => {
    await page.goto(DOC);
    await openWithShortcut(page, '/');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await expect(page.locator('.DocSearch-Button')).toBeFocused();
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await expect(searchInput(page)).toBeFocused();
    await expect(searchInput(page)).toHaveValue('');
  });

  test('the modal never says "Powered by Algolia" while it searches the local index', async ({page}) => {
    await page.goto(DOC);
    await openWithShortcut(page, 'Control+k');
    const footer = page.locator('.DocSearch-Footer');
    await expect(footer).toBeVisible();
    expect(await footer.innerText()).not.toMatch(/Powered by|Algolia/);
    await searchInput(page).fill('upload');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(await modal(page).innerText()).not.toMatch(/Powered by|Algolia/);
    await expect(page.getByRole('link', {name: /Algolia/})).toHaveCount(0);
  });

  test('results are highlighted and Enter opens the heading that answers', async ({page}) => {
    await page.goto('/');
    await openWithShortcut(page, 'Control+k');
    await searchInput(page).fill('set up multi-factor');
    const first = page.locator('.DocSearch-Hit').first();
    await expect(first.getByText('Set up multi-factor authentication')).toBeVisible();
    await expect(first.locator('mark').first()).toHaveText(/multi|factor|set/i);
    // In the site's colours, not DocSearch's, though the modal's stylesheet loaded after the site's.
    await expect(first.locator('mark').first()).toHaveCSS('color', 'rgb(11, 92, 173)');
    await expect(first.locator('.DocSearch-Hit-title')).toHaveCSS('color', 'rgb(28, 30, 33)');
    await expect(searchInput(page)).toHaveCSS('color', 'rgb(28, 30, 33)');
    // Local index: no "Powered by Algolia".
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${DOC}#set-up-multi-factor-authentication`);
    await expect(page.getByRole('heading', {level: 2, name: 'Set up multi-factor authentication'})).toBeInViewport();
  });

  test('a query with no results offers suggestions and a way to report it', async ({page}) => {
    await page.goto(DOC);
    await openWithShortcut(page, 'Control+k');
    await searchInput(page).fill('password');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await searchInput(page).fill('qwxzvy');
    const noResults = page.locator('.DocSearch-NoResults');
    await expect(noResults.getByText('No results found for "qwxzvy"')).toBeVisible();
    await expect(noResults.getByText('Try searching for')).toBeVisible();
    await expect(noResults.getByRole('button', {name: 'Getting started'})).toBeVisible();
    await expect(noResults.getByText('Believe this query should return results?')).toBeVisible();
    const report = noResults.getByRole('link', {name: 'Let us know. (opens in new tab)'});
    // The contact FAQ exists, so readers are sent there rather than to a bare email address.
    await expect(report).toHaveAttribute('href', '/frequently-asked-questions/contacting-vidcove-support');
    // A suggestion searches again.
    await noResults.getByRole('button', {name: 'Getting started'}).click();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('the modal says when the index cannot be loaded', async ({page, guard}) => {
    guard.allowConsoleErrors(/Failed to load resource/, /search index could not be loaded/);
    await page.route('**/search/index.*.json', (route) => route.abort('internetdisconnected'));
    await page.goto(DOC);
    await openWithShortcut(page, 'Control+k');
    await searchInput(page).fill('password');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error.getByText('Unable to fetch results')).toBeVisible();
    await expect(error.getByText('You might want to check your network connection.')).toBeVisible();
    // It stays (DocSearch would otherwise fall back to the no-results screen at once).
    await page.waitForTimeout(300);
    await expect(error).toBeVisible();
    await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);

    // Once the index can be loaded again, the next query answers.
    await page.unroute('**/search/index.*.json');
    await searchInput(page).fill('passwords');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(error).toHaveCount(0);
  });

  test('while the index loads, the modal says it is loading and never claims "No results found"', async ({page}) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/search/index.*.json', async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto(DOC);
    await openWithShortcut(page, 'Control+k');
    // Every moment the no-results screen is visible from now on is recorded (before the browser paints).
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, {__noResultsSeen: seen});
      new MutationObserver(() => {
        const screen = document.querySelector<HTMLElement>('.DocSearch-NoResults');
        if (screen?.checkVisibility()) seen.push(screen.innerText.split('\n')[0] ?? '');
      }).observe(document.body, {subtree: true, childList: true, characterData: true, attributes: true});
    });
    await page.keyboard.type('reset password');
    const loading = page.getByRole('status').filter({hasText: 'Loading search…'});
    await expect(loading).toBeVisible();
    await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
    release();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(loading).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as {__noResultsSeen: string[]}).__noResultsSeen)).toEqual([]);
    // A query that really has no results says so once it has been searched.
    await searchInput(page).fill('qwxzvy');
    await expect(page.getByText('No results found for "qwxzvy"')).toBeVisible();
  });

  test('with the network down before search is first opened, the shortcut and the button explain, and Retry opens search', async ({
    page,
    guard,
  }) => {
    guard.allowConsoleErrors(/Failed to load resource/, /ChunkLoadError|Loading (CSS )?chunk/);
    await page.goto(DOC);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const offline = (url: string) => /\/(assets\/(js|css)\/|search\/)/.test(new URL(url).pathname);
    await page.route('**/*', (route) =>
      offline(route.request().url()) ? route.abort('internetdisconnected') : route.fallback(),
    );
    await page.keyboard.press('Control+k');
    const failure = page.getByRole('alert').filter({hasText: 'Unable to fetch results'});
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('You might want to check your network connection.');
    await expect(failure.getByRole('button', {name: 'Retry'})).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(failure).toBeHidden();
    await expect(page.locator('.DocSearch-Button')).toBeFocused();
    await page.locator('.DocSearch-Button').click();
    await expect(failure).toBeVisible();
    // The connection comes back: Retry opens search, and it answers.
    await page.unroute('**/*');
    await failure.getByRole('button', {name: 'Retry'}).click();
    await expect(modal(page)).toBeVisible({timeout: 20_000});
    await expect(failure).toBeHidden();
    await searchInput(page).fill('password');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('a search hit links to a stable, readable anchor that is not hidden under the navbar', async ({page}) => {
    await page.goto('/');
    await openWithShortcut(page, 'Control+k');
    await searchInput(page).fill('embed code builder');
    const hit = page.locator('.DocSearch-Hit a').filter({hasText: 'Embed code builder'}).first();
    await expect(hit).toBeVisible();
    await expect(hit).toHaveAttribute('href', /#embed-code-builder$/);
    await hit.click();
    await expect(page).toHaveURL(/\/embedding-media\/responsive-embeds#embed-code-builder$/);
    const heading = page.getByRole('heading', {name: 'Embed code builder', exact: true});
    await expect(heading).toBeInViewport();
    const navbar = (await page.locator('nav.navbar').boundingBox())!;
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(navbar.y + navbar.height);
  });

  test('a hostile query is shown as text', async ({page}) => {
    const hostile = '<img src=x onerror="window.__searchXss=1">';
    await page.goto(DOC);
    await openWithShortcut(page, 'Control+k');
    await searchInput(page).fill(hostile);
    await expect(page.locator('.DocSearch-NoResults, .DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Modal img[src="x"]')).toHaveCount(0);

    await page.goto(`/search?q=${encodeURIComponent(hostile)}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${hostile}"`);
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as {__searchXss?: number}).__searchXss)).toBeUndefined();
  });
});

test.describe('searches that found nothing reach writers (local index)', () => {
  const MISSED = '/missed-searches';
  /** The posts of missed searches the page makes. */
  function recordMissedPosts(page: Page): Request[] {
    const posts: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === MISSED) posts.push(request);
    });
    return posts;
  }
  /** Resolves once a request the page makes after every earlier one has been seen. */
  async function afterEarlierRequests(page: Page): Promise<void> {
    const sentinel = page.waitForRequest((request) => request.url().endsWith('/?after-close'));
    await page.evaluate(() => fetch('/?after-close').then(() => undefined));
    await sentinel;
  }
  /** A query no page matches, new on each run. */
  const unmatched = () =>
    `zzqx${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 6)}`;

  test('the query typed is sent when the modal closes: query, page, hour, results, and nothing more', async ({
    page,
  }) => {
    await page.goto(DOC);
    await openWithShortcut(page, 'Control+k');
    const query = unmatched();
    // Typed key by key: each prefix is searched, but only the query the reader finished is sent.
    await searchInput(page).pressSequentially(query);
    await expect(page.locator('.DocSearch-NoResults').getByText(`No results found for "${query}"`)).toBeVisible();
    const posted = page.waitForRequest((request) => new URL(request.url()).pathname === MISSED);
    await page.keyboard.press('Escape');
    const request = await posted;
    expect(request.method()).toBe('POST');
    expect(request.postDataJSON()).toEqual({
      searches: [{query, page: DOC, time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:00:00\.000Z$/), results: 0}],
    });
    const headers = await request.allHeaders();
    expect(headers['content-type']).toBe('application/json');
    expect(headers.cookie).toBeUndefined();
    expect(headers.referer).toBeUndefined();
    expect((await request.response())?.status()).toBe(201);
  });

  test('a query with results sends nothing', async ({page}) => {
    const posts = recordMissedPosts(page);
    await page.goto(DOC);
    await openWithShortcut(page, 'Control+k');
    await searchInput(page).pressSequentially('password');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await afterEarlierRequests(page);
    expect(posts).toEqual([]);
  });

  test('with the feedback endpoint empty, nothing is sent', async ({page}) => {
    const posts = recordMissedPosts(page);
    // A build with FEEDBACK_ENDPOINT empty writes no missedSearchesUrl into search/config.json.
    await page.route('**/search/config.json', async (route) => {
      const {missedSearchesUrl, ...config} = (await (await route.fetch()).json()) as Record<string, unknown>;
      expect(missedSearchesUrl).toBe(MISSED);
      await route.fulfill({json: config});
    });
    await page.goto(DOC);
    await openWithShortcut(page, 'Control+k');
    const query = unmatched();
    await searchInput(page).pressSequentially(query);
    await expect(page.locator('.DocSearch-NoResults').getByText(`No results found for "${query}"`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await afterEarlierRequests(page);
    expect(posts).toEqual([]);
  });
});

test.describe('/search page (local index)', () => {
  test('lists highlighted results for ?q= and filters by docs version and language', async ({page}) => {
    await page.goto('/search?q=support');
    await expect(page).toHaveTitle('Search results for "support" | Vidcove Help Centre');
    const results = page.getByRole('region', {name: 'Search results'}).locator('article');
    await expect(results.first()).toBeVisible();
    await expect(results.locator('mark').first()).toHaveText(/support|contact/i);
    const docs = page.getByRole('checkbox', {name: /Help articles \(current version\)/});
    const api = page.getByRole('checkbox', {name: /API reference \(current version\)/});
    // "Next", the docs' version label, reads as "next page" in a list of filters: it is not used there.
    await expect(page.getByRole('complementary', {name: 'Filters'})).toBeVisible();
    await expect(page.getByRole('complementary', {name: 'Filters'})).not.toContainText('Next');
    const other = page.getByRole('checkbox', {name: /Other pages/});
    const english = page.getByRole('checkbox', {name: /English/});
    await expect(docs).toBeChecked();
    await expect(other).toBeChecked();
    await expect(english).toBeChecked();
    // Counts come from the "N documents found" line (results are paged 15 at a time) and the
    // count each filter shows in its label.
    const found = async () =>
      Number(/(\d+) documents found/.exec((await page.getByText(/\d+ documents found/).textContent()) ?? '')?.[1]);
    const labelCount = async (box: typeof docs) =>
      (await box.count()) === 0
        ? 0
        : Number(
            /\((\d+)\)\s*$/.exec((await box.evaluate((el) => el.closest('label')?.textContent ?? '')).trim())?.[1] ?? 0,
          );
    const isHelpArticle = (href: string | null) =>
      !/^\/(api|release-notes|markdown-page|status|search)?([/#?]|$)/.test(href ?? '/');
    const resultLinks = () =>
      results
        .getByRole('heading')
        .getByRole('link')
        .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    await expect(page.getByText(/\d+ documents found/)).toBeVisible();
    const all = await found();
    expect(all).toBeGreaterThan(1);
    await expect(results.getByRole('link', {name: /contact|support/i}).first()).toBeVisible();
    const helpCount = await labelCount(docs);
    const otherCount = await labelCount(other);
    expect(all).toBe(helpCount + otherCount + (await labelCount(api)));

    // Help articles only.
    await other.uncheck();
    if ((await api.count()) > 0) await api.uncheck();
    await expect.poll(found).toBe(helpCount);
    for (const href of await resultLinks()) expect(isHelpArticle(href), String(href)).toBe(true);

    // Other pages only.
    await other.check();
    await docs.uncheck();
    await expect.poll(found).toBe(otherCount);
    for (const href of await resultLinks()) expect(isHelpArticle(href), String(href)).toBe(false);

    await docs.check();
    if ((await api.count()) > 0) await api.check();
    await expect.poll(found).toBe(all);
    await expect(english).toBeChecked();
    // Local index: no "Powered by Algolia".
    await expect(page.getByText('Powered by Algolia')).toHaveCount(0);
  });

  test('no results offers "Try searching for" suggestions that search again, and a way to report it', async ({
    page,
  }) => {
    await page.goto('/search?q=qwxzvy');
    const main = page.getByRole('main');
    await expect(main.getByText('No results found for "qwxzvy"')).toBeVisible();
    await expect(main.getByText('Try searching for')).toBeVisible();
    await expect(main.getByText('Believe this query should return results?')).toBeVisible();
    await expect(main.getByRole('link', {name: 'Let us know.'})).toBeVisible();
    await main.getByRole('button', {name: 'Getting started'}).click();
    await expect(page).toHaveURL(/\/search\?q=Getting(\+|%20)started$/);
    await expect(page.getByRole('region', {name: 'Search results'}).locator('article').first()).toBeVisible();
  });

  test('typing updates the results and the address', async ({page}) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
    await page.getByRole('searchbox', {name: 'Search'}).fill('accept your invitation');
    await expect(page).toHaveURL(/\/search\?q=accept(\+|%20)your(\+|%20)invitation$/);
    await expect(page.getByRole('link', {name: /Accept your invitation/})).toBeVisible();
    await page.getByRole('link', {name: /Accept your invitation/}).click();
    await expect(page).toHaveURL(`${DOC}#accept-your-invitation`);
  });

  test('shows an error instead of spinning when the index cannot be loaded', async ({page, guard}) => {
    guard.allowConsoleErrors(/Failed to load resource/);
    await page.route('**/search/index.*.json', (route) => route.abort('internetdisconnected'));
    await page.goto('/search?q=password');
    const alert = page.getByRole('alert');
    await expect(alert.getByText('Unable to fetch results')).toBeVisible();
    await expect(alert.getByText('You might want to check your network connection.')).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
  });

  test('says when the results hold only some of the words', async ({page}) => {
    await page.goto('/search?q=embed+video+in+notion');
    const results = page.getByRole('region', {name: 'Search results'}).locator('article');
    await expect(results.first()).toBeVisible();
    await expect(
      page.getByText(/No page has every word you searched for\. These results leave out: notion/),
    ).toBeVisible();
    await page.getByRole('searchbox', {name: 'Search'}).fill('embed video');
    await expect(page).toHaveURL(/\/search\?q=embed(\+|%20)video$/);
    await expect(page.getByText(/\d+ documents found/)).toBeVisible();
    await expect(page.getByText(/No page has every word/)).toHaveCount(0);
  });

  test('the home page search box shows its whole example at 390 px', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/');
    const field = page.getByLabel('Search the help centre');
    await expect(field).toBeVisible();
    // The placeholder's width in the field's own font, against the room the field gives its text.
    const {needed, room} = await field.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      return {needed: context.measureText(input.placeholder).width, room: input.clientWidth - padding};
    });
    expect(await field.getAttribute('placeholder')).toMatch(/^For example: /);
    expect(needed, 'the placeholder fits the field').toBeLessThanOrEqual(room);
  });

  test('the home page search box leads to the results page', async ({page}) => {
    await page.goto('/');
    await page.getByLabel('Search the help centre').fill('recovery codes');
    await page.getByLabel('Search the help centre').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=recovery\+codes$/);
    await expect(
      page
        .getByRole('region', {name: 'Search results'})
        .locator('article')
        .first()
        .getByText(/recovery/i)
        .first(),
    ).toBeVisible();
  });
});

// ------------------------------------------------------------------------------------------------ Algolia mode

const ALGOLIA = {
  backend: 'algolia',
  appId: 'TESTAPP',
  apiKey: 'search-only-key',
  indexName: 'help-vidcove',
  assistantId: 'assistant-1',
  reportUrl: 'mailto:support@vidcove.com',
};
const ALGOLIA_HOSTS = /^https:\/\/testapp(-dsn|-\d)?\.(algolia\.net|algolianet\.com)\//i;

function algoliaHit(query: string, pre: string, post: string) {
  const mark = (text: string) => text.replace(new RegExp(`(${query})`, 'i'), `${pre}$1${post}`);
  return {
    objectID: 'hit-1',
    type: 'lvl2',
    url: `https://help.vidcove.com${DOC}#sign-in`,
    url_without_anchor: `https://help.vidcove.com${DOC}`,
    anchor: 'sign-in',
    content: null,
    hierarchy: {lvl0: 'Getting started', lvl1: 'Accessing Vidcove', lvl2: 'Sign in from Algolia'},
    _highlightResult: {
      hierarchy: {
        lvl0: {value: 'Getting started', matchLevel: 'none', matchedWords: []},
        lvl1: {value: 'Accessing Vidcove', matchLevel: 'none', matchedWords: []},
        lvl2: {value: mark('Sign in from Algolia'), matchLevel: 'full', matchedWords: [query]},
      },
    },
    _snippetResult: {
      hierarchy: {lvl2: {value: mark('Sign in from Algolia'), matchLevel: 'full'}},
    },
  };
}

/** Answers Algolia's search API like the service would, with one hit whatever the query. */
async function answerAlgolia(route: Route, searched: unknown[]) {
  const body = route.request().postDataJSON() as {
    requests: {query?: string; hitsPerPage?: number; highlightPreTag?: string; highlightPostTag?: string}[];
  };
  searched.push(body);
  const results = body.requests.map((request) => {
    const query = String(request.query ?? '');
    const word = query.split(' ')[0] ?? query;
    const pre = request.highlightPreTag ?? '<em>';
    const post = request.highlightPostTag ?? '</em>';
    const hits = request.hitsPerPage === 0 ? [] : [algoliaHit(word, pre, post)];
    return {
      hits,
      nbHits: hits.length,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      query,
      params: '',
      index: 'help-vidcove',
      processingTimeMS: 1,
      exhaustiveNbHits: true,
      facets: {language: {en: 1}, docusaurus_tag: {'docs-default-current': 1}},
    };
  });
  await route.fulfill({json: {results}, headers: {'access-control-allow-origin': '*'}});
}

test.describe('Algolia mode (search/config.json names Algolia)', () => {
  let searched: unknown[];
  test.beforeEach(async ({page}) => {
    searched = [];
    await page.route('**/search/config.json', (route) => route.fulfill({json: ALGOLIA}));
    await page.route(ALGOLIA_HOSTS, (route) =>
      route.request().method() === 'OPTIONS'
        ? route.fulfill({
            status: 204,
            headers: {
              'access-control-allow-origin': '*',
              'access-control-allow-headers': '*',
              'access-control-allow-methods': 'POST, GET',
            },
          })
        : answerAlgolia(route, searched),
    );
  });

  test('the modal shows Algolia results and never loads the local index', async ({page}) => {
    const paths = recordRequests(page);
    await page.goto(DOC);
    await openWithShortcut(page, 'Control+k');
    await searchInput(page).fill('sign');
    await expect(page.locator('.DocSearch-Hit', {hasText: 'Sign in from Algolia'})).toBeVisible();
    await expect(page.locator('.DocSearch-Logo')).toBeVisible();
    // Named by its words and the logo's label, not the logo's CSS, and saying it opens a new tab.
    await expect(
      page.locator('.DocSearch-Logo').getByRole('link', {name: 'Powered by Algolia (opens in new tab)', exact: true}),
    ).toBeVisible();
    expect(JSON.stringify(searched)).toContain('"indexName":"help-vidcove"');
    expect(JSON.stringify(searched)).toContain('docusaurus_tag:docs-default-current');
    expect(paths.some((p) => /^\/search\/index\./.test(p))).toBe(false);
    await expect(page.locator('link[rel="preconnect"][href="https://TESTAPP-dsn.algolia.net"]')).toHaveCount(1);
  });

  test('Ask AI shows the disclaimer, and Escape leaves Ask AI before closing', async ({page, guard}) => {
    guard.allowConsoleErrors(/status of 503/);
    await page.route('https://askai.algolia.com/**', (route) =>
      route.request().url().endsWith('/token')
        ? route.fulfill({json: {success: true, token: 'test-token'}, headers: {'access-control-allow-origin': '*'}})
        : route.fulfill({
            status: 503,
            body: 'Ask AI is not available in tests',
            headers: {'access-control-allow-origin': '*'},
          }),
    );
    await page.goto(DOC);
    await openWithShortcut(page, 'Control+k');
    await searchInput(page).fill('how do I sign in');
    await page.locator('.DocSearch-AskAi-Section').getByRole('option').first().click();
    await expect(
      page.getByText('Answers are generated with AI which can make mistakes. Verify responses.'),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeVisible();
    await expect(
      page.getByText('Answers are generated with AI which can make mistakes. Verify responses.'),
    ).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
  });

  test('/search shows Algolia results with the Algolia mention', async ({page}) => {
    await page.goto('/search?q=sign');
    await expect(page.getByRole('link', {name: 'Sign in from Algolia'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Powered by Algolia'})).toBeVisible();
    expect(JSON.stringify(searched)).toContain('help-vidcove');
  });
});
