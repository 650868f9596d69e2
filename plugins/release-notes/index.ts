/**
 * Release notes: the notes in blog/ at /release-notes/ (`config/blog.ts`), their embeddable copy at
 * /release-notes-embed for an iframe in the web app, and the newest notes on the home page (README.md).
 * `releaseNotesPlugins(options)` gives docusaurus.config.ts the feed's blog instance (embed-feed.ts) and this
 * plugin, which publishes the newest notes and the feed's routes as global data and serves ./theme.
 */
import path from 'node:path';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import embedFeed from './embed-feed';
import {pickLatest} from './latest';
import {
  FEED_PLUGIN_ID,
  PLUGIN_NAME,
  feedBlogOptions,
  validateOptions,
  type ReleaseNotesGlobalData,
  type ReleaseNotesOptions,
} from './options';

export type {ReleaseNotesOptions} from './options';

export default function releaseNotesPlugin(_context: LoadContext, rawOptions: unknown): Plugin {
  const {blog, latestCount} = validateOptions(rawOptions);
  const feedPath = `/${feedBlogOptions(blog).routeBasePath}`;
  return {
    name: PLUGIN_NAME,
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
    async allContentLoaded({allContent, actions}) {
      const main = allContent['docusaurus-plugin-content-blog']?.[blog.id ?? 'default'] as BlogContent | undefined;
      const data: ReleaseNotesGlobalData = {
        blogPath: `/${blog.routeBasePath}`,
        feed: {pluginId: FEED_PLUGIN_ID, path: feedPath},
        releases: pickLatest(main, latestCount),
      };
      actions.setGlobalData(data);
    },
  };
}

/** The feature's plugins, for docusaurus.config.ts: the embeddable feed's blog instance, then this plugin. */
export function releaseNotesPlugins(options: ReleaseNotesOptions): PluginConfig[] {
  return [
    [embedFeed, feedBlogOptions(options.blog)],
    [releaseNotesPlugin, options],
  ];
}
