/**
 * The Nu HTML Checker (vnu-jar) over built pages: one JVM for every file, errors only, read from its
 * JSON output and printed as `file:line:col message`.
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** One message of vnu's JSON output (https://github.com/validator/validator/wiki/Output-»-JSON). */
export interface VnuMessage {
  readonly type: string;
  readonly subType?: string;
  readonly url?: string;
  readonly firstLine?: number;
  readonly lastLine?: number;
  readonly firstColumn?: number;
  readonly lastColumn?: number;
  readonly message: string;
  readonly extract?: string;
}

export interface VnuOptions {
  /** Path of vnu.jar (the vnu-jar package's main export). */
  readonly jar: string;
  /** HTML files to check. */
  readonly files: readonly string[];
  /** A file of regular expressions, one a line (`#` starts a comment), for messages to drop. */
  readonly filterFile?: string;
  /**
   * Thread stack size for the JVM, e.g. `16m`. The checker's schema evaluation recurses deeply; with
   * the quick compiler only (below) Java's default stack overflows on this site's pages.
   */
  readonly stackSize?: string;
}

/**
 * JVM settings for one short batch run: the quick compiler only, as the optimising compiler's work never
 * pays off in a run this short; the serial collector, for less memory and the other core left alone.
 */
const JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/** The `java` arguments that check every file in one JVM and report errors only, as JSON on stdout. */
export function vnuArgs(options: VnuOptions): string[] {
  return [
    ...(options.stackSize ? [`-Xss${options.stackSize}`] : []),
    ...JVM_OPTIONS,
    '-jar',
    options.jar,
    '--errors-only',
    // Language detection only ever yields warnings, which --errors-only drops: skip the work.
    '--no-langdetect',
    '--format',
    'json',
    '--stdout',
    '--exit-zero-always',
    ...(options.filterFile ? ['--filterfile', options.filterFile] : []),
    ...options.files,
  ];
}

/** The error-level messages of vnu's JSON output (errors, fatal errors, and files it could not read). */
export function parseVnuOutput(json: string): VnuMessage[] {
  const parsed = JSON.parse(json) as {messages?: VnuMessage[]};
  return (parsed.messages ?? []).filter((message) => message.type === 'error' || message.type === 'non-document-error');
}

/** The file a message is about, relative to `cwd` when below it. */
export function messageFile(message: VnuMessage, cwd = process.cwd()): string {
  if (!message.url) return '(no file)';
  const file = message.url.startsWith('file:') ? fileURLToPath(message.url) : message.url;
  const relative = path.relative(cwd, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}

/** `file:line:col message`. */
export function formatVnuMessage(message: VnuMessage, cwd = process.cwd()): string {
  const line = message.firstLine ?? message.lastLine;
  const column = message.firstColumn ?? message.lastColumn;
  const where = line === undefined ? '' : `:${line}${column === undefined ? '' : `:${column}`}`;
  const fatal = message.subType === 'fatal' ? ' (fatal: the rest of the file was not checked)' : '';
  return `${messageFile(message, cwd)}${where} ${message.message}${fatal}`;
}

/**
 * Every message as a `file:line:col message` line; when one message repeats on many files (theme
 * markup on every page), the first few are listed with the markup they point at, then a count.
 */
export function formatVnuMessages(messages: readonly VnuMessage[], perMessage = 5, cwd = process.cwd()): string[] {
  const byText = new Map<string, VnuMessage[]>();
  for (const message of messages) byText.set(message.message, [...(byText.get(message.message) ?? []), message]);
  const lines: string[] = [];
  for (const [text, group] of byText) {
    for (const message of group.slice(0, perMessage)) {
      lines.push(`  ${formatVnuMessage(message, cwd)}`);
      if (message.extract) lines.push(`      ${message.extract.replace(/\s+/g, ' ').trim()}`);
    }
    if (group.length > perMessage) {
      const files = new Set(group.map((message) => message.url)).size;
      lines.push(`  … and ${group.length - perMessage} more of “${text}” (${files} files in all)`);
    }
  }
  return lines;
}

export interface VnuResult {
  readonly messages: readonly VnuMessage[];
  readonly durationMs: number;
}

/** Runs vnu once over every file. Rejects when Java cannot start or vnu's output is not its JSON. */
export function runVnu(options: VnuOptions, java = 'java'): Promise<VnuResult> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(java, vnuArgs(options), {stdio: ['ignore', 'pipe', 'pipe']});
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', (error) => reject(new Error(`could not start ${java}: ${error.message}`)));
    child.on('close', (code) => {
      const output = Buffer.concat(stdout).toString('utf8');
      try {
        resolve({messages: parseVnuOutput(output), durationMs: performance.now() - started});
      } catch {
        const errorText = Buffer.concat(stderr).toString('utf8').trim();
        reject(new Error(`vnu exited with ${code} without a JSON report: ${errorText || output.slice(0, 500)}`));
      }
    });
  });
}
