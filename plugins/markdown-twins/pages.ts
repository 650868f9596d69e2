/**
 * Which pages get a Markdown twin, in which llms.txt section and order: every published doc of the
 * listed docs instances and every post of the listed blog instances, read from the content Docusaurus
 * loaded. Unlisted pages and drafts are left out; so are generated pages (category and tag lists, blog
 * list pages) and other blog instances (the embed feed), which are not docs or posts.
 */
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {AllContent} from '@docusaurus/types';
import type {TwinSection} from './options';

export interface TwinPage {
  /** Route of the HTML page, e.g. `/getting-started/accessing-vidcove`. */
  readonly route: string;
  readonly title: string;
  readonly description: string;
  /** Index of its section in the plugin's `sections`. */
  readonly section: number;
  /** The OpenAPI operation the twin is written from; otherwise it is written from the built page. */
  readonly operationId?: string;
  /** Last change (docs, when git knows it) or publication (posts), in milliseconds. */
  readonly lastUpdatedAt?: number;
  readonly publishedAt?: number;
}

type SidebarItem = {type: string; id?: string; items?: SidebarItem[]; link?: {type: string; id?: string}};

/** Doc ids in the order the instance's sidebars show them. */
export function sidebarOrder(sidebars: Record<string, SidebarItem[]>): string[] {
  const ids: string[] = [];
  const visit = (item: SidebarItem) => {
    if ((item.type === 'doc' || item.type === 'ref') && item.id) ids.push(item.id);
    if (item.link?.type === 'doc' && item.link.id) ids.push(item.link.id);
    item.items?.forEach(visit);
  };
  Object.values(sidebars).forEach((items) => items.forEach(visit));
  return ids;
}

function sectionOfDoc(sections: readonly TwinSection[], pluginId: string, docId: string): number {
  return sections.findIndex(
    (section) =>
      section.docsPluginId === pluginId &&
      (section.dir === undefined || docId === section.dir || docId.startsWith(`${section.dir}/`)),
  );
}

/** Every page that gets a twin, in llms.txt order (section, then sidebar or newest first). */
export function collectTwinPages(
  allContent: AllContent,
  sections: readonly TwinSection[],
  apiDocsPluginId: string | undefined,
): TwinPage[] {
  const pages: (TwinPage & {order: number})[] = [];
  const docsInstances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent>;
  const blogInstances = (allContent['docusaurus-plugin-content-blog'] ?? {}) as Record<string, BlogContent>;
  const docsPluginIds = new Set(sections.flatMap((s) => (s.docsPluginId ? [s.docsPluginId] : [])));
  const blogPluginIds = new Set(sections.flatMap((s) => (s.blogPluginId ? [s.blogPluginId] : [])));

  for (const pluginId of docsPluginIds) {
    const content = docsInstances[pluginId];
    if (!content) throw new Error(`markdown-twins: no docs plugin with id "${pluginId}"`);
    for (const version of content.loadedVersions) {
      const order = sidebarOrder(version.sidebars as unknown as Record<string, SidebarItem[]>);
      for (const doc of version.docs) {
        if (doc.unlisted || doc.draft) continue;
        const section = sectionOfDoc(sections, pluginId, doc.id);
        if (section < 0) {
          throw new Error(
            `markdown-twins: ${doc.permalink} (${doc.source}) is in no llms.txt section; add its folder to src/data/areas.ts`,
          );
        }
        const position = order.indexOf(doc.id);
        pages.push({
          route: doc.permalink,
          title: doc.title,
          description: doc.description,
          section,
          order: position < 0 ? Number.MAX_SAFE_INTEGER : position,
          ...(pluginId === apiDocsPluginId && doc.source.endsWith('.api.mdx') ? {operationId: doc.id} : {}),
          ...(doc.lastUpdatedAt ? {lastUpdatedAt: doc.lastUpdatedAt} : {}),
        });
      }
    }
  }
  for (const pluginId of blogPluginIds) {
    const content = blogInstances[pluginId];
    if (!content) throw new Error(`markdown-twins: no blog plugin with id "${pluginId}"`);
    const section = sections.findIndex((s) => s.blogPluginId === pluginId);
    content.blogPosts.forEach(({metadata}, index) => {
      if (metadata.unlisted || metadata.frontMatter.draft) return;
      pages.push({
        route: metadata.permalink,
        title: metadata.title,
        description: metadata.description,
        section,
        order: index,
        publishedAt: new Date(metadata.date).getTime(),
      });
    });
  }
  return pages
    .sort((a, b) => a.section - b.section || a.order - b.order || a.route.localeCompare(b.route))
    .map(({order: _order, ...page}) => page);
}
