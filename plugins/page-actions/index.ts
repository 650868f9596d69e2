/**
 * Page actions: what every article (help article, FAQ, developer sample) offers besides its text: Copy page
 * and View as Markdown (theme/DocItem/Content), Edit this page and Last updated (last-update.ts), and "Was
 * this page helpful?" (theme/EditMetaRow, client/Feedback.tsx). All of it is in the page's HTML; the form's
 * code loads when the reader nears the question, and the twin is fetched only when copied.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PLUGIN_NAME, validatePageActionsOptions, type PageActionsGlobalData, type PageActionsOptions} from './options';

export type {PageActionsOptions} from './options';
export {gitHistoryVcs} from './last-update';

/** `1.0.0+a4d2c74`: the site's package version and, when git knows it, the commit it was built from. */
export function defaultSiteVersion(siteDir: string): string {
  const {version} = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {version: string};
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: siteDir,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return `${version}+${commit.trim()}`;
  } catch {
    return version;
  }
}

export default function pageActions(context: LoadContext, rawOptions: unknown): Plugin {
  const options = validatePageActionsOptions(rawOptions as PageActionsOptions);
  const siteVersion = options.siteVersion ?? defaultSiteVersion(context.siteDir);
  return {
    name: PLUGIN_NAME,
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
    contentLoaded({actions}) {
      const data: PageActionsGlobalData = {...options, siteVersion};
      actions.setGlobalData(data);
    },
  };
}
