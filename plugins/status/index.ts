/**
 * The status plugin: loads the committed Statuspage snapshot and history, checks and normalises
 * them, and publishes the status page route and the home page's overall status. Its theme components
 * (theme/: @theme/StatusPage, @theme/StatusSummary, @theme/StatusIcon) render them.
 *
 * The build never fetches anything. A live feed URL (options.feedUrl) is only passed to the page,
 * which fetches it in the reader's browser.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {normaliseHistory} from './history';
import {indicatorLabel, normaliseSummary} from './normalise';
import {validateOptions, type StatusPluginOptions} from './options';
import {PLUGIN_NAME, type StatusGlobalData, type StatusRouteData} from './types';

async function readJson(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(`status plugin: cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`status plugin: ${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/** Loads and normalises the snapshot; throws with the file name when it cannot be used. */
export async function loadStatusContent(siteDir: string, options: StatusPluginOptions): Promise<StatusRouteData> {
  const summaryFile = path.resolve(siteDir, options.summaryPath);
  const historyFile = path.resolve(siteDir, options.historyPath);
  const read = normaliseSummary(await readJson(summaryFile));
  if (!read.ok) throw new Error(`status plugin: ${summaryFile}: ${read.problems.join(' ')}`);
  let history;
  try {
    history = normaliseHistory(await readJson(historyFile), read.summary);
  } catch (error) {
    throw new Error(`status plugin: ${historyFile}: ${(error as Error).message}`);
  }
  return {
    summary: read.summary,
    history: history.history,
    takenAt: history.history.takenAt,
    feedUrl: options.feedUrl,
    problems: [...read.problems, ...history.problems],
  };
}

function statusPlugin(
  context: LoadContext,
  /** Checked here: Docusaurus hands plugin options over untyped. */
  options: unknown,
): Plugin<StatusRouteData> {
  const resolved = validateOptions(options);
  return {
    name: PLUGIN_NAME,
    // The status page, the home page's summary and their icon (theme/), as @theme/Status*.
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
    getPathsToWatch: () => [
      path.resolve(context.siteDir, resolved.summaryPath),
      path.resolve(context.siteDir, resolved.historyPath),
    ],
    async loadContent() {
      const content = await loadStatusContent(context.siteDir, resolved);
      for (const problem of content.problems) console.warn(`[status] snapshot: ${problem}`);
      return content;
    },
    async contentLoaded({content, actions}) {
      const data = await actions.createData('status.json', JSON.stringify(content));
      actions.addRoute({
        path: resolved.routePath,
        component: '@theme/StatusPage',
        exact: true,
        modules: {data},
      });
      const global: StatusGlobalData = {
        indicator: content.summary.indicator,
        label: indicatorLabel[content.summary.indicator],
        takenAt: content.takenAt,
        live: content.feedUrl !== '',
        routePath: resolved.routePath,
      };
      actions.setGlobalData(global);
    },
  };
}

/**
 * The site config lists plugins as `PluginModule<unknown>`; this plugin's content is always the
 * StatusRouteData its own loadContent returns.
 */
export default statusPlugin as PluginModule;
