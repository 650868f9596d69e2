/**
 * The Markdown twins of the built site (plugins/markdown-twins): every article page (a doc, an API
 * page or a release note, not unlisted and not the embed feed) names its twin in its head, the twin
 * exists at the page's path plus `.md` with the page's title and canonical URL at the top, it is in
 * llms.txt and, whole, in llms-full.txt, and outside code it holds no HTML tag, no MDX syntax and no
 * "undefined".
 */
import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {twinTextProblems} from '../../plugins/markdown-twins/lint';
import {twinPath} from '../../plugins/markdown-twins/shared';
import {listHtmlFiles} from './site-links';

export interface TwinProblem {
  readonly page: string;
  readonly message: string;
}

export interface TwinReport {
  readonly articles: number;
  readonly twins: number;
  readonly problems: readonly TwinProblem[];
}

/** The page's path for a built HTML file: `a/b/index.html` is `/a/b/` (Docusaurus' own routes differ only in the slash). */
function routeOf(file: string): string {
  return `/${file.replace(/index\.html$/, '').replace(/\.html$/, '')}`;
}

export async function checkMarkdownTwins({root, siteUrl}: {root: string; siteUrl: string}): Promise<TwinReport> {
  const problems: TwinProblem[] = [];
  const origin = siteUrl.replace(/\/$/, '');
  const llms = await readFile(path.join(root, 'llms.txt'), 'utf8').catch(() => null);
  const full = await readFile(path.join(root, 'llms-full.txt'), 'utf8').catch(() => null);
  if (llms === null) problems.push({page: '/llms.txt', message: 'missing'});
  if (full === null) problems.push({page: '/llms-full.txt', message: 'missing'});
  let articles = 0;
  const twins = new Set<string>();

  for (const file of await listHtmlFiles(root)) {
    const html = await readFile(path.join(root, file), 'utf8');
    const page = routeOf(file);
    const noindex = /<meta[^>]+name=["']?robots["']?[^>]+content=["']?[^"'>]*noindex/i.test(html);
    const article = /class="?theme-doc-markdown\b|id=["']?__blog-post-container\b/.test(html);
    const embed = page.startsWith('/release-notes-embed/');
    const declared = /<link[^>]+type=["']?text\/markdown["']?[^>]*>/.exec(html)?.[0];
    if (article && !noindex && !embed) articles += 1;
    if (!declared) {
      if (article && !noindex && !embed) {
        problems.push({page, message: 'no <link rel="alternate" type="text/markdown"> naming its Markdown twin'});
      }
      continue;
    }
    if (noindex || embed) problems.push({page, message: 'names a Markdown twin, but is unlisted or the embed feed'});
    const href = /href=["']?([^"' >]+)/.exec(declared)?.[1] ?? '';
    const expected = twinPath(page);
    if (href !== expected && href !== `${origin}${expected}`) {
      problems.push({page, message: `names its twin as ${href}, not ${expected}`});
      continue;
    }
    const twinFile = path.join(root, expected);
    if (!existsSync(twinFile)) {
      problems.push({page, message: `its twin ${expected} does not exist`});
      continue;
    }
    twins.add(expected);
    const markdown = await readFile(twinFile, 'utf8');
    const canonical = /<link[^>]+rel=["']?canonical["']?[^>]+href=["']?([^"' >]+)/.exec(html)?.[1];
    if (!/^# \S/.test(markdown)) problems.push({page: expected, message: 'does not start with the page title (# …)'});
    if (canonical && !markdown.includes(`\nCanonical URL: ${canonical}\n`)) {
      problems.push({page: expected, message: `does not give the canonical URL ${canonical}`});
    }
    for (const message of twinTextProblems(markdown)) problems.push({page: expected, message});
    if (llms !== null && !llms.includes(`](${origin}${expected})`)) {
      problems.push({page: expected, message: 'is not listed in llms.txt'});
    }
    if (full !== null && !full.includes(markdown)) {
      problems.push({page: expected, message: 'is not in llms-full.txt'});
    }
  }
  // Every twin llms.txt lists is one of the site's pages' twins.
  for (const match of llms?.matchAll(/\]\((https?:\/\/[^)\s]+\.md)\)/g) ?? []) {
    const listed = match[1]!.slice(origin.length);
    if (!twins.has(listed))
      problems.push({page: '/llms.txt', message: `lists ${listed}, which no page names as its twin`});
  }
  return {articles, twins: twins.size, problems};
}
