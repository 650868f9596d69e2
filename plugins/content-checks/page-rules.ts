/**
 * Rules on one page's own markup: images exist and have alt text, imported files exist, and code samples
 * are in a language the site highlights.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {Prism} from 'prism-react-renderer';
import {additionalLanguages} from '../../config/prism-theme';
import {lineOf, type EstreeNode, type Node} from './data-modules';
import {didYouMean, SITE_DIR, UNWRITTEN, type Problem} from './problems';

/** Languages Prism has aliases for that the site's additional languages register too. */
const ALIASES: Readonly<Record<string, readonly string[]>> = {bash: ['sh', 'shell'], python: ['py']};

/** The languages a code block can name and be highlighted in (or shown as plain text). */
export function highlightedLanguages(): Set<string> {
  const builtIn = Object.keys(Prism.languages).filter((key) => typeof Prism.languages[key] === 'object');
  return new Set([
    ...builtIn,
    ...additionalLanguages,
    ...additionalLanguages.flatMap((language) => ALIASES[language] ?? []),
  ]);
}

/** The languages a message names as examples. */
const COMMON_LANGUAGES = ['bash', 'css', 'html', 'javascript', 'json', 'php', 'python', 'typescript', 'yaml'];

const isRemote = (url: string) => /^[a-z][a-z0-9+.-]*:|^\/\//i.test(url);

/** The file a relative URL of `file` points to, or null when it is remote or site-absolute. */
function localFile(file: string, url: string): string | null {
  if (isRemote(url) || url.startsWith('/') || url.startsWith('@')) return null;
  return path.resolve(SITE_DIR, path.dirname(file), decodeURI(url.replace(/[?#].*$/, '')));
}

function attribute(node: Node, name: string): Node | undefined {
  return node.attributes?.find((candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name);
}

function imageProblems(node: Node, file: string): string[] {
  const problems: string[] = [];
  if (node.type === 'image') {
    if (!node.alt?.trim())
      problems.push(`image ${node.url} has no alt text: write it between the brackets, ![What it shows](${node.url})`);
    const target = localFile(file, node.url ?? '');
    if (target && !existsSync(target)) problems.push(`image ${node.url} not found`);
  }
  const jsx = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
  if (jsx && (node.name === 'img' || node.name === 'Image')) {
    const alt = attribute(node, 'alt');
    const spread = node.attributes?.some((candidate) => candidate.type === 'mdxJsxExpressionAttribute');
    if (!spread && (!alt || (typeof alt.value === 'string' && !alt.value.trim()))) {
      problems.push(`<${node.name}> has no alt text: add alt="What it shows"`);
    }
  }
  return problems;
}

function importProblems(node: Node, file: string): Problem[] {
  if (node.type !== 'mdxjsEsm') return [];
  return ((node.data?.estree?.body ?? []) as EstreeNode[]).flatMap((statement) => {
    if (statement.type !== 'ImportDeclaration') return [];
    const specifier = (statement.source as {value: string}).value;
    const target = specifier.startsWith('.') ? localFile(file, specifier) : null;
    if (!target || existsSync(target)) return [];
    return [{file, line: statement.loc?.start.line ?? lineOf(node), message: `imported file ${specifier} not found`}];
  });
}

function codeProblem(node: Node, languages: ReadonlySet<string>): string | null {
  if (node.type !== 'code' || !node.lang || languages.has(node.lang)) return null;
  const suggestion = didYouMean(node.lang, languages);
  return `code language "${node.lang}" is not one the site highlights${suggestion}; use one it does (${COMMON_LANGUAGES.join(', ')}, …) or text`;
}

/** Inline code that holds an expression (`{api.rateLimit.status}`, `{'{id}'}`): Markdown shows it as typed. */
const EXPRESSION_IN_CODE = /^\{\s*(?:[A-Za-z_$][\w$]*\s*[.[(][\s\S]*|'[^']*'\s*|"[^"]*"\s*)\}$/;

function inlineCodeProblem(node: Node): string | null {
  if (node.type !== 'inlineCode' || !EXPRESSION_IN_CODE.test(String(node.value))) return null;
  const value = String(node.value);
  const literal = /^\{\s*(['"])([\s\S]*)\1\s*\}$/.exec(value)?.[2];
  const instead = literal === undefined ? `<code>${value}</code>` : `\`${literal}\``;
  return `\`${value}\` is shown as typed, braces and all: inside backticks nothing is rendered; write ${instead}`;
}

/** The problems of a page's images, imports and code samples. */
export function pageProblems(
  tree: Node,
  file: string,
  languages: ReadonlySet<string> = highlightedLanguages(),
): Problem[] {
  const problems: Problem[] = [];
  const visit = (node: Node): void => {
    const line = lineOf(node);
    for (const message of imageProblems(node, file)) problems.push({file, line, message});
    problems.push(...importProblems(node, file));
    if ((node.type === 'text' || node.type === 'link') && UNWRITTEN.test(String(node.value ?? node.url))) {
      problems.push({file, line, message: `replace the WRITE marker: ${String(node.value ?? node.url).trim()}`});
    }
    const code = codeProblem(node, languages) ?? inlineCodeProblem(node);
    if (code) problems.push({file, line, message: code});
    node.children?.forEach(visit);
  };
  visit(tree);
  return problems;
}
