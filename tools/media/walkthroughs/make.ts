/**
 * Makes the walkthrough videos: `npm run videos [-- [--build DIR] [id ...]]` (README.md beside this file).
 *
 * For each walkthrough (plugins/videos/walkthroughs.ts), all or the ids named: reads the steps from the
 * built article (the first numbered list under its `steps` heading), animates the article's illustration
 * with one segment per step (a pan and zoom to the step's focus rectangle from shots.ts, a ring round it,
 * the step's text in a caption band), and writes to static/embed/media/walkthroughs/:
 *   {id}.mp4           854×480, 25 fps, H.264 (High) in MP4, no audio, index first (faststart)
 *   {id}.webm          the same frames in VP9 in WebM
 *   {id}.webp          poster: the first step's view with the title
 *   {id}.thumb.webp    thumbnail: the poster's picture without its text, for rows of small previews
 *   {id}.en.vtt        captions, one cue per step (the step's text)
 *   {id}.chapters.vtt  chapters, one cue per step (the step's text)
 * and records each video's duration and chapters in plugins/videos/walkthroughs.generated.json.
 *
 * Frames are drawn here with sharp (sub-pixel affine transforms, so the pan does not jitter) and piped raw
 * to FFmpeg, which burns in the text with drawtext and encodes both files in one pass. Needs FFmpeg with
 * libx264, libvpx and libfreetype (Debian's ffmpeg) and the DejaVu fonts.
 */
import {spawn, spawnSync, type ChildProcessByStdio} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Readable, Writable} from 'node:stream';
import sharp from 'sharp';
import {stepsFromHtml} from '../../../plugins/videos/steps';
import {
  MAX_VIDEO_BYTES,
  VIDEO_FORMATS,
  walkthroughs,
  type VideoFormat,
  type Walkthrough,
} from '../../../plugins/videos/walkthroughs';
import {shots, type Rect, type Shots} from './shots';

const root = path.resolve(__dirname, '../../..');
const outDir = path.join(root, 'static/embed/media/walkthroughs');
const generatedJson = path.join(root, 'plugins/videos/walkthroughs.generated.json');

// The picture.
const WIDTH = 854;
const HEIGHT = 480;
const FPS = 25;
/** How long a pan from one step's framing to the next takes, and how much of the frame a focus may fill. */
const PAN_SECONDS = 0.8;
const FILL = 0.6;
const MAX_ZOOM = 2.5;
/** Space between a focus rectangle and its ring, the ring's width and colour. */
const RING_GAP = 6;
const RING_WIDTH = 4;
const RING_COLOUR = '#e0490f';
const FALLBACK_BACKGROUND = '#eef1f5';
// The caption band: "Step N of M", then the step's text wrapped to at most four lines.
const MARGIN_X = 28;
const BAND_PADDING_TOP = 12;
const BAND_PADDING_BOTTOM = 14;
const STEP_LINE = {size: 18, height: 26};
// Larger type first; a step of two sentences may take a fourth line rather than smaller type.
const TEXT_FITS = [
  {size: 23, height: 30, chars: 60, lines: 3},
  {size: 21, height: 27, chars: 66, lines: 3},
  {size: 21, height: 27, chars: 66, lines: 4},
];
const MAX_LINES = Math.max(...TEXT_FITS.map((fit) => fit.lines));
const BAND_COLOUR = 'black@0.74';
const TITLE = {size: 30, band: 64, seconds: 1.5};
const POSTER_MAX_BYTES = 40 * 1024;
/** H.264's quality: the lowest that keeps the captions' text clean, which leaves each MP4 near its WebM's size. */
const X264_CRF = 30;
/** Thumbnails are shown about 13 to 20 rem wide: twice 240 px keeps them sharp on dense screens. */
const THUMBNAIL = {width: 480, height: 270, maxBytes: 24 * 1024};

class MakeError extends Error {}

