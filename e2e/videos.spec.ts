/**
 * Walkthrough videos (plugins/videos): each one matches its article's steps, costs nothing until play,
 * plays in the reference player with captions and chapters, and a search for a step's words opens the
 * article with the video at that moment.
 */
import type {APIRequestContext, FrameLocator, Page} from '@playwright/test';
import {contentAreas, docSections} from '../src/data/areas';
import {chapterAnchor, clockTime, walkthroughMedia, type WalkthroughMedia} from '../plugins/videos/media';
import {parseVtt, type Cue} from '../plugins/videos/vtt';
import {MAX_VIDEO_BYTES, MEDIA_BASE, VIDEO_FORMATS} from '../plugins/videos/walkthroughs';
import {expect, test} from './fixtures';

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The cues of a WebVTT file the site serves. */
async function cues(request: APIRequestContext, url: string): Promise<Cue[]> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return parseVtt(await response.text());
}

const player = (page: Page, walkthrough: WalkthroughMedia): FrameLocator =>
  page.frameLocator(`#${walkthrough.id} iframe`);

/** Where the player's playback began (its first played range), once it plays. */
async function playedFrom(frame: FrameLocator): Promise<number> {
  const video = frame.locator('video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => (v.readyState >= 3 && v.played.length > 0 ? 1 : 0)), {
      timeout: 20_000,
      message: 'the video plays (readyState ≥ 3, a played range)',
    })
    .toBe(1);
  return video.evaluate((v: HTMLVideoElement) => v.played.start(0));
}

test('there are at least 12 walkthroughs, and every docs section but the technical one has one', () => {
  expect(walkthroughMedia.length).toBeGreaterThanOrEqual(12);
  const covered = new Set(walkthroughMedia.map((video) => video.area));
  const missing = docSections.filter((s) => s.dir !== 'technical-information' && !covered.has(s.dir));
  expect(missing.map((s) => s.dir)).toEqual([]);
});

for (const walkthrough of walkthroughMedia) {
  test(`${walkthrough.id}: media in limits, chapters and captions match the article's steps`, async ({
    page,
    request,
  }) => {
    const base = `${MEDIA_BASE}${walkthrough.id}`;
    for (const format of VIDEO_FORMATS) {
      const file = `${base}.${format}`;
      const video = await request.get(file);
      expect(video.status(), file).toBe(200);
      expect(video.headers()['content-type'], file).toBe(`video/${format}`);
      const size = (await video.body()).length;
      expect(size, `${file}: size`).toBeLessThanOrEqual(MAX_VIDEO_BYTES);
      // Browsers fetch media in ranges (an MP4's index, a seek): the server answers with just those bytes.
      const part = await request.get(file, {headers: {range: 'bytes=100-1099'}});
      expect(part.status(), `${file}: a range`).toBe(206);
      expect(part.headers()['content-range'], file).toBe(`bytes 100-1099/${size}`);
      expect((await part.body()).length, file).toBe(1000);
    }
    expect((await request.get(`${base}.webp`)).status(), 'poster').toBe(200);

    const chapters = await cues(request, `${base}.chapters.vtt`);
    const captions = await cues(request, `${base}.en.vtt`);
    await page.goto(walkthrough.doc);
    const figure = page.locator(`figure#${walkthrough.id}`);
    // The player sits where the steps it shows begin: right before their list, under the named heading.
    const steps = figure.locator('xpath=following-sibling::ol[1]/li');
    // What the reader sees of each step (not the screen-reader-only "(opens in new tab)").
    const stepTexts = (
      await steps.evaluateAll((items) =>
        items.map((item) => {
          const copy = item.cloneNode(true) as HTMLElement;
          copy.querySelectorAll('.sr-only').forEach((hidden) => hidden.remove());
          return copy.textContent ?? '';
        }),
      )
    ).map(normalise);
    expect(stepTexts.length, 'numbered steps after the video').toBeGreaterThan(1);
    expect(
      chapters.map((cue) => cue.text),
      'chapters are the article’s steps',
    ).toEqual(stepTexts);
    expect(
      captions.map((cue) => cue.text),
      'captions say each step',
    ).toEqual(stepTexts);
    expect(chapters.map((cue) => cue.start)).toEqual(
      walkthrough.chapters.map((c) => Math.round(c.start * 1000) / 1000),
    );
    // ... and that list is the first one under the heading the walkthrough names.
    const sameList = await page.evaluate(
      ({id, steps}) => {
        const firstListAfter = (start: Element | null) => {
          for (let el = start?.nextElementSibling; el; el = el.nextElementSibling) if (el.tagName === 'OL') return el;
          return null;
        };
        const list = firstListAfter(document.getElementById(id));
        return list !== null && list === firstListAfter(document.getElementById(steps));
      },
      {id: walkthrough.id, steps: walkthrough.steps},
    );
    expect(sameList, `the list after the video is the first under #${walkthrough.steps}`).toBe(true);
  });
}

