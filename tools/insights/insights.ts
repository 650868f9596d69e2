/**
 * `npm run insights`: what readers say, as a report writers act on. Reads the "Was this page helpful?" answers
 * (FEEDBACK_FILE, JSON Lines, tools/server/feedback.ts) and the searches that found nothing (SEARCHES_FILE,
 * JSON Lines of `{"query": "…", "time": "…", …}`, tools/server/missed-searches.ts), writes reports/insights.md
 * (never published) and prints its summary.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {FEEDBACK_REASONS, feedbackProblem} from '../../plugins/page-actions/feedback-contract';
import {docRoutes} from '../../plugins/content-checks/links';
import {SITE_DIR} from '../../plugins/content-checks/problems';
import {DEFAULT_FEEDBACK_FILE, type FeedbackEntry} from '../server/feedback';
import {DEFAULT_SEARCHES_FILE} from '../server/missed-searches';

export const DEFAULT_REPORT = 'reports/insights.md';

export interface MissedSearch {
  readonly query: string;
  readonly time: string;
}

/** The valid lines of a JSON Lines file, and how many were skipped (a torn or foreign line). */
export function readJsonLines<T>(file: string, valid: (value: unknown) => value is T): {entries: T[]; skipped: number} {
  if (!existsSync(file)) return {entries: [], skipped: 0};
  const entries: T[] = [];
  let skipped = 0;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      const value: unknown = JSON.parse(line);
      if (valid(value)) entries.push(value);
      else skipped += 1;
    } catch {
      skipped += 1;
    }
  }
  return {entries, skipped};
}

const isFeedbackEntry = (value: unknown): value is FeedbackEntry => {
  if (typeof value !== 'object' || value === null || typeof (value as {receivedAt?: unknown}).receivedAt !== 'string')
    return false;
  const {receivedAt: _received, ...payload} = value as Record<string, unknown>;
  return feedbackProblem(payload) === null;
};

const isMissedSearch = (value: unknown): value is MissedSearch =>
  typeof (value as MissedSearch | null)?.query === 'string' && typeof (value as MissedSearch).time === 'string';

/** Per page: answers, reasons and comments. */
export interface PageInsight {
  readonly page: string;
  yes: number;
  no: number;
  readonly reasons: Map<string, number>;
  readonly comments: {answer: string; comment: string; receivedAt: string}[];
}

/** The page path of an answer's address. */
const pageOf = (url: string): string => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

export function pageInsights(entries: readonly FeedbackEntry[]): PageInsight[] {
  const pages = new Map<string, PageInsight>();
  for (const entry of entries) {
    const page = pageOf(entry.url);
    const insight: PageInsight = pages.get(page) ?? {
      page,
      yes: 0,
      no: 0,
      reasons: new Map<string, number>(),
      comments: [],
    };
    insight[entry.answer] += 1;
    if (entry.reason) {
      const label = (FEEDBACK_REASONS[entry.answer] as Record<string, string>)[entry.reason] ?? entry.reason;
      insight.reasons.set(label, (insight.reasons.get(label) ?? 0) + 1);
    }
    if (entry.comment.trim())
      insight.comments.push({answer: entry.answer, comment: entry.comment.trim(), receivedAt: entry.receivedAt});
    pages.set(page, insight);
  }
  for (const insight of pages.values()) insight.comments.sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));
  return [...pages.values()].sort(
    (a, b) => b.no - a.no || b.yes + b.no - (a.yes + a.no) || a.page.localeCompare(b.page),
  );
}

const words = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length > 2),
  );

/** The docs page whose route and title share most words with a query, if any shares one. */
export function suggestedPage(query: string, pages: ReadonlyMap<string, string>): string | null {
  const wanted = words(query);
  let best: {route: string; score: number} | null = null;
  for (const [route, title] of pages) {
    const have = words(`${route} ${title}`);
    const score = [...wanted].filter(
      (word) => have.has(word) || [...have].some((other) => other.startsWith(word)),
    ).length;
    if (score > 0 && (!best || score > best.score)) best = {route, score};
  }
  return best?.route ?? null;
}

/** Missed searches by how often readers made them (case and spacing folded), most frequent first. */
export function missedSearches(searches: readonly MissedSearch[]): {query: string; count: number}[] {
  const counts = new Map<string, number>();
  for (const {query} of searches) {
    const folded = query.trim().toLowerCase().replace(/\s+/g, ' ');
    if (folded) counts.set(folded, (counts.get(folded) ?? 0) + 1);
  }
  return [...counts]
    .map(([query, count]) => ({query, count}))
    .sort((a, b) => b.count - a.count || a.query.localeCompare(b.query));
}

