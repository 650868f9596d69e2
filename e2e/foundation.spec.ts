import type {Page} from '@playwright/test';
import {contentAreas} from '../src/data/areas';
import {expect, test} from './fixtures';

const DOC = '/getting-started/accessing-vidcove';

test.describe('pages and titles', () => {
  const pages: [path: string, title: string][] = [
    ['/', 'Vidcove Help Centre'],
    ['/markdown-page', 'About this help centre | Vidcove Help Centre'],
    [DOC, 'Accessing Vidcove | Vidcove Help Centre'],
  ];
  for (const [path, title] of pages) {
    test(`${path} answers 200 with its title`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('h1').first()).toBeVisible();
    });
  }

  test('the home page offers search, topics and popular tasks', async ({page}) => {
    await page.goto('/');
    await expect(page.getByRole('heading', {level: 1, name: 'Vidcove Help Centre'})).toBeVisible();
    await expect(page.getByRole('search').getByLabel('Search the help centre')).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Browse by topic'})).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Popular tasks'})).toBeVisible();
    await page.getByRole('link', {name: 'Getting started'}).first().click();
    await expect(page).toHaveURL(new RegExp(`${DOC}$`));
  });
});

test('the top navigation has the spec’s entries in order, with search, language and version', async ({page}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', {name: 'Main'});
  // The label each item shows: a dropdown's own link, without text for assistive technology only.
  const labels = await nav.locator('.navbar__items:not(.navbar__items--right) > .navbar__item').evaluateAll((items) =>
    items.map((item) => {
      const link = (item.matches('.dropdown') ? item.querySelector('.navbar__link') : item)!.cloneNode(true) as Element;
      link.querySelectorAll('.sr-only').forEach((hidden) => hidden.remove());
      return (link.textContent ?? '').trim();
    }),
  );
  expect(labels).toEqual(['Docs', 'API Reference', 'Release Notes', 'FAQs', 'Blog', 'Status']);
  await expect(nav.getByRole('button', {name: 'English'})).toBeVisible();
  await expect(nav.getByRole('button', {name: /Search/})).toBeVisible();
});

test('the version item reads as a version: "Next" names the current documentation', async ({page}) => {
  await page.goto(DOC);
  const nav = page.getByRole('navigation', {name: 'Main'});
  const version = nav.getByRole('button', {name: 'Documentation version: Next'});
  await expect(version).toBeVisible();
  await expect(version).toHaveText('Next');
  await version.hover();
  await expect(nav.getByText('Next is the current documentation: it describes Vidcove as it is today.')).toBeVisible();
  await expect(nav.locator('.dropdown__menu').getByRole('link', {name: 'Next', exact: true})).toBeVisible();
});

test('the developer samples can be reached from the top navigation and the home page', async ({page}) => {
  await page.goto('/');
  await page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'API Reference'}).hover();
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Developer samples'}).click();
  await expect(page).toHaveURL((url) => url.pathname === '/samples/dev/');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();

  await page.goto('/');
  const card = page.getByRole('main').getByRole('link', {name: /Developer samples/});
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeInViewport();
  await card.click();
  await expect(page).toHaveURL((url) => url.pathname === '/samples/dev/');
});

/** The not-found page's help: its search and its topic cards (which load only when a page is not found). */
async function expectNotFoundHelp(page: Page): Promise<void> {
  await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
  await expect(page.getByRole('search').getByLabel('Search the help centre')).toBeVisible();
  await expect(page.getByRole('heading', {level: 3, name: 'Or start from a topic'})).toBeVisible();
  const help = page.getByRole('region', {name: 'Find what you were looking for'});
  await expect(help.getByRole('link', {name: contentAreas[0]!.title, exact: true})).toBeVisible();
}

// In the browser the docs tag pages are one route, /tags/:tag (plugins/performance/shared-tag-route.cjs): an
// unknown tag matches it, and must still show the not-found page once the page is interactive.
for (const [what, address] of [
  ['path', '/no-such-article'],
  ['tag', '/tags/no-such-tag'],
] as const) {
  test(`an unknown ${what} shows the not-found page with HTTP 404, also after hydration`, async ({page, guard}) => {
    guard.allowConsoleErrors(/status of 404/);
    expect((await page.goto(address))?.status()).toBe(404);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expectNotFoundHelp(page);
    await expect(page).toHaveTitle(/Page Not Found \| Vidcove Help Centre/);
  });
}