test('before play an article shows only the poster; play loads the player, focuses it and plays', async ({page}) => {
  const walkthrough = walkthroughMedia[0]!;
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto(walkthrough.doc);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  const figure = page.locator(`figure#${walkthrough.id}`);
  await figure.scrollIntoViewIfNeeded();
  const play = figure.getByRole('link', {name: /^Play video/});
  await expect(play).toBeVisible();
  await expect(figure.locator('img')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(
    requested.filter((p) => p.startsWith('/embed/') && !p.endsWith('.webp')),
    'nothing of the player or the video (neither file) before play',
  ).toEqual([]);

  await play.focus();
  await page.keyboard.press('Enter');
  const frame = figure.locator('iframe');
  await expect(frame).toBeVisible();
  await expect(frame).toBeFocused();
  await expect(play).toHaveCount(0);
  const inPlayer = player(page, walkthrough);
  await expect(inPlayer.locator('h1')).toHaveText(walkthrough.title);
  expect(await playedFrom(inPlayer)).toBeLessThan(0.5);
  // Debian's Chromium decodes H.264, so it takes the MP4, offered first, and fetches nothing of the WebM.
  const mp4 = `${MEDIA_BASE}${walkthrough.id}.mp4`;
  const chosen = await inPlayer.locator('video').evaluate((v: HTMLVideoElement) => ({
    h264: v.canPlayType('video/mp4; codecs="avc1.64001F"'),
    file: new URL(v.currentSrc).pathname,
  }));
  expect(chosen, 'this Chromium plays H.264 and took the MP4').toEqual({h264: 'probably', file: mp4});
  expect([...new Set(requested.filter((p) => /\.(mp4|webm)$/.test(p)))], 'the one video file fetched').toEqual([mp4]);
  // Both text tracks load: the chapters (the player shows the current one) and the captions.
  const tracks = await inPlayer.locator('video').evaluate(async (v: HTMLVideoElement) => {
    for (const track of Array.from(v.textTracks)) if (track.mode === 'disabled') track.mode = 'hidden';
    const elements = Array.from(v.querySelectorAll('track'));
    await Promise.all(
      elements.map((t) => (t.readyState === 2 ? null : new Promise((resolve) => t.addEventListener('load', resolve)))),
    );
    return elements.map((t) => `${t.kind}:${t.track.cues?.length ?? 0}`);
  });
  const n = walkthrough.chapters.length;
  expect(tracks.sort()).toEqual([`captions:${n}`, `chapters:${n}`]);
  // The player names the current chapter (which one depends on how far it has played by now).
  await expect(inPlayer.locator('#chapter')).toBeVisible();
  await expect(inPlayer.locator('#chapter')).toHaveText(new RegExp(`^Chapter [1-${n}] of ${n}: `));
});

test('both files of every walkthrough and of the test pattern play in Chromium', async ({page}) => {
  test.setTimeout(90_000);
  const files = [
    ...walkthroughMedia.flatMap((w) => VIDEO_FORMATS.map((format) => `${MEDIA_BASE}${w.id}.${format}`)),
    ...VIDEO_FORMATS.map((format) => `/embed/media/test-pattern.${format}`),
  ];
  await page.goto('/embed/player/');
  // Each file alone in a muted video: it plays once its time moves past its first frames.
  const played = await page.evaluate(async (sources: string[]) => {
    const results: Record<string, string> = {};
    for (const src of sources) {
      const video = Object.assign(document.createElement('video'), {muted: true, src});
      results[src] = await new Promise<string>((resolve) => {
        video.addEventListener('timeupdate', () => video.currentTime > 0.3 && resolve('played'));
        video.addEventListener('error', () => resolve(`error ${video.error?.code}: ${video.error?.message}`));
        video.play().catch((error: Error) => resolve(`play() refused: ${error.message}`));
      });
      video.removeAttribute('src');
      video.load();
    }
    return results;
  }, files);
  expect(played).toEqual(Object.fromEntries(files.map((file) => [file, 'played'])));
});

// An article's video gets its own data when the article is compiled (plugins/videos/remark-walkthrough-media.ts),
// so the article's scripts carry its chapters and no other video's.
test('an article with a video shows its chapters and downloads no other video’s', async ({page, request}) => {
  const walkthrough = walkthroughMedia[0]!;
  await page.goto(walkthrough.doc);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.waitForLoadState('networkidle');
  const transcript = page.locator(`figure#${walkthrough.id} details`);
  await transcript.getByText('Transcript and chapters').click();
  await expect(transcript.getByText(walkthrough.chapters.at(-1)!.text)).toBeVisible();

  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).origin === location.origin && url.endsWith('.js')),
  );
  expect(scripts.length).toBeGreaterThan(3);
  const code = (await Promise.all(scripts.map(async (url) => (await request.get(url)).text()))).join('\n');
  const own = new Set(walkthrough.chapters.map((chapter) => chapter.text));
  const others = walkthroughMedia
    .filter((other) => other.id !== walkthrough.id)
    .flatMap((other) => other.chapters.map((chapter) => chapter.text))
    .filter((text) => text.length > 25 && !own.has(text) && !/["'\\]/.test(text));
  expect(others.length).toBeGreaterThan(20);
  expect(others.filter((text) => code.includes(text))).toEqual([]);
});

