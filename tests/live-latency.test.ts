/**
 * The live latency modes are physics, not marketing: an HLS player starts a live stream at least
 * `live.playerStartSegments` target durations behind the newest segment (RFC 8216, section 6.3.3),
 * and Vidcove can publish a segment (or a Low-Latency HLS part) only once it has been encoded. So
 * each mode's shortest delay must exceed what the player holds back, and the sheet must say what
 * the player holds back in.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {formats, live} from '../src/data/facts';

const {standard, lowLatency} = live.latencyModes;

describe('live latency modes', () => {
  test('standard live uses the delivery segments, and its shortest delay exceeds the segments a player holds back', () => {
    assert.equal(standard.segmentDurationSeconds, formats.delivery.segmentDurationSeconds);
    const heldBack = live.playerStartSegments * standard.segmentDurationSeconds;
    assert.ok(
      standard.latencySeconds.min > heldBack,
      `Standard latency starts at ${standard.latencySeconds.min} s, but players hold back ${heldBack} s of segments`,
    );
  });

  test('low latency is shorter than a segment, and its shortest delay exceeds the parts a player holds back', () => {
    assert.ok(lowLatency.partDurationSeconds < standard.segmentDurationSeconds);
    const heldBack = live.playerStartSegments * lowLatency.partDurationSeconds;
    assert.ok(
      lowLatency.latencySeconds.min > heldBack,
      `Low latency starts at ${lowLatency.latencySeconds.min} s, but players hold back ${heldBack} s of parts`,
    );
    assert.ok(lowLatency.latencySeconds.max < standard.latencySeconds.min);
  });

  test('every range runs from a shorter to a longer delay', () => {
    for (const mode of [standard, lowLatency]) assert.ok(mode.latencySeconds.min < mode.latencySeconds.max, mode.name);
  });
});
