/**
 * Doc descriptions in one data file, for the only components that show them (see doc-descriptions-loader.cjs,
 * which drops them from the version metadata every docs page loads): `{pluginId: {docId: description}}`,
 * written by the plugin when all content is loaded and read through `useDocDescription`.
 */
import type {AllContent} from '@docusaurus/types';

/** The data file's name; the plugin writes it to `.docusaurus/vidcove-performance/default/`. */
export const DOC_DESCRIPTIONS_FILE = 'doc-descriptions.json';

export type DocDescriptions = Record<string, Record<string, string>>;

interface DocsContent {
  loadedVersions?: readonly {docs?: readonly {id: string; description?: string}[]}[];
}

/** Every docs plugin instance's doc descriptions, from the docs plugins' loaded content. */
export function docDescriptions(allContent: AllContent): DocDescriptions {
  const instances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent | undefined>;
  const result: DocDescriptions = {};
  for (const [pluginId, content] of Object.entries(instances)) {
    const descriptions: Record<string, string> = {};
    for (const version of content?.loadedVersions ?? []) {
      for (const doc of version.docs ?? []) if (doc.description) descriptions[doc.id] = doc.description;
    }
    result[pluginId] = descriptions;
  }
  return result;
}
