/**
 * The walkthroughs' committed media agree with their list, their framing and each other: every listed
 * walkthrough has its video in each format (within the size limit), poster, captions and chapters; one
 * framing per chapter; and the chapters file says what the site's copy of the chapters says. (That the
 * chapters are the article's steps is checked on the built site: e2e/videos.spec.ts.)
 */
import assert from 'node:assert/strict';
import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {shots} from '../../tools/media/walkthroughs/shots';
import {walkthroughMedia} from './media';
import {parseVtt} from './vtt';
import {MAX_VIDEO_BYTES, MEDIA_BASE, VIDEO_FORMATS, walkthroughs} from './walkthroughs';

const ROOT = path.join(__dirname, '..', '..');
const mediaFile = (name: string) => path.join(ROOT, 'static', MEDIA_BASE, name);

const cues = (file: string): [number, string][] =>
  parseVtt(readFileSync(file, 'utf8')).map((cue) => [cue.start, cue.text]);

describe('walkthrough videos', () => {
  test('ids are unique, and every listed walkthrough has been made', () => {
    const ids = walkthroughs.map((w) => w.id);
    assert.equal(new Set(ids).size, ids.length);
    assert.deepEqual(
      walkthroughMedia.map((w) => w.id),
      ids,
      'run `npm run videos -- <id>` for the missing ones',
    );
  });

  for (const walkthrough of walkthroughMedia) {
    test(`${walkthrough.id}: videos within ${MAX_VIDEO_BYTES} bytes, poster, captions and chapters that agree`, () => {
      for (const format of VIDEO_FORMATS) {
        const video = statSync(mediaFile(`${walkthrough.id}.${format}`)).size;
        assert.ok(video > 10_000 && video <= MAX_VIDEO_BYTES, `${walkthrough.id}.${format} is ${video} bytes`);
      }
      assert.ok(statSync(mediaFile(`${walkthrough.id}.webp`)).size > 1_000, 'poster');
      assert.ok(statSync(mediaFile(`${walkthrough.id}.thumb.webp`)).size > 1_000, 'thumbnail');
      const framing = shots[walkthrough.id];
      assert.ok(framing, `tools/media/walkthroughs/shots.ts frames ${walkthrough.id}`);
      assert.equal(framing.focus.length, walkthrough.chapters.length, 'one framing per chapter');
      const chapters = cues(mediaFile(`${walkthrough.id}.chapters.vtt`));
      const expected = walkthrough.chapters.map((c): [number, string] => [c.start, c.text]);
      assert.deepEqual(chapters, expected, 'chapters.vtt and walkthroughs.generated.json');
      assert.deepEqual(cues(mediaFile(`${walkthrough.id}.en.vtt`)), expected, 'captions: one per step, in step');
      assert.ok(walkthrough.duration >= 20 && walkthrough.duration <= 90, `duration ${walkthrough.duration} s`);
      const last = walkthrough.chapters.at(-1)!;
      assert.ok(Math.abs(last.end - walkthrough.duration) < 0.1, 'the last chapter ends with the video');
    });
  }
});
