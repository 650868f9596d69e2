/**
 * Which server Send uses, shared by the server choice every operation page shows (../theme/ApiItem's
 * right column, rendered with the page) and the request panel's store, which loads later (./store.ts).
 * Kept where the openapi theme keeps it (`server` in session storage, the server object as JSON), so
 * the choice follows the reader from page to page in this tab.
 */
import {useSyncExternalStore} from 'react';

export interface ServerObject {
  readonly url: string;
  readonly description?: string;
  readonly variables?: Record<string, {default: string; enum?: string[]; description?: string}>;
}

const STORAGE_KEY = 'server';
const listeners = new Set<() => void>();
let chosenUrl: string | undefined;
let loaded = false;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // Storage disabled by the browser.
  }
}

function stored(): string | undefined {
  if (!loaded) {
    loaded = true;
    try {
      chosenUrl = (JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null') as ServerObject | null)?.url;
    } catch {
      chosenUrl = undefined;
    }
  }
  return chosenUrl;
}

/** The server Send uses among `servers`: the reader's choice in this tab, else the first. */
export function chosenServer<S extends ServerObject>(servers: readonly S[]): S | undefined {
  const url = stored();
  return servers.find((server) => server.url === url) ?? servers[0];
}

export function chooseServer(server: ServerObject): void {
  chosenUrl = server.url;
  loaded = true;
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(server));
  } catch {
    // Not kept across pages; still used on this one.
  }
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The chosen server, for rendering. The server rendering and hydration use the first server (the
 * build's default, so the HTML never disagrees with what hydrates); the stored choice applies after.
 */
export function useChosenServer<S extends ServerObject>(servers: readonly S[]): S | undefined {
  return useSyncExternalStore(
    subscribe,
    () => chosenServer(servers),
    () => servers[0],
  );
}
