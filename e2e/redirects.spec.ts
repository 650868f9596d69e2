import {redirects} from '../config/redirects';
import {expect, test} from './fixtures';
import {pageFailures, readPage} from './page-checks';

const paths = redirects.flatMap(({from, to}) => from.map((path) => ({path, to})));

// One page follows every old path in turn (a step each), so the site's assets come from the cache.
// These are the build's redirect pages: the quality gate checks that there are no others.
test('old help-centre paths redirect to the current articles, which a reader can use', async ({page}) => {
  test.setTimeout(paths.length * 5_000);
  expect(paths.length).toBeGreaterThan(0);
  for (const {path, to} of paths) {
    await test.step(`${path} → ${to}`, async () => {
      await page.goto(path);
      await expect.soft(page, `${path} lands on ${to}`).toHaveURL((url) => url.pathname === to);
      await expect.soft(page.locator('article h1'), `${path}: the article shows`).toBeVisible();
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      expect.soft(pageFailures(await readPage(page)), `${path}: the page it lands on`).toEqual([]);
    });
  }
});
