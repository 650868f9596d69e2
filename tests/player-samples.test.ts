import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {dueCheck, embedQuery, formatTime, parseStartTime} from '../src/components/PlayerSample/params';
import {urls} from '../src/data/facts';

describe('embedQuery', () => {
  it('is empty when nothing is set', () => {
    assert.equal(embedQuery({}), '');
    assert.equal(embedQuery({start: 0, autoplay: false, captions: ''}), '');
  });

  it('writes set parameters in a stable order, flags as 1', () => {
    assert.equal(
      embedQuery({captions: 'en', loop: true, muted: true, autoplay: true, start: 90}),
      '?start=90&autoplay=1&muted=1&loop=1&captions=en',
    );
  });

  it('encodes values it cannot trust', () => {
    assert.equal(embedQuery({captions: 'en&x=<script>'}), '?captions=en%26x%3D%3Cscript%3E');
  });
});

describe('parseStartTime', () => {
  it('accepts exactly the start times the facts sheet says the player accepts', () => {
    const formats = urls.embedParams.start.formats.map((format) => new RegExp(`^(?:${format.pattern})$`));
    for (const example of urls.embedParams.start.formats.flatMap((format) => format.examples)) {
      assert.equal(parseStartTime(example).ok, true, example);
    }
    for (const input of [
      '90',
      '7.5',
      '1m30s',
      '1h2m',
      '1h',
      '90s',
      '0.5s',
      '',
      'abc',
      '1.5m',
      '-5',
      '1:30',
      '1h2',
      'm30s',
    ]) {
      const accepted = formats.some((format) => format.test(input));
      assert.equal(parseStartTime(input).ok, accepted, `"${input}": the parser and the facts sheet agree`);
    }
  });

  it('reads seconds and h/m/s forms', () => {
    assert.deepEqual(parseStartTime('90'), {ok: true, seconds: 90});
    assert.deepEqual(parseStartTime(' 7.5 '), {ok: true, seconds: 7.5});
    assert.deepEqual(parseStartTime('1m30s'), {ok: true, seconds: 90});
    assert.deepEqual(parseStartTime('1h2m'), {ok: true, seconds: 3720});
    assert.deepEqual(parseStartTime('0M9S'), {ok: true, seconds: 9});
  });

  it('explains empty, negative and malformed input', () => {
    const empty = parseStartTime('  ');
    assert.equal(empty.ok, false);
    assert.match(!empty.ok ? empty.message : '', /Enter a start time/);
    const negative = parseStartTime('-5');
    assert.match(!negative.ok ? negative.message : '', /cannot be negative/);
    const words = parseStartTime('soon');
    assert.match(!words.ok ? words.message : '', /"soon" is not a start time/);
    assert.equal(parseStartTime('1m30').ok, false);
    assert.equal(parseStartTime('m').ok, false);
  });

  it('refuses a start at or after the end of the video', () => {
    assert.equal(parseStartTime('11.9', 12).ok, true);
    const atEnd = parseStartTime('12', 12);
    assert.match(!atEnd.ok ? atEnd.message : '', /12 seconds long/);
  });
});

describe('dueCheck', () => {
  const checks = [
    {id: 'one', at: 4},
    {id: 'two', at: 8},
  ];
  const none = new Set<string>();

  it('is due when playback reaches a chapter end', () => {
    assert.equal(dueCheck(checks, none, 3.5, 3.75)?.id, 'one');
    assert.equal(dueCheck(checks, none, 7.6, 7.9)?.id, 'two');
  });

  it('is not due before the end, after answering, or twice in a row', () => {
    assert.equal(dueCheck(checks, none, 3, 3.25), undefined);
    assert.equal(dueCheck(checks, new Set(['one']), 3.5, 3.75), undefined);
    assert.equal(dueCheck(checks, none, 3.75, 4), undefined);
  });

  it('skips checks that a seek jumps over, forwards or backwards', () => {
    assert.equal(dueCheck(checks, none, 1, 9), undefined);
    assert.equal(dueCheck(checks, none, 9, 3.8), undefined);
    assert.equal(dueCheck(checks, none, 2.9, 4, 0.25), undefined);
  });

  it('counts a long step as playback when the timeupdates came as far apart (a busy device)', () => {
    assert.equal(dueCheck(checks, none, 3.2, 4.5, 1.3)?.id, 'one');
    assert.equal(dueCheck(checks, none, 3.2, 6, 1.3), undefined);
  });
});

describe('formatTime', () => {
  it('prints minutes and tenths of a second', () => {
    assert.equal(formatTime(0), '0:00.0');
    assert.equal(formatTime(3.24), '0:03.2');
    assert.equal(formatTime(59.96), '1:00.0');
    assert.equal(formatTime(75.5), '1:15.5');
    assert.equal(formatTime(Number.NaN), '–');
  });
});
