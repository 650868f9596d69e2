/**
 * The search modal's state and backend. Nothing loads until the reader first opens search (or points at,
 * focuses or touches the button): then the modal's code and the backend `loadSearchBackend` names, together;
 * if either fails, the failure box shows with Retry. With the local index the container is marked so that
 * "No results found" waits for an answer (client/pending-results.ts).
 */
import {useCallback, useEffect, useRef, useState, useSyncExternalStore, type RefObject} from 'react';
import type {AskAiConfig} from '@docusaurus/theme-search-algolia';
import {useAlgoliaThemeConfig} from '@docusaurus/theme-search-algolia/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {loadSearchBackend, type SearchBackend} from '../../client/runtime';
import type * as PendingResults from '../../client/pending-results';
import type * as ModalModule from './Modal';
import {keepBackend, type SearchSettings} from './search-session';

// Loaded with the modal, not on every page.
let Modal: typeof ModalModule.default | null = null;
let pending: typeof PendingResults | null = null;

function importModal(): Promise<void> {
  if (Modal) return Promise.resolve();
  return Promise.all([
    import('./Modal'),
    import('../../client/pending-results'),
    import('@docsearch/react/style'),
    import('./modal.css'),
  ]).then(([modal, pendingResults]) => {
    Modal = modal.default;
    pending = pendingResults;
  });
}

/** The modal component (DocSearch's, with its props: ./Modal.tsx), once loaded. */
export const loadedModal = (): typeof ModalModule.default | null => Modal;

const noSubscription = () => () => undefined;

function useLocalStatus(backend: SearchBackend | null): string {
  const client = backend?.kind === 'local' ? backend.client : null;
  return useSyncExternalStore(
    client ? (listener) => client.subscribe(listener) : noSubscription,
    () => client?.status ?? 'idle',
    () => 'idle',
  );
}

/** Marks the modal's container (it is portalled there) for the local index, and watches pending results. */
function useContainerMarks(ref: RefObject<HTMLDivElement | null>, backend: SearchBackend | null, isOpen: boolean) {
  const status = useLocalStatus(backend);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    container.className = backend?.kind === 'local' ? 'search-backend--local' : '';
    container.dataset.searchStatus = status;
  }, [ref, backend, status, isOpen]);
  useEffect(() => {
    const container = ref.current;
    if (!isOpen || backend?.kind !== 'local' || !container || !pending) return undefined;
    return pending.watchPendingResults(container, backend.client);
  }, [ref, isOpen, backend]);
}

export function useSearchModal() {
  const {siteConfig} = useDocusaurusContext();
  const {algolia} = useAlgoliaThemeConfig();
  const [backend, setBackend] = useState<SearchBackend | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  useContainerMarks(containerRef, backend, isOpen);

  const prepare = useCallback(
    () =>
      Promise.all([loadSearchBackend(siteConfig.baseUrl), importModal()]).then(([loaded]) => {
        setBackend(keepBackend(loaded));
      }),
    [siteConfig.baseUrl],
  );
  const open = useCallback(() => {
    if (!containerRef.current) {
      containerRef.current = document.createElement('div');
      document.body.insertBefore(containerRef.current, document.body.firstChild);
    }
    prepare().then(
      () => {
        setLoadFailed(false);
        setIsOpen(true);
      },
      () => setLoadFailed(true),
    );
  }, [prepare]);
  const prefetch = useCallback(() => void prepare().catch(() => undefined), [prepare]);
  const closeLoadFailure = useCallback(() => {
    setLoadFailed(false);
    buttonRef.current?.focus();
  }, []);

  const config = backend?.kind === 'algolia' ? backend.config : null;
  const askAi: AskAiConfig | undefined = config?.assistantId
    ? {assistantId: config.assistantId, appId: config.appId, apiKey: config.apiKey, indexName: config.indexName}
    : undefined;
  const settings: SearchSettings = {
    appId: config?.appId ?? 'local',
    apiKey: config?.apiKey ?? 'local',
    indexName: config?.indexName ?? (backend?.kind === 'local' ? backend.indexName : algolia.indexName),
    askAi,
  };
  return {backend, isOpen, setIsOpen, loadFailed, containerRef, buttonRef, open, prefetch, closeLoadFailure, settings};
}

export type SearchModal = ReturnType<typeof useSearchModal>;
