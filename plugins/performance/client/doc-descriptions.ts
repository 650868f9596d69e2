/**
 * A doc's description, for the components that show one (DocCard, FaqList): the version metadata every
 * docs page loads no longer holds descriptions (plugins/performance/doc-descriptions-loader.cjs), so
 * `useDocById(id).description` is always undefined. This module's data comes with the components that
 * import it, not with every page.
 */
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import descriptions from '@generated/vidcove-performance/default/doc-descriptions.json';

/** The description of doc `docId` of the current docs plugin instance, if it has one. */
export function useDocDescription(docId: string | null | undefined): string | undefined {
  const {pluginId} = useDocsVersion();
  return docId ? descriptions[pluginId]?.[docId] : undefined;
}
