import {defineConfig, devices} from '@playwright/test';
import {mockApiPort} from './plugins/api-reference/options';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './tools/lib/chromium';
import {findNginx} from './tools/server/nginx';

/**
 * End-to-end tests run against the production build served by the project's own server
 * (tools/server/serve.ts), in Debian's Chromium. The build happens once, before Playwright starts
 * (see tools/test.sh); browsers are never downloaded. The same build is also served by Debian's nginx
 * with the generated configuration (deploy/nginx.conf) for the HTTP assertions both servers share
 * (e2e/http.spec.ts) and a browser pass with the CSP on (e2e/served-by-nginx.spec.ts).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
/** nginx's port: E2E_NGINX_PORT, or the site's port + 5000. */
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? port + 5000);
export const nginxURL = `http://127.0.0.1:${nginxPort}`;
/** In CI nginx must be there (tools/prerequisites.sh installs it); elsewhere its tests are skipped without it. */
export const withNginx = Boolean(process.env.CI) || findNginx() !== undefined;
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
  projects: [
    {name: 'site', testIgnore: /served-by-nginx\.spec\.ts/},
    ...(withNginx ? [{name: 'nginx', testMatch: /served-by-nginx\.spec\.ts/, use: {baseURL: nginxURL}}] : []),
  ],
  webServer: [
    {
      command: 'node --import tsx tools/server/serve.ts',
      url: `${baseURL}/`,
      // Browser tests post feedback answers and missed searches from one address, run after run.
      env: {PORT: String(port), HOST: 'localhost', FEEDBACK_RATE_LIMIT: '1000', SEARCHES_RATE_LIMIT: '1000'},
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
    ...(withNginx
      ? [
          {
            command: 'node --import tsx tools/server/nginx-cli.ts',
            url: `${nginxURL}/`,
            env: {PORT: String(nginxPort)},
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