/** A view of the (padded) illustration: its top-left corner and width, in illustration pixels. */
interface View {
  readonly x: number;
  readonly y: number;
  readonly width: number;
}

interface Segment {
  readonly text: string;
  readonly lines: readonly string[];
  readonly fit: (typeof TEXT_FITS)[number];
  readonly band: number;
  readonly view: View;
  /** First frame and number of frames. */
  readonly start: number;
  readonly frames: number;
  /** The ring, in output pixels, once the view has settled. */
  readonly ring: {readonly x: number; readonly y: number; readonly width: number; readonly height: number};
}

const frameTime = (frame: number) => frame / FPS;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const easeInOut = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/** How long a step stays on screen: time to read it, at least 4 s, at most 9 s. */
export const stepSeconds = (text: string) => clamp(2.2 + 0.06 * text.length, 4, 9);

/** Greedy word wrap to lines of at most `chars` characters (a longer word gets a line of its own). */
export function wrap(text: string, chars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > chars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The text size at which a step's text fits the band, and its lines. */
function fitText(text: string, id: string, step: number) {
  for (const fit of TEXT_FITS) {
    const lines = wrap(text, fit.chars);
    if (lines.length <= fit.lines) return {fit, lines};
  }
  throw new MakeError(
    `${id}: step ${step} is too long for the video's caption (more than ${MAX_LINES} lines): "${text}". Shorten the step in the article.`,
  );
}

/**
 * The view that frames a focus rectangle: zoomed so the rectangle fills at most FILL of the picture above
 * the caption band (zoom 1 to MAX_ZOOM), centred above the band, kept inside the picture.
 */
function frame(rect: Rect, band: number, picture: {width: number; height: number}): View {
  const [x, y, w, h] = rect;
  const visible = (HEIGHT - band) / HEIGHT;
  const zoom = clamp(Math.min((FILL * picture.width) / w, (FILL * picture.height * visible) / h), 1, MAX_ZOOM);
  const width = picture.width / zoom;
  const height = (width * HEIGHT) / WIDTH;
  const scale = WIDTH / width;
  return {
    x: clamp(x + w / 2 - width / 2, 0, picture.width - width),
    y: clamp(y + h / 2 - (HEIGHT - band) / 2 / scale, 0, picture.height - height),
    width,
  };
}

const mix = (a: View, b: View, t: number): View => ({
  x: a.x + (b.x - a.x) * t,
  y: a.y + (b.y - a.y) * t,
  width: a.width + (b.width - a.width) * t,
});

/** WebVTT time: HH:MM:SS.mmm. */
const vttTime = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, size = 2) => String(n).padStart(size, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};
const vttText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function run(command: string, args: readonly string[]): string {
  const result = spawnSync(command, args, {encoding: 'utf8'});
  if (result.error)
    throw new MakeError(
      `Could not run ${command}: ${result.error.message}. Install FFmpeg (Debian: apt-get install ffmpeg).`,
    );
  if (result.status !== 0) throw new MakeError(`${command} failed (exit ${result.status}):\n${tail(result.stderr)}`);
  return result.stdout;
}
const tail = (text: string) => text.trim().split('\n').slice(-15).join('\n');

function fontFile(family: string): string {
  const file = run('fc-match', ['-f', '%{file}', family]).trim();
  if (!file || !existsSync(file))
    throw new MakeError(`No font file for "${family}" (fc-match). Install fonts-dejavu-core.`);
  return file;
}

/**
 * The illustration flattened and padded to 16:9 on its own background (its top-left pixel), placed so
 * that the whole picture (the first framing) shows all of it above the tallest caption band.
 */
