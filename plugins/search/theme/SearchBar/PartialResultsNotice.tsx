/** Above "See all results" in the modal: which words of the query the results leave out (plugins/search/client/partial.ts). */
import type {ReactNode} from 'react';
import {partialResultsFor} from '../../client/partial';

export default function PartialResultsNotice({query}: {query: string}): ReactNode {
  const leftOut = partialResultsFor(query);
  if (leftOut.length === 0) return null;
  return (
    <p className="search-partial-results">
      No page has every word you searched for. These results leave out: <strong>{leftOut.join(', ')}</strong>
    </p>
  );
}
