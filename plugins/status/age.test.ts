import assert from 'node:assert/strict';
import {test} from 'node:test';
import {ageText, dataAge, STALE_AFTER_MS, WIDEST_AGO, windowPhase} from './age';

const SNAPSHOT = '2025-11-18T10:15:00.000Z';
const at = (iso: string) => Date.parse(iso);

test('the age of data in words, rounded down', () => {
  assert.equal(ageText(20_000), 'less than a minute');
  assert.equal(ageText(5 * 60_000 + 59_000), '5 minutes');
  assert.equal(ageText(3 * 3_600_000), '3 hours');
  assert.equal(ageText(86_400_000), '1 day');
  assert.equal(ageText(45 * 86_400_000), '45 days');
  assert.equal(ageText(200 * 86_400_000), '6 months');
  assert.equal(ageText(372 * 86_400_000), '1 year');
  assert.equal(ageText(-5_000), 'less than a minute');
});

test('no age up to a century is longer than the room the page keeps for it', () => {
  const taken = at(SNAPSHOT);
  let longest = '';
  for (let minutes = 0; minutes < 100 * 366 * 24 * 60; minutes += minutes < 3_000 ? 1 : 997) {
    const {ago} = dataAge(SNAPSHOT, taken + minutes * 60_000)!;
    if (ago.length > longest.length) longest = ago;
  }
  assert.equal(longest.length, WIDEST_AGO.length, longest);
});

test('a snapshot a year old is stale; one taken minutes ago is not', () => {
  const old = dataAge(SNAPSHOT, at('2026-11-25T00:00:00Z'));
  assert.deepEqual(old && {ago: old.ago, stale: old.stale}, {ago: '1 year ago', stale: true});
  const fresh = dataAge(SNAPSHOT, at('2025-11-18T10:20:00Z'));
  assert.deepEqual(fresh && {ago: fresh.ago, stale: fresh.stale}, {ago: '5 minutes ago', stale: false});
  assert.equal(dataAge(SNAPSHOT, at(SNAPSHOT) + STALE_AFTER_MS + 1)?.stale, true);
  assert.equal(dataAge(SNAPSHOT, at(SNAPSHOT) + 10_000)?.ago, 'just now');
  assert.equal(dataAge(null, Date.now()), null);
  assert.equal(dataAge('not a date', Date.now()), null);
});

test('a maintenance window is upcoming, in progress or completed relative to now', () => {
  const window = {
    status: 'scheduled',
    scheduledFor: '2025-11-25T22:00:00.000Z',
    scheduledUntil: '2025-11-26T01:00:00.000Z',
  } as const;
  assert.equal(windowPhase(window, at('2025-11-18T10:15:00Z')), 'upcoming');
  assert.equal(windowPhase(window, at('2025-11-25T23:00:00Z')), 'in-progress');
  // A year later the data still says "scheduled": the window is over.
  assert.equal(windowPhase(window, at('2026-11-25T00:00:00Z')), 'completed');
  assert.equal(windowPhase({...window, status: 'completed'}, at('2025-11-18T10:15:00Z')), 'completed');
  assert.equal(windowPhase({status: 'scheduled', scheduledFor: null, scheduledUntil: null}, Date.now()), 'unknown');
  assert.equal(
    windowPhase(
      {status: 'in_progress', scheduledFor: '2025-11-25T22:00:00.000Z', scheduledUntil: null},
      at('2026-01-01T00:00:00Z'),
    ),
    'in-progress',
  );
});
