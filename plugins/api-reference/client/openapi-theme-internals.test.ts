import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import {checkAdapter} from '../../../tools/lib/deep-imports';

test('the openapi theme still has the internal modules the API reference uses', () => {
  assert.deepEqual(checkAdapter(path.join(__dirname, 'openapi-theme-internals.ts')), []);
});
