import assert from 'node:assert/strict';
import {test} from 'node:test';
import {repairHash} from './safe-hash';

test('a hash that decodes is left alone', () => {
  for (const hash of ['', '#', '#sign-in', '#caf%C3%A9', '#100%25']) assert.equal(repairHash(hash), null, hash);
});

test('stray % signs are escaped, so the hash decodes to what was typed', () => {
  assert.equal(repairHash('#%'), '#%25');
  assert.equal(repairHash('#%zz'), '#%25zz');
  assert.equal(repairHash('#50%-off%20now'), '#50%25-off%20now');
  assert.equal(decodeURIComponent(repairHash('#%zz')!.slice(1)), '%zz');
});

test('valid escapes that are not UTF-8 are escaped too', () => {
  const repaired = repairHash('#%C3%28')!;
  assert.equal(decodeURIComponent(repaired.slice(1)), '%C3%28');
});
