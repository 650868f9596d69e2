import {redirects} from '../config/redirects';
import {expect, test} from './fixtures';

test.describe('old help-centre paths redirect to the current articles', () => {
  for (const {from, to} of redirects) {
    for (const path of from) {
      test(`${path} → ${to}`, async ({page}) => {
        await page.goto(path);
        await expect(page).toHaveURL((url) => url.pathname === to);
        await expect(page.locator('article h1')).toBeVisible();
      });
    }
  }
});