async function loadPicture(file: string, band: number) {
  if (!existsSync(file)) throw new MakeError(`Illustration not found: ${path.relative(root, file)} (shots.ts).`);
  const {data: corner, info: cornerInfo} = await sharp(file)
    .ensureAlpha()
    .extract({left: 0, top: 0, width: 1, height: 1})
    .raw()
    .toBuffer({resolveWithObject: true});
  const background =
    cornerInfo.channels === 4 && corner[3] === 255
      ? {r: corner[0] as number, g: corner[1] as number, b: corner[2] as number}
      : FALLBACK_BACKGROUND;
  const meta = await sharp(file).metadata();
  const above = (HEIGHT - band) / HEIGHT;
  const margin = 1.04;
  const width = Math.ceil(Math.max(meta.width * margin, ((meta.height * margin) / above) * (WIDTH / HEIGHT)));
  const height = Math.round((width * HEIGHT) / WIDTH);
  const left = Math.floor((width - meta.width) / 2);
  const top = Math.floor((height * above - meta.height) / 2);
  const full = await sharp(file)
    .flatten({background})
    .extend({left, right: width - meta.width - left, top, bottom: height - meta.height - top, background})
    .removeAlpha()
    .raw()
    .toBuffer();
  // A half-size copy to draw wide views from, so downscaling by more than 1.5 does not alias.
  const half = await sharp(full, {raw: {width, height, channels: 3}})
    .resize(Math.round(width / 2), Math.round(height / 2), {kernel: 'lanczos3'})
    .raw()
    .toBuffer({resolveWithObject: true});
  return {width, height, left, top, full, half: {data: half.data, width: half.info.width, height: half.info.height}};
}
type Picture = Awaited<ReturnType<typeof loadPicture>>;

/** One frame: the picture seen through `view`, scaled to WIDTH×HEIGHT, as raw RGB. */
async function drawView(picture: Picture, view: View, ring: Buffer | undefined): Promise<Buffer> {
  const scale = WIDTH / view.width;
  // Wide views are drawn from the half-size copy, so the downscale stays under 1.5 and does not alias.
  const useHalf = scale < 0.75;
  const k = useHalf ? picture.half.width / picture.width : 1;
  const source = useHalf ? picture.half : {data: picture.full, width: picture.width, height: picture.height};
  const s = scale / k;
  // Cut the view out on whole pixels with a pixel to spare, then scale it with its sub-pixel offset.
  const left = clamp(Math.floor(view.x * k) - 1, 0, source.width - 1);
  const top = clamp(Math.floor(view.y * k) - 1, 0, source.height - 1);
  const width = Math.min(source.width - left, Math.ceil(view.width * k + 4));
  const height = Math.min(source.height - top, Math.ceil(((view.width * HEIGHT) / WIDTH) * k + 4));
  const {data, info} = await sharp(source.data, {raw: {width: source.width, height: source.height, channels: 3}})
    .extract({left, top, width, height})
    .affine([s, 0, 0, s], {
      odx: -(view.x * k - left) * s,
      ody: -(view.y * k - top) * s,
      interpolator: sharp.interpolators.bicubic,
    })
    .raw()
    .toBuffer({resolveWithObject: true});
  if (info.width < WIDTH || info.height < HEIGHT || info.channels !== 3) {
    throw new MakeError(
      `A frame came out ${info.width}×${info.height}×${info.channels}, smaller than ${WIDTH}×${HEIGHT}×3.`,
    );
  }
  const image = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let row = 0; row < HEIGHT; row++)
    data.copy(image, row * WIDTH * 3, row * info.width * 3, (row * info.width + WIDTH) * 3);
  if (!ring) return image;
  return sharp(image, {raw: {width: WIDTH, height: HEIGHT, channels: 3}})
    .composite([{input: ring}])
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** The ring round a step's focus: a rounded orange outline with a thin white edge, as a PNG overlay. */
const ringOverlay = (ring: Segment['ring']) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
        `<rect x="${ring.x}" y="${ring.y}" width="${ring.width}" height="${ring.height}" rx="8" fill="none" stroke="white" stroke-width="${RING_WIDTH + 3}" stroke-opacity="0.85"/>` +
        `<rect x="${ring.x}" y="${ring.y}" width="${ring.width}" height="${ring.height}" rx="8" fill="none" stroke="${RING_COLOUR}" stroke-width="${RING_WIDTH}"/>` +
        `</svg>`,
    ),
  )
    .png()
    .toBuffer();

