/**
 * Facets as Algolia has them: `facetFilters` narrow a search to records with given attribute values, and
 * `facets` ask for the count of each value among the hits (the search page's filters show them).
 */
import type {IndexLayout} from './index-layout';
import type {DocSearchRecord, Level} from './records';

/** Algolia's `facetFilters`: AND of the entries, OR inside a nested array; `attr:-value` negates. */
export type FacetFilters = string | readonly (string | readonly string[])[];

/** Attributes that can be faceted and filtered on. */
export const FACET_ATTRIBUTES = ['language', 'docusaurus_tag', 'version', 'type', 'hierarchy.lvl0', 'hierarchy.lvl1'];

function attributeValue(record: DocSearchRecord, attribute: string): string | null {
  if (attribute.startsWith('hierarchy.')) {
    return record.hierarchy[attribute.slice('hierarchy.'.length) as Level] ?? null;
  }
  const value = (record as unknown as Record<string, unknown>)[attribute];
  return typeof value === 'string' ? value : null;
}

interface ParsedFilter {
  attribute: string;
  value: string;
  negated: boolean;
}

function parseFilter(filter: string): ParsedFilter | null {
  const colon = filter.indexOf(':');
  if (colon < 0) return null;
  let value = filter.slice(colon + 1).trim();
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  return {attribute: filter.slice(0, colon).trim(), value: value.replace(/^"(.*)"$/, '$1'), negated};
}

/** Compiles `facetFilters` once per search into a test on records. A malformed filter matches nothing. */
export function compileFacetFilters(filters: FacetFilters | undefined): (record: DocSearchRecord) => boolean {
  if (!filters) return () => true;
  const groups = (typeof filters === 'string' ? [filters] : filters).map((entry) =>
    (typeof entry === 'string' ? [entry] : [...entry]).map(parseFilter),
  );
  return (record) =>
    groups.every((group) =>
      group.some((f) => f !== null && (attributeValue(record, f.attribute) === f.value) !== f.negated),
    );
}

/**
 * Whether `facetFilters` let a section through, decided once per page (per section when they filter on the
 * record type, the one attribute that differs within a page), from the manifest alone.
 */
export function sectionFilter(filters: FacetFilters | undefined, layout: IndexLayout): (section: number) => boolean {
  const test = compileFacetFilters(filters);
  const byType = JSON.stringify(filters ?? '').includes('type:');
  const decided = new Int8Array(byType ? layout.sectionPage.length : layout.pages.length);
  return (section: number) => {
    const page = layout.sectionPage[section]!;
    const at = byType ? section : page;
    if (decided[at] === 0) {
      const meta = layout.recordPages[page]!;
      const record = {
        language: meta.lang,
        docusaurus_tag: meta.tag,
        version: meta.ver,
        type: layout.levelType(section),
        hierarchy: {lvl0: meta.lvl0, lvl1: layout.titleOf(page)},
      } as unknown as DocSearchRecord;
      decided[at] = test(record) ? 1 : 2;
    }
    return decided[at] === 1;
  };
}

/** The facets asked for that can be counted; `*` asks for all. */
export function facetNames(facets: string | readonly string[] | undefined): string[] {
  if (!facets) return [];
  const list = typeof facets === 'string' ? [facets] : [...facets];
  return list.includes('*') ? FACET_ATTRIBUTES : list.filter((f) => FACET_ATTRIBUTES.includes(f));
}

function facetValue(facet: string, section: number, layout: IndexLayout): string {
  const page = layout.sectionPage[section]!;
  const meta = layout.recordPages[page]!;
  switch (facet) {
    case 'language':
      return meta.lang;
    case 'docusaurus_tag':
      return meta.tag;
    case 'version':
      return meta.ver;
    case 'type':
      return layout.levelType(section);
    case 'hierarchy.lvl0':
      return meta.lvl0;
    default:
      return layout.titleOf(page);
  }
}

/** Each facet's values and how many hits have each, over every hit (not only the page shown). */
export function countFacets(
  facets: readonly string[],
  hitSections: readonly number[],
  layout: IndexLayout,
): Record<string, Record<string, number>> {
  const result: Record<string, Record<string, number>> = {};
  for (const facet of facets) {
    const counts: Record<string, number> = {};
    for (const section of hitSections) {
      const value = facetValue(facet, section, layout);
      if (value) counts[value] = (counts[value] ?? 0) + 1;
    }
    result[facet] = counts;
  }
  return result;
}
