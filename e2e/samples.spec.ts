/**
 * The developer samples at /samples/dev/: each live demo runs against the reference player
 * (/embed/player/) in headless Chromium with the committed test video, and the Player.js client on
 * the page controls it. No autoplay flag is needed: playback starts from Player.js `play` messages.
 */
import type {FrameLocator, Locator, Page} from '@playwright/test';
import {blockScriptsContaining, CHUNK_FAILURE_ERRORS} from './chunks';
import {expect, test} from './fixtures';
import {axeViolations} from './page-checks';

const BASE = '/samples/dev';
const samples: [slug: string, title: string][] = [
  ['iframe', 'Basic iframe embed'],
  ['iframe-16-9', 'Responsive 16:9 iframe embed'],
  ['script', 'Script embed'],
  ['api-embeds', 'Controlling embeds with Player.js'],
  ['start-times', 'Start times and deep links'],
  ['chapter-kc', 'Chapters with knowledge checks'],
  ['restrictions', 'Restricted playback'],
  ['random-features', 'Player features sampler'],
];
const VIEWER_MESSAGE = "This video isn't available here.";

/** The `<video>` inside the nth player iframe of a demo. */
function video(frame: FrameLocator): Locator {
  return frame.locator('video');
}

const paused = (frame: FrameLocator) => video(frame).evaluate((v: HTMLVideoElement) => v.paused);
const currentTime = (frame: FrameLocator) => video(frame).evaluate((v: HTMLVideoElement) => v.currentTime);
/** Whether the video played at least 0.2 s from `seconds` on (a range of `played` that starts there). */
const playedFrom = (frame: FrameLocator, seconds: number) =>
  video(frame).evaluate((v: HTMLVideoElement, from: number) => {
    for (let i = 0; i < v.played.length; i += 1) {
      if (Math.abs(v.played.start(i) - from) < 0.5 && v.played.end(i) >= v.played.start(i) + 0.2) return true;
    }
    return false;
  }, seconds);

/**
 * Opens a sample page and scrolls to each live demo in turn, as a reader does: a demo loads only when
 * it comes near the viewport (src/components/PlayerSample/LiveDemos.tsx).
 */
async function openSample(page: Page, path: string) {
  const response = await page.goto(`${BASE}/${path}`);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await scrollToDemos(page);
  return response;
}

/** Scrolls to each live demo that has not loaded yet, and waits for it to go live. */
async function scrollToDemos(page: Page) {
  const idle = page.getByRole('button', {name: 'Load the live demo'});
  for (let left = await idle.count(); left > 0; left = await idle.count()) {
    await idle.first().scrollIntoViewIfNeeded();
    await expect.poll(() => idle.count()).toBeLessThan(left);
  }
}

async function waitForReady(page: Page, count = 1) {
  const lines = page.getByText(/^Player\.js: ready\./);
  await expect(lines).toHaveCount(count, {timeout: 15_000});
  for (const line of await lines.all()) await expect(line).toBeVisible();
}