/** Each step's text set for the caption band, and the band's height in pixels. */
const captions = (id: string, texts: readonly string[]) =>
  texts.map((text, index) => {
    const {fit, lines} = fitText(text, id, index + 1);
    return {
      text,
      fit,
      lines,
      band: BAND_PADDING_TOP + STEP_LINE.height + lines.length * fit.height + BAND_PADDING_BOTTOM,
    };
  });

function planSegments(id: string, shot: Shots, texts: ReturnType<typeof captions>, picture: Picture): Segment[] {
  let start = 0;
  return texts.map(({text, fit, lines, band}, index) => {
    const [x, y, w, h] = shot.focus[index] as Rect;
    // Focus rectangles are in the illustration's pixels; the picture is padded round it.
    const rect: Rect = [x + picture.left, y + picture.top, w, h];
    const view = frame(rect, band, picture);
    const scale = WIDTH / view.width;
    const left = clamp((rect[0] - view.x) * scale - RING_GAP, RING_WIDTH, WIDTH - RING_WIDTH);
    const top = clamp((rect[1] - view.y) * scale - RING_GAP, RING_WIDTH, HEIGHT - RING_WIDTH);
    const right = clamp((rect[0] + w - view.x) * scale + RING_GAP, RING_WIDTH, WIDTH - RING_WIDTH);
    const bottom = clamp((rect[1] + h - view.y) * scale + RING_GAP, RING_WIDTH, HEIGHT - band - RING_WIDTH);
    if (bottom - top < h * scale * 0.5) {
      throw new MakeError(
        `${id}: step ${index + 1}'s focus rectangle falls under the caption band; move it up in shots.ts.`,
      );
    }
    const frames = Math.round(stepSeconds(text) * FPS);
    const segment: Segment = {
      text,
      lines,
      fit,
      band,
      view,
      start,
      frames,
      ring: {x: left, y: top, width: right - left, height: bottom - top},
    };
    start += frames;
    return segment;
  });
}

/** FFmpeg's filter graph: the caption band, "Step N of M" and the text for each step; the title at first. */
function filterGraph(segments: readonly Segment[], files: TextFiles, posterFrame: number): string {
  const font = files.font;
  const bold = files.bold;
  const during = (from: number, to: number) => `'gte(t,${from.toFixed(3)})*lt(t,${to.toFixed(3)})'`;
  const filters: string[] = [];
  segments.forEach((segment, index) => {
    const from = frameTime(segment.start);
    const to = frameTime(segment.start + segment.frames);
    const top = HEIGHT - segment.band;
    filters.push(
      `drawbox=x=0:y=${top}:w=${WIDTH}:h=${segment.band}:color=${BAND_COLOUR}:t=fill:enable=${during(from, to)}`,
      `drawtext=fontfile=${bold}:textfile=${files.step[index]}:expansion=none:fontsize=${STEP_LINE.size}:fontcolor=0xffd9c7:x=${MARGIN_X}:y=${top + BAND_PADDING_TOP}:enable=${during(from, to)}`,
    );
    segment.lines.forEach((_, line) => {
      filters.push(
        `drawtext=fontfile=${font}:textfile=${files.lines[index]?.[line]}:expansion=none:fontsize=${segment.fit.size}:fontcolor=white:x=${MARGIN_X}:y=${top + BAND_PADDING_TOP + STEP_LINE.height + line * segment.fit.height + 2}:enable=${during(from, to)}`,
      );
    });
  });
  filters.push(
    `drawbox=x=0:y=0:w=${WIDTH}:h=${TITLE.band}:color=${BAND_COLOUR}:t=fill:enable=${during(0, TITLE.seconds)}`,
    `drawtext=fontfile=${bold}:textfile=${files.title}:expansion=none:fontsize=${TITLE.size}:fontcolor=white:x=${MARGIN_X}:y=(${TITLE.band}-${TITLE.size})/2:enable=${during(0, TITLE.seconds)}`,
  );
  const outputs = VIDEO_FORMATS.map((format) => `[${format}]`).join('');
  return `[0:v]${filters.join(',')},format=yuv420p,split=${VIDEO_FORMATS.length + 1}${outputs}[still];[still]select='eq(n,${posterFrame})'[poster]`;
}

