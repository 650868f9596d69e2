/**
 * A doc's title and description, for the components that show them (DocCard, FaqList): the version
 * metadata every docs page loads keeps only each doc's id (plugins/performance/doc-descriptions-loader.cjs),
 * so `useDocById(id)` has neither. This module's data comes with the components that import it, not with
 * every page.
 */
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import summaries from '@generated/vidcove-performance/default/doc-summaries.json';

function useDocSummary(docId: string | null | undefined) {
  const {pluginId} = useDocsVersion();
  return docId ? summaries[pluginId]?.[docId] : undefined;
}

/** The description of doc `docId` of the current docs plugin instance, if it has one. */
export function useDocDescription(docId: string | null | undefined): string | undefined {
  return useDocSummary(docId)?.description;
}

/** The title of doc `docId` of the current docs plugin instance (its sidebar label may be shorter). */
export function useDocTitle(docId: string | null | undefined): string | undefined {
  return useDocSummary(docId)?.title;
}