test.describe('without script', () => {
  test.use({javaScriptEnabled: false});
  test('the not-found page shows its search and topic cards as served', async ({page, guard}) => {
    guard.allowConsoleErrors(/status of 404/);
    expect((await page.goto('/no-such-article'))?.status()).toBe(404);
    await expectNotFoundHelp(page);
  });
});

test('a path ending in index.html is normalised', async ({page}) => {
  const response = await page.goto(`${DOC}/index.html`);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(`${DOC}/`);
  await expect(page).toHaveTitle('Accessing Vidcove | Vidcove Help Centre');
});

test('light mode is fixed: no colour toggle, dark system preference ignored', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto(DOC);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', {name: /dark|light|system mode/i})).toHaveCount(0);
});

test.describe('announcement bar', () => {
  const text = 'Welcome to the new Vidcove Help Centre';

  test('stays dismissed after reload', async ({page}) => {
    await page.goto('/');
    const bar = page.getByText(text);
    await expect(bar).toBeVisible();
    await page.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(bar).toBeHidden();
  });

  test('a new announcement id shows the bar on the first load to a reader who dismissed an older one', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('docusaurus.announcement.id', 'an-earlier-announcement');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await page.reload();
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByText(text)).toBeInViewport();
    // Dismissing the new one holds on the next load.
    await page.getByRole('button', {name: 'Close'}).click();
    await page.reload();
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.getByText(text)).toBeHidden();
  });
});

test('the mobile menu opens at 390 px and closes past the 996 px breakpoint', async ({page}) => {
  await page.setViewportSize({width: 390, height: 800});
  await page.goto(DOC);
  const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
  await expect(toggle).toBeVisible();
  await toggle.click();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar.getByRole('link', {name: 'Docs'})).toBeVisible();
  await page.setViewportSize({width: 1100, height: 800});
  await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
  await expect(sidebar.getByRole('link', {name: 'Docs'})).toBeHidden();
  await expect(toggle).toBeHidden();
});

test.describe('links that open a new tab say so', () => {
  test('navbar and footer', async ({page}) => {
    await page.goto('/');
    const blog = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog (opens in new tab)'});
    await expect(blog).toBeVisible();
    await expect(blog).toHaveAttribute('target', '_blank');
    const login = page.locator('footer').getByRole('link', {name: /^Log in to Vidcove.*\(opens in new tab\)$/});
    await expect(login).toHaveAttribute('href', 'https://app.vidcove.com/login');
    await expect(login).toHaveAttribute('target', '_blank');
  });

  // One page per source of such links: article content (MDX), a component (the status page), the
  // generated API reference, a release note's author.
  const cases: [path: string, name: string][] = [
    ['/managing-media/make-your-media-accessible', 'Understanding WCAG 2.1 (opens in new tab)'],
    ['/frequently-asked-questions/minimum-tls-version', 'RFC 8996 (opens in new tab)'],
    ['/frequently-asked-questions/contacting-vidcove-support', 'status.vidcove.com (opens in new tab)'],
    ['/status/', 'status.vidcove.com (opens in new tab)'],
    ['/api/vidcove-api', 'support@vidcove.com (opens in new tab)'],
    ['/release-notes/2025/11/12/vidcove-11-42', 'Vidcove product team (opens in new tab)'],
  ];
  for (const [path, name] of cases) {
    test(`${path}: “${name}”`, async ({page}) => {
      await page.goto(path);
      const link = page.locator('main').getByRole('link', {name, exact: true}).first();
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('target', '_blank');
    });
  }
});

test('headings carry a "Direct link to" anchor', async ({page}) => {
  await page.goto(DOC);
  const heading = page.getByRole('heading', {level: 2, name: 'Sign in', exact: false}).first();
  const anchor = heading.getByRole('link', {name: /^Direct link to Sign in/});
  // Shown when a keyboard reader reaches it.
  await anchor.focus();
  await expect(anchor).toBeFocused();
  await expect(anchor).toBeVisible();
});

