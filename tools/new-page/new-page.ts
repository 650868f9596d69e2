/**
 * `npm run new -- <section>/<slug> [--type how-to|concept|troubleshooting]`: a new page from the style
 * guide's template for its type, with valid front matter. `frequently-asked-questions/<slug>` makes an FAQ and
 * `release-notes/<slug>` a release note dated today; a slug that exists is refused.
 */
import {existsSync, mkdirSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {docRoutes} from '../../plugins/content-checks/links';
import {SITE_DIR} from '../../plugins/content-checks/problems';
import {PAGE_TYPES, template, type PageType} from './templates';

export interface NewPage {
  /** Path from the repository root. */
  readonly file: string;
  readonly type: PageType;
  readonly source: string;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const DOC_TYPES: readonly PageType[] = ['how-to', 'concept', 'troubleshooting'];

function releaseNote(slug: string, date: string): NewPage {
  const taken = readdirSync(path.join(SITE_DIR, 'blog')).find(
    (name) => name.replace(/^\d{4}-\d{2}-\d{2}-/, '').replace(/\.mdx?$/, '') === slug,
  );
  if (taken) throw new Error(`blog/${taken} already has the slug ${slug}: choose another`);
  return {file: `blog/${date}-${slug}.mdx`, type: 'release-note', source: template('release-note', date)};
}

/** The page `npm run new` would write for `target` (`section/slug`); throws a writer's message when it cannot. */
export function planPage(
  target: string,
  requestedType?: string,
  date = new Date().toISOString().slice(0, 10),
): NewPage {
  const parts = target.replace(/\.mdx?$/, '').split('/');
  const slug = parts.pop() ?? '';
  const section = parts.join('/');
  if (!section || !SLUG.test(slug)) {
    throw new Error(
      `"${target}" is not <section>/<slug>: the slug is lower-case words joined by hyphens, as in managing-media/adding-chapters`,
    );
  }
  if (section === 'release-notes') return releaseNote(slug, date);
  const folder = path.join(SITE_DIR, 'docs', section);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    const sections = readdirSync(path.join(SITE_DIR, 'docs'), {withFileTypes: true}).filter((entry) =>
      entry.isDirectory(),
    );
    throw new Error(
      `docs/${section} is not a section: use one of ${sections.map((entry) => entry.name).join(', ')}, or release-notes`,
    );
  }
  const type = (section === 'frequently-asked-questions' ? 'faq' : (requestedType ?? 'how-to')) as PageType;
  if (type !== 'faq' && !DOC_TYPES.includes(type))
    throw new Error(`--type ${requestedType} is not one of ${DOC_TYPES.join(', ')}`);
  const route = `/${section}/${slug}`;
  const existing = docRoutes().get(route);
  if (existing !== undefined)
    throw new Error(`${existing || route} already has the route ${route}: choose another slug`);
  return {file: `docs/${section}/${slug}.mdx`, type, source: template(type, date)};
}

function main(args: readonly string[]): void {
  const typeIndex = args.indexOf('--type');
  const type = typeIndex >= 0 ? args[typeIndex + 1] : undefined;
  const target = args.find((arg, index) => !arg.startsWith('--') && (typeIndex < 0 || index !== typeIndex + 1));
  if (!target)
    throw new Error(
      `usage: npm run new -- <section>/<slug> [--type ${DOC_TYPES.join('|')}] (types: ${PAGE_TYPES.join(', ')})`,
    );
  const page = planPage(target, type);
  const full = path.join(SITE_DIR, page.file);
  mkdirSync(path.dirname(full), {recursive: true});
  writeFileSync(full, page.source, {flag: 'wx'});
  console.log(
    `Created ${page.file} (${page.type}). Replace every WRITE marker, then run npm run check:content; CONTRIBUTING.md walks you through it.`,
  );
}

if (require.main === module) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(`npm run new: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
