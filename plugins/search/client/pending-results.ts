/**
 * "No results found" only for a query the search has answered: DocSearch shows that screen as soon as the
 * reader types, and the local index's first search waits for a download. The modal's container is marked
 * `data-search-pending="true"` meanwhile, and its CSS shows a loading message instead. A MutationObserver
 * runs before the browser paints, so the wrong screen is never seen.
 */

const NOTICE_CLASS = 'search-pending-notice';

/** The query DocSearch's no-results screen names, or null when that screen is not shown. */
function noResultsQuery(container: HTMLElement): string | null {
  const screen = container.querySelector('.DocSearch-NoResults');
  if (!screen) return null;
  return screen.querySelector('.DocSearch-Title strong')?.textContent ?? '';
}

/** Keeps the loading message in the results area while the container is pending. */
function syncNotice(container: HTMLElement, pending: boolean, text: string): void {
  const dropdown = container.querySelector('.DocSearch-Dropdown');
  const existing = container.querySelector(`.${NOTICE_CLASS}`);
  if (!pending || !dropdown) {
    existing?.remove();
    return;
  }
  if (existing?.parentElement === dropdown) return;
  existing?.remove();
  const notice = document.createElement('p');
  notice.className = NOTICE_CLASS;
  notice.setAttribute('role', 'status');
  notice.textContent = text;
  dropdown.prepend(notice);
}

export interface AnswerSource {
  /** Whether the backend answered `query` with no hits. */
  answeredWithoutHits(query: string): boolean;
  /** Calls the listener when the backend answers a search. */
  subscribe(listener: () => void): () => void;
}

/** Watches the search modal inside `container`. Returns the function that stops watching. */
export function watchPendingResults(
  container: HTMLElement,
  backend: AnswerSource,
  text = 'Loading search…',
): () => void {
  const update = () => {
    const query = noResultsQuery(container);
    const pending = query !== null && !backend.answeredWithoutHits(query);
    if ((container.dataset.searchPending === 'true') !== pending) container.dataset.searchPending = String(pending);
    syncNotice(container, pending, text);
  };
  const observer = new MutationObserver(update);
  observer.observe(container, {subtree: true, childList: true, characterData: true});
  // An answer without hits for the query on screen changes nothing in the DOM: check again.
  const unsubscribe = backend.subscribe(update);
  update();
  return () => {
    observer.disconnect();
    unsubscribe();
    delete container.dataset.searchPending;
    syncNotice(container, false, text);
  };
}
