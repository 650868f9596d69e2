/**
 * What every page must show a reader, checked in the browser on the page as it is now: no crash
 * fallback, exactly one <h1>, one <main> with text in it, every link that opens a new tab saying so,
 * no heading whose id is a React `useId` value (readers and search link to heading ids), and no layout
 * shift a reader would notice while the page loads and hydrates (cumulative layout shift at most
 * MAX_LAYOUT_SHIFT, counted by `watchLayoutShifts`, installed before the page loads). And axe-core's
 * WCAG 2.1 A and AA checks (`axeViolations`).
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** The most cumulative layout shift a page may show while it loads (Lighthouse calls ≤ 0.1 good; we ask for less). */
export const MAX_LAYOUT_SHIFT = 0.02;

/**
 * Counts the page's layout shifts from its first paint on (shifts right after input do not count, as in
 * CLS), on every document the page loads from now on. Call once per page, before navigating.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Source = {node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly};
    type Shift = PerformanceEntry & {value: number; hadRecentInput: boolean; sources?: Source[]};
    const w = window as unknown as {__layoutShift: number; __layoutShiftSources: string[]};
    w.__layoutShift = 0;
    w.__layoutShiftSources = [];
    // What moved, for the failure message: `tag#id.class` and where its box went.
    const describe = ({node, previousRect: a, currentRect: b}: Source) => {
      const el = node instanceof Element ? node : node?.parentElement;
      const name = el
        ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${Array.from(el.classList, (c) => `.${c}`).join('')}`
        : 'text';
      const box = (r: DOMRectReadOnly) =>
        `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      return `${name.slice(0, 80)} ${box(a)} → ${box(b)}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.__layoutShift += entry.value;
        if (entry.value >= 0.005) {
          const what = (entry.sources ?? []).map(describe).join('; ');
          w.__layoutShiftSources.push(`${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${what}`);
        }
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

export interface PageProblems {
  readonly crashed: boolean;
  readonly h1: number;
  readonly mains: number;
  readonly mainText: number;
  /** Links with target=_blank whose accessible text does not say "(opens in new tab)". */
  readonly unlabelledNewTab: string[];
  /** Headings with a generated (useId) id. */
  readonly generatedIds: string[];
  /** Cumulative layout shift so far (0 when watchLayoutShifts was not installed). */
  readonly layoutShift: number;
  /** The shifts that count (0.005 or more): their size, time and what moved. */
  readonly layoutShiftSources: string[];
}

export async function readPage(page: Page): Promise<PageProblems> {
  return page.evaluate(pageProblemsInPage);
}

/** Runs in the page (any engine's driver serialises it): the facts `pageFailures` judges. */
export function pageProblemsInPage(): PageProblems {
  const label = '(opens in new tab)';
  const says = (el: Element) =>
    (el.textContent ?? '').includes(label) ||
    [el, ...Array.from(el.querySelectorAll('[aria-label]'))].some((x) =>
      (x.getAttribute('aria-label') ?? '').includes(label),
    );
  const mains = document.querySelectorAll('main');
  return {
    crashed: Array.from(document.querySelectorAll('h1')).some((h) => /This page crashed/.test(h.textContent ?? '')),
    h1: document.querySelectorAll('h1').length,
    mains: mains.length,
    mainText: (mains[0] as HTMLElement | undefined)?.innerText.trim().length ?? 0,
    unlabelledNewTab: Array.from(document.querySelectorAll('a[target="_blank"]'))
      .filter((a) => !says(a))
      .map((a) => a.getAttribute('href') ?? ''),
    generatedIds: Array.from(document.querySelectorAll('h1[id], h2[id], h3[id], h4[id], h5[id], h6[id]'))
      .map((h) => h.id)
      .filter((id) => /^(?:_[Rr]_|:[Rr]|«[Rr])/.test(id)),
    layoutShift: (window as unknown as {__layoutShift?: number}).__layoutShift ?? 0,
    layoutShiftSources: (window as unknown as {__layoutShiftSources?: string[]}).__layoutShiftSources ?? [],
  };
}

/** The failures among `problems`, one line each ([] when the page is fine). */
export function pageFailures(problems: PageProblems): string[] {
  const failures: string[] = [];
  if (problems.crashed) failures.push('shows the crash fallback ("This page crashed")');
  if (problems.h1 !== 1) failures.push(`has ${problems.h1} <h1> elements (expected exactly 1)`);
  if (problems.mains !== 1) failures.push(`has ${problems.mains} <main> elements (expected exactly 1)`);
  else if (problems.mainText === 0) failures.push('has an empty <main>');
  for (const href of problems.unlabelledNewTab) failures.push(`link to ${href} opens a new tab without saying so`);
  for (const id of problems.generatedIds) failures.push(`heading id "${id}" is a generated useId value`);
  if (problems.layoutShift > MAX_LAYOUT_SHIFT) {
    failures.push(
      `shifts its layout while loading (CLS ${problems.layoutShift.toFixed(3)}, at most ${MAX_LAYOUT_SHIFT})` +
        (problems.layoutShiftSources.length > 0 ? `: ${problems.layoutShiftSources.join(' | ')}` : ''),
    );
  }
  return failures;
}

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core's WCAG 2.1 A and AA violations on the page as it is now, one line per element (first 5). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe inside the page; the default opens an extra page per run, twice as slow.
  // Only violations are reported in full: axe lists one node of the other result types, not all.
  // options() replaces every option, so it comes before withTags(), which adds the rule selection.
  const {violations} = await new AxeBuilder({page})
    .options({resultTypes: ['violations']})
    .withTags(WCAG_21_AA)
    .setLegacyMode(true)
    .analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ') ?? ''}`)
        .join('\n'),
  );
}
