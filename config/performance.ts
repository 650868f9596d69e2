import type {PerformanceOptions} from '../plugins/performance';
import {apiReference} from '../plugins/api-reference';

/** Files under any of `dirs` (folders relative to the site root), matched on any OS's path separator. */
function under(...dirs: string[]): RegExp {
  const sep = String.raw`[\\/]`;
  const escaped = dirs.map((dir) => dir.split('/').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(escaped.map((parts) => `${sep}${parts.join(sep)}${sep}`).join('|'));
}

/** The stock blog theme's components (Blog, BlogPostItem, BlogSidebar, ...), which render the release notes. */
const CLASSIC_BLOG = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]Blog\w*[\\/]/;

/** The stock theme's social-link icons, which only a blog author's links show. */
const CLASSIC_SOCIAL_ICONS = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]Icon[\\/]Socials[\\/]/;

/**
 * What only some pages use stays out of what every page downloads (plugins/performance). Each feature's
 * styles go into a stylesheet of their own, which the pages that render the feature link in their head:
 * a help article does not download the status page's, the samples' or the home page's styles.
 * Only components that pages import belong here: the layout, navbar and footer (the entry bundle) are on
 * every page, and their styles stay in the site-wide stylesheet. So do the area cards': the not-found
 * message shows them, and every docs page has that in its code (a wrong doc path inside the docs).
 */
export const performanceOptions = {
  chunkStylesheets: [
    ...apiReference.chunkStylesheets,
    // The home page shows the status summary, with the status icons: not the status page's own styles.
    {chunk: 'status', files: under('plugins/status/theme/StatusPage')},
    {chunk: 'status-summary', files: under('plugins/status/theme/StatusSummary', 'plugins/status/theme/StatusIcon')},
    {chunk: 'search-page', files: under('plugins/search/theme/SearchPage')},
    {chunk: 'videos', files: under('plugins/videos/theme')},
    {chunk: 'samples', files: under('src/components/PlayerSample')},
    {
      chunk: 'home',
      files: under('src/pages', 'src/components/HomeHero', 'plugins/release-notes/theme/ReleaseNotes/LatestReleases'),
    },
    // The release notes' list, post, archive and author styles (the stock blog theme's and this site's, with
    // the icons of an author's social links). (The embed feed's layout wraps every page's layout, so its
    // styles stay site-wide.)
    {
      chunk: 'release-notes',
      files: new RegExp(
        `${under('plugins/release-notes/theme/BlogListPage', 'plugins/release-notes/theme/BlogArchivePage').source}|${CLASSIC_BLOG.source}|${CLASSIC_SOCIAL_ICONS.source}`,
      ),
    },
    {chunk: 'tools', files: under('src/components/EmbedCodeBuilder', 'src/components/BitrateCalculator')},
  ],
} satisfies PerformanceOptions;