interface TextFiles {
  readonly font: string;
  readonly bold: string;
  readonly title: string;
  readonly step: readonly string[];
  readonly lines: readonly (readonly string[])[];
}

type Fonts = {regular: string; bold: string};

async function make(walkthrough: Walkthrough, buildDir: string, fonts: Fonts) {
  const started = performance.now();
  const {id} = walkthrough;
  const {texts, shot} = readSteps(walkthrough, buildDir);
  const set = captions(id, texts);
  const picture = await loadPicture(
    path.join(root, shot.illustration),
    Math.max(...set.map((caption) => caption.band)),
  );
  const segments = planSegments(id, shot, set, picture);
  const totalFrames = segments.reduce((sum, segment) => sum + segment.frames, 0);
  const first = segments[0] as Segment;
  const posterFrame = first.start + Math.round((PAN_SECONDS + 0.2) * FPS);

  const temp = mkdtempSync(path.join(os.tmpdir(), `walkthrough-${id}-`));
  try {
    const videos = videoFiles(id);
    const posterPng = path.join(temp, 'poster.png');
    const graph = writeFilterGraph(temp, walkthrough.title, segments, fonts, posterFrame);
    const keyframes = segments.map((segment) => frameTime(segment.start).toFixed(3)).join(',');
    const ffmpeg = startFfmpeg([
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${WIDTH}x${HEIGHT}`, '-r', String(FPS), '-i', 'pipe:0'],
      ...['-filter_complex_script', graph],
      ...VIDEO_FORMATS.flatMap((format) => videoOutput(format, videos[format], keyframes, walkthrough.title)),
      ...['-map', '[poster]', '-frames:v', '1', '-update', '1', posterPng],
    ]);
    await writeFrames(ffmpeg.process, segments, picture);
    const code = await ffmpeg.exited;
    if (code !== 0) throw new MakeError(`${id}: ffmpeg failed (exit ${code}):\n${tail(ffmpeg.stderr())}`);

    const poster = await writePoster(id, posterPng);
    await writeThumbnail(id, poster, first.text);
    const {duration, bytes} = measure(id, videos, frameTime(totalFrames));
    const chapters = writeCaptions(id, segments, duration);

    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${id}: ${segments.length} steps, ${duration.toFixed(3)} s, ${VIDEO_FORMATS.map((f) => `${f} ${(bytes[f] / 1024).toFixed(0)} KB`).join(', ')} (poster ${(poster.length / 1024).toFixed(1)} KB), made in ${seconds.toFixed(1)} s`,
    );
    return {duration: round3(duration), chapters};
  } finally {
    rmSync(temp, {recursive: true, force: true});
  }
}

/** The steps' texts from the built article, and the walkthrough's shots: one focus rectangle per step. */
function readSteps(walkthrough: Walkthrough, buildDir: string): {texts: string[]; shot: Shots} {
  const {id} = walkthrough;
  const page = path.join(buildDir, walkthrough.doc, 'index.html');
  if (!existsSync(page))
    throw new MakeError(`${id}: the built article ${page} is missing. Run "npm run build" (or pass --build DIR).`);
  let texts: string[];
  try {
    texts = stepsFromHtml(readFileSync(page, 'utf8'), walkthrough.steps);
  } catch (error) {
    throw new MakeError(`${id}: ${walkthrough.doc}: ${(error as Error).message}`);
  }
  const shot = shots[id];
  if (!shot) throw new MakeError(`${id}: no shots in tools/media/walkthroughs/shots.ts.`);
  if (texts.length !== shot.focus.length) {
    throw new MakeError(
      `${id}: the article has ${texts.length} steps under #${walkthrough.steps} but shots.ts has ${shot.focus.length} focus rectangles; give one per step.`,
    );
  }
  return {texts, shot};
}

/** Writes the filter graph and the texts it draws; returns the graph's file. */
function writeFilterGraph(
  temp: string,
  title: string,
  segments: readonly Segment[],
  fonts: Fonts,
  posterFrame: number,
) {
  // Texts go to files (drawtext's textfile), so nothing in them needs escaping for the filter graph.
  const write = (name: string, text: string) => {
    const file = path.join(temp, name);
    writeFileSync(file, text);
    return file;
  };
  const files: TextFiles = {
    font: fonts.regular,
    bold: fonts.bold,
    title: write('title.txt', title),
    step: segments.map((_, index) => write(`step-${index + 1}.txt`, `Step ${index + 1} of ${segments.length}`)),
    lines: segments.map((segment, index) =>
      segment.lines.map((line, n) => write(`step-${index + 1}-${n + 1}.txt`, line)),
    ),
  };
  return write('filters.txt', filterGraph(segments, files, posterFrame));
}

interface Encoder {
  readonly process: ChildProcessByStdio<Writable, null, Readable>;
  /** The exit code; a failure to start rejects with the way to install FFmpeg. */
  readonly exited: Promise<number>;
  readonly stderr: () => string;
}

function startFfmpeg(args: readonly string[]): Encoder {
  const ffmpeg = spawn('ffmpeg', args, {stdio: ['pipe', 'ignore', 'pipe']});
  let stderr = '';
  ffmpeg.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number>((resolve, reject) => {
    ffmpeg.on('error', (error) =>
      reject(new MakeError(`Could not run ffmpeg: ${error.message}. Install FFmpeg (Debian: apt-get install ffmpeg).`)),
    );
    ffmpeg.on('close', (code) => resolve(code ?? 1));
  });
  ffmpeg.stdin.on('error', () => {}); // A failed FFmpeg closes its input; its exit code and stderr say why.
  return {process: ffmpeg, exited, stderr: () => stderr};
}

/** Every frame, raw, into FFmpeg's input: per step a pan from the last view, then the settled view with its ring. */
async function writeFrames(ffmpeg: Encoder['process'], segments: readonly Segment[], picture: Picture) {
  const rings = await Promise.all(segments.map((segment) => ringOverlay(segment.ring)));
  const wholeView: View = {x: 0, y: 0, width: picture.width};
  for (const [index, segment] of segments.entries()) {
    const from = index === 0 ? wholeView : (segments[index - 1] as Segment).view;
    const panFrames = Math.round(PAN_SECONDS * FPS);
    for (let n = 0; n < segment.frames; n++) {
      const settled = n >= panFrames;
      const view = settled ? segment.view : mix(from, segment.view, easeInOut(n / panFrames));
      const image = await drawView(picture, view, settled ? rings[index] : undefined);
      if (ffmpeg.exitCode !== null) break;
      if (!ffmpeg.stdin.write(image)) await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve));
    }
  }
  ffmpeg.stdin.end();
}