test('a chapter in the transcript starts the video within half a second of that step', async ({page}) => {
  const walkthrough = walkthroughMedia[0]!;
  await page.goto(walkthrough.doc);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  const figure = page.locator(`figure#${walkthrough.id}`);
  await figure.getByText('Transcript and chapters').click();
  const index = walkthrough.chapters.length - 1;
  const chapter = walkthrough.chapters[index]!;
  const link = figure.locator(`#${chapterAnchor(walkthrough.id, index)} a`);
  await expect(link).toBeVisible();
  await link.click();
  await expect(figure.locator('iframe')).toBeFocused();
  const from = await playedFrom(player(page, walkthrough));
  expect(Math.abs(from - chapter.start)).toBeLessThan(0.5);
});

test('searching a step’s words finds the video moment and opens the article with the video at that step', async ({
  page,
}) => {
  const walkthrough = walkthroughMedia.find((w) => w.chapters.length >= 3)!;
  const index = 2;
  const chapter = walkthrough.chapters[index]!;
  await page.goto('/');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(chapter.text.replace(/[.]$/, ''));
  const hit = page
    .locator('.DocSearch-Hit', {hasText: `Video`})
    .filter({hasText: chapter.text.slice(0, 20)})
    .first();
  await expect(hit).toBeVisible({timeout: 20_000});
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`${walkthrough.doc}#${chapterAnchor(walkthrough.id, index)}$`));
  const frame = page.locator(`figure#${walkthrough.id} iframe`);
  await expect(frame).toBeInViewport();
  const from = await playedFrom(player(page, walkthrough));
  expect(Math.abs(from - chapter.start)).toBeLessThan(0.5);
});

test('the home page’s "Watch and learn" row links each poster to its video', async ({page}) => {
  await page.goto('/');
  const row = page.locator('section[aria-labelledby="watch-and-learn"]');
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByRole('heading', {name: 'Watch and learn'})).toBeVisible();
  const links = row.getByRole('link');
  await expect(links).toHaveCount(walkthroughMedia.length);
  const first = walkthroughMedia[0]!;
  await expect(links.first()).toHaveText(first.title);
  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`${first.doc}#${first.id}$`));
  await expect(page.locator(`figure#${first.id}`)).toBeInViewport();
});

test('each content area’s landing page shows its videos', async ({page}) => {
  // One landing after another: on a busy machine (a full run, two workers) the default 30 s ran out.
  test.setTimeout(docSections.length * 10_000);
  for (const section of docSections) {
    const videos = walkthroughMedia.filter((video) => video.area === section.dir);
    if (videos.length === 0) continue;
    // Sections that are content areas of their own (the account's areas are topics that land on their articles).
    const area = contentAreas.find((a) => a.title === section.label);
    if (!area) continue;
    await page.goto(area.to);
    const row = page.locator('#watch-and-learn ~ ul').first();
    await row.scrollIntoViewIfNeeded();
    for (const video of videos) await expect(row.getByRole('link', {name: video.title}), area.to).toBeVisible();
  }
});

