/**
 * The reference player offers each video as H.264 in MP4 first, then VP9 in WebM (README.md of
 * tools/media/walkthroughs says why), and each `type` it declares is true of the file it names: the codec,
 * H.264's profile and level, whether there is sound, and an MP4 index that comes before the media data.
 *
 * The player runs here on the markup of its page, with just enough of a DOM for what it touches.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {runInNewContext} from 'node:vm';
import {load} from 'cheerio';
import {MEDIA_BASE, VIDEO_FORMATS, walkthroughs} from '../../plugins/videos/walkthroughs';

const ROOT = path.join(__dirname, '..', '..');
const PLAYER_DIR = path.join(ROOT, 'static/embed/player');

/** An element as far as the player uses one: attributes, data, children, listeners. */
class FakeElement {
  readonly children: FakeElement[] = [];
  readonly dataset: Record<string, string> = {};
  readonly listeners = new Map<string, (() => void)[]>();
  readonly textTracks: never[] = [];
  parent: FakeElement | undefined;
  [property: string]: unknown;
  constructor(readonly tagName: string) {}
  setAttribute(name: string, value: string) {
    this[name] = value;
  }
  removeAttribute(name: string) {
    delete this[name];
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  insertBefore(child: FakeElement, before: FakeElement | null) {
    const index = before ? this.children.indexOf(before) : -1;
    this.children.splice(index < 0 ? this.children.length : index, 0, child);
    child.parent = this;
  }
  append(child: FakeElement) {
    this.insertBefore(child, null);
  }
  remove() {
    this.parent?.children.splice(this.parent.children.indexOf(this), 1);
  }
  querySelectorAll(tag: string) {
    return this.children.filter((child) => child.tagName === tag);
  }
  querySelector(tag: string) {
    return this.querySelectorAll(tag)[0] ?? null;
  }
}

/** The player's <video> after it has run on its page's markup with `query`. */
function videoAfterPlayerRuns(query: string): FakeElement {
  const $ = load(readFileSync(path.join(PLAYER_DIR, 'index.html'), 'utf8'));
  const video = new FakeElement('video');
  const markup = $('video#video');
  for (const [name, value] of Object.entries(markup.attr() ?? {})) {
    if (name.startsWith('data-')) video.dataset[name.slice(5)] = value;
  }
  markup.children().each((_, child) => {
    const element = new FakeElement(child.tagName);
    Object.assign(element, $(child).attr());
    video.append(element);
  });
  const byId: Record<string, FakeElement> = {video};
  const document = {
    title: '',
    referrer: '',
    getElementById: (id: string) => (byId[id] ??= new FakeElement('div')),
    querySelector: (selector: string) => (byId[selector] ??= new FakeElement('div')),
    createElement: (tag: string) => new FakeElement(tag),
  };
  const window = {location: {search: query, href: `http://localhost/embed/player/${query}`}} as Record<string, unknown>;
  window.parent = window;
  runInNewContext(readFileSync(path.join(PLAYER_DIR, 'player.js'), 'utf8'), {window, document, URLSearchParams});
  return video;
}

const sourcesOf = (video: FakeElement) =>
  video.querySelectorAll('source').map((source) => ({src: source.src, type: source.type}));

interface Box {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  /** Where the box's contents (after its header) begin. */
  readonly body: number;
}

/** The ISO BMFF boxes in `data` from `start` to `end` (32-bit sizes: the files are small). */
function boxes(data: Buffer, start = 0, end = data.length): Box[] {
  const found: Box[] = [];
  for (let at = start; at + 8 <= end;) {
    const size = data.readUInt32BE(at);
    assert.ok(size >= 8 && at + size <= end, `a box of ${size} bytes at ${at}`);
    found.push({type: data.toString('latin1', at + 4, at + 8), start: at, end: at + size, body: at + 8});
    at += size;
  }
  return found;
}

/** The box at `route` (types, outermost first) inside `within`; a sample entry's fixed fields are skipped. */
function boxAt(data: Buffer, within: Box, route: readonly string[]): Box | undefined {
  const [type, ...rest] = route;
  // stsd has 8 bytes before its entries; a visual sample entry 78 bytes before its boxes, an audio one 28.
  const skip = {stsd: 8, avc1: 78, mp4a: 28}[within.type] ?? 0;
  const box = boxes(data, within.body + skip, within.end).find((child) => child.type === type);
  return box && rest.length > 0 ? boxAt(data, box, rest) : box;
}

/** What an MP4 holds: its top-level boxes in order, and per track its handler and RFC 6381 codec. */
function describeMp4(file: string) {
  const data = readFileSync(file);
  const top = boxes(data);
  const moov = top.find((box) => box.type === 'moov');
  assert.ok(moov, `${file}: a moov box`);
  const tracks = boxes(data, moov.body, moov.end)
    .filter((box) => box.type === 'trak')
    .map((trak) => {
      const hdlr = boxAt(data, trak, ['mdia', 'hdlr'])!;
      const handler = data.toString('latin1', hdlr.body + 8, hdlr.body + 12);
      const stsd = boxAt(data, trak, ['mdia', 'minf', 'stbl', 'stsd'])!;
      const entry = boxes(data, stsd.body + 8, stsd.end)[0]!;
      if (entry.type !== 'avc1') return {handler, codec: entry.type};
      // avcC: version, then profile, constraint flags and level: avc1.PPCCLL.
      const avcC = boxAt(data, entry, ['avcC'])!;
      return {
        handler,
        codec: `avc1.${data
          .subarray(avcC.body + 1, avcC.body + 4)
          .toString('hex')
          .toUpperCase()}`,
      };
    });
  return {order: top.map((box) => box.type), tracks};
}

/** The codec ids a WebM's track entries name (Matroska CodecID strings such as V_VP9). */
function webmCodecs(file: string): string[] {
  const head = readFileSync(file).subarray(0, 8192).toString('latin1');
  return ['V_VP9', 'V_VP8', 'V_AV1', 'A_OPUS', 'A_VORBIS'].filter((id) => head.includes(id));
}

/** The codecs a `type` attribute lists. */
const codecsOf = (type: unknown) => /codecs="([^"]*)"/.exec(String(type))?.[1]?.split(', ') ?? [];

