/**
 * The newest release notes (title, link, date, description) for the home page, picked from the main
 * blog instance's content once all plugins have loaded, so only a handful of short records reach the
 * client and the home page does not load the blog.
 */
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LatestRelease} from './options';

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
