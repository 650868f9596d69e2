// Ejected (the stock SearchBar's modal props: navigation, hits, footer, facets, Ask AI), loaded with DocSearch's modal rather than on every page; ./DocSearch.tsx keeps the keyboard shortcuts.
import {useCallback, useEffect, useMemo, useState, type ReactNode} from 'react';
import {DocSearchModal} from '@docsearch/react/modal';
import type {
  DocSearchHit,
  DocSearchModalProps,
  DocSearchTransformClient,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import type {AutocompleteState} from '@algolia/autocomplete-core';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  mergeFacetFilters,
  useAlgoliaAskAi,
  useAlgoliaContextualFacetFilters,
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import translations from '@theme/SearchTranslations';
import PartialResultsNotice from './PartialResultsNotice';
import {ASK_AI_OFF, type AskAiState} from './ask-ai';
import {rememberPartialResults} from '../../client/partial';
import {currentBackend, getMissingResultsUrl, type SearchSettings} from './search-session';

/** The local client instead of Algolia's, and either remembering which words partial results leave out. */
function transformSearchClient(client: DocSearchTransformClient): DocSearchTransformClient {
  const backend = currentBackend();
  return rememberPartialResults(
    backend?.kind === 'local' ? (backend.client as unknown as DocSearchTransformClient) : client,
  );
}

// DocSearch's "/" shortcut ignores keys typed on a button, and closing the modal gives the search button
// focus: there "/" opens search again. Set up with the modal's code, so no page pays for it before.
document.addEventListener('keydown', (event) => {
  const button = event.target;
  if (event.key === '/' && button instanceof HTMLElement && button.matches('.DocSearch-Button')) {
    event.preventDefault();
    button.click();
  }
});

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

function ResultsFooter({state, onClose}: {state: AutocompleteState<InternalDocSearchHit>; onClose: () => void}) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <>
      <PartialResultsNotice query={state.query} />
      <Link to={createSearchLink(state.query)} onClick={onClose}>
        <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits as number}}>
          {'See all {count} results'}
        </Translate>
      </Link>
    </>
  );
}

export interface SearchModalProps {
  readonly settings: SearchSettings;
  readonly initialQuery: string | undefined;
  readonly onClose: () => void;
  /** Told whether Ask AI is on, and how to turn it off: Escape turns it off before it closes the modal. */
  readonly onAskAiState: (state: AskAiState) => void;
}

/** DocSearch's modal with the stock SearchBar's props. Ask AI's state lives here: closing the modal resets it. */
export default function Modal({settings, initialQuery, onClose, onAskAiState}: SearchModalProps): ReactNode {
  const {algolia} = useAlgoliaThemeConfig();
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();
  const {isAskAiActive, currentPlaceholder, onAskAiToggle, extraAskAiProps} = useAlgoliaAskAi(settings);
  useEffect(
    () => onAskAiState({active: isAskAiActive, toggle: onAskAiToggle}),
    [isAskAiActive, onAskAiToggle, onAskAiState],
  );
  useEffect(() => () => onAskAiState(ASK_AI_OFF), [onAskAiState]);

  const [navigator] = useState<DocSearchModalProps['navigator']>(() => ({
    navigate({itemUrl}: {itemUrl: string}) {
      if (isRegexpStringMatch(algolia.externalUrlRegex, itemUrl)) window.location.href = itemUrl;
      else history.push(itemUrl);
    },
  }));
  const transformItems = useCallback(
    (items: DocSearchHit[]) => items.map((item) => ({...item, url: processSearchResultUrl(item.url)})),
    [processSearchResultUrl],
  );
  const resultsFooterComponent = useMemo(
    () =>
      function Footer({state}: {state: AutocompleteState<InternalDocSearchHit>}) {
        return <ResultsFooter state={state} onClose={onClose} />;
      },
    [onClose],
  );
  const searchParameters = useMemo(
    () => ({facetFilters: mergeFacetFilters(contextualFacetFilters, algolia.searchParameters?.facetFilters ?? [])}),
    [contextualFacetFilters, algolia.searchParameters?.facetFilters],
  );
  return (
    <DocSearchModal
      onClose={onClose}
      initialScrollY={window.scrollY}
      initialQuery={initialQuery}
      navigator={navigator}
      transformItems={transformItems}
      hitComponent={Hit}
      transformSearchClient={transformSearchClient}
      getMissingResultsUrl={getMissingResultsUrl}
      resultsFooterComponent={resultsFooterComponent}
      placeholder={currentPlaceholder}
      appId={settings.appId}
      apiKey={settings.apiKey}
      indexName={settings.indexName}
      translations={translations.modal}
      searchParameters={searchParameters}
      {...(extraAskAiProps as object)}
      onAskAiToggle={onAskAiToggle}
    />
  );
}
