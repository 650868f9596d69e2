/**
 * The release-notes feature's public hooks for the browser: what the site-wide theme wrappers
 * (src/theme/Layout) and the plugin's own theme components ask it, so none of them tests plugin ids or
 * reads the blog config.
 */
import {useCallback} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import useRouteContext from '@docusaurus/useRouteContext';
import {fullNotePath, leavesFeed} from '../links';
import {PLUGIN_NAME, type ReleaseNotesGlobalData} from '../options';

export function useReleaseNotes(): ReleaseNotesGlobalData {
  return usePluginData(PLUGIN_NAME) as ReleaseNotesGlobalData;
}

/** True on the pages of the embeddable feed, which render bare for their iframe (@theme/ReleaseNotes/EmbedLayout). */
export function useInEmbedFeed(): boolean {
  const {feed} = useReleaseNotes();
  return useRouteContext().plugin.id === feed.pluginId;
}

/** Whether a link leaves the embeddable feed (then it opens in a new tab). */
export function useLeavesFeed(): (url: string) => boolean {
  const {feed} = useReleaseNotes();
  return useCallback((url: string) => leavesFeed(feed.path, url), [feed.path]);
}

/** A note's link: in the embeddable feed, its full note on the help centre; elsewhere, the note itself. */
export function useNoteLink(): (permalink: string) => string {
  const {feed, blogPath} = useReleaseNotes();
  const inFeed = useInEmbedFeed();
  return useCallback(
    (permalink: string) => (inFeed ? fullNotePath(feed.path, blogPath, permalink) : permalink),
    [inFeed, feed.path, blogPath],
  );
}