test.describe('every sample', () => {
  for (const [slug, title] of samples) {
    test(`${slug}: answers 200, is in the samples sidebar and its player reports ready`, async ({page}) => {
      const response = await openSample(page, slug);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${title} | Vidcove Help Centre`);
      await expect(page.getByRole('heading', {level: 1, name: title})).toBeVisible();
      const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
      // The heading links to the samples' index page (/samples/dev/), then one link per sample.
      await expect(sidebar.getByRole('link')).toHaveText(['Developer samples', ...samples.map(([, label]) => label)]);
      await expect(sidebar.getByRole('link', {name: 'Developer samples'})).toHaveAttribute('href', `${BASE}/`);
      await expect(page.getByText(/^Player\.js: ready\./).first()).toBeVisible({timeout: 15_000});
      await expect(page.getByText('Live demo').first()).toBeVisible();
      // The site's quality gate reads pages as they load, before their demos do: the demos are checked here.
      expect(await axeViolations(page), 'axe-core WCAG 2.1 A/AA violations, demos loaded').toEqual([]);
    });
  }
});

test('a demo whose code fails to load shows the error and a Retry that loads it', async ({page, guard}) => {
  guard.allowConsoleErrors(...CHUNK_FAILURE_ERRORS);
  // A string only the basic iframe demo's code holds.
  const block = await blockScriptsContaining(page, 'iframe of the reference player');
  await openSample(page, 'iframe');
  const failure = page.getByRole('alert').filter({hasText: 'The live demo could not be loaded.'});
  await expect(failure).toBeVisible();
  expect(block.blocked()).toBeGreaterThan(0);
  // The rest of the page is there: only the demo failed.
  await expect(page.getByRole('heading', {level: 1, name: 'Basic iframe embed'})).toBeVisible();
  await expect(page.getByRole('heading', {name: /This page crashed/})).toHaveCount(0);
  block.unblock();
  await failure.getByRole('button', {name: 'Retry'}).click();
  await expect(page.getByText(/^Player\.js: ready\./)).toBeVisible({timeout: 15_000});
  await expect(failure).toBeHidden();
});

test('Player.js is loaded only by pages with a live sample', async ({page}) => {
  const playerJsScripts: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    // A message that only the player.js library contains (its names are minified away).
    if (body.includes('Get methods require a callback')) playerJsScripts.push(response.url());
  });
  await page.goto('/getting-started/accessing-vidcove');
  await page.waitForLoadState('networkidle');
  expect(playerJsScripts).toEqual([]);
  await openSample(page, 'iframe');
  await waitForReady(page);
  expect(playerJsScripts).toHaveLength(1);
});

test('a demo and its player load when the reader comes near them, not with the page', async ({page}) => {
  // The tallest window of the range the budgets cover: the basic sample's demo is still below it.
  await page.setViewportSize({width: 1440, height: 900});
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const demoCode = () =>
    fetched.filter((file) => file.startsWith('/embed/') || /\.(mp4|webm)$/.test(file) || file.includes('player'));
  await page.goto(`${BASE}/iframe`);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  const idle = page.getByRole('button', {name: 'Load the live demo'});
  await expect(idle).toHaveCount(1);
  await expect(idle).not.toBeInViewport();
  expect(demoCode(), 'the player, its video or Player.js before the reader nears the demo').toEqual([]);
  await expect(page.getByText(/^Player\.js: ready\./)).toHaveCount(0);

  // Scrolling down to it loads it; the reader finds it running.
  await idle.scrollIntoViewIfNeeded();
  await expect(page.getByText(/^Player\.js: ready\./)).toBeVisible({timeout: 15_000});
  await expect(page.locator('iframe[title="Vidcove test pattern"]')).toBeInViewport();
  expect(demoCode()).toContain('/embed/player/');
});

test('a reader whose focus reaches a demo before it is in view loads it, and keeps their place', async ({page}) => {
  await page.goto(`${BASE}/api-embeds`);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  // A screen reader's browse mode can move focus to the button without the page scrolling to it.
  const button = page.getByRole('button', {name: 'Load the live demo'}).first();
  await button.evaluate((element: HTMLElement) => element.focus({preventScroll: true}));
  // Focus is on the demo's box, which the demo fills once it has loaded.
  const ready = page.getByText(/^Player\.js: ready\./).first();
  await expect(ready).toBeVisible({timeout: 15_000});
  const box = await page.evaluateHandle(() => document.activeElement);
  expect(await ready.evaluate((line, focused) => focused !== document.body && !!focused?.contains(line), box)).toBe(
    true,
  );
  // Tab goes on from there into the demo (its player comes first), not from the top of the page.
  await page.keyboard.press('Tab');
  const inside = await box.evaluate(
    (element) => element !== document.activeElement && !!element?.contains(document.activeElement),
  );
  expect(inside).toBe(true);
});

test.describe('a demo takes its place without moving the page', () => {
  /** The height of each demo's frame: a section labelled "Live demo …" (the article has other labelled sections). */
  const frameHeights = (page: Page) =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('article section[aria-labelledby]'))
        .filter((frame) =>
          document.getElementById(frame.getAttribute('aria-labelledby')!)?.textContent?.startsWith('Live demo'),
        )
        .map((frame) => Math.round(frame.getBoundingClientRect().height)),
    );
  /**
   * Records, at the moment each live demo replaces the server's HTML of it (the commit that removes its
   * "Load the live demo" button, before the browser paints and before the demo runs), the demo's index
   * and the height of its frame.
   */
  const recordSwaps = (page: Page) =>
    page.evaluate(() => {
      const swaps: [index: number, height: number][] = [];
      (window as unknown as {swaps: typeof swaps}).swaps = swaps;
      const article = document.querySelector('article')!;
      new MutationObserver((records) => {
        for (const record of records) {
          const removed = Array.from(record.removedNodes);
          if (!removed.some((node) => node.textContent?.includes('Load the live demo'))) continue;
          const isDemo = (section: Element) =>
            document.getElementById(section.getAttribute('aria-labelledby')!)?.textContent?.startsWith('Live demo');
          const frame = Array.from((record.target as Element).querySelectorAll('section[aria-labelledby]')).find(
            isDemo,
          );
          if (!frame) continue;
          const index = Array.from(article.querySelectorAll('section[aria-labelledby]')).filter(isDemo).indexOf(frame);
          swaps.push([index, Math.round(frame.getBoundingClientRect().height)]);
        }
      }).observe(article, {childList: true, subtree: true});
    });
  for (const width of [1440, 390]) {
    test(`at ${width} px, each demo's frame is as high before it loads as when it goes live`, async ({page}) => {
      test.setTimeout(120_000); // eight pages
      // A short window, so that no demo is near enough to load with the page.
      await page.setViewportSize({width, height: 500});
      for (const [slug] of samples) {
        await page.goto(`${BASE}/${slug}`);
        await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
        const before = await frameHeights(page);
        expect(before.length, `${slug}: the demos are in the page before they load`).toBeGreaterThan(0);
        // Each demo shows, with the button that loads it over it.
        const buttons = page.getByRole('button', {name: 'Load the live demo'});
        await expect(buttons).toHaveCount(before.length);
        for (const button of await buttons.all()) await expect(button).toBeVisible();
        await recordSwaps(page);
        await scrollToDemos(page);
        const swaps = await page.evaluate(() => (window as unknown as {swaps: [number, number][]}).swaps);
        expect(
          swaps.sort(([a], [b]) => a - b),
          `${slug}: each demo's frame when it went live`,
        ).toEqual(before.map((height, index) => [index, height]));
      }
    });
  }

  test('the basic iframe demo keeps its size as its player loads', async ({page}) => {
    // The stand-in box and the iframe that replaces it once Player.js has loaded are the same size: an
    // inline iframe used to add a 9 px gap under itself that the box lacked.
    for (const width of [1440, 390]) {
      await page.setViewportSize({width, height: 900});
      await page.goto(`${BASE}/iframe`);
      await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
      const before = await frameHeights(page);
      await scrollToDemos(page);
      await waitForReady(page);
      expect(await frameHeights(page), `at ${width} px`).toEqual(before);
    }
  });
});