test('the table of contents lists exactly the h2 and h3 headings', async ({page}) => {
  await page.goto(DOC);
  await expect(page.locator('.theme-doc-toc-desktop')).toBeVisible();
  const headings = await page
    .locator('article .markdown')
    .locator('h2, h3')
    .evaluateAll((els) => els.map((el) => el.id));
  const toc = await page
    .locator('.table-of-contents a')
    .evaluateAll((els) => els.map((el) => (el.getAttribute('href') ?? '').replace(/^#/, '')));
  expect(headings.length).toBeGreaterThan(4);
  expect(await page.locator('article .markdown h3').count()).toBeGreaterThan(0);
  expect(toc).toEqual(headings);
});

test('doc pages carry breadcrumb structured data', async ({page, request}) => {
  // Structured data is for crawlers: read it from the HTML as served, not from the hydrated page.
  const html = await (await request.get(DOC)).text();
  const blocks = [...html.matchAll(/<script[^>]*type=["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1]!,
  );
  const breadcrumb = blocks
    .map((b) => JSON.parse(b) as Record<string, unknown>)
    .find((b) => b['@type'] === 'BreadcrumbList');
  expect(breadcrumb).toBeTruthy();
  await page.goto(DOC);
  const items = breadcrumb!.itemListElement as {position: number; name: string; item: string}[];
  expect(items.length).toBeGreaterThan(0);
  items.forEach((item, index) => {
    expect(item.position).toBe(index + 1);
    expect(item.item).toMatch(/^https:\/\/help\.vidcove\.com\//);
  });
  // Only breadcrumbs with a link are included: the article itself, not its link-less category.
  expect(items.at(-1)?.name).toBe('Accessing Vidcove');
  expect(items.at(-1)?.item).toBe(`https://help.vidcove.com${DOC}`);
  await expect(page.getByRole('navigation', {name: 'Breadcrumbs'}).getByText('Getting started')).toBeVisible();
});

/**
 * What the head of a document says about its page: its title, the `<html>` attributes pages set, and every
 * tag the pages' `<Head>` elements put in the head (marked `data-rh`), attributes sorted, as a sorted list.
 * The open document's (`served` false) or the one the server sends for the same address (true).
 */
async function readHead(served: boolean): Promise<{title: string; html: string[]; tags: string[]}> {
  const doc = served
    ? new DOMParser().parseFromString(await (await fetch(location.pathname)).text(), 'text/html')
    : document;
  const attributes = (element: Element, skip: string[] = []) =>
    Array.from(element.attributes)
      .filter(({name}) => !skip.includes(name))
      .map(({name, value}) => `${name}=${value}`)
      .sort();
  // Structured data as data: its keys sorted, as the build writes them.
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([k, v]) => [k, sorted(v)]),
          )
        : value;
  const text = (tag: Element) =>
    tag.getAttribute('type') === 'application/ld+json'
      ? JSON.stringify(sorted(JSON.parse(tag.textContent ?? '')))
      : (tag.textContent ?? '');
  return {
    title: doc.title,
    // The attributes the pages' heads set (the rest are the theme's, from its inline script).
    html: ['lang', 'dir', 'class'].map((name) => `${name}=${doc.documentElement.getAttribute(name)}`),
    // The title is `title` (its data-rh mark goes once script sets it); data-rh is the heads' bookkeeping.
    // The base-URL banner's script is served on the home page only, for when the site's scripts fail to load.
    tags: Array.from(doc.head.querySelectorAll('[data-rh]:not(title)'))
      .filter((tag) => !tag.textContent?.includes('base-url-issue-banner'))
      .map((tag) => `<${tag.localName} ${attributes(tag, ['data-rh']).join(' ')}>${text(tag)}`)
      .sort(),
  };
}

test('after each link followed, the head describes the new page exactly as its served HTML does', async ({page}) => {
  const nav = page.getByRole('navigation', {name: 'Main'});
  // Each step is a link a reader follows, so the browser renders the next page itself (no page load).
  const steps: [path: RegExp, follow: () => Promise<void>][] = [
    [new RegExp(`${DOC}$`), () => page.getByRole('main').getByRole('link', {name: 'Getting started'}).first().click()],
    [/\/frequently-asked-questions\/$/, () => nav.getByRole('link', {name: 'FAQs'}).click()],
    [/\/release-notes$/, () => nav.getByRole('link', {name: 'Release Notes'}).click()],
    [/\/status\/$/, () => nav.getByRole('link', {name: 'Status'}).click()],
    [
      /\/api\/vidcove-api$/,
      async () => {
        await nav.getByRole('button', {name: 'API Reference'}).hover();
        await nav.getByRole('link', {name: 'REST API reference'}).click();
      },
    ],
    [/\/status\/$/, () => page.goBack().then(() => undefined)],
    [
      /:\d+\/$/,
      () =>
        nav
          .getByRole('link', {name: /Help Centre/})
          .first()
          .click(),
    ],
  ];
  await page.goto('/');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  let loads = 0;
  page.on('load', () => (loads += 1));
  for (const [path, follow] of steps) {
    await follow();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
    const served = await page.evaluate(readHead, true);
    // The head is updated in the frame after the page renders.
    await expect.poll(() => page.evaluate(readHead, false)).toEqual(served);
  }
  expect(loads, 'every page was rendered in the browser, without a page load').toBe(0);
});

test('while the next page loads, a bar along the top of the window shows it, and goes when it has arrived', async ({
  page,
}) => {
  await page.goto('/');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  // Every script from now on arrives 1.5 s late, as on a slow connection.
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.fallback();
  });
  await page.getByRole('link', {name: 'Sign in to Vidcove for the first time'}).click();
  // The bar slides in from the left along the top edge of the window: checked in the page at every frame,
  // as it may come and go between two round trips of the test.
  await page.waitForFunction(() => {
    const box = document.querySelector('#nprogress .bar')?.getBoundingClientRect();
    return !!box && box.top === 0 && box.height > 0 && box.right > 0;
  });
  await expect(page.getByRole('heading', {level: 1, name: 'Accessing Vidcove'})).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(DOC);
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('a route chunk that fails to load forces a full page reload', async ({page, guard}) => {
  guard.allowConsoleErrors(/Failed to load resource/, /Loading chunk \S+ failed/);
  await page.goto('/');
  await expect(page.getByRole('link', {name: 'Sign in to Vidcove for the first time'})).toBeVisible();
  let blocking = true;
  let blockedChunks = 0;
  let documentLoads = 0;
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.resourceType() === 'document') {
      blocking = false;
      documentLoads += 1;
      return route.fallback();
    }
    if (blocking && /\/assets\/js\/.+\.js$/.test(request.url())) {
      blockedChunks += 1;
      return route.abort('failed');
    }
    return route.fallback();
  });
  await page.getByRole('link', {name: 'Sign in to Vidcove for the first time'}).click();
  await expect(page.getByRole('heading', {level: 1, name: 'Accessing Vidcove'})).toBeVisible();
  expect(blockedChunks).toBeGreaterThan(0);
  expect(documentLoads).toBe(1);
  expect(new URL(page.url()).pathname).toBe(DOC);
});

test('a page that crashes outside its layout gets the same styled fallback, and Try again recovers', async ({
  page,
  guard,
}) => {
  guard.allowConsoleErrors(/Simulated page failure/, /The above error occurred/, /error boundary/i);
  // The home page's own component renders the layout: an error there escapes the layout's boundary.
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch().catch(() => null);
    const body = await response?.text().catch(() => null);
    if (!response || body == null) return route.fallback().catch(() => undefined);
    if (!body.includes('Browse by topic')) return route.fulfill({response});
    const crashing =
      'self.__vcCrashing=function(C){return function(p){if(!self.__vcFaultCleared)throw new Error("Simulated page failure");return C(p)}};';
    return route.fulfill({
      response,
      body: crashing + body.replace(/default:\(\)=>([\w$]+)/, 'default:()=>self.__vcCrashing($1)'),
    });
  });
  await page.goto(DOC);
  await page
    .getByRole('link', {name: /Help Centre/})
    .first()
    .click();
  await expect(page.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeVisible();
  await expect(page).toHaveTitle('Page Error');
  await expect(page.getByText('Simulated page failure')).toBeVisible();
  // The theme's button, in the site's primary colour, not a grey browser button.
  const tryAgain = page.getByRole('button', {name: 'Try again'});
  await expect(tryAgain).toHaveCSS('background-color', 'rgb(11, 92, 173)');
  await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
  await page.evaluate(() => Object.assign(window, {__vcFaultCleared: true}));
  await tryAgain.click();
  await expect(page.getByRole('heading', {level: 1, name: 'Vidcove Help Centre'})).toBeVisible();
});

