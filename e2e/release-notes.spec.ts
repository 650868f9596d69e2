/**
 * Release notes: the main blog at /release-notes/ (10 a page) and its embeddable copy at
 * /release-notes-embed (5 a page, bare layout), both over the notes in blog/.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parseDoc} from '../tests/lib/content';
import {expect, test} from './fixtures';

const BLOG = path.join(__dirname, '..', 'blog');
const notes = readdirSync(BLOG)
  .filter((file) => /\.mdx?$/.test(file) && !file.startsWith('_'))
  .map((file) => parseDoc(file, readFileSync(path.join(BLOG, file), 'utf8')));
const embedTagged = notes.filter((note) => (note.frontMatter.tags as string[]).includes('embed'));
const pages = (count: number, size: number) => Math.ceil(count / size);

test('there are 26 to 30 notes, 11 to 15 of them tagged embed', () => {
  expect(notes.length).toBeGreaterThanOrEqual(26);
  expect(notes.length).toBeLessThanOrEqual(30);
  expect(embedTagged.length).toBeGreaterThanOrEqual(11);
  expect(embedTagged.length).toBeLessThanOrEqual(15);
});

test('paging routes exist exactly as specified', async ({request}) => {
  const expectPages = async (base: string, last: number) => {
    expect((await request.get(`${base}`)).status(), base).toBe(200);
    for (let n = 2; n <= last; n += 1)
      expect((await request.get(`${base}/page/${n}`)).status(), `${base}/page/${n}`).toBe(200);
    expect((await request.get(`${base}/page/${last + 1}`)).status(), `${base}/page/${last + 1}`).toBe(404);
  };
  expect(pages(notes.length, 10)).toBe(3);
  expect(pages(notes.length, 5)).toBe(6);
  await expectPages('/release-notes', 3);
  await expectPages('/release-notes-embed', 6);
  await expectPages('/release-notes-embed/tags/embed', 3);
  for (const base of [
    '/release-notes/archive',
    '/release-notes/tags',
    '/release-notes-embed/archive',
    '/release-notes-embed/tags',
  ]) {
    expect((await request.get(base)).status(), base).toBe(200);
  }
});

test('every page of the release notes list has one heading naming it', async ({page}) => {
  for (const path of ['/release-notes/', '/release-notes/page/2', '/release-notes-embed/']) {
    await page.goto(path);
    const heading = page.getByRole('heading', {level: 1});
    await expect(heading).toHaveCount(1);
    await expect(heading).toHaveText('Vidcove release notes');
    await expect(heading).toBeInViewport();
  }
  await expect(page.getByText(/Page 1 of 6\./)).toBeVisible();
});

test('the sidebar "Latest releases" lists every release', async ({page}) => {
  await page.goto('/release-notes/');
  const sidebar = page.getByRole('navigation', {name: /blog recent posts navigation/i});
  await expect(sidebar.getByText('Latest releases', {exact: true})).toBeVisible();
  await expect(sidebar.getByRole('link')).toHaveCount(notes.length);
  for (const link of await sidebar.getByRole('link').all()) await expect(link).toBeVisible();
  await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Release Notes'})).toBeVisible();
});

test('each note has its own page and the tag pages page through their notes', async ({page, request}) => {
  await page.goto('/release-notes/page/3');
  const title = page.locator('article h2 a').first();
  const href = await title.getAttribute('href');
  await title.click();
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page.locator('article h1')).toBeVisible();
  expect((await request.get('/release-notes/tags/embed')).status()).toBe(200);
});

test('embed pages render bare, and links that leave the feed open in a new tab', async ({page, context}) => {
  await page.goto('/release-notes-embed/page/2');
  await expect(page.locator('article').first()).toBeVisible();
  await expect(page.locator('nav.navbar')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.locator('[class*="announcementBar_"]')).toHaveCount(0);
  await expect(page.locator('aside')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // Every link that leaves the feed opens a new tab and says so: content links, note titles, tags.
  const leaving = page.locator('article a[href^="/"]:not([href^="/release-notes-embed"]):not([href^="#"])');
  expect(await leaving.count()).toBeGreaterThan(5);
  for (const link of await leaving.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleName(/\(opens in new tab\)$/);
  }
  // A note title leads to the full note on the help centre, in a new tab; the feed stays put.
  const popup = context.waitForEvent('page');
  await page.locator('article h2 a').first().click();
  const opened = await popup;
  await opened.waitForLoadState();
  expect(new URL(opened.url()).pathname).toMatch(/^\/release-notes\/.+/);
  expect(new URL(page.url()).pathname).toBe('/release-notes-embed/page/2');
  // Paging stays inside the frame.
  await page.getByRole('link', {name: /Older entries/}).click();
  await expect(page).toHaveURL(/\/release-notes-embed\/page\/3$/);
});

test('a note of the embeddable feed opens bare, without a crash, and its table of contents follows the reader', async ({
  page,
}) => {
  // The bare layout has no navbar; the table of contents used to read the navbar's height and crash.
  const note = notes.find((n) => n.file === '2025-11-12-vidcove-11-42.mdx')!;
  await page.goto('/release-notes-embed/2025/11/12/vidcove-11-42');
  await expect(page.getByRole('heading', {level: 1, name: String(note.frontMatter.title)})).toBeVisible();
  await expect(page.getByRole('heading', {name: /This page crashed/})).toHaveCount(0);
  await expect(page.locator('nav.navbar')).toHaveCount(0);
  // Reading a section highlights its entry in the table of contents, as on pages with a navbar.
  await page.setViewportSize({width: 1280, height: 600});
  const toc = page.locator('.table-of-contents');
  await expect(toc).toBeVisible();
  // At the end of the note, the last section is the one being read.
  const id = await page.locator('article .markdown h2').last().getAttribute('id');
  await page.mouse.wheel(0, 20_000);
  await expect(toc.locator(`a[href="#${id}"]`)).toHaveClass(/table-of-contents__link--active/);
});

test('the embeddable archive has one heading and opens full notes in a new tab, saying so', async ({page, context}) => {
  await page.goto('/release-notes-embed/archive');
  await expect(page.getByRole('heading', {level: 1, name: 'Archive'})).toBeVisible();
  await expect(page.getByText('Archive', {exact: true})).toHaveCount(1);
  const link = page.getByRole('link', {name: /Vidcove 11\.42 \(opens in new tab\)$/});
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('target', '_blank');
  const popup = context.waitForEvent('page');
  await link.click();
  const opened = await popup;
  await expect(opened).toHaveURL(/\/release-notes\/2025\/11\/12\/vidcove-11-42$/);
  await expect(opened.getByRole('heading', {level: 1, name: 'Vidcove 11.42'})).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/release-notes-embed/archive');
});

test('feeds are well-formed and list every note', async ({page, request}) => {
  await page.goto('/release-notes/');
  for (const [feed, item] of [
    ['/release-notes/rss.xml', 'item'],
    ['/release-notes/atom.xml', 'entry'],
  ] as const) {
    const xml = await (await request.get(feed)).text();
    const count = await page.evaluate(
      ({text, tag}: {text: string; tag: string}) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        if (doc.querySelector('parsererror')) return -1;
        return doc.getElementsByTagName(tag).length;
      },
      {text: xml, tag: item as string},
    );
    expect(count, feed).toBe(notes.length);
  }
  const json = (await (await request.get('/release-notes/feed.json')).json()) as {items: unknown[]};
  expect(json.items).toHaveLength(notes.length);
});

test('notes link only to pages that exist', async ({page, request}) => {
  const targets = new Set<string>();
  for (let n = 1; n <= 3; n += 1) {
    await page.goto(n === 1 ? '/release-notes/' : `/release-notes/page/${n}`);
    const hrefs = await page
      .locator('article .markdown a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    hrefs.forEach((href) => targets.add(href.split('#')[0]!));
  }
  expect(targets.size).toBeGreaterThan(10);
  for (const target of targets) expect((await request.get(target)).status(), target).toBe(200);
});

// "Read more" alone names no note (Lighthouse SEO `link-text`, and a list of links read out of context).
test('each note in a list links to the rest of it by its title', async ({page}) => {
  await page.goto('/release-notes/');
  const links = page.getByRole('main').getByRole('link', {name: /^Read more/});
  await expect(links).toHaveCount(10);
  for (const link of await links.all()) await expect(link).toHaveText(/^Read more about \S/);
  const first = links.first();
  const title = (await first.textContent())!.replace(/^Read more about /, '');
  await first.click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
});