test.describe('without script', () => {
  test.use({javaScriptEnabled: false});

  test('a demo says it needs JavaScript, with no button that would do nothing', async ({page}) => {
    await page.goto(`${BASE}/iframe`);
    const note = page.getByText('The live demo runs in your browser: turn on JavaScript to try it.');
    await note.scrollIntoViewIfNeeded();
    await expect(note).toBeVisible();
    await expect(page.getByRole('button', {name: 'Load the live demo'})).toBeHidden();
  });
});

test.describe('iframe', () => {
  test('the fixed embed stays 640 × 360 and scrolls inside its box on a narrow screen', async ({page}) => {
    await openSample(page, 'iframe');
    await waitForReady(page);
    const frame = page.locator('iframe[title="Vidcove test pattern"]');
    expect(await frame.boundingBox()).toMatchObject({width: 640, height: 360});

    await page.setViewportSize({width: 320, height: 800});
    expect(await frame.boundingBox()).toMatchObject({width: 640, height: 360});
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('iframe-16-9', () => {
  for (const width of [320, 768, 1280]) {
    test(`both responsive embeds keep 16:9 at ${width} px`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      await openSample(page, 'iframe-16-9');
      await waitForReady(page, 2);
      const frames = page.locator('iframe[title="Vidcove test pattern"]');
      await expect(frames).toHaveCount(2);
      for (const frame of await frames.all()) {
        const box = await frame.boundingBox();
        expect(box, 'the embed is laid out').not.toBeNull();
        const column = await frame.evaluate((element) => element.closest('section')!.clientWidth);
        expect(box!.width).toBeGreaterThan(column * 0.85);
        expect(box!.width / box!.height).toBeCloseTo(16 / 9, 1);
        expect(Math.abs(box!.height - (box!.width * 9) / 16)).toBeLessThanOrEqual(1);
      }
    });
  }

  test('the ratio holds when the column narrows', async ({page}) => {
    await openSample(page, 'iframe-16-9');
    await waitForReady(page, 2);
    const demo = page.getByRole('region', {name: /The aspect-ratio embed/});
    const frame = demo.locator('iframe');
    const before = (await frame.boundingBox())!;
    await demo.getByRole('radio', {name: '30%'}).check();
    await expect.poll(async () => (await frame.boundingBox())!.width).toBeLessThan(before.width * 0.4);
    const after = (await frame.boundingBox())!;
    expect(Math.abs(after.height - (after.width * 9) / 16)).toBeLessThanOrEqual(1);
    await expect(demo.getByText(/a ratio of 1\.78/)).toBeVisible();
  });
});

test.describe('script', () => {
  test('the loader turns a placeholder into a player and explains a mistyped media ID', async ({page}) => {
    await openSample(page, 'script');
    await waitForReady(page);
    const iframe = page.locator('[data-vidcove-media="k7d2m9x4qp"] iframe');
    await expect(iframe).toHaveAttribute('title', 'Vidcove test pattern');
    await expect(iframe).toHaveAttribute('src', /\/embed\/player\/\?media=k7d2m9x4qp&captions=en$/);
    await expect(page.getByTestId('event-log')).toBeVisible();
    await expect(page.getByTestId('event-log')).toContainText('vidcove:embed');
    await expect(page.locator('[data-vidcove-media="K7D2-M9X4"]')).toBeVisible();
    await expect(page.locator('[data-vidcove-media="K7D2-M9X4"]')).toHaveText(
      'Vidcove embed: "K7D2-M9X4" is not a media ID. A media ID is 10 lowercase letters and digits, such as k7d2m9x4qp.',
    );
    await expect(page.locator('[data-vidcove-media="K7D2-M9X4"] iframe')).toHaveCount(0);
  });
});

test.describe('api-embeds', () => {
  test('play and pause through Player.js change the video, and events fill the log', async ({page}) => {
    await openSample(page, 'api-embeds');
    await waitForReady(page);
    const frame = page.frameLocator('iframe[title="Vidcove test pattern"]');
    const log = page.getByTestId('event-log');
    await expect(log).toBeVisible();
    await expect(log).toContainText('ready');
    expect(await paused(frame)).toBe(true);

    await page.getByRole('button', {name: 'Play', exact: true}).click();
    await expect(page.getByTestId('playback-state')).toHaveText('playing');
    await expect.poll(() => paused(frame)).toBe(false);
    await expect(log).toContainText(/timeupdate \{"seconds":\d/);
    await expect.poll(() => currentTime(frame)).toBeGreaterThan(0.5);

    await page.getByRole('button', {name: 'Pause', exact: true}).click();
    await expect(page.getByTestId('playback-state')).toHaveText('paused');
    await expect.poll(() => paused(frame)).toBe(true);
    const stoppedAt = await currentTime(frame);

    await page.getByRole('button', {name: 'Get current time'}).click();
    await expect(log).toContainText(`getCurrentTime → ${stoppedAt.toFixed(2)} s`);
    await page.getByRole('button', {name: 'Is it paused?'}).click();
    await expect(log).toContainText('getPaused → true');
    await page.getByRole('button', {name: 'Get duration'}).click();
    // Chromium plays the MP4 (offered first), which lasts 12 s to the frame; the WebM's Opus runs 8 ms longer.
    await expect(log).toContainText('getDuration → 12.00 s');

    await page.getByRole('button', {name: 'Go to 0:06'}).click();
    await expect(log).toContainText('seeked {"seconds":6');
    await expect.poll(() => currentTime(frame)).toBeCloseTo(6, 1);
  });

  test('turning off the timeupdate listener stops timeupdate events', async ({page}) => {
    await openSample(page, 'api-embeds');
    await waitForReady(page);
    await page.getByRole('checkbox', {name: 'Log timeupdate events'}).uncheck();
    await page.getByRole('button', {name: 'Play', exact: true}).click();
    const log = page.getByTestId('event-log');
    await expect(log).toContainText('play');
    const frame = page.frameLocator('iframe[title="Vidcove test pattern"]');
    await expect.poll(() => currentTime(frame)).toBeGreaterThan(1.5);
    await expect(log).not.toContainText(/timeupdate \{/);
  });
});

test.describe('start-times', () => {
  test('the start parameter is honoured, and bad input gets a message', async ({page}) => {
    await openSample(page, 'start-times');
    const demo = page.getByRole('region', {name: /Start at a time given in the embed URL/});
    await expect(demo.getByTestId('ready-at')).toHaveText(/ready at 0:05\.0/, {timeout: 15_000});
    const frame = demo.frameLocator('iframe');
    expect(await currentTime(frame)).toBeCloseTo(5, 1);
    await expect(demo.locator('iframe')).toHaveAttribute('src', /\?start=5&demo=start-param$/);

    const field = demo.getByLabel('Start time');
    await field.fill('0m9s');
    await demo.getByRole('button', {name: 'Reload the player'}).click();
    await expect(demo.getByTestId('ready-at')).toHaveText(/ready at 0:09\.0/, {timeout: 15_000});
    await expect(demo.getByText('https://play.vidcove.com/embed/k7d2m9x4qp?start=9')).toBeVisible();

    await field.fill('-5');
    await demo.getByRole('button', {name: 'Reload the player'}).click();
    await expect(demo.getByRole('alert')).toHaveText('A start time cannot be negative.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(demo.locator('iframe')).toHaveAttribute('src', /\?start=9&/);

    await field.fill('12');
    await demo.getByRole('button', {name: 'Reload the player'}).click();
    await expect(demo.getByRole('alert')).toContainText('12 seconds long');
  });

  test('a deep link with ?t= starts the player there', async ({page}) => {
    await openSample(page, 'start-times?t=7');
    const demo = page.getByRole('region', {name: /Start at a time given in the embed URL/});
    await expect(demo.getByTestId('ready-at')).toHaveText(/ready at 0:07\.0/, {timeout: 15_000});
    await expect(demo.getByLabel('Start time')).toHaveValue('7');
  });

  test('setCurrentTime moves playback, confirmed by seeked', async ({page}) => {
    await openSample(page, 'start-times');
    const demo = page.getByRole('region', {name: /Jump to a time with setCurrentTime/});
    await expect(demo.getByText(/^Player\.js: ready\./)).toBeVisible({timeout: 15_000});
    await demo.getByRole('button', {name: /Play from 0:08/}).click();
    await expect(demo.getByTestId('event-log')).toContainText('seeked {"seconds":8');
    // Playback ran from 0:08: the video played a stretch that starts there. (Not "is playing now": the
    // last chapter is 4 s long, and on a busy machine it can have ended by the time the test looks.)
    const frame = demo.frameLocator('iframe');
    await expect.poll(() => playedFrom(frame, 8)).toBe(true);
  });
});

test.describe('chapter-kc', () => {
  test('a knowledge check pauses at the chapter end, takes keyboard answers and resumes playback', async ({page}) => {
    test.setTimeout(90_000);
    await openSample(page, 'chapter-kc');
    await waitForReady(page);
    const frame = page.frameLocator('iframe');
    await page.getByRole('button', {name: 'Play', exact: true}).click();

    // Four seconds of playback each time: on a busy machine (other specs play video too) that can take longer.
    const first = page.getByRole('group', {name: 'Knowledge check: Which tone did the first chapter play?'});
    await expect(first).toBeVisible({timeout: 25_000});
    await expect(first).toBeFocused();
    await expect.poll(() => paused(frame)).toBe(true);
    // It rests before the first chapter's end (4 s), going back there if the pause itself landed late.
    await expect.poll(() => currentTime(frame)).toBeLessThan(4);
    const pausedAt = await currentTime(frame);
    expect(pausedAt).toBeGreaterThan(3.4);

    // Submitting without a choice explains what to do and keeps the video paused.
    await first.getByRole('button', {name: 'Submit answer'}).click();
    await expect(first.getByRole('alert')).toHaveText('Choose an answer, then select Submit answer.');
    expect(await paused(frame)).toBe(true);

    await first.focus();
    await page.keyboard.press('Tab');
    await expect(first.getByRole('radio', {name: '220 Hz'})).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(first.getByRole('radio', {name: '440 Hz'})).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');

    const feedback = page.getByRole('status').filter({hasText: 'Correct.'});
    await expect(feedback).toBeFocused();
    await expect(first).toHaveCount(0);
    await expect.poll(() => paused(frame)).toBe(false);
    await expect.poll(() => currentTime(frame)).toBeGreaterThan(pausedAt + 0.5);

    const second = page.getByRole('group', {name: /What happened to the tone in the second chapter/});
    await expect(second).toBeVisible({timeout: 25_000});
    await expect.poll(() => paused(frame)).toBe(true);
    await second.getByRole('radio', {name: 'It stopped'}).check();
    await second.getByRole('button', {name: 'Submit answer'}).click();
    await expect(page.getByText(/Not quite: the answer is It rose to 660 Hz\./)).toBeFocused();
    await expect.poll(() => paused(frame)).toBe(false);
    await expect(page.getByTestId('score')).toHaveText('Finished: 1 of 2 answers correct.', {timeout: 10_000});
  });

  /**
   * Messages from the player reach the page `delay` ms late, and the player sends a timeupdate at most once
   * per `gap` ms of playback, as on a slow or busy device. (The gap is counted in the video's time, as the
   * player's own clock would: counted on arrival, it would drop the fresh updates after a burst that a
   * busy page receives late and keep a stale one, which no real page does.) With `pairs` (1 or 2), the
   * page is busy every other timeupdate from the first or the second on: it receives that one only with
   * the next, the two at once, as a page whose main thread was blocked does. The two starts put the
   * update that reaches the chapter end first in a pair in one run and second in the other.
   */
  async function slowPlayerMessages(page: Page, delay: number, gap: number, pairs: 0 | 1 | 2 = 0) {
    await page.addInitScript(
      ({delay, gap, pairs}) => {
        if (window.top !== window) return;
        const add = window.addEventListener.bind(window);
        window.addEventListener = ((type: string, listener: EventListener, options?: AddEventListenerOptions) => {
          if (type !== 'message') return add(type, listener, options);
          let lastSent = -Infinity;
          let passed = 0;
          let held: Event | undefined;
          return add(
            type,
            (event: Event) => {
              const data = (event as MessageEvent).data;
              const message = typeof data === 'string' && data.startsWith('{') ? JSON.parse(data) : undefined;
              if (message?.event === 'timeupdate') {
                const seconds = Number(message.value?.seconds);
                // A step back is a seek: the next update counts from there.
                if (seconds >= lastSent && seconds - lastSent < gap / 1000) return;
                lastSent = seconds;
                passed += 1;
                if (pairs && passed >= pairs && !held) {
                  held = event;
                  return;
                }
                if (held) {
                  const first = held;
                  held = undefined;
                  setTimeout(() => {
                    listener(first);
                    listener(event);
                  }, delay);
                  return;
                }
              }
              setTimeout(() => listener(event), delay);
            },
            options,
          );
        }) as typeof window.addEventListener;
      },
      {delay, gap, pairs},
    );
  }

  for (const [name, delay, gap, pairs] of [
    ['messages arrive 0.7 s late', 700, 0, 0],
    ['timeupdates come 1.3 s apart', 0, 1300, 0],
    ['timeupdates come 1.3 s apart, two at a time', 0, 1300, 1],
    ['timeupdates come 1.3 s apart, two at a time after the first', 0, 1300, 2],
  ] as const) {
    test(`on a slow device (${name}) the check still comes, and the video rests before the chapter end`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await slowPlayerMessages(page, delay, gap, pairs);
      await openSample(page, 'chapter-kc');
      await waitForReady(page);
      const frame = page.frameLocator('iframe');
      await page.getByRole('button', {name: 'Play', exact: true}).click();
      const question = page.getByRole('group', {name: 'Knowledge check: Which tone did the first chapter play?'});
      await expect(question).toBeVisible({timeout: 25_000});
      await expect(question).toBeFocused();
      await expect.poll(() => paused(frame)).toBe(true);
      await expect.poll(() => currentTime(frame), {timeout: 10_000}).toBeLessThan(4);
      expect(await paused(frame)).toBe(true);
    });
  }

  test('pressing play while a question is open pauses again', async ({page}) => {
    test.setTimeout(60_000);
    await openSample(page, 'chapter-kc');
    await waitForReady(page);
    const frame = page.frameLocator('iframe');
    await page.getByRole('button', {name: 'Play', exact: true}).click();
    const question = page.getByRole('group', {name: /^Knowledge check:/});
    await expect(question).toBeVisible({timeout: 25_000});
    await expect.poll(() => paused(frame)).toBe(true);
    // Count the video's play events, to show that play really happened before the page paused it again.
    const plays = () => video(frame).evaluate(() => (window as unknown as {plays?: number}).plays ?? 0);
    await video(frame).evaluate((v: HTMLVideoElement) => {
      const counter = window as unknown as {plays?: number};
      counter.plays = 0;
      v.addEventListener('play', () => (counter.plays = (counter.plays ?? 0) + 1));
    });
    await page.getByRole('button', {name: 'Play', exact: true}).click();
    await expect.poll(plays).toBe(1);
    await expect.poll(() => paused(frame)).toBe(true);
    await expect(question).toBeVisible();
  });
});

test.describe('restrictions', () => {
  test('the restricted player shows the viewer message and the page reacts to its error event', async ({page}) => {
    await openSample(page, 'restrictions');
    await waitForReady(page);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByText(VIEWER_MESSAGE)).toBeVisible();
    await expect(frame.getByText('It can only be played on approved websites.')).toBeVisible();
    await expect(frame.locator('video')).toBeHidden();

    const reaction = page.getByTestId('page-reaction');
    await expect(reaction).toBeVisible();
    await expect(reaction).toContainText("The page heard the player's error event (code 403).");
    await expect(reaction).toContainText(`${VIEWER_MESSAGE} It can only be played on approved websites.`);
    await expect(page.getByTestId('event-log')).toContainText('error {"code":403');

    await page.getByRole('radio', {name: 'Countries'}).check();
    await expect(frame.getByText("It can't be played in your country or region.")).toBeVisible({timeout: 15_000});
    await expect(reaction).toContainText("It can't be played in your country or region.");

    await page.getByRole('radio', {name: 'No restriction'}).check();
    await waitForReady(page);
    await expect(reaction).toHaveCount(0);
    await expect(frame.locator('video')).toBeVisible();
    await expect(frame.getByText(VIEWER_MESSAGE)).toHaveCount(0);
  });

  test('the reference player refuses playback on its own page too', async ({page}) => {
    await page.goto('/embed/player/?restricted=sign-in');
    await expect(page.getByText(VIEWER_MESSAGE)).toBeVisible();
    await expect(page.getByText('Sign in to watch it.')).toBeVisible();
    await expect(page).toHaveTitle(`${VIEWER_MESSAGE} – Vidcove reference player`);
    expect(await page.locator('video').evaluate((v: HTMLVideoElement) => v.currentSrc)).toBe('');
  });
});

test.describe('random-features', () => {
  test('loop, mute, volume and captions change the player and read back through the getters', async ({page}) => {
    await openSample(page, 'random-features');
    await waitForReady(page);
    const frame = page.frameLocator('iframe');
    const state = page.getByTestId('player-state');
    await expect(state).toBeVisible();
    await expect(state).toContainText('Loop' + 'off' + 'Muted' + 'no' + 'Volume' + '100 of 100');

    await page.getByRole('checkbox', {name: 'Loop', exact: true}).check();
    await expect(state).toContainText('Loopon');
    expect(await video(frame).evaluate((v: HTMLVideoElement) => v.loop)).toBe(true);

    await page.getByRole('checkbox', {name: 'Mute', exact: true}).check();
    await expect(state).toContainText('Mutedyes');
    expect(await video(frame).evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);

    const volume = page.getByRole('slider', {name: 'Volume'});
    await volume.focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowLeft');
    await expect(state).toContainText('70 of 100');
    expect(await video(frame).evaluate((v: HTMLVideoElement) => v.volume)).toBeCloseTo(0.7, 2);

    const showing = () =>
      video(frame).evaluate((v: HTMLVideoElement) =>
        Array.from(v.textTracks)
          .filter((t) => t.mode === 'showing')
          .map((t) => t.language),
      );
    expect(await showing()).toEqual(['en']);
    await page.getByLabel('Captions on load').selectOption('fr');
    await expect(page.getByText('https://play.vidcove.com/embed/k7d2m9x4qp?captions=fr')).toBeVisible();
    await waitForReady(page);
    await expect.poll(showing).toEqual(['fr']);
    await page.getByLabel('Captions on load').selectOption('off');
    await waitForReady(page);
    await expect.poll(showing).toEqual([]);
  });

  test('muted autoplay starts playback on load', async ({page}) => {
    await openSample(page, 'random-features');
    await waitForReady(page);
    await page.getByRole('checkbox', {name: 'Play on load, muted'}).check();
    await expect(page.locator('iframe')).toHaveAttribute('src', /autoplay=1&muted=1/);
    const frame = page.frameLocator('iframe');
    await expect.poll(() => paused(frame), {timeout: 15_000}).toBe(false);
    expect(await video(frame).evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  });
});

test.describe('reference player', () => {
  test('the README of its folder is not published', async ({request}) => {
    expect((await request.get('/embed/README.md')).status()).toBe(404);
    expect((await request.get('/embed/player/')).status()).toBe(200);
  });

  test('reads its query parameters and ignores values it does not understand', async ({page}) => {
    await page.goto('/embed/player/?start=0m7s&muted=1&loop=1&captions=fr');
    const player = page.locator('video');
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(7, 1);
    expect(await player.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.paused])).toEqual([true, true, true]);
    const showing = () =>
      player.evaluate((v: HTMLVideoElement) =>
        Array.from(v.textTracks)
          .filter((t) => t.mode === 'showing')
          .map((t) => t.language),
      );
    expect(await showing()).toEqual(['fr']);

    await page.goto('/embed/player/?start=soon&captions=%3Cscript%3E&restricted=constructor');
    await expect(page.getByText(VIEWER_MESSAGE)).toBeVisible();
    await expect(page.locator('#blocked-reason')).toBeHidden();
    await page.goto('/embed/player/?start=soon&captions=%3Cscript%3E');
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
    expect(await player.evaluate((v: HTMLVideoElement) => v.currentTime)).toBe(0);
    expect(await showing()).toEqual([]);
  });

  test('speaks the Player.js protocol: listener ids echoed, unknown methods reported, listeners removed', async ({
    page,
  }) => {
    await openSample(page, 'iframe');
    await waitForReady(page);
    const replies = await page.evaluate(async () => {
      const iframe = document.querySelector('iframe')!;
      const received: unknown[] = [];
      window.addEventListener('message', (event) => {
        if (event.source === iframe.contentWindow) received.push(JSON.parse(event.data as string));
      });
      const send = (message: object) =>
        iframe.contentWindow!.postMessage(
          JSON.stringify({context: 'player.js', version: '0.0.11', ...message}),
          window.location.origin,
        );
      const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
      send({method: 'addEventListener', value: 'error', listener: 'errors-1'});
      send({method: 'getDuration', listener: 'duration-1'});
      send({method: 'seekTo', value: 3});
      send({method: 'addEventListener', value: 'ready', listener: 'ready-1'});
      await settle();
      send({method: 'removeEventListener', value: 'error'});
      send({method: 'seekTo', value: 3});
      send({context: 'another-library', method: 'play'});
      await settle();
      return received;
    });
    expect(replies).toEqual([
      {context: 'player.js', version: '0.0.11', event: 'getDuration', value: 12, listener: 'duration-1'},
      {
        context: 'player.js',
        version: '0.0.11',
        event: 'error',
        value: {code: 2, msg: 'Invalid method "seekTo"'},
        listener: 'errors-1',
      },
      {
        context: 'player.js',
        version: '0.0.11',
        event: 'ready',
        value: expect.objectContaining({
          src: expect.stringMatching(/\/embed\/player\/$/),
          events: ['ready', 'play', 'pause', 'ended', 'timeupdate', 'seeked', 'error'],
        }),
        listener: 'ready-1',
      },
    ]);
  });
});
