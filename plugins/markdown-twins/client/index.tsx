/**
 * Client side of the Markdown twins: whether the page being rendered has a twin, and the
 * `<link rel="alternate" type="text/markdown">` that names it in the page's head.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {usePluginData} from '@docusaurus/useGlobalData';
import useRouteContext from '@docusaurus/useRouteContext';
import {PLUGIN_NAME, twinPath, type TwinGlobalData} from '../shared';

export {twinPath};

/**
 * The twin's path for a doc or post of the route being rendered, or undefined when it has none
 * (unlisted pages, instances without twins such as the embed feed). Mirrors pages.ts.
 */
export function useTwinPath(kind: 'docs' | 'blog', permalink: string, unlisted: boolean): string | undefined {
  const data = usePluginData(PLUGIN_NAME) as TwinGlobalData | undefined;
  const {plugin} = useRouteContext();
  const ids = kind === 'docs' ? data?.docsPluginIds : data?.blogPluginIds;
  if (unlisted || !ids?.includes(plugin.id)) return undefined;
  return twinPath(permalink);
}

/** The head link that names a page's twin. */
export function TwinLink({href}: {readonly href: string | undefined}): ReactNode {
  if (!href) return null;
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={href} />
    </Head>
  );
}
