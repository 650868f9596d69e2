/** Which searches the local search sends as "found nothing", and in what shape. */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {
  cleanQuery,
  MAX_QUERY_LENGTH,
  MAX_SEARCHES_PER_POST,
  missedSearchesEndpointFor,
  missedSearchesProblem,
  type MissedSearchesPayload,
} from '../missed-searches-contract';
import {createMissedSearchCollector, SETTLE_MS} from './missed-searches';

/** A collector on a clock the test moves, on page `/docs/a`, at 10:41 on 5 December 2026. */
function collector() {
  const sent: MissedSearchesPayload[] = [];
  const timers = new Set<() => void>();
  const collect = createMissedSearchCollector({
    send: (payload) => sent.push(payload),
    page: () => '/docs/a',
    now: () => Date.parse('2026-12-05T10:41:07.123Z'),
    later: (run, ms) => {
      assert.equal(ms, SETTLE_MS);
      timers.add(run);
      return () => timers.delete(run);
    },
  });
  /** The reader pauses: every pending timer fires. */
  const pause = () => [...timers].forEach((run) => (timers.delete(run), run()));
  const queries = () => sent.flatMap(({searches}) => searches.map(({query}) => query));
  return {collect, sent, pause, queries};
}

/** The reader types `text` one character at a time, each prefix answered with `results(prefix)`. */
function type(collect: ReturnType<typeof collector>['collect'], text: string, results = (_: string) => 0) {
  for (let end = 1; end <= text.length; end += 1) collect.answered(text.slice(0, end), results(text.slice(0, end)));
}

describe('the missed searches collector', () => {
  test('sends the query a reader finished typing, not each prefix, when search closes', () => {
    const {collect, sent} = collector();
    type(collect, 'zzqx');
    assert.deepEqual(sent, [], 'nothing is sent while the reader types');
    collect.flush();
    assert.deepEqual(sent, [
      {searches: [{query: 'zzqx', page: '/docs/a', time: '2026-12-05T10:00:00.000Z', results: 0}]},
    ]);
    collect.flush();
    assert.equal(sent.length, 1, 'an empty batch is not sent');
  });

  test('a query corrected before the reader pauses is sent as corrected, not as first typed', () => {
    const {collect, queries} = collector();
    type(collect, 'zzqxy');
    collect.answered('zzqx', 0);
    collect.flush();
    assert.deepEqual(queries(), ['zzqx']);
  });

  test('batches: each query the reader paused on, in one post', () => {
    const {collect, sent, pause, queries} = collector();
    type(collect, 'zzqx');
    pause();
    type(collect, 'qqzv');
    pause();
    assert.deepEqual(sent, []);
    collect.flush();
    assert.equal(sent.length, 1);
    assert.deepEqual(queries(), ['zzqx', 'qqzv']);
  });

  test('a query with results sends nothing, and drops the shorter query it extends', () => {
    const {collect, sent, pause} = collector();
    type(collect, 'passwor', (prefix) => (prefix.length > 3 ? 5 : 0));
    collect.flush();
    assert.deepEqual(sent, []);
    type(collect, 'zzq');
    pause();
    collect.answered('zzq video', 2);
    collect.flush();
    assert.deepEqual(sent, [], 'the reader went on to find something');
  });

  test('a query extended after a pause is sent once, as the longer query; a repeat is one search', () => {
    const {collect, pause, queries} = collector();
    type(collect, 'zzq');
    pause();
    type(collect, 'zzq classic');
    pause();
    type(collect, 'zzq classic');
    collect.flush();
    assert.deepEqual(queries(), ['zzq classic']);
  });

  test('the query is trimmed, on one line and capped; an empty query is nothing', () => {
    const {collect, queries} = collector();
    collect.answered('   ', 0);
    collect.answered(`  two\n\twords  ${'x'.repeat(200)}`, 0);
    collect.flush();
    assert.deepEqual(queries(), [`two words ${'x'.repeat(MAX_QUERY_LENGTH - 'two words '.length)}`]);
    assert.equal(
      cleanQuery(`${'a'.repeat(MAX_QUERY_LENGTH - 1)}😀`),
      'a'.repeat(MAX_QUERY_LENGTH - 1),
      'no half emoji',
    );
  });

  test('a full batch is posted at once, never more searches than the server takes', () => {
    const {collect, sent, pause} = collector();
    for (let i = 0; i < MAX_SEARCHES_PER_POST + 1; i += 1) {
      collect.answered(`missing ${String.fromCharCode(97 + i)}`, 0);
      pause();
    }
    assert.equal(sent.length, 1);
    assert.equal(sent[0]!.searches.length, MAX_SEARCHES_PER_POST);
    collect.flush();
    assert.equal(sent.length, 2);
    for (const payload of sent) assert.equal(missedSearchesProblem(payload), null, 'the server takes it');
  });
});

describe('where missed searches go', () => {
  test('beside the project’s feedback path; nowhere when feedback is off or goes to a form service', () => {
    assert.equal(missedSearchesEndpointFor('/feedback'), '/missed-searches');
    assert.equal(
      missedSearchesEndpointFor('https://feedback.example.org/feedback'),
      'https://feedback.example.org/missed-searches',
    );
    assert.equal(missedSearchesEndpointFor(''), '');
    assert.equal(missedSearchesEndpointFor('https://forms.example.org/f/help-centre'), '');
  });
});