/** The poster: WebP, as small as keeps it clean. */
async function writePoster(id: string, posterPng: string): Promise<Buffer> {
  let poster: Buffer | undefined;
  for (const quality of [82, 75, 68, 60, 50]) {
    poster = await sharp(posterPng).webp({quality, effort: 6}).toBuffer();
    if (poster.length <= POSTER_MAX_BYTES) break;
  }
  if (!poster || poster.length > POSTER_MAX_BYTES)
    throw new MakeError(`${id}: the poster is over ${POSTER_MAX_BYTES} bytes.`);
  writeFileSync(path.join(outDir, `${id}.webp`), poster);
  return poster;
}

/** The captions and chapters files, one cue per step; returns the chapters for walkthroughs.generated.json. */
function writeCaptions(id: string, segments: readonly Segment[], duration: number) {
  const chapters = segments.map((segment, index) => ({
    start: round3(frameTime(segment.start)),
    end: index === segments.length - 1 ? round3(duration) : round3(frameTime(segment.start + segment.frames)),
    text: segment.text,
  }));
  const cues = chapters.map(
    (chapter) => `${vttTime(chapter.start)} --> ${vttTime(chapter.end)}\n${vttText(chapter.text)}\n`,
  );
  writeFileSync(path.join(outDir, `${id}.en.vtt`), `WEBVTT\n\n${cues.map((cue, n) => `${n + 1}\n${cue}`).join('\n')}`);
  writeFileSync(
    path.join(outDir, `${id}.chapters.vtt`),
    `WEBVTT\n\n${cues.map((cue, n) => `step-${n + 1}\n${cue}`).join('\n')}`,
  );
  return chapters;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

const videoFiles = (id: string) =>
  Object.fromEntries(VIDEO_FORMATS.map((format) => [format, path.join(outDir, `${id}.${format}`)])) as Record<
    VideoFormat,
    string
  >;

/**
 * FFmpeg's options for one of the video files, encoded from the same frames. Both have no sound; a keyframe
 * opens each chapter, so a jump to a step starts on a clean picture. The MP4 is H.264 High at level 3.1
 * (the player's `codecs` says so) with its index first, so playback can start before the file has arrived.
 */
function videoOutput(format: VideoFormat, file: string, keyframes: string, title: string): string[] {
  const common = ['-map', `[${format}]`, '-an', '-g', String(5 * FPS), '-force_key_frames', keyframes];
  const codec =
    format === 'webm'
      ? ['-c:v', 'libvpx-vp9', '-crf', '46', '-b:v', '0', '-row-mt', '1', '-threads', '2']
      : ['-c:v', 'libx264', '-profile:v', 'high', '-level:v', '3.1', '-pix_fmt', 'yuv420p', '-threads', '2'];
  const tuning =
    format === 'webm'
      ? ['-deadline', 'good', '-cpu-used', '4']
      : ['-preset', 'veryslow', '-tune', 'stillimage', '-crf', String(X264_CRF), '-movflags', '+faststart'];
  return [...common, ...codec, ...tuning, '-metadata', `title=${title}`, '-f', format, file];
}

/** Each file's duration (ffprobe) and size: both last as long as the steps, and each is within the limit. */
function measure(id: string, files: Record<VideoFormat, string>, expectedSeconds: number) {
  const durations = VIDEO_FORMATS.map((format) => {
    const file = files[format];
    const seconds = Number(
      run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).trim(),
    );
    if (!(seconds > 0)) throw new MakeError(`${id}: ffprobe read no duration from ${file}.`);
    if (Math.abs(seconds - expectedSeconds) > 0.1)
      throw new MakeError(
        `${id}: ${path.basename(file)} lasts ${seconds} s, not the ${expectedSeconds} s of its steps.`,
      );
    const size = statSync(file).size;
    if (size > MAX_VIDEO_BYTES)
      throw new MakeError(`${id}: ${path.basename(file)} is ${size} bytes, over ${MAX_VIDEO_BYTES}.`);
    return [format, seconds, size] as const;
  });
  return {
    // The shorter file's, so that no chapter ends after either file does.
    duration: Math.min(...durations.map(([, seconds]) => seconds)),
    bytes: Object.fromEntries(durations.map(([format, , size]) => [format, size])) as Record<VideoFormat, number>,
  };
}