/** The file a source names, from the player's folder. */
const fileOf = (src: unknown) => path.join(PLAYER_DIR, String(src));

/** Checks that the player's sources for a video describe its files truly. */
function assertSourcesDescribeFiles(sources: ReturnType<typeof sourcesOf>, withSound: boolean) {
  const [mp4, webm] = sources;
  const mp4Codecs = codecsOf(mp4!.type);
  const file = describeMp4(fileOf(mp4!.src));
  assert.ok(file.order.indexOf('moov') < file.order.indexOf('mdat'), `${mp4!.src}: its index comes first`);
  const video = file.tracks.find((track) => track.handler === 'vide');
  assert.equal(video?.codec, mp4Codecs[0], `${mp4!.src}: H.264 profile and level as declared`);
  const sound = file.tracks.find((track) => track.handler === 'soun');
  assert.deepEqual(sound ? [sound.codec] : [], withSound ? ['mp4a'] : [], `${mp4!.src}: sound as declared`);
  assert.deepEqual(mp4Codecs.slice(1), withSound ? ['mp4a.40.2'] : []);
  const expected = withSound ? ['V_VP9', 'A_OPUS'] : ['V_VP9'];
  assert.deepEqual(webmCodecs(fileOf(webm!.src)), expected, `${webm!.src}: codecs as declared`);
  assert.deepEqual(codecsOf(webm!.type), withSound ? ['vp9', 'opus'] : ['vp9']);
}

describe('the reference player offers each video as MP4, then WebM', () => {
  test('the test pattern: H.264 and AAC in MP4, then VP9 and Opus in WebM, before its tracks', () => {
    const video = videoAfterPlayerRuns('');
    assert.equal(video.src, undefined, 'no src attribute: the sources choose');
    assert.deepEqual(sourcesOf(video), [
      {src: '../media/test-pattern.mp4', type: 'video/mp4; codecs="avc1.64001F, mp4a.40.2"'},
      {src: '../media/test-pattern.webm', type: 'video/webm; codecs="vp9, opus"'},
    ]);
    assert.deepEqual(
      video.children.map((child) => child.tagName),
      ['source', 'source', 'track', 'track', 'track'],
    );
    assertSourcesDescribeFiles(sourcesOf(video), true);
  });

  test('a walkthrough: H.264 in MP4, then VP9 in WebM, neither with sound', () => {
    const video = videoAfterPlayerRuns('?walkthrough=uploading-media&title=Upload');
    assert.deepEqual(sourcesOf(video), [
      {src: '../media/walkthroughs/uploading-media.mp4', type: 'video/mp4; codecs="avc1.64001F"'},
      {src: '../media/walkthroughs/uploading-media.webm', type: 'video/webm; codecs="vp9"'},
    ]);
    assert.deepEqual(
      video.children.map((child) => child.tagName),
      ['source', 'source', 'track', 'track'],
    );
  });

  for (const {id} of walkthroughs) {
    test(`${id}: both files are what the player declares`, () => {
      const sources = sourcesOf(videoAfterPlayerRuns(`?walkthrough=${id}`));
      assert.deepEqual(
        sources.map((source) => path.resolve('/embed/player', String(source.src))),
        VIDEO_FORMATS.map((format) => `${MEDIA_BASE}${id}.${format}`),
        'the files the generator makes, in the order walkthroughs.ts lists them',
      );
      assertSourcesDescribeFiles(sources, false);
    });
  }
});
