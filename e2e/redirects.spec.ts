import {redirects} from '../config/redirects';
import {expect, test} from './fixtures';

const paths = redirects.flatMap(({from, to}) => from.map((path) => ({path, to})));

// One page follows every old path in turn (a step each), so the site's assets come from the cache.
test('old help-centre paths redirect to the current articles', async ({page}) => {
  test.setTimeout(paths.length * 5_000);
  expect(paths.length).toBeGreaterThan(0);
  for (const {path, to} of paths) {
    await test.step(`${path} → ${to}`, async () => {
      await page.goto(path);
      await expect.soft(page, `${path} lands on ${to}`).toHaveURL((url) => url.pathname === to);
      await expect.soft(page.locator('article h1'), `${path}: the article shows`).toBeVisible();
    });
  }
});
