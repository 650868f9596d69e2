import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import {checkAdapter} from '../../tools/lib/deep-imports';

test('the redirect plugin still has the internal modules the redirect pages reuse', () => {
  assert.deepEqual(checkAdapter(path.join(__dirname, 'client-redirects-internals.ts')), []);
});