/**
 * The thumbnail: the poster's picture between its title band and the first step's caption band, filling
 * 16:9 from the middle. Burned-in text shrunk to a thumbnail's size cannot be read; the row names the video.
 */
async function writeThumbnail(id: string, poster: string | Buffer, firstStep: string): Promise<number> {
  const band = captions(id, [firstStep])[0]!.band;
  const region = {left: 0, top: TITLE.band, width: WIDTH, height: HEIGHT - band - TITLE.band};
  const picture = sharp(poster).extract(region).resize(THUMBNAIL.width, THUMBNAIL.height, {fit: 'cover'});
  let thumbnail: Buffer | undefined;
  for (const quality of [80, 70, 60]) {
    thumbnail = await picture.clone().webp({quality, effort: 6}).toBuffer();
    if (thumbnail.length <= THUMBNAIL.maxBytes) break;
  }
  if (!thumbnail || thumbnail.length > THUMBNAIL.maxBytes)
    throw new MakeError(`${id}: the thumbnail is over ${THUMBNAIL.maxBytes} bytes.`);
  writeFileSync(path.join(outDir, `${id}.thumb.webp`), thumbnail);
  return thumbnail.length;
}

/** `--thumbnails`: the thumbnails again, from the committed posters and chapters; needs no build or FFmpeg. */
async function remakeThumbnails(chosen: readonly Walkthrough[]) {
  const made = JSON.parse(readFileSync(generatedJson, 'utf8')) as Record<string, {chapters: {text: string}[]}>;
  for (const {id} of chosen) {
    const first = made[id]?.chapters[0];
    const poster = path.join(outDir, `${id}.webp`);
    if (!first || !existsSync(poster)) throw new MakeError(`${id}: no poster or chapters yet; make the video first.`);
    console.log(`${id}: thumbnail ${((await writeThumbnail(id, poster, first.text)) / 1024).toFixed(1)} KB`);
  }
}

