/**
 * Markdown twins: every published doc, FAQ, sample, release note and API operation as plain Markdown at its
 * URL plus `.md`, listed and held by `/llms.txt` and `/llms-full.txt`. A page's twin is written from its built
 * HTML (html-to-markdown.ts), so it says what a reader sees; an API operation's from its OpenAPI operation
 * (api-operation.ts). Which pages get twins, and where in llms.txt, comes from the loaded content (pages.ts).
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {formatDate} from '../../src/utils/dates';
import {loadApiSpec} from '../api-reference/generate/spec';
import {OpenApiDocument, operationMarkdown} from './api-operation';
import {htmlToMarkdown, twinDocument} from './html-to-markdown';
import {llmsFullTxt, llmsTxt, type ListedTwin} from './llms-txt';
import {validateTwinOptions, type MarkdownTwinsOptions} from './options';
import {collectTwinPages, type TwinPage} from './pages';
import {PLUGIN_NAME, twinPath, type TwinGlobalData} from './shared';

export type {MarkdownTwinsOptions} from './options';

export const LLMS_TXT = 'llms.txt';
export const LLMS_FULL_TXT = 'llms-full.txt';

/** The built HTML file of a route (`/x` is written as `x/index.html`, `/x/` as `x/index.html`). */
async function readBuiltPage(outDir: string, route: string): Promise<string> {
  const base = path.join(outDir, decodeURIComponent(route));
  try {
    return await readFile(path.join(base, 'index.html'), 'utf8');
  } catch {
    return readFile(`${base.replace(/\/$/, '')}.html`, 'utf8');
  }
}

export default function markdownTwins(context: LoadContext, rawOptions: unknown): Plugin {
  const options = validateTwinOptions(rawOptions as MarkdownTwinsOptions);
  const {siteConfig, siteDir} = context;
  const siteUrl = siteConfig.url.replace(/\/$/, '');
  let pages: TwinPage[] = [];

  async function twinOf(page: TwinPage, outDir: string, api: OpenApiDocument | undefined): Promise<string> {
    const url = `${siteUrl}${page.route}`;
    const details: string[] = [];
    if (page.publishedAt) details.push(`Published: ${formatDate(page.publishedAt)}`);
    if (page.lastUpdatedAt) details.push(`Last updated: ${formatDate(page.lastUpdatedAt)}`);
    let body: string;
    if (page.operationId) {
      const operation = api?.operation(page.operationId);
      if (!api || !operation) {
        throw new Error(`markdown-twins: ${page.route}: no operation "${page.operationId}" in the OpenAPI document`);
      }
      body = operationMarkdown(api, operation, options.api!.apiKeyVariable);
    } else {
      body = htmlToMarkdown(await readBuiltPage(outDir, page.route), {pageUrl: url});
    }
    return twinDocument({title: page.title, description: page.description, url, details}, body);
  }

  return {
    name: PLUGIN_NAME,
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),

    allContentLoaded({allContent, actions}) {
      pages = collectTwinPages(allContent, options.sections, options.api?.docsPluginId);
      const data: TwinGlobalData = {
        docsPluginIds: [...new Set(options.sections.flatMap((s) => (s.docsPluginId ? [s.docsPluginId] : [])))],
        blogPluginIds: [...new Set(options.sections.flatMap((s) => (s.blogPluginId ? [s.blogPluginId] : [])))],
      };
      actions.setGlobalData(data);
    },

    async postBuild({outDir}) {
      const api = options.api
        ? new OpenApiDocument((await loadApiSpec({committedPath: options.api.specPath, siteDir})).document)
        : undefined;
      const listed: ListedTwin[] = [];
      for (const page of pages) {
        const markdown = await twinOf(page, outDir, api);
        const file = path.join(outDir, twinPath(page.route));
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, markdown);
        listed.push({
          title: page.title,
          description: page.description,
          twinUrl: `${siteUrl}${twinPath(page.route)}`,
          section: options.sections[page.section]!.title,
          markdown,
        });
      }
      const {title} = siteConfig;
      await writeFile(path.join(outDir, LLMS_TXT), llmsTxt(title, options.summary, listed));
      const full = llmsFullTxt(title, options.summary, listed);
      await writeFile(path.join(outDir, LLMS_FULL_TXT), full);
      console.log(
        `[markdown-twins] ${listed.length} Markdown twins, ${LLMS_TXT} and ${LLMS_FULL_TXT} (${Math.round(Buffer.byteLength(full) / 1000)} KB)`,
      );
    },
  };
}
