/**
 * The site's own versions of theme parts in help articles (src/theme): what each gives a reader
 * beyond the stock component, checked in the page as a reader gets it.
 */
import {expect, test} from './fixtures';

const TABS_PAGE = '/technical-information/rest-api';
const IMAGE_PAGE = '/frequently-asked-questions/enabling-multi-factor-authentication';

test('a tab panel is named by its tab, and the tab says which panel it controls (src/theme/TabItem)', async ({
  page,
}) => {
  await page.goto(TABS_PAGE);
  const tab = page.getByRole('tab', {name: 'Python', exact: true}).first();
  await tab.click();
  const panel = page.getByRole('tabpanel', {name: 'Python', exact: true}).first();
  await expect(panel).toBeVisible();
  await expect(tab).toHaveAttribute('aria-controls', (await panel.getAttribute('id'))!);
});

test('a blank line in a code block is one line high, and each line is a span (src/theme/CodeBlock/Line)', async ({
  page,
}) => {
  await page.goto(TABS_PAGE);
  await page.getByRole('tab', {name: 'Python', exact: true}).first().click();
  const code = page.locator('pre code').filter({hasText: 'import requests'}).first();
  await expect(code).toBeVisible();
  await expect(code.getByText('import requests')).toBeVisible();
  const lines = code.locator('> .token-line');
  expect(await code.locator('> div').count()).toBe(0);
  const heights = await lines.evaluateAll((spans) =>
    spans.map((span) => ({text: span.textContent ?? '', height: span.getBoundingClientRect().height})),
  );
  const blank = heights.find((line) => line.text.trim() === '');
  const written = heights.find((line) => line.text.includes('import os'));
  expect(blank, 'the sample has a blank line').toBeDefined();
  expect(blank!.height).toBeCloseTo(written!.height, 0);
});

test('an article image is one responsive, lazily loaded <img> with its box reserved (src/theme/IdealImage)', async ({
  page,
}) => {
  await page.goto(IMAGE_PAGE);
  const image = page.getByRole('img', {name: /^The Security page/});
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('sizes', 'auto, 100vw');
  await expect(image).toHaveAttribute('srcset', /\.png \d+w/);
  await expect(image).toHaveAttribute('width', /^\d+$/);
  await expect(image).toHaveAttribute('height', /^\d+$/);
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // No second copy for readers without script, and no script-driven loader around it.
  await expect(page.locator('article noscript img')).toHaveCount(0);
});