async function main() {
  const args = process.argv.slice(2);
  let buildDir = path.join(root, 'build');
  let thumbnailsOnly = false;
  const ids: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--thumbnails') thumbnailsOnly = true;
    else if (arg === '--build') {
      const dir = args[++i];
      if (!dir) throw new MakeError('--build needs a folder: the built site to read the articles from.');
      buildDir = path.resolve(dir);
    } else if (arg.startsWith('--build=')) buildDir = path.resolve(arg.slice('--build='.length));
    else if (arg.startsWith('-'))
      throw new MakeError(`Unknown option ${arg}. Usage: npm run videos -- [--build DIR | --thumbnails] [id ...]`);
    else ids.push(arg);
  }
  const known = new Set<string>(walkthroughs.map((w) => w.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new MakeError(`No walkthrough ${unknown.join(', ')}; known: ${[...known].join(', ')}.`);
  const chosen = walkthroughs.filter((w) => ids.length === 0 || ids.includes(w.id));
  if (thumbnailsOnly) return remakeThumbnails(chosen);
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new MakeError(`No built site in ${buildDir}. Run "npm run build" first, or pass --build DIR.`);
  }
  const fonts = {regular: fontFile('DejaVu Sans'), bold: fontFile('DejaVu Sans:bold')};
  sharp.concurrency(1); // FFmpeg encodes on the other core.
  mkdirSync(outDir, {recursive: true});

  const made: Record<string, unknown> = existsSync(generatedJson)
    ? JSON.parse(readFileSync(generatedJson, 'utf8'))
    : {};
  for (const walkthrough of chosen) {
    made[walkthrough.id] = await make(walkthrough, buildDir, fonts);
    const sorted = Object.fromEntries(Object.entries(made).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(generatedJson, `${JSON.stringify(sorted, null, 2)}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof MakeError ? `videos: ${error.message}` : error);
  process.exit(1);
});
