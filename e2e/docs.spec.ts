/**
 * Every doc is served as its front matter says: listed and unlisted pages answer 200 with their title,
 * unlisted ones stay out of the sitemap and sidebar, drafts are not built at all.
 */
import {docSections} from '../src/data/areas';
import {product} from '../src/data/product';
import {docRoutes, sectionOf} from '../tests/lib/routes';
import {expect, test} from './fixtures';

const SITE_TITLE = product.siteTitle;
const written = docRoutes();
const routed = written.filter((entry) => !entry.draft);
const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&');

const sections = [...new Set(routed.map(sectionOf))];

test('there are docs to check', () => expect(routed.length).toBeGreaterThan(100));

for (const section of sections) {
  test(`every page of ${section} answers 200 with its title`, async ({request}) => {
    const failures: string[] = [];
    for (const entry of routed.filter((e) => sectionOf(e) === section)) {
      const response = await request.get(entry.route);
      const expected = `${entry.title} | ${SITE_TITLE}`;
      const title = titleOf(await response.text());
      if (response.status() !== 200 || title !== expected) {
        failures.push(`${entry.route}: ${response.status()} "${title}" (expected "${expected}")`);
      }
    }
    expect(failures).toEqual([]);
  });
}

test('drafts are not built', async ({request}) => {
  const drafts = written.filter((entry) => entry.draft);
  for (const entry of drafts) {
    const response = await request.get(entry.route);
    expect(response.status(), entry.route).toBe(404);
  }
});

