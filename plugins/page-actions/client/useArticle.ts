import {usePluginData} from '@docusaurus/useGlobalData';
import useRouteContext from '@docusaurus/useRouteContext';
import {PLUGIN_NAME, type PageActionsGlobalData} from '../options';

/** The plugin's settings when the page being rendered is an article (a doc of a listed docs instance). */
export function useArticleActions(): PageActionsGlobalData | undefined {
  const data = usePluginData(PLUGIN_NAME) as PageActionsGlobalData | undefined;
  const {plugin} = useRouteContext();
  const isDoc = plugin.name === 'docusaurus-plugin-content-docs' && data?.docsPluginIds.includes(plugin.id);
  return isDoc ? data : undefined;
}
