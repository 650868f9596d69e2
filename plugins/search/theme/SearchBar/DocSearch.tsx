// Ejected (the stock SearchBar's modal wiring: keyboard, open/close) because the stock bar fixes its backend at build time; this one takes it from useSearchModal.ts, and the modal's props are in ./Modal.tsx, loaded with the modal.
import {useCallback, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import {flushMissedSearches} from '../../client/runtime';
import {ASK_AI_OFF, type AskAiState} from './ask-ai';
import {loadedModal, type SearchModal} from './useSearchModal';

/** DocSearch's modal for the search button, once opened, and its keyboard shortcuts. */
export function useDocSearchModal(search: SearchModal): ReactNode {
  const {backend, isOpen, setIsOpen, containerRef, buttonRef, open, settings} = search;
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [askAi, setAskAi] = useState<AskAiState>(ASK_AI_OFF);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    // The query on screen is one the reader finished with.
    flushMissedSearches();
    buttonRef.current?.focus();
    setInitialQuery(undefined);
  }, [setIsOpen, buttonRef]);
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
    isAskAiActive: askAi.active,
    onAskAiToggle: askAi.toggle,
  } as Parameters<typeof useDocSearchKeyboardEvents>[0]);

  const Modal = loadedModal();
  const container = containerRef.current;
  if (!isOpen || !backend || !Modal || !container) return null;
  return createPortal(
    <Modal settings={settings} initialQuery={initialQuery} onClose={closeModal} onAskAiState={setAskAi} />,
    container,
  );
}