test('unlisted pages are reachable but absent from the sitemap', async ({request}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${product.siteUrl}/getting-started/accessing-${product.slug}</loc>`);
  for (const entry of routed.filter((e) => e.unlisted)) {
    expect(sitemap, entry.route).not.toContain(`<loc>${product.siteUrl}${entry.route}</loc>`);
  }
});

test('the docs sidebar lists the docs sections and hides unlisted pages', async ({page}) => {
  await page.goto(`/getting-started/accessing-${product.slug}`);
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  for (const {label} of docSections) {
    await expect(
      sidebar.getByRole('button', {name: label, exact: true}).or(sidebar.getByRole('link', {name: label, exact: true})),
    ).toBeVisible();
  }
  const hrefs = await sidebar.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  for (const entry of routed.filter((e) => e.unlisted)) expect(hrefs).not.toContain(entry.route);
});

// The highlighter loads when code comes near the viewport (src/theme/CodeBlock).
test('code blocks are highlighted at once; the highlighter loads when the reader reaches for one', async ({page}) => {
  // Wide and tall enough for code to be in view at once: seen is not reached.
  await page.setViewportSize({width: 1440, height: 900});
  const highlighter: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('Prism.languages')) highlighter.push(response.url());
  });
  await page.goto('/samples/dev/iframe');
  const block = page.locator('.theme-code-block').first();
  // Highlighted in the server-rendered page, before any script runs; then scrolled into view and read.
  await expect(block.locator('.token').first()).toBeVisible();
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await block.scrollIntoViewIfNeeded();
  await expect(block.locator('.token').first()).toBeInViewport();
  // Code in view used to load the highlighter on the next frame. (Not "network idle": the player streams.)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForTimeout(1_000);
  expect(highlighter, 'the highlighter, before the reader reaches for code').toEqual([]);
  await expect(block.getByRole('button', {name: 'Copy code to clipboard'})).toHaveCount(0);

  // The pointer over the block: the highlighter loads and the block's buttons work.
  await expect(async () => {
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click({timeout: 2_000});
    await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible({timeout: 1_000});
  }).toPass();
  expect(highlighter.length).toBeGreaterThan(0);

  // After a client-side navigation there is no server-rendered code: it is highlighted all the same.
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Script embed'}).click();
  await expect(page).toHaveURL(/\/samples\/dev\/script$/);
  await expect(page.locator('.theme-code-block').first().locator('.token').first()).toBeVisible();

  // By keyboard, on a first visit: the focus moves into a block, which becomes interactive and keeps the focus.
  await page.goto('/samples/dev/script');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  const other = page.locator('[data-code-block]').nth(1);
  await expect(other.getByRole('button', {name: 'Copy code to clipboard'})).toHaveCount(0);
  await other.locator('pre').focus();
  await expect(other.getByRole('button', {name: 'Copy code to clipboard'})).toHaveCount(1);
  await expect(other.locator('pre')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(other.locator('pre')).toBeFocused();
});

test.describe('without script', () => {
  test.use({javaScriptEnabled: false});

  test('code is the highlighted block where it stands, with its language, not plain text', async ({page}) => {
    await page.goto('/frequently-asked-questions/minimum-tls-version');
    const code = page.locator('article pre');
    await expect(code.first()).toBeVisible();
    expect(await code.count()).toBeGreaterThan(1);
    for (const block of await code.all()) {
      await expect(block).toBeVisible();
      await expect(block).toHaveClass(/\bprism-code\b/);
    }
    await expect(page.locator('article .language-bash pre .token').first()).toBeVisible();
  });

  test('every tab of a tabbed sample shows under its label, and no row of tabs that do nothing', async ({page}) => {
    // Tabs switch with script only: without this, the JavaScript and Python samples were never shown.
    await page.goto('/technical-information/rest-api');
    const firstGroup = page.locator('article .tabs-container').first();
    await expect(firstGroup.getByRole('tablist')).toBeHidden();
    const panels = firstGroup.getByRole('tabpanel', {includeHidden: true});
    await expect(panels).toHaveCount(3);
    for (const [index, label] of ['curl', 'JavaScript', 'Python'].entries()) {
      const panel = panels.nth(index);
      await expect(panel.locator('[data-tab-panel-label]')).toHaveText(label);
      await expect(panel.locator('[data-tab-panel-label]')).toBeVisible();
      await expect(panel.locator('pre')).toBeVisible();
    }
    await expect(panels.nth(1).locator('pre')).toContainText('fetch(');
  });
});

test('with script, a tabbed sample shows one panel at a time and no panel labels', async ({page}) => {
  await page.goto('/technical-information/rest-api');
  const firstGroup = page.locator('article .tabs-container').first();
  await expect(firstGroup.getByRole('tab', {name: 'JavaScript'})).toBeVisible();
  await expect(firstGroup.getByRole('tabpanel')).toHaveCount(1);
  // The labels are there (readers without script see them) but hidden.
  const labels = firstGroup.locator('[data-tab-panel-label]');
  await expect(labels).toHaveCount(3);
  for (const label of await labels.all()) await expect(label).toBeHidden();
  await firstGroup.getByRole('tab', {name: 'JavaScript'}).click();
  const code = firstGroup.getByRole('tabpanel').locator('pre');
  await expect(code).toBeVisible();
  await expect(code).toContainText('fetch(');
  await expect(labels.nth(1)).toBeHidden();
});

// src/components/Availability: the plan-and-role badge line at the top of a feature page.
test('a feature page shows its plans and roles as one line of badges above the first paragraph', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/building-a-site/custom-url');
  const line = page.locator('article dl').first();
  await expect(line).toBeVisible();
  await expect(line).toHaveText(/^Plans\s*Business\s*Enterprise\s*Roles\s*Owner\s*Administrator\s*Editor$/);
  // "Plans:" on screen; the colon is generated, so it is not part of the text.
  const colon = await line
    .locator('dt')
    .first()
    .evaluate((dt) => getComputedStyle(dt, '::after').content);
  expect(colon).toBe('":"');
  await expect(line).toBeInViewport();
  const badges = line.locator('li');
  await expect(badges).toHaveCount(5);
  // Above the first paragraph, and on one line: no list spacing of the article pushes a badge down.
  const paragraph = page.locator('article .markdown > p').first();
  const [lineBox, firstBadge, paragraphBox] = await Promise.all([
    line.boundingBox(),
    badges.first().boundingBox(),
    paragraph.boundingBox(),
  ]);
  expect(lineBox!.y + lineBox!.height).toBeLessThanOrEqual(paragraphBox!.y);
  expect(lineBox!.height).toBeLessThanOrEqual(firstBadge!.height + 1);
  for (const box of await badges.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top))) {
    expect(Math.abs(box - firstBadge!.y)).toBeLessThanOrEqual(1);
  }
});

// Doc descriptions are not in the metadata every docs page loads (plugins/performance/doc-descriptions.ts):
// the pages that show them still do, as rendered and after the client takes over (and after navigating there).
test('the FAQ index and a category page show each doc’s description', async ({page}) => {
  const faq = 'Why is my media still processing?';
  const faqPreview = /still encoding it, which usually takes about half the media's length/;
  await page.goto('/frequently-asked-questions/');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  const answer = page.getByRole('listitem').filter({has: page.getByRole('link', {name: faq})});
  await expect(answer.getByText(faqPreview)).toBeVisible();

  await page.goto('/library/introducing-your-library');
  await page.goto('/category/importing-from-other-systems');
  const card = page.getByRole('main').getByRole('link', {name: /^\S* ?Importing from Amazon S3 Connect/});
  await expect(card.getByText(/Connect an Amazon S3 bucket to Vidcove/)).toBeVisible();

  // Navigated to in the app, not loaded: the FAQ index's code brings its data along.
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'FAQs'}).click();
  await expect(page).toHaveURL(/\/frequently-asked-questions\/$/);
  await expect(answer.getByText(faqPreview)).toBeVisible();
});

// Docs tag pages share one module of every tag's data (plugins/performance/shared-tag-data.ts), and one route
// in the browser: each page still lists its own tag's docs, as rendered, after the client takes over, and when
// navigated to in the app.
test('a tag page lists its own tag’s docs, loaded or reached from an article and from the tag index', async ({
  page,
}) => {
  // In the browser the tag pages are one route (shared-tag-route.cjs): the address, with or without its
  // trailing slash, picks the tag.
  for (const address of ['/tags/vbr', '/tags/vbr/']) {
    await page.goto(address);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('One doc tagged with "VBR"');
    await expect(page.getByRole('main').getByRole('link', {name: 'Choosing a bitrate'})).toBeVisible();
  }

  await page.goto('/technical-information/bitrate');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await page.locator('.theme-doc-footer-tags-row').getByRole('link', {name: 'CBR', exact: true}).click();
  await expect(page).toHaveURL(/\/tags\/cbr$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('One doc tagged with "CBR"');
  await expect(page.getByRole('main').getByRole('link', {name: 'Choosing a bitrate'})).toBeVisible();

  await page.getByRole('link', {name: 'View all tags'}).click();
  await expect(page).toHaveURL(/\/tags$/);
  await page
    .getByRole('main')
    .getByRole('link', {name: /^Encoding\s*4$/})
    .click();
  await expect(page).toHaveURL(/\/tags\/encoding$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('4 docs tagged with "Encoding"');
  const listed = page.getByRole('main').locator('article').getByRole('heading', {level: 2});
  await expect(listed).toHaveCount(4);
  for (const heading of await listed.all()) await expect(heading).toBeVisible();
});
