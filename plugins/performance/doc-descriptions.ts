/**
 * Doc titles and descriptions in one data file, for the only components that show them (see
 * doc-descriptions-loader.cjs, which drops them from the version metadata every docs page loads):
 * `{pluginId: {docId: {title, description?}}}`, written by the plugin when all content is loaded and read
 * through `useDocTitle` and `useDocDescription` (client/doc-descriptions.ts).
 */
import {readdir, readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {AllContent} from '@docusaurus/types';

/** How a failure of this patch names it: the loader's name for it. */
const {PATCH} = createRequire(__filename)('./doc-descriptions-loader.cjs') as {PATCH: string};

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
        if (typeof title !== 'string') throw new Error(`${PATCH}: loaded doc ${pluginId}/${id} has no title`);
        summaries[id] = description ? {title, description} : {title};
      }
    }
    result[pluginId] = summaries;
  }
  return result;
}

/**
 * Fails the build, in one line naming the patch, when no docs version's route props are where the loader
 * looks (`isRouteProps`): after an upgrade that moved them, it would trim nothing and say nothing.
 */
export async function assertVersionPropsFound(
  generatedFilesDir: string,
  isRouteProps: (file: string) => boolean,
): Promise<void> {
  const dir = path.join(generatedFilesDir, 'docusaurus-plugin-content-docs');
  const files = (await readdir(dir, {recursive: true}).catch(() => [] as string[]))
    .map((file) => path.join(dir, file))
    .filter(isRouteProps);
  for (const file of files) {
    if ((JSON.parse(await readFile(file, 'utf8')) as {version?: unknown}).version) return;
  }
  throw new Error(`${PATCH}: no docs version route props in ${dir}/<plugin id>/p/*.json`);
}
