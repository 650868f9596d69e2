/**
 * The cross-engine pass: one page of each type in one engine, as a reader uses it. Every page renders
 * its <h1> and main text with no script error and no failed or off-site request; the home page's search
 * opens with Ctrl+K and finds; Send reaches the API mock; a developer sample plays and reports Player.js
 * events; a walkthrough plays; "Was this page helpful?" posts. The exhaustive gate stays in Chromium (e2e/).
 */
import {pageFailures, pageProblemsInPage, type PageProblems} from '../../e2e/page-checks';
import {walkthroughMedia} from '../../plugins/videos/media';
import {EngineStuck} from './bounded';
import type {EngineDriver} from './drivers';

/** What the site's server answered, and the off-site requests the browser tried (all refused). */
export interface Traffic {
  readonly served: {method: string; path: string; status: number}[];
  readonly offSite: string[];
}

export interface PassContext {
  readonly driver: EngineDriver;
  readonly base: string;
  readonly traffic: Traffic;
  /** What the engine chose or measured on the page, reported beside its result. */
  readonly notes: string[];
  /** Starts the API mock if it is not up (Send needs it). */
  readonly ensureMock: () => Promise<void>;
}

/** The step the pass is on, for the line that says where a run stalled or failed. */
export const progress = {step: ''};

export interface PageVisit {
  readonly type: string;
  readonly path: string;
  /** The document's status (404 for the not-found page). */
  readonly status?: number;
  /** What a reader does on the page, after it renders. */
  readonly use?: (ctx: PassContext) => Promise<void>;
}

const TIMEOUT = 45_000;