test('a malformed #fragment does not crash the page', async ({page}) => {
  await page.goto(`${DOC}#%zz`);
  const title = page.getByRole('heading', {level: 1, name: 'Accessing Vidcove'});
  await expect(title).toBeVisible();
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  for (const hash of ['%zz', '%', 'sign-in%']) {
    await page.evaluate((value) => {
      window.location.hash = value;
    }, hash);
    await expect(page).toHaveURL(/#.*%25/);
    await expect(title).toBeVisible();
    await expect(page.getByRole('heading', {name: /This page crashed/})).toHaveCount(0);
  }
  // The page still works: a link in the table of contents scrolls to its heading.
  await page.locator('.table-of-contents').getByRole('link', {name: 'Sign in', exact: true}).click();
  await expect(page).toHaveURL(/#sign-in$/);
  await expect(page.locator('h2#sign-in')).toBeInViewport();
});

test('a page that throws while rendering shows the crash fallback, and Try again recovers', async ({page, guard}) => {
  guard.allowConsoleErrors(/Simulated render failure/, /The above error occurred/, /error boundary/i);
  await page.route('**/assets/js/*.js', async (route) => {
    // A prefetch the page abandons can be cancelled mid-flight: leave such requests alone.
    const response = await route.fetch().catch(() => null);
    const body = await response?.text().catch(() => null);
    if (!response || body == null) return route.fallback().catch(() => undefined);
    // The article's MDX chunk: its metadata and its compiled content (main.js also holds the id, in
    // the docs plugins' global data, once that is large enough to be emitted as JSON).
    const isArticleChunk =
      body.includes('"id":"getting-started/accessing-vidcove"') && body.includes('frontMatter:()=>');
    if (!isArticleChunk) return route.fulfill({response});
    // Answer the article's chunk with code whose component throws until the fault is cleared
    // (React retries a failed render once by itself, so a one-off throw would be hidden).
    const crashing =
      'self.__vcCrashing=function(C){return function(p){if(!self.__vcFaultCleared)throw new Error("Simulated render failure");return C(p)}};';
    const patched = crashing + body.replace(/default:\(\)=>([\w$]+)/, 'default:()=>self.__vcCrashing($1)');
    return route.fulfill({response, body: patched});
  });
  await page.goto('/');
  await page.getByRole('link', {name: 'Sign in to Vidcove for the first time'}).click();
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
  await expect(page.getByText('Simulated render failure')).toBeVisible();
  await page.evaluate(() => Object.assign(window, {__vcFaultCleared: true}));
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('heading', {level: 1, name: 'Accessing Vidcove'})).toBeVisible();
});

test.describe('dates', () => {
  // The reader's zone decides the times shown; UTC makes them the snapshot's own.
  test.use({timezoneId: 'UTC'});
  const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
  /** "12 November 2025", or "18 November 2025, 10:15 UTC"; "12 November" where a year heading gives the year. */
  const BRITISH = new RegExp(`^\\d{1,2} ${MONTH}(?: \\d{4}(?:, \\d{2}:\\d{2} UTC)?)?$`);
  const US = new RegExp(
    `${MONTH.replace('(?:', '(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec|')} \\d{1,2}, \\d{4}|\\d (?:AM|PM)\\b`,
  );

  const pages: [what: string, path: string, expected: string[]][] = [
    ['home', '/', ['12 November 2025', '18 November 2025, 10:15 UTC']],
    ['release notes list', '/release-notes', ['12 November 2025']],
    ['release note', '/release-notes/2025/11/12/vidcove-11-42', ['12 November 2025']],
    ['status page', '/status/', ['18 November 2025, 10:15 UTC']],
    ['article ("Last updated")', DOC, []],
  ];
  for (const [what, path, expected] of pages) {
    test(`the ${what} writes every date one British way: day, month, year, 24-hour time with the zone`, async ({
      page,
    }) => {
      await page.goto(path);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      // The end of an article, with Last updated, loads when the reader nears it.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.locator('footer').last().scrollIntoViewIfNeeded();
      const times = page.locator('main time, article time, [role="region"] time');
      await expect(times.first()).toBeAttached();
      const shown = (await times.allTextContents()).map((text) => text.trim());
      for (const text of shown) expect(text, `<time> on ${path}`).toMatch(BRITISH);
      for (const text of expected) expect(shown).toContain(text);
      expect(await page.locator('main').innerText()).not.toMatch(US);
    });
  }

  test('the release notes archive writes each note’s day and month the same way', async ({page}) => {
    await page.goto('/release-notes/archive');
    const year2025 = page.getByRole('heading', {level: 2, name: '2025'}).locator('xpath=following-sibling::ul[1]');
    await expect(year2025.getByRole('link', {name: '12 November - Vidcove 11.42'})).toBeVisible();
    expect(await page.locator('main').innerText()).not.toMatch(US);
  });

  test('the feeds and Markdown twins write dates the same way', async ({request}) => {
    for (const path of [
      '/release-notes/rss.xml',
      '/release-notes/atom.xml',
      '/release-notes/2025/11/12/vidcove-11-42.md',
    ]) {
      const text = await (await request.get(path)).text();
      expect(text, path).not.toMatch(US);
    }
    const twin = await (await request.get('/release-notes/2025/11/12/vidcove-11-42.md')).text();
    expect(twin).toContain('Published: 12 November 2025');
  });
});

test('topic cards show drawn icons, hidden from assistive technology, and no text glyphs', async ({page}) => {
  await page.goto('/');
  const cards = page.getByRole('heading', {name: 'Browse by topic'}).locator('xpath=following::ul[1]/li');
  await expect(cards).toHaveCount(contentAreas.length);
  for (const card of await cards.all()) {
    const icon = card.locator('svg').first();
    await expect(icon).toBeVisible();
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    const box = await icon.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(20);
    // Nothing but the title and the description is text: no ▶ ▦ ✎ glyph standing in for an icon.
    const text = (await card.innerText()).replace(/\s+/g, ' ').trim();
    const area = contentAreas.find((a) => text.startsWith(a.title));
    expect(text, 'the card reads as its title and description').toBe(`${area?.title} ${area?.description}`);
  }
});

test.describe('the base-URL banner (spec §8)', () => {
  const BANNER = '#__docusaurus-base-url-issue-banner';

  test('a working home page never shows it', async ({page}) => {
    await page.goto('/');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(page.getByText('did not load properly')).toHaveCount(0);
  });

  test('with the site’s scripts and styles blocked, the home page shows it, citing the base URL', async ({
    page,
    guard,
  }) => {
    guard.allowConsoleErrors(/Failed to load resource|ERR_BLOCKED_BY_CLIENT/);
    await page.route(/\/assets\/.*\.(js|css)$/, (route) => route.abort('blockedbyclient'));
    await page.goto('/');
    const banner = page.locator(BANNER);
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('did not load properly');
    await expect(banner).toContainText('wrong site baseUrl configuration');
    await expect(banner).toContainText('Current configured baseUrl = /');
    await expect(banner).toContainText('We suggest trying baseUrl = /');
  });

  test('served under another path (a wrong base URL), it suggests that path', async ({page, guard}) => {
    guard.allowConsoleErrors(/Failed to load resource|404/);
    // A host that serves the built site under /help/: the pages' /assets/… addresses find nothing there.
    await page.route(/^http:\/\/localhost:\d+\//, async (route) => {
      const url = new URL(route.request().url());
      if (!url.pathname.startsWith('/help/')) return route.fulfill({status: 404, body: 'Not found'});
      const response = await route.fetch({url: `${url.origin}${url.pathname.slice('/help'.length)}`});
      return route.fulfill({response});
    });
    await page.goto('/help/');
    const banner = page.locator(BANNER);
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Current configured baseUrl = /');
    await expect(banner).toContainText('We suggest trying baseUrl = /help/');
  });
});