test('the player says why when the address names no video, or the video is missing', async ({page, guard}) => {
  await page.goto('/embed/player/?walkthrough=..%2F..%2Fimg%2Flogo');
  await expect(page.getByText("This video can't be played.")).toBeVisible();
  await expect(page.getByText('The address does not name a video.')).toBeVisible();
  guard.allowConsoleErrors(/404|Failed to load resource/);
  await page.goto('/embed/player/?walkthrough=no-such-walkthrough&title=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
  await expect(page.getByText("This video can't be played.")).toBeVisible();
  await expect(page.getByText('Check your connection and reload the page')).toBeVisible();
  // The title parameter is text, never markup.
  await expect(page.locator('h1')).toHaveText('<img src=x onerror=alert(1)>');
});

test('after a jump to a chapter the player’s label names the chapter being played', async ({page}) => {
  // The chapter at 0:09 of the sign-in walkthrough is step 3; the chapter before it ends where it begins.
  const walkthrough = walkthroughMedia.find((w) => w.id === 'signing-in')!;
  const index = walkthrough.chapters.findIndex((chapter) => clockTime(chapter.start) === '0:09');
  expect(index, 'the walkthrough has a chapter at 0:09').toBe(2);
  await page.goto(walkthrough.doc);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  const figure = page.locator(`figure#${walkthrough.id}`);
  await figure.getByText('Transcript and chapters').click();
  await figure.getByRole('link', {name: 'Play from 0:09'}).click();
  const label = player(page, walkthrough).locator('#chapter');
  const n = walkthrough.chapters.length;
  await expect(label).toHaveText(`Chapter ${index + 1} of ${n}: ${walkthrough.chapters[index]!.text}`);
});

test('the poster’s Play video badge leaves the title and the step burned into the poster uncovered', async ({page}) => {
  // The sign-in poster: its title band is the top 64 of 480 pixels, its one-line caption band the bottom 82
  // (tools/media/walkthroughs/make.ts: TITLE.band; 12 + 26 + 30 + 14 for a caption of one line).
  const walkthrough = walkthroughMedia.find((w) => w.id === 'signing-in')!;
  for (const width of [390, 1280]) {
    await page.setViewportSize({width, height: 900});
    await page.goto(walkthrough.doc);
    const play = page.locator(`figure#${walkthrough.id}`).getByRole('link', {name: /^Play video/});
    await play.scrollIntoViewIfNeeded();
    const poster = (await play.locator('img').boundingBox())!;
    const badge = (await play.locator('span', {hasText: 'Play video'}).first().boundingBox())!;
    const scale = poster.height / 480;
    expect(badge.y, `${width} px: below the title`).toBeGreaterThanOrEqual(poster.y + 64 * scale);
    expect(badge.y + badge.height, `${width} px: above the step's caption`).toBeLessThanOrEqual(
      poster.y + (480 - 82) * scale,
    );
  }
});

test('the "Watch and learn" previews carry no burned-in text too small to read', async ({page}) => {
  // The posters' title and step caption are white text on a dark band along the top and bottom edges; at
  // the size of a preview that text cannot be read, so the previews show the picture without it.
  await page.goto('/');
  const row = page.locator('section[aria-labelledby="watch-and-learn"]');
  await row.scrollIntoViewIfNeeded();
  const images = row.locator('img');
  await expect(images).toHaveCount(walkthroughMedia.length);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const edges = await image.evaluate((img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [img.naturalWidth, img.naturalHeight];
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      /** Mean luminance (0–255) of the rows from `from` to `to` (fractions of the height). */
      const luminance = (from: number, to: number) => {
        const top = Math.floor(from * canvas.height);
        const {data} = context.getImageData(0, top, canvas.width, Math.floor(to * canvas.height) - top);
        let sum = 0;
        for (let i = 0; i < data.length; i += 4)
          sum += 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!;
        return sum / (data.length / 4);
      };
      return {top: luminance(0, 0.1), bottom: luminance(0.9, 1)};
    });
    const name = await image.evaluate((img: HTMLImageElement) => img.src);
    expect(edges.top, `${name}: no dark title band`).toBeGreaterThan(110);
    expect(edges.bottom, `${name}: no dark caption band`).toBeGreaterThan(110);
    // Shown at least 200 px wide, so the picture's own labels stay legible.
    expect((await image.boundingBox())!.width).toBeGreaterThanOrEqual(200);
  }
});
