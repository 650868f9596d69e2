/**
 * A writer's mistake, as every content check reports it: one line, `file:line: message`, with the file's
 * path from the repository root, so that an editor or a terminal can open it at the line.
 */
import path from 'node:path';

export interface Problem {
  /** Path from the repository root, with forward slashes. */
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

export const SITE_DIR = path.resolve(__dirname, '..', '..');

/** A path from the repository root, with forward slashes, for an absolute or relative path. */
export function siteRelative(file: string): string {
  return path.relative(SITE_DIR, path.resolve(SITE_DIR, file)).split(path.sep).join('/');
}

/** The marker `npm run new` leaves where the writer has text to write; a page holding it is unfinished. */
export const UNWRITTEN = /\bWRITE\b/;

export function formatProblem({file, line, message}: Problem): string {
  return `${file}:${line}: ${message}`;
}

/**
 * The error a compile fails with: its message is the problems' lines and nothing else. Docusaurus prints an
 * error's stack under its message, so the stack is the message too: a writer sees no compiler internals.
 */
export class ContentError extends Error {
  constructor(problems: readonly Problem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.stack = this.message;
  }
}
// On the prototype, not the error: Docusaurus prints an error's own properties as JSON under its message.
ContentError.prototype.name = 'ContentError';

/** Throws a ContentError when there is any problem. */
export function failOn(problems: readonly Problem[]): void {
  if (problems.length > 0) throw new ContentError(problems);
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** " (did you mean x?)" for the candidate nearest `word`, when one is near enough to be a typo; else "". */
export function didYouMean(
  word: string,
  candidates: Iterable<string>,
  format = (candidate: string) => candidate,
): string {
  let best: string | null = null;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best === null ? '' : ` (did you mean ${format(best)}?)`;
}
