/**
 * `npm run check:content`: checks the content sources without building the site, with the same rules the
 * compile applies (plugins/content-checks), the facts lint of help articles (tests/facts-lint.test.ts) and the
 * prose lint (cspell and markdownlint, as `npm run lint:prose`).
 * Prints one `file:line: message` line per problem and exits 1 when there is any.
 */
import {spawn} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {ownProblems} from '../../plugins/content-checks';
import {frontMatterProblems} from '../../plugins/content-checks/front-matter';
import {anchorsOf, fileLinkIndex, linkProblems} from '../../plugins/content-checks/links';
import {loadParser, parsePage} from '../../plugins/content-checks/parse';
import {formatProblem, SITE_DIR, type Problem} from '../../plugins/content-checks/problems';
import {allowed} from '../../tests/facts-lint-allow';
import {covers, describeFinding, lintPage} from '../../tests/lib/facts-lint';

/** Folders of hand-written pages; in api-docs/ only the overview is (the rest is generated). */
const CONTENT_FOLDERS = ['docs', 'blog', 'src/pages', 'api-docs'];

function walk(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.mdx?$/.test(entry.name) && entry.name !== 'README.md' ? [full] : [];
  });
}

/** The content files, as paths from the repository root. */
export function contentFiles(): string[] {
  return CONTENT_FOLDERS.flatMap((folder) => walk(path.join(SITE_DIR, folder)))
    .map((full) => path.relative(SITE_DIR, full).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('api-docs/') || file === 'api-docs/overview.mdx')
    .sort();
}

/**
 * Every problem of the pages' sources: front matter, syntax, data expressions, components, images, code and
 * links. Each page is parsed once: a first pass reads its own problems and anchors, the second its links.
 */
export async function sourceProblems(
  files: readonly string[],
  read = (file: string) => readFileSync(path.join(SITE_DIR, file), 'utf8'),
): Promise<Problem[]> {
  const parse = await loadParser();
  const pages = files.map((file) => {
    const source = read(file);
    const parsed = parsePage(parse, source, file);
    const problems = frontMatterProblems(file, source);
    if (!('tree' in parsed)) return {file, problems: [...problems, parsed.problem], tree: null};
    return {
      file,
      problems: [...problems, ...ownProblems(parsed.tree, file)],
      tree: parsed.tree,
      anchors: anchorsOf(parsed.tree),
    };
  });
  const links = fileLinkIndex(
    parse,
    new Map(pages.flatMap((page) => (page.anchors ? [[page.file, page.anchors]] : []))),
  );
  return pages.flatMap(({file, problems, tree, anchors}) =>
    [...problems, ...(tree ? linkProblems(tree, file, links, anchors) : [])].sort((a, b) => a.line - b.line),
  );
}

/** Facts typed by hand in help articles and the API overview that the allow-list does not excuse, one line each. */
export async function typedFactProblems(
  files: readonly string[],
  read = (file: string) => readFileSync(path.join(SITE_DIR, file), 'utf8'),
): Promise<string[]> {
  const linted = files.filter((file) => /^docs\/.*\.mdx$/.test(file) || file === 'api-docs/overview.mdx');
  const findings = (await Promise.all(linted.map((file) => lintPage(file, read(file))))).flat();
  return findings.filter((finding) => !allowed.some((allowance) => covers(allowance, finding))).map(describeFinding);
}

/** Runs a lint command and gives the lines of its output that point at a file and line. */
function lintLines(command: string, args: readonly string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {cwd: SITE_DIR, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => resolve(output.split('\n').filter((line) => /^[^\s:]+:\d+(:\d+)?\s/.test(line))));
  });
}

/** Spelling and Markdown style, as `npm run lint:prose` checks them, one `file:line:column message` line each. */
export async function proseProblems(): Promise<string[]> {
  const bin = (name: string) => path.join(SITE_DIR, 'node_modules', '.bin', name);
  const [spelling, markdown] = await Promise.all([
    lintLines(bin('cspell'), ['--no-progress', '--no-summary', '--show-suggestions']),
    lintLines(bin('markdownlint-cli2'), []),
  ]);
  return [...spelling, ...markdown];
}

async function main(): Promise<void> {
  const files = contentFiles();
  const [prose, problems, typedFacts] = await Promise.all([
    proseProblems(),
    sourceProblems(files),
    typedFactProblems(files),
  ]);
  const lines = [...problems.map(formatProblem), ...typedFacts, ...prose];
  for (const line of lines) console.log(line);
  console.log(
    lines.length === 0
      ? `check:content: ${files.length} pages, no problems.`
      : `check:content: ${lines.length} problem${lines.length === 1 ? '' : 's'} in ${files.length} pages. CONTRIBUTING.md says how to fix each.`,
  );
  process.exitCode = lines.length === 0 ? 0 : 1;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`check:content: ${(error as Error).message}`);
    process.exitCode = 2;
  });
}
