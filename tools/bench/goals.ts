/**
 * Figures against their budgets and goals, and how the report writes them: pure, unit-tested in
 * tools/bench/bench.test.ts. A budget is the line the tests enforce; a goal is a target they do not
 * (search quality; Lighthouse accessibility, best practices and SEO).
 */

/** A budget (the tests enforce it), a goal, or the stock Docusaurus page measured in the same run. */
export type TargetKind = 'budget' | 'goal' | 'stock';

export interface Target {
  kind: TargetKind;
  /** The line: at most this (sizes, times) or at least this (scores). */
  limit: number;
  direction: 'at-most' | 'at-least';
}

export interface Verdict extends Target {
  value: number;
  met: boolean;
  /** How far from the line, always ≥ 0: the margin when met, the shortfall when missed. */
  distance: number;
  /** Why a figure short of the line still meets it, when it does by design (the report says so). */
  byDesign?: string;
}

export const atMost = (kind: TargetKind, limit: number): Target => ({kind, limit, direction: 'at-most'});
export const atLeast = (kind: TargetKind, limit: number): Target => ({kind, limit, direction: 'at-least'});

export function judge(value: number, target: Target): Verdict {
  const met = target.direction === 'at-most' ? value <= target.limit : value >= target.limit;
  return {...target, value, met, distance: Math.abs(value - target.limit)};
}

export const mark = (met: boolean): string => (met ? '✅' : '❌');

/**
 * "✅ 12.3 KB under budget", "❌ 4.1 KB over goal", "❌ 3 short of goal", "✅ met": `format` writes the
 * distance in the figure's unit.
 */
export function describeVerdict(verdict: Verdict, format: (n: number) => string): string {
  const {kind, met, distance} = verdict;
  if (verdict.direction === 'at-least') {
    return met ? `${mark(true)} met` : `${mark(false)} ${format(distance)} short of ${kind}`;
  }
  return `${mark(met)} ${format(distance)} ${met ? 'under' : 'over'} ${kind}`;
}

export const formatSeconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
export const formatMs = (ms: number): string => `${Math.round(ms)} ms`;
export const formatMiB = (bytes: number): string => `${Math.round(bytes / 1024 / 1024)} MiB`;
