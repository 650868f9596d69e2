/**
 * Publishes the newest release notes (title, link, date) as global data, so the home page can
 * list them without loading the blog. Reads the main blog instance's content once all plugins
 * have loaded; only a handful of short records reach the client.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';

export interface LatestRelease {
  readonly title: string;
  readonly permalink: string;
  /** ISO date of the release. */
  readonly date: string;
  readonly description: string;
}

export interface LatestReleasesData {
  readonly releases: readonly LatestRelease[];
}

export interface LatestReleasesOptions {
  /** How many releases to publish. */
  readonly count: number;
  /** Id of the blog plugin instance that holds the notes. */
  readonly blogPluginId: string;
}

export function pickLatest(content: BlogContent | undefined, count: number): LatestRelease[] {
  const posts = [...(content?.blogPosts ?? [])].filter((post) => !post.metadata.unlisted);
  posts.sort((a, b) => new Date(b.metadata.date).getTime() - new Date(a.metadata.date).getTime());
  return posts.slice(0, count).map(({metadata}) => ({
    title: metadata.title,
    permalink: metadata.permalink,
    date: new Date(metadata.date).toISOString(),
    description: metadata.description,
  }));
}

export function parseOptions(options: unknown): LatestReleasesOptions {
  const {count, blogPluginId} = (options ?? {}) as Partial<LatestReleasesOptions>;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || typeof blogPluginId !== 'string') {
    throw new Error('latest-releases: options must be {count: a whole number of at least 1, blogPluginId: a string}.');
  }
  return {count, blogPluginId};
}

export default function latestReleasesPlugin(_context: LoadContext, rawOptions: unknown): Plugin {
  const options = parseOptions(rawOptions);
  return {
    name: 'latest-releases',
    async allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.[options.blogPluginId] as BlogContent | undefined;
      const data: LatestReleasesData = {releases: pickLatest(blog, options.count)};
      actions.setGlobalData(data);
    },
  };
}
