/**
 * Doc titles and descriptions in one data file, for the only components that show them (see
 * doc-descriptions-loader.cjs, which drops them from the version metadata every docs page loads):
 * `{pluginId: {docId: {title, description?}}}`, written by the plugin when all content is loaded and read
 * through `useDocTitle` and `useDocDescription` (client/doc-descriptions.ts).
 */
import type {AllContent} from '@docusaurus/types';

/** The data file's name; the plugin writes it to `.docusaurus/vidcove-performance/default/`. */
export const DOC_SUMMARIES_FILE = 'doc-summaries.json';

export interface DocSummary {
  readonly title: string;
  readonly description?: string;
}
export type DocSummaries = Record<string, Record<string, DocSummary>>;

interface DocsContent {
  loadedVersions?: readonly {docs?: readonly {id: string; title: string; description?: string}[]}[];
}

/** Every docs plugin instance's doc titles and descriptions, from the docs plugins' loaded content. */
export function docSummaries(allContent: AllContent): DocSummaries {
  const instances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent | undefined>;
  const result: DocSummaries = {};
  for (const [pluginId, content] of Object.entries(instances)) {
    const summaries: Record<string, DocSummary> = {};
    for (const version of content?.loadedVersions ?? []) {
      for (const {id, title, description} of version.docs ?? []) {
        summaries[id] = description ? {title, description} : {title};
      }
    }
    result[pluginId] = summaries;
  }
  return result;
}
