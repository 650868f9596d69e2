/** Reaching the API reference's request panel as a reader does, shared by the API specs. */
import {mockApiPort} from '../plugins/api-reference/options';
import {expect} from './fixtures';
import type {Locator, Page} from '@playwright/test';

export const MOCK = `http://localhost:${mockApiPort}`;
export const API_KEY = 'vck_live_8fK2mQ7xR4tL9wZ1bN6cV3hJ5dP0sY2a';

/** The request panel, reached for as a reader would: scrolled to and pointed at. */
export async function requestPanel(page: Page, operationId: string): Promise<Locator> {
  await page.goto(`/api/${operationId}`);
  const column = page.locator('.openapi-right-panel__container');
  await column.scrollIntoViewIfNeeded();
  await column.hover();
  // The panel loads after the page (its own chunk, then the curl generator): allow for a busy machine.
  // The mock server is the build's default, so the code samples already name it.
  await expect(column.locator('pre:visible').first()).toContainText(`${MOCK}/`, {timeout: 30_000});
  return column;
}

export async function fillKey(panel: Locator): Promise<void> {
  await expect(panel.getByText(/Paste an API key\. .* create keys on Settings > API keys/)).toBeVisible();
  await panel.getByPlaceholder('Bearer Token').fill(API_KEY);
}