/** Docs routes and titles, for suggestions. */
export function docTitles(): Map<string, string> {
  const titles = new Map<string, string>();
  for (const [route, file] of docRoutes()) {
    if (!file) continue;
    const title = /^title:\s*(.+)$/m.exec(readFileSync(path.join(SITE_DIR, file), 'utf8'))?.[1] ?? '';
    titles.set(`${route}${file.endsWith('/index.mdx') ? '/' : ''}`, title.replace(/^["']|["']$/g, ''));
  }
  return titles;
}

/** A reader's text as inert Markdown: one line, no HTML, no links or formatting of its own. */
const inert = (text: string) => text.replace(/\s+/g, ' ').replace(/[\\`*_[\]<>#|]/g, (char) => `\\${char}`);

const MOST_NO = 10;
const MOST_SEARCHES = 20;

/** The report, in Markdown. */
export function renderReport(
  pages: readonly PageInsight[],
  searches: readonly {query: string; count: number}[],
  suggest: (query: string) => string | null,
): string {
  const lines = ['# What readers say', ''];
  const unhelpful = pages.filter((page) => page.no > 0).slice(0, MOST_NO);
  lines.push('## Pages with the most "no"', '');
  if (unhelpful.length === 0) lines.push('No page has a "no" answer.');
  else
    lines.push(
      '| Page | No | Yes |',
      '| --- | --- | --- |',
      ...unhelpful.map((page) => `| ${page.page} | ${page.no} | ${page.yes} |`),
    );
  lines.push('', '## Searches that found nothing', '');
  if (searches.length === 0) lines.push('No missed searches recorded.');
  else {
    lines.push('| Search | Times | Suggested page |', '| --- | --- | --- |');
    for (const {query, count} of searches.slice(0, MOST_SEARCHES))
      lines.push(`| ${inert(query)} | ${count} | ${suggest(query) ?? 'none near'} |`);
  }
  lines.push('', '## Answers per page', '');
  for (const page of pages) {
    lines.push(`### ${page.page}`, '', `Yes: ${page.yes}. No: ${page.no}.`, '');
    if (page.reasons.size > 0)
      lines.push(
        `Reasons: ${[...page.reasons]
          .sort((a, b) => b[1] - a[1])
          .map(([reason, count]) => `${reason} (${count})`)
          .join(', ')}.`,
        '',
      );
    for (const {answer, comment, receivedAt} of page.comments)
      lines.push(`- ${receivedAt.slice(0, 10)}, ${answer}: ${inert(comment)}`);
    if (page.comments.length > 0) lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

export interface InsightsFiles {
  readonly feedback: string;
  readonly searches: string;
  readonly report: string;
}

/** Writes the report and gives its summary lines. */
export function writeInsights(files: InsightsFiles, titles: ReadonlyMap<string, string> = docTitles()): string[] {
  const answers = readJsonLines(files.feedback, isFeedbackEntry);
  const missed = readJsonLines(files.searches, isMissedSearch);
  const pages = pageInsights(answers.entries);
  const searches = missedSearches(missed.entries);
  mkdirSync(path.dirname(files.report), {recursive: true});
  writeFileSync(
    files.report,
    renderReport(pages, searches, (query) => suggestedPage(query, titles)),
  );
  const worst = pages.find((page) => page.no > 0);
  return [
    `${answers.entries.length} answers on ${pages.length} pages${answers.skipped ? ` (${answers.skipped} unreadable lines skipped)` : ''}; ${missed.entries.length} searches found nothing (${searches.length} different).`,
    worst ? `Most "no": ${worst.page} (${worst.no} no, ${worst.yes} yes).` : 'No page has a "no" answer.',
    searches[0]
      ? `Most frequent missed search: "${searches[0].query}" (${searches[0].count}).`
      : 'No missed searches recorded.',
    `Report: ${path.relative(SITE_DIR, files.report)}`,
  ];
}

if (require.main === module) {
  const resolve = (value: string | undefined, fallback: string) => path.resolve(SITE_DIR, value || fallback);
  const files = {
    feedback: resolve(process.env.FEEDBACK_FILE, DEFAULT_FEEDBACK_FILE),
    searches: resolve(process.env.SEARCHES_FILE, DEFAULT_SEARCHES_FILE),
    report: resolve(process.env.INSIGHTS_REPORT, DEFAULT_REPORT),
  };
  for (const line of writeInsights(files)) console.log(line);
}
