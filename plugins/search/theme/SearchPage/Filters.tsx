/** The /search page's filters: a group of checkboxes per facet, each value with its number of results. */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {FACETS, facetLegend, facetValues, useFacetLabel, type Facet, type FacetCount, type Refinements} from './facets';
import styles from './styles.module.css';

interface Props {
  counts: Record<Facet, FacetCount[]>;
  refinements: Refinements;
  onToggle: (facet: Facet, value: string, checked: boolean) => void;
  /** Whether `counts` are those of a search: false before the first results arrive. */
  counted: boolean;
}

export default function Filters({counts, refinements, onToggle, counted}: Props): ReactNode {
  const facetLabel = useFacetLabel();
  return (
    <aside className={clsx('col', 'col--3', styles.filters)} aria-label="Filters">
      {FACETS.map((facet) => (
        <fieldset key={facet} className={styles.facet}>
          <legend>{facetLegend(facet)}</legend>
          {facetValues(counts[facet], refinements[facet]).map(({name, count}) => (
            <label key={name} className={styles.facetValue}>
              <input
                type="checkbox"
                checked={refinements[facet].includes(name)}
                onChange={(e) => onToggle(facet, name, e.target.checked)}
              />{' '}
              {facetLabel(facet, name)} <span className={styles.count}>{counted && `(${count})`}</span>
            </label>
          ))}
        </fieldset>
      ))}
    </aside>
  );
}
