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
 * The start page's sidebar label, named for how it differs from the overview's ("How the API works", in
 * its front matter): it sums the API up from its document (the generator calls it "Introduction").
 */
export const startPageLabel = 'At a glance';

/** Puts the overview after the start page (the generated sidebar's leading doc items). */
export function withOverview(generated: readonly SidebarItemConfig[]): SidebarItemConfig[] {
  const firstGroup = generated.findIndex((item) => typeof item !== 'object' || item.type !== 'doc');
  const split = firstGroup === -1 ? generated.length : firstGroup;
  return [...generated.slice(0, split), {type: 'doc', id: overviewDocId}, ...generated.slice(split)];
}

export function loadGeneratedApiSidebar(siteDir: string, apiDocsPath: string): SidebarItemConfig[] {
  const file = path.join(siteDir, apiDocsPath, 'sidebar.ts');
  if (!existsSync(file)) throw new MissingApiPagesError(path.relative(siteDir, file));
  // A run-time require, not an import: the file is generated, so a clean checkout has none.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const generated = require(file) as {default: readonly SidebarItemConfig[]};
  return withOverview(generated.default);
}
