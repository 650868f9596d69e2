import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {test} from 'node:test';
import * as withoutTslib from './client/utils-common';
import {UTILS_COMMON, UTILS_COMMON_WITHOUT_TSLIB} from './index';

const require = createRequire(path.join(process.cwd(), 'package.json'));
const original = require(UTILS_COMMON) as Record<string, unknown>;

test('the bundles’ utils-common exports what the package’s entry exports, with the same values', () => {
  const exported = (module: Record<string, unknown>) => Object.keys(module).filter((key) => key !== '__esModule');
  assert.deepEqual(exported(withoutTslib).sort(), exported(original).sort());
  assert.equal(withoutTslib.blogPostContainerID, original.blogPostContainerID);
  for (const name of exported(original).filter((key) => typeof original[key] === 'function')) {
    assert.equal((withoutTslib as Record<string, unknown>)[name], original[name], name);
  }
  assert.equal(withoutTslib.applyTrailingSlash('/a/', {trailingSlash: false, baseUrl: '/'}), '/a');
});

test('the files it takes the exports from need no tslib, which the package’s entry does', () => {
  const lib = path.dirname(require.resolve(UTILS_COMMON));
  assert.match(readFileSync(path.join(lib, 'index.js'), 'utf8'), /require\("tslib"\)/);
  const source = readFileSync(UTILS_COMMON_WITHOUT_TSLIB, 'utf8');
  const files = [...source.matchAll(/from '@docusaurus\/utils-common\/lib\/(\w+)'/g)].map((m) => m[1]!);
  assert.deepEqual(files, ['applyTrailingSlash', 'stringUtils', 'errorUtils']);
  for (const file of files) assert.doesNotMatch(readFileSync(path.join(lib, `${file}.js`), 'utf8'), /tslib/, file);
});
