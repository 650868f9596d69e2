// Ejected (the stock SearchBar's modal wiring: keyboard, open/close, navigation, footer) because the stock bar fixes its backend at build time; this one takes it from useSearchModal.ts.
import {useCallback, useMemo, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {DocSearchHit, DocSearchModalProps, InternalDocSearchHit, StoredDocSearchHit} from '@docsearch/react';
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
import {getMissingResultsUrl, loadedModal, transformSearchClient, type SearchModal} from './useSearchModal';

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

/** DocSearch's modal for the search button, once opened, and its keyboard shortcuts. */
export function useDocSearchModal(search: SearchModal): ReactNode {
  const {algolia} = useAlgoliaThemeConfig();
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();
  const {backend, isOpen, setIsOpen, containerRef, buttonRef, open, settings} = search;
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const {isAskAiActive, currentPlaceholder, onAskAiToggle, extraAskAiProps} = useAlgoliaAskAi(settings);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    buttonRef.current?.focus();
    setInitialQuery(undefined);
    onAskAiToggle(false);
  }, [onAskAiToggle, setIsOpen, buttonRef]);
  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      open();
    },
    [open],
  );
  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: open,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef: buttonRef,
    isAskAiActive: isAskAiActive ?? false,
    onAskAiToggle: onAskAiToggle ?? (() => {}),
  } as Parameters<typeof useDocSearchKeyboardEvents>[0]);

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
        return <ResultsFooter state={state} onClose={closeModal} />;
      },
    [closeModal],
  );
  const searchParameters = useMemo(
    () => ({facetFilters: mergeFacetFilters(contextualFacetFilters, algolia.searchParameters?.facetFilters ?? [])}),
    [contextualFacetFilters, algolia.searchParameters?.facetFilters],
  );
  const DocSearchModal = loadedModal();
  const container = containerRef.current;
  if (!isOpen || !backend || !DocSearchModal || !container) return null;
  return createPortal(
    <DocSearchModal
      onClose={closeModal}
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
    />,
    container,
  );
}
