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
/** The URL the reader typed for their own server, if they chose it. */
let ownUrl = '';
let loaded = false;

/** The variable of the reader's own server that holds its URL (the theme fills variables into requests). */
const OWN_URL_VARIABLE = 'ownServerUrl';

/** The reader's own server (a staging host, say): its URL is a server variable, so the store can change it. */
export function ownServer(url: string): ServerObject {
  return {
    url: `{${OWN_URL_VARIABLE}}`,
    description: 'Your own server',
    variables: {[OWN_URL_VARIABLE]: {default: url}},
  };
}

/** The reader's own server, at the URL they last typed for it in this tab. */
export const lastOwnServer = (): ServerObject => (stored(), ownServer(ownUrl));

export function isOwnServer(server: ServerObject | undefined): boolean {
  return server?.url === `{${OWN_URL_VARIABLE}}`;
}

/** The URL of the reader's own server, as they typed it. */
export function ownServerUrl(server: ServerObject | undefined): string {
  return server?.variables?.[OWN_URL_VARIABLE]?.default ?? '';
}

/** The server-variable change that sets the own server's URL in the request panel's store. */
export function ownUrlVariable(url: string): string {
  return JSON.stringify({key: OWN_URL_VARIABLE, value: url});
}

/** What is wrong with a URL typed for the reader's own server; undefined when it can be used. */
export function ownUrlProblem(url: string): string | undefined {
  if (url.trim() === '') return "Enter your server's URL, for example https://staging.example.com/v1.";
  try {
    const {protocol} = new URL(url);
    if (protocol === 'https:' || protocol === 'http:') return undefined;
  } catch {
    // Not a URL: said below.
  }
  return 'Enter a whole URL that starts with https:// (or http://), for example https://staging.example.com/v1.';
}

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
      const server = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null') as ServerObject | null;
      chosenUrl = server?.url;
      if (server && isOwnServer(server)) ownUrl = ownServerUrl(server);
    } catch {
      chosenUrl = undefined;
    }
  }
  return chosenUrl;
}

let own: ServerObject | undefined;

/** The server Send uses among `servers` or the reader's own: the reader's choice in this tab, else the first. */
export function chosenServer<S extends ServerObject>(servers: readonly S[]): S | ServerObject | undefined {
  const url = stored();
  if (url === ownServer('').url) {
    // One object while the URL stays the same, as useSyncExternalStore needs.
    if (!own || ownServerUrl(own) !== ownUrl) own = ownServer(ownUrl);
    return own;
  }
  return servers.find((server) => server.url === url) ?? servers[0];
}

export function chooseServer(server: ServerObject): void {
  stored();
  chosenUrl = server.url;
  if (isOwnServer(server)) ownUrl = ownServerUrl(server);
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
export function useChosenServer<S extends ServerObject>(servers: readonly S[]): S | ServerObject | undefined {
  return useSyncExternalStore(
    subscribe,
    () => chosenServer(servers),
    () => servers[0],
  );
}
