import assert from 'node:assert/strict';
import {test} from 'node:test';
import {redirects} from '../config/redirects';
import {docRoutes} from './lib/routes';

const routes = new Set(
  docRoutes()
    .filter((entry) => !entry.draft)
    .map((entry) => entry.route),
);

test('every redirect leads to a routed page', () => {
  for (const {to} of redirects) assert.ok(routes.has(to), `${to} is a routed doc`);
});

test('no old path is listed twice or is itself a current page', () => {
  const seen = new Set<string>();
  for (const {from} of redirects) {
    for (const path of from) {
      assert.ok(!seen.has(path), `${path} listed once`);
      assert.ok(!routes.has(path) && !routes.has(`${path}/`), `${path} is not a current page`);
      assert.match(path, /^\/[a-z0-9/-]+$/, `${path} is a clean path without a trailing slash`);
      seen.add(path);
    }
  }
});
