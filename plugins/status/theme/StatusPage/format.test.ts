import assert from 'node:assert/strict';
import {test} from 'node:test';
import {MAX_HISTORY_MONTHS, monthsOf} from './format';

test('the history lists the months of the window, newest first', () => {
  assert.deepEqual(monthsOf('2025-08-21', '2025-11-18'), ['2025-11', '2025-10', '2025-09', '2025-08']);
  assert.deepEqual(monthsOf('2024-12-15', '2025-01-10'), ['2025-01', '2024-12']);
});

test('however far apart the dates, the history has a bounded number of months', () => {
  // A feed incident dated in the year 9999 would otherwise list every month up to then.
  assert.equal(monthsOf('2025-08-21', '9999-12-31').length, MAX_HISTORY_MONTHS);
  assert.deepEqual(monthsOf('2025-08-21', 'garbage'), []);
});
