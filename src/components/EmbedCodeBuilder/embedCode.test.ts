import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {buildEmbed, DEFAULT_FIELDS, parseStartTime, type EmbedFields} from './embedCode';

const base: EmbedFields = {...DEFAULT_FIELDS, mediaId: 'k7d2m9x4qp'};

describe('parseStartTime', () => {
  test('reads seconds, clock times and unit times', () => {
    assert.equal(parseStartTime(''), null);
    assert.equal(parseStartTime('90'), 90);
    assert.equal(parseStartTime('1:30'), 90);
    assert.equal(parseStartTime('1:02:03'), 3723);
    assert.equal(parseStartTime('1m30s'), 90);
    assert.equal(parseStartTime('2h'), 7200);
  });
  test('rejects negative and unreadable times', () => {
    assert.ok(Number.isNaN(parseStartTime('-5')));
    assert.ok(Number.isNaN(parseStartTime('1:75')));
    assert.ok(Number.isNaN(parseStartTime('soon')));
  });
});

describe('buildEmbed', () => {
  test('a plain responsive embed keeps the URL clean', () => {
    const result = buildEmbed(base);
    assert.ok(result.ok);
    assert.equal(result.url, 'https://play.vidcove.com/embed/k7d2m9x4qp');
    assert.match(result.iframe, /aspect-ratio: 16 \/ 9/);
    assert.match(result.iframe, /title="Vidcove video player"/);
    assert.match(result.responsive, /padding-top: 56.25%/);
  });

  test('options become query parameters in a stable order', () => {
    const result = buildEmbed({
      ...base,
      start: '1:30',
      autoplay: true,
      muted: true,
      loop: true,
      captions: 'en',
      player: 'pl_2x6c8v4b',
    });
    assert.ok(result.ok);
    assert.equal(
      result.url,
      'https://play.vidcove.com/embed/k7d2m9x4qp?start=90&autoplay=1&muted=1&loop=1&captions=en&player=pl_2x6c8v4b',
    );
    assert.match(result.iframe, /src="https:\/\/play\.vidcove\.com\/embed\/k7d2m9x4qp\?start=90&amp;autoplay=1/);
    assert.deepEqual(result.notes, []);
  });

  test('fixed sizes and other ratios', () => {
    const fixed = buildEmbed({...base, sizing: 'fixed', width: '960', height: '540'});
    assert.ok(fixed.ok);
    assert.match(fixed.iframe, /width="960" height="540"/);
    const vertical = buildEmbed({...base, ratio: '9:16'});
    assert.ok(vertical.ok);
    assert.match(vertical.responsive, /padding-top: 177.78%/);
    const square = buildEmbed({...base, ratio: '1:1'});
    assert.ok(square.ok);
    assert.match(square.responsive, /padding-top: 100%/);
    const classic = buildEmbed({...base, ratio: '4:3'});
    assert.ok(classic.ok);
    assert.match(classic.responsive, /padding-top: 75%/);
  });

  test('autoplay without muted explains why it will not start by itself', () => {
    const result = buildEmbed({...base, autoplay: true});
    assert.ok(result.ok);
    assert.match(result.notes[0]!, /only autoplay muted video/);
  });

  test('bad input gets a clear message per field and no snippet', () => {
    const empty = buildEmbed({...base, mediaId: ''});
    assert.equal(empty.ok, false);
    assert.match(!empty.ok ? empty.errors.mediaId! : '', /Enter the media ID/);
    const malformed = buildEmbed({...base, mediaId: 'K7D2-M9X4'});
    assert.ok(!malformed.ok && /10 lowercase letters and digits/.test(malformed.errors.mediaId!));
    const negative = buildEmbed({...base, start: '-10'});
    assert.ok(!negative.ok && negative.errors.start === 'The start time cannot be negative.');
    const size = buildEmbed({...base, sizing: 'fixed', width: '50', height: 'tall'});
    assert.ok(!size.ok && /between 200 and 3840/.test(size.errors.width!) && /whole number/.test(size.errors.height!));
    const player = buildEmbed({...base, player: 'default'});
    assert.ok(!player.ok && /pl_/.test(player.errors.player!));
    const captions = buildEmbed({...base, captions: 'English'});
    assert.ok(!captions.ok && /language code/.test(captions.errors.captions!));
  });

  test('hostile input never reaches the snippet unescaped', () => {
    const result = buildEmbed({...base, mediaId: '"><script>alert(1)</script>'});
    assert.equal(result.ok, false);
  });
});
