// Ejected: the stock bar preconnects to Algolia on every page and fixes its backend at build time; this one reads search/config.json when search is first opened (local index or Algolia with Ask AI) and gives DocSearch a stable local client and report link.
import {
  forwardRef,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import {createPortal} from 'react-dom';
import type {
  DocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  DocSearchTransformClient,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import type {AutocompleteState} from '@algolia/autocomplete-core';
import Head from '@docusaurus/Head';
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
import type {AskAiConfig} from '@docusaurus/theme-search-algolia';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import {
  fallbackReportUrl,
  loadLocalClient,
  loadSearchConfig,
  reportUrlFor,
  type LocalSearchClient,
  type SearchRuntimeConfig,
} from '@site/plugins/search/client/runtime';
import SearchLoadFailure from '@site/plugins/search/client/SearchLoadFailure';
import type * as PartialResults from '@site/plugins/search/client/partial';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

type Backend =
  | {kind: 'local'; client: LocalSearchClient; indexName: string}
  | {kind: 'algolia'; config: Extract<SearchRuntimeConfig, {backend: 'algolia'}>};

let DocSearchModal: typeof DocSearchModalType | null = null;
/** Loaded with the modal (plugins/search/client/pending-results.ts). */
let watchPendingResults: typeof import('@site/plugins/search/client/pending-results').watchPendingResults | null = null;

// Module-level state read by the stable callbacks below. DocSearch rebuilds its client whenever
// `transformSearchClient` changes identity, so these functions never change.
let localClient: LocalSearchClient | null = null;
let reportUrl = fallbackReportUrl;

// Both remember which words partial results leave out (plugins/search/client/partial.ts, loaded with the modal, not
// on every page), for the results footer.
let partial: typeof PartialResults | null = null;
function toLocalClient(_client: DocSearchTransformClient): DocSearchTransformClient {
  return partial!.rememberPartialResults(localClient as unknown as DocSearchTransformClient);
}
function toAlgoliaClient(client: DocSearchTransformClient): DocSearchTransformClient {
  return partial!.rememberPartialResults(client);
}

function getMissingResultsUrl({query}: {query: string}): string {
  return reportUrlFor(reportUrl, query);
}

function importModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@site/plugins/search/client/pending-results'),
    import('@site/plugins/search/client/partial'),
    import('@docsearch/react/style'),
    import('./modal.css'),
  ]).then(([{DocSearchModal: Modal}, pending, partialResults]) => {
    DocSearchModal = Modal;
    watchPendingResults = pending.watchPendingResults;
    partial = partialResults;
  });
}

/** Loads what searching needs. A missing configuration falls back to the local client, which then fails
 * its searches with "Unable to fetch results" rather than leaving the reader without a search box. */
async function loadBackend(baseUrl: string): Promise<Backend> {
  const config = await loadSearchConfig(baseUrl).catch(() => null);
  if (config) reportUrl = config.reportUrl;
  if (config?.backend === 'algolia') return {kind: 'algolia', config};
  localClient = await loadLocalClient(baseUrl);
  return {kind: 'local', client: localClient, indexName: config?.indexName ?? 'local'};
}

const noSubscription = () => () => undefined;

/**
 * The navbar's search button, in DocSearch's markup and classes. DocSearch's own button names itself
 * "Search (Control+k)" while it shows "Ctrl K", so its accessible name does not contain its visible
 * text (WCAG 2.5.3, label in name); this one's name is exactly what it shows. The shortcut keys
 * appear after hydration, when the platform is known (⌘ on Apple devices).
 */
const SearchButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'> & {label: string}>(
  function SearchButton({label, ...props}, ref) {
    const [modifier, setModifier] = useState<string | null>(null);
    useEffect(() => setModifier(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl'), []);
    return (
      <button
        type="button"
        className="DocSearch DocSearch-Button"
        aria-label={modifier ? `${label} ${modifier} K` : label}
        aria-keyshortcuts="Control+K Meta+K /"
        ref={ref}
        {...props}
      >
        <span className="DocSearch-Button-Container">
          <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
            <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="DocSearch-Button-Placeholder">{label}</span>
        </span>{' '}
        <span className="DocSearch-Button-Keys">
          {modifier && (
            <>
              <kbd className={`DocSearch-Button-Key${modifier === 'Ctrl' ? ' DocSearch-Button-Key--ctrl' : ''}`}>
                {modifier}
              </kbd>{' '}
              <kbd className="DocSearch-Button-Key">K</kbd>
            </>
          )}
        </span>
      </button>
    );
  },
);

function useSearchStatus(backend: Backend | null): string {
  const client = backend?.kind === 'local' ? backend.client : null;
  return useSyncExternalStore(
    client ? (listener) => client.subscribe(listener) : noSubscription,
    () => client?.status ?? 'idle',
    () => 'idle',
  );
}

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

function ResultsFooter({state, onClose}: {state: AutocompleteState<InternalDocSearchHit>; onClose: () => void}) {
  const createSearchLink = useSearchLinkCreator();
  const leftOut = partial?.partialResultsFor(state.query) ?? [];
  return (
    <>
      {leftOut.length > 0 && (
        <p className="search-partial-results">
          No page has every word you searched for. These results leave out: <strong>{leftOut.join(', ')}</strong>
        </p>
      )}
      <Link to={createSearchLink(state.query)} onClick={onClose}>
        <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits as number}}>
          {'See all {count} results'}
        </Translate>
      </Link>
    </>
  );
}

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {algolia} = useAlgoliaThemeConfig();
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();

  const [backend, setBackend] = useState<Backend | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  // Search's code or configuration could not be loaded: the failure box shows instead of the modal.
  const [loadFailed, setLoadFailed] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const status = useSearchStatus(backend);
  // The modal is portalled into this container; its class hides Algolia's logo with the local backend.
  useEffect(() => {
    const container = searchContainer.current;
    if (!container) return;
    container.className = backend?.kind === 'local' ? 'search-backend--local' : '';
    container.dataset.searchStatus = status;
  }, [backend, status, isOpen]);
  // With the local index, "No results found" shows only for a query it has answered (plugins/search/client/pending-results.ts).
  useEffect(() => {
    const container = searchContainer.current;
    if (!isOpen || backend?.kind !== 'local' || !container || !watchPendingResults) return undefined;
    return watchPendingResults(container, backend.client);
  }, [isOpen, backend]);

  const askAiConfig: AskAiConfig | undefined =
    backend?.kind === 'algolia' && backend.config.assistantId
      ? {
          assistantId: backend.config.assistantId,
          appId: backend.config.appId,
          apiKey: backend.config.apiKey,
          indexName: backend.config.indexName,
        }
      : undefined;
  const appId = backend?.kind === 'algolia' ? backend.config.appId : 'local';
  const apiKey = backend?.kind === 'algolia' ? backend.config.apiKey : 'local';
  const indexName = backend?.kind === 'algolia' ? backend.config.indexName : (backend?.indexName ?? algolia.indexName);
  const {isAskAiActive, currentPlaceholder, onAskAiToggle, extraAskAiProps} = useAlgoliaAskAi({
    appId,
    apiKey,
    indexName,
    askAi: askAiConfig,
  });

  const prepare = useCallback(
    () =>
      Promise.all([loadBackend(siteConfig.baseUrl), importModal()]).then(([loaded]) => {
        setBackend((previous) => previous ?? loaded);
      }),
    [siteConfig.baseUrl],
  );

  const openModal = useCallback(() => {
    if (!searchContainer.current) {
      searchContainer.current = document.createElement('div');
      document.body.insertBefore(searchContainer.current, document.body.firstChild);
    }
    prepare().then(
      () => {
        setLoadFailed(false);
        setIsOpen(true);
      },
      () => setLoadFailed(true),
    );
  }, [prepare]);

  const closeLoadFailure = useCallback(() => {
    setLoadFailed(false);
    searchButtonRef.current?.focus();
  }, []);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
    onAskAiToggle(false);
  }, [onAskAiToggle]);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
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

  const prefetch = useCallback(() => {
    void prepare().catch(() => undefined);
  }, [prepare]);

  return (
    <>
      {backend?.kind === 'algolia' && (
        <Head>
          <link rel="preconnect" href={`https://${backend.config.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <SearchButton
        label={translations.button?.buttonText ?? 'Search'}
        onTouchStart={prefetch}
        onFocus={prefetch}
        onMouseOver={prefetch}
        onClick={openModal}
        ref={searchButtonRef}
      />
      {loadFailed &&
        searchContainer.current &&
        createPortal(<SearchLoadFailure onRetry={openModal} onClose={closeLoadFailure} />, searchContainer.current)}
      {isOpen &&
        backend &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={backend.kind === 'local' ? toLocalClient : toAlgoliaClient}
            getMissingResultsUrl={getMissingResultsUrl}
            resultsFooterComponent={resultsFooterComponent}
            placeholder={currentPlaceholder}
            appId={appId}
            apiKey={apiKey}
            indexName={indexName}
            translations={translations.modal}
            searchParameters={searchParameters}
            {...(extraAskAiProps as object)}
            onAskAiToggle={onAskAiToggle}
          />,
          searchContainer.current,
        )}
    </>
  );
}
