import {defineConfig, devices} from '@playwright/test';
import {mockApiPort} from './plugins/api-reference/options';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './tools/lib/chromium';

/**
 * End-to-end tests run against the production build served by the project's own server
 * (tools/server/serve.ts), in Debian's Chromium. The build happens once, before Playwright starts
 * (see tools/test.sh); browsers are never downloaded.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
/** The Prism mock of the Vidcove API (tools/server/mock-api.sh), on the port the OpenAPI document names. */
export const mockApiUrl = `http://localhost:${mockApiPort}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  reporter: process.env.CI ? [['list'], ['html', {open: 'never'}]] : [['list']],
  timeout: 30_000,
  expect: {timeout: 15_000},
  use: {
    baseURL,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS]},
  },
  webServer: [
    {
      command: 'node --import tsx tools/server/serve.ts',
      url: `${baseURL}/`,
      env: {PORT: String(port), HOST: 'localhost'},
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // The API reference's mock server (the OpenAPI document's localhost server), for Send.
      command: 'bash tools/server/mock-api.sh',
      // Unauthenticated, the mock answers 401: it is up and checking requests against the document.
      url: `${mockApiUrl}/account`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
