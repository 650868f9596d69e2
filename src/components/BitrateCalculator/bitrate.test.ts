import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {
  fileSizeBytes,
  formatBytes,
  formatDuration,
  parseDuration,
  parsePositive,
  recommend,
  SIZE_UNITS,
  uploadSeconds,
} from './bitrate';

describe('units', () => {
  test('8 bits make a byte and kilo is 1000 in bitrates', () => {
    // 8,000 kbps for 1 second is 8,000,000 bits = 1,000,000 bytes = 1 MB (0.95 MiB).
    assert.equal(fileSizeBytes(8000, 1), 1_000_000);
    assert.deepEqual(formatBytes(1_000_000), {si: '1 MB', binary: '977 KiB'});
  });
  test('an hour at 6,000 kbps is 2.7 GB', () => {
    const bytes = fileSizeBytes(6000, 3600);
    assert.equal(bytes, 2.7e9);
    assert.deepEqual(formatBytes(bytes), {si: '2.7 GB', binary: '2.51 GiB'});
  });
  test('upload time: 1 GB over 20 Mbps takes 6 min 40 s', () => {
    assert.equal(uploadSeconds(SIZE_UNITS.GB, 20), 400);
    assert.equal(formatDuration(400), '6 min 40 s');
    assert.equal(formatDuration(uploadSeconds(SIZE_UNITS.GiB, 20)), '7 min 9 s');
    assert.equal(formatDuration(3600 * 2 + 5), '2 h 5 s');
  });
});

describe('parsing', () => {
  test('accepts positive numbers and clock durations only', () => {
    assert.equal(parsePositive('6000'), 6000);
    assert.equal(parsePositive('2,5'), 2.5);
    assert.equal(parsePositive('-3'), null);
    assert.equal(parsePositive('0'), null);
    assert.equal(parsePositive('lots'), null);
    assert.equal(parseDuration('1:00:00'), 3600);
    assert.equal(parseDuration('90'), 90);
    assert.equal(parseDuration('0'), null);
    assert.equal(parseDuration('1:99'), null);
  });
});

describe('recommend', () => {
  test('uses the ladder for the resolution, frame rate and codec', () => {
    assert.deepEqual(
      {...recommend('1080p', 30, 'h264'), rung: undefined},
      {rung: undefined, videoKbps: 6000, audioKbps: 160, deliveredFrameRate: 30},
    );
    assert.equal(recommend('1080p', 60, 'h264')?.videoKbps, 7800);
    assert.equal(recommend('2160p', 30, 'hevc')?.videoKbps, 11600);
  });
  test('rungs capped at 30 fps halve high frame rates', () => {
    const low = recommend('480p', 60, 'h264');
    assert.equal(low?.videoKbps, 1400);
    assert.equal(low?.deliveredFrameRate, 30);
    assert.equal(recommend('480p', 50, 'h264')?.deliveredFrameRate, 25);
  });
  test('unknown rungs and bad frame rates give nothing', () => {
    assert.equal(recommend('8K', 30, 'h264'), null);
    assert.equal(recommend('720p', 0, 'h264'), null);
  });
});
