/**
 * The API reference's sidebar, built from the sidebar the OpenAPI generator writes next to the
 * pages it generates. The generated file does not exist in a clean checkout (it is produced before
 * every build and start), so it is loaded at run time rather than imported.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** One entry of a sidebar (a doc, a category, a link...). */
type SidebarItemConfig = Extract<SidebarsConfig[string], readonly unknown[]>[number];

/** Id of the hand-written overview page, placed right after the generated start page. */
export const overviewDocId = 'overview';

export class MissingApiPagesError extends Error {
  constructor(file: string) {
    super(
      `The API reference pages have not been generated (${file} is missing). ` +
        '"npm run build" and "npm start" generate them; to do it alone, run "npm run api:generate".',
    );
    this.name = 'MissingApiPagesError';
  }
}

/**
 * The two pages before the operations, named for how they differ: the start page sums the API up from
 * its document (the generator calls it "Introduction"), the overview explains how every operation works.
 */
export const startPageLabel = 'At a glance';
export const overviewLabel = 'How the API works';

/** Puts the overview after the start page (the generated sidebar's leading doc items), each with its label. */
export function withOverview(generated: readonly SidebarItemConfig[]): SidebarItemConfig[] {
  const firstGroup = generated.findIndex((item) => typeof item !== 'object' || item.type !== 'doc');
  const split = firstGroup === -1 ? generated.length : firstGroup;
  const start = generated
    .slice(0, split)
    .map((item) => (typeof item === 'object' && item.type === 'doc' ? {...item, label: startPageLabel} : item));
  return [...start, {type: 'doc', id: overviewDocId, label: overviewLabel}, ...generated.slice(split)];
}

export function loadGeneratedApiSidebar(siteDir: string, apiDocsPath: string): SidebarItemConfig[] {
  const file = path.join(siteDir, apiDocsPath, 'sidebar.ts');
  if (!existsSync(file)) throw new MissingApiPagesError(path.relative(siteDir, file));
  // A run-time require, not an import: the file is generated, so a clean checkout has none.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const generated = require(file) as {default: readonly SidebarItemConfig[]};
  return withOverview(generated.default);
}
