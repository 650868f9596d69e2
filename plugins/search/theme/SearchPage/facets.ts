/**
 * The /search page's filters (with contextual search): language and docs version, the facets every record
 * carries. At first a search covers the current language, the pages of no docs version, and each docs
 * plugin's latest version, as the modal does.
 */
import {useMemo} from 'react';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {docsearchTagLabel} from '../../client/runtime';

export const FACETS = ['language', 'docusaurus_tag'] as const;
export type Facet = (typeof FACETS)[number];
export type Refinements = Record<Facet, string[]>;
export interface FacetCount {
  name: string;
  count: number;
}

export const facetLegend = (facet: Facet): string => (facet === 'language' ? 'Language' : 'Docs version');

export function useInitialRefinements(): Refinements {
  const {i18n} = useDocusaurusContext();
  const allDocsData = useAllDocsData();
  return useMemo(
    () => ({
      language: [i18n.currentLocale],
      docusaurus_tag: [
        'default',
        ...Object.entries(allDocsData).map(([pluginId, data]) => `docs-${pluginId}-${data.versions[0]!.name}`),
      ],
    }),
    [i18n.currentLocale, allDocsData],
  );
}

/** What a filter value is called: the locale's label, or the docs section and version. */
export function useFacetLabel(): (facet: Facet, value: string) => string {
  const {i18n} = useDocusaurusContext();
  const allDocsData = useAllDocsData();
  return useMemo(() => {
    const versionLabels: Record<string, string> = {};
    Object.entries(allDocsData).forEach(([pluginId, data]) =>
      data.versions.forEach((v) => {
        versionLabels[`${pluginId}/${v.name}`] = v.label;
      }),
    );
    return (facet, value) =>
      facet === 'language' ? (i18n.localeConfigs[value]?.label ?? value) : docsearchTagLabel(value, versionLabels);
  }, [i18n.localeConfigs, allDocsData]);
}

/** A facet's values to offer: those the results hold and those selected (with no results, count 0), by name. */
export function facetValues(counts: readonly FacetCount[], selected: readonly string[]): FacetCount[] {
  const byName = new Map(counts.map((f) => [f.name, f.count]));
  const names = new Set([...selected, ...byName.keys()]);
  return [...names].sort().map((name) => ({name, count: byName.get(name) ?? 0}));
}