/** Polls `fn(arg)` in the page until it returns something truthy. `fn` runs alone there: it may call nothing of this file. */
export async function waitFor<A, R>(
  ctx: PassContext,
  what: string,
  fn: (arg: A) => R,
  arg: A,
  timeout = TIMEOUT,
): Promise<NonNullable<R>> {
  const deadline = Date.now() + timeout;
  progress.step = what;
  for (;;) {
    const value = await ctx.driver.evaluate(fn, arg).catch(() => undefined);
    if (value) return value as NonNullable<R>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Marks the first visible element matching `selector` whose text is `text`, for a real click. */
function markByText({selector, text}: {selector: string; text: string}): boolean {
  document.querySelectorAll('[data-engine-target]').forEach((el) => el.removeAttribute('data-engine-target'));
  const found = Array.from(document.querySelectorAll<HTMLElement>(selector)).find(
    (el) => el.offsetParent !== null && (el.textContent ?? '').trim() === text,
  );
  if (!found) return false;
  found.scrollIntoView({block: 'center'});
  found.setAttribute('data-engine-target', '');
  return true;
}

export async function clickByText(ctx: PassContext, selector: string, text: string): Promise<void> {
  await waitFor(ctx, `"${text}" (${selector})`, markByText, {selector, text});
  await ctx.driver.click('[data-engine-target]');
}

function scrollTo(selector: string): boolean {
  const el = document.querySelector(selector);
  el?.scrollIntoView({block: 'center'});
  return el !== null;
}

function textOf(selector: string): string {
  return Array.from(document.querySelectorAll<HTMLElement>(selector), (el) => el.innerText).join('\n');
}

function hydrated(): boolean {
  return document.documentElement.dataset.hasHydrated === 'true';
}

/** The `<video>` of the first iframe matching `selector` (same origin) once it plays past `after` seconds. */
function framePlays({selector, after}: {selector: string; after: number}): {time: number; source: string} | null {
  const frame = document.querySelector<HTMLIFrameElement>(selector);
  const video = frame?.contentDocument?.querySelector('video');
  if (!video || video.paused || video.played.length === 0 || video.currentTime <= after) return null;
  return {time: video.currentTime, source: new URL(video.currentSrc).pathname};
}

/** Waits until the video in `frame` plays, then until its time moves on: what a reader sees as playing. */
async function videoAdvances(ctx: PassContext, what: string, frame: string): Promise<string> {
  const first = await waitFor(ctx, `${what} playing`, framePlays, {selector: frame, after: 0});
  await waitFor(ctx, `${what}'s time passing ${first.time.toFixed(1)} s`, framePlays, {
    selector: frame,
    after: first.time + 0.5,
  });
  return first.source;
}

async function searchModalFinds(ctx: PassContext): Promise<void> {
  await ctx.driver.pressControl('k');
  await waitFor(ctx, 'the search modal, focused', () => document.activeElement?.matches('.DocSearch-Input'), null);
  await ctx.driver.type('upload');
  await waitFor(ctx, 'search hits in the modal', () => document.querySelectorAll('.DocSearch-Hit').length > 0, null);
}

async function searchPageFinds(ctx: PassContext): Promise<void> {
  await waitFor(ctx, 'results on the search page', () => document.querySelectorAll('article mark').length > 0, null);
}

const API_KEY = 'vck_live_8fK2mQ7xR4tL9wZ1bN6cV3hJ5dP0sY2a';

async function sendReachesMock(ctx: PassContext): Promise<void> {
  await ctx.ensureMock();
  await waitFor(ctx, 'the request column', scrollTo, '.openapi-right-panel__container');
  // The panel loads when the reader reaches for it (src/client/reach.ts).
  await ctx.driver.hover('.openapi-right-panel__container');
  await waitFor(
    ctx,
    'the request panel’s key field',
    () => document.querySelector('input[placeholder="Bearer Token"]') !== null,
    null,
  );
  await ctx.driver.click('input[placeholder="Bearer Token"]');
  await ctx.driver.type(API_KEY);
  // A key typed while the panel still renders can be lost: the reader sees it in the field before Send.
  await waitFor(
    ctx,
    'the key in its field',
    (key) => document.querySelector<HTMLInputElement>('input[placeholder="Bearer Token"]')?.value === key,
    API_KEY,
  );
  await clickByText(ctx, 'button', 'Send API Request');
  const body = await waitFor(ctx, 'the mock’s answer', textOf, '.openapi-explorer__response-container pre code').catch(
    async (error: unknown) => {
      const panel = await ctx.driver.evaluate(textOf, '.openapi-right-panel__container');
      throw new Error(
        `${error instanceof Error ? error.message : String(error)}; the panel shows: ${panel.replace(/\s+/g, ' ').slice(0, 400)}`,
      );
    },
  );
  if (!body.includes('"k7d2m9x4qp"')) throw new Error(`Send: the answer is not the mock's list of media: ${body}`);
}

async function samplePlays(ctx: PassContext): Promise<void> {
  const frame = 'iframe[title="Vidcove test pattern"]';
  // A demo loads as the reader nears it (src/components/PlayerSample/LiveDemos.tsx).
  await waitFor(ctx, 'the live demo', markByText, {selector: 'button', text: 'Load the live demo'});
  await waitFor(ctx, '"Player.js: ready."', (s) => /Player\.js: ready\./.test(document.body.innerText) && s, frame);
  await clickByText(ctx, 'button', 'Play');
  await waitFor(
    ctx,
    'playback state "playing"',
    (s) => document.querySelector<HTMLElement>(s)?.innerText === 'playing',
    '[data-testid="playback-state"]',
  );
  await videoAdvances(ctx, 'the sample’s video', frame);
  await waitFor(
    ctx,
    'a timeupdate event in the log',
    (s) => /timeupdate \{"seconds":\d/.test(document.querySelector<HTMLElement>(s)?.innerText ?? ''),
    '[data-testid="event-log"]',
  );
}

async function walkthroughPlays(ctx: PassContext): Promise<void> {
  const {id} = walkthroughMedia[0]!;
  await waitFor(ctx, 'the walkthrough', scrollTo, `figure#${id}`);
  await ctx.driver.click(`figure#${id} a[href*="/embed/player/"]`);
  // Which file the engine chose from the player's sources: the pass reports it, whichever plays.
  ctx.notes.push(`walkthrough played ${await videoAdvances(ctx, 'the walkthrough', `figure#${id} iframe`)}`);
}

async function feedbackPosts(ctx: PassContext): Promise<void> {
  await waitFor(ctx, 'the end of the article', scrollTo, 'footer.theme-doc-footer');
  await clickByText(ctx, 'button', 'Yes');
  await clickByText(ctx, 'button', 'Send');
  await waitFor(ctx, 'the thanks', () => document.body.innerText.includes('Thank you for your feedback.'), null);
  const posted = ctx.traffic.served.filter((r) => r.method === 'POST' && r.path === '/feedback');
  if (!posted.some((r) => r.status >= 200 && r.status < 300)) {
    throw new Error(`"Was this page helpful?": the server did not store the answer (${JSON.stringify(posted)})`);
  }
}

export function visits(pages: {faq: string; releaseNote: string}): PageVisit[] {
  const walkthrough = walkthroughMedia[0]!;
  return [
    {type: 'home', path: '/', use: searchModalFinds},
    {
      type: 'help article',
      path: walkthrough.doc,
      use: async (ctx) => (await walkthroughPlays(ctx), feedbackPosts(ctx)),
    },
    {type: 'FAQ', path: pages.faq},
    {type: 'release note', path: pages.releaseNote},
    {type: 'API operation', path: '/api/media-list', use: sendReachesMock},
    {type: 'search results', path: '/search?q=upload', use: searchPageFinds},
    {type: 'status', path: '/status'},
    {type: 'developer sample', path: '/samples/dev/api-embeds', use: samplePlays},
    {type: 'embed feed', path: '/release-notes-embed'},
    {type: 'not found', path: '/no-such-page-in-any-engine', status: 404},
  ];
}

/** Whether the page's <h1> takes room on screen and is not hidden: what a reader sees first. */
function headingVisible(): boolean {
  const heading = document.querySelector('h1');
  if (!heading) return false;
  const {width, height} = heading.getBoundingClientRect();
  return width > 0 && height > 0 && getComputedStyle(heading).visibility === 'visible';
}

/** What the reader does on the page; a step that fails is one failure, a browser that stops answering ends the run. */
async function readerActions(ctx: PassContext, page: PageVisit): Promise<string[]> {
  try {
    await page.use?.(ctx);
    return [];
  } catch (error) {
    if (error instanceof EngineStuck) throw new EngineStuck(`${progress.step}: ${error.message}`);
    return [`${progress.step}: ${error instanceof Error ? error.message : String(error)}`];
  }
}

/** What the server answered and the browser reported while the page was open: failed, off-site, script errors. */
async function trafficFailures(ctx: PassContext, page: PageVisit, errorsBefore: number): Promise<string[]> {
  const failures: string[] = [];
  const document = ctx.traffic.served.find((r) => r.method === 'GET' && r.path === page.path);
  if (document?.status !== (page.status ?? 200))
    failures.push(`answered ${document?.status}, not ${page.status ?? 200}`);
  for (const r of ctx.traffic.served)
    if (r !== document && r.status >= 400) failures.push(`${r.path} answered ${r.status}`);
  for (const url of ctx.traffic.offSite) failures.push(`requested ${url} (not localhost)`);
  failures.push(...(await ctx.driver.errors()).slice(errorsBefore));
  return failures;
}

/** Opens the page, checks what every page must show, then does what a reader does there. */
export async function visit(ctx: PassContext, page: PageVisit): Promise<string[]> {
  ctx.traffic.served.length = 0;
  ctx.traffic.offSite.length = 0;
  const errorsBefore = (await ctx.driver.errors()).length;
  progress.step = 'opening the page';
  await ctx.driver.goto(`${ctx.base}${page.path}`);
  await waitFor(ctx, 'hydration', hydrated, null);
  progress.step = 'reading the page';
  const failures = pageFailures(await ctx.driver.evaluate<null, PageProblems>(pageProblemsInPage, null));
  if (!(await ctx.driver.evaluate(headingVisible, null))) failures.push('its <h1> is not visible');
  if (failures.length === 0) failures.push(...(await readerActions(ctx, page)));
  return [...failures, ...(await trafficFailures(ctx, page, errorsBefore))];
}
