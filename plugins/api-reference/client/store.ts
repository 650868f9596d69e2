/**
 * The request panel's Redux store for one operation, set up as the openapi theme's ApiItem sets it up
 * (lib/theme/ApiItem/index.js: accepted and request content types, servers, parameters prefilled as
 * ./parameters.ts says, authorization), but created when the panel or the page's live content first needs
 * it, not on every page load, and once per operation for the whole visit. The server comes from the
 * reader's choice (./server-choice.ts), which keeps it in step afterwards.
 */
import {createAuth} from '@theme/ApiExplorer/Authorization/slice';
import {createPersistenceMiddleware} from '@theme/ApiExplorer/persistenceMiddleware';
import {setServer, setServerVariable} from '@theme/ApiExplorer/Server/slice';
import {createStoreWithState} from '@theme/ApiItem/store';
import {initialValue, type Parameter} from './parameters';
import {
  chosenServer,
  isOwnServer,
  ownServer,
  ownServerUrl,
  ownUrlVariable,
  subscribe,
  type ServerObject,
} from './server-choice';

/** The parts of an operation (the generated page's `api` front matter) the store is made from. */
export interface ApiOperation {
  readonly servers?: readonly ServerObject[];
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: {readonly content?: Record<string, unknown>};
  readonly responses?: Record<string, {readonly content?: Record<string, unknown>}>;
  readonly security?: unknown;
  readonly securitySchemes?: unknown;
}

type ApiOptions = Parameters<typeof createPersistenceMiddleware>[0];
type Store = ReturnType<typeof createStoreWithState>;

const SUCCESS = /^2\d\d$/;

/** Each parameter with the value the form starts with (./parameters.ts says which). */
function initialParameters(api: ApiOperation) {
  const params = {path: [], query: [], header: [], cookie: []} as Record<Parameter['in'], unknown[]>;
  for (const parameter of api.parameters ?? []) {
    const value = initialValue(parameter);
    params[parameter.in]?.push(value === undefined ? parameter : {...parameter, value});
  }
  return params;
}

export function createApiStore(api: ApiOperation, options: ApiOptions, browser: boolean): Store {
  const accept = Object.entries(api.responses ?? {})
    .filter(([code]) => SUCCESS.test(code))
    .flatMap(([, response]) => Object.keys(response.content ?? {}));
  const contentTypes = Object.keys(api.requestBody?.content ?? {});
  const servers = [...(api.servers ?? [])];
  const chosen = browser ? chosenServer(servers) : servers[0];
  // The reader's own server is one more option, so the theme's server slice can select it.
  const serverOptions = servers.length > 0 ? [...servers, isOwnServer(chosen) ? chosen! : ownServer('')] : servers;
  // No storage on the server: what the reader keeps in this tab is read in the browser only.
  const authOptions = browser ? options : {...options, authPersistence: false as const};
  const state = {
    accept: {value: accept[0], options: accept},
    contentType: {value: contentTypes[0], options: contentTypes},
    server: {value: chosen, options: serverOptions},
    response: {value: undefined},
    body: {type: 'empty'},
    params: initialParameters(api),
    auth: createAuth({
      security: api.security,
      securitySchemes: api.securitySchemes,
      options: authOptions,
    } as Parameters<typeof createAuth>[0]),
    schemaSelection: {selections: {}},
    encodingSelection: {},
  } as unknown as Parameters<typeof createStoreWithState>[0];
  const store = createStoreWithState(state, browser ? [createPersistenceMiddleware(options)] : []);
  if (browser && servers.length > 0) {
    subscribe(() => keepServerInStep(store, chosenServer(servers)));
  }
  return store;
}

/** Makes the store send to `server`, the reader's choice (with the URL they typed, for their own server). */
function keepServerInStep(store: Store, server: ServerObject | undefined): void {
  if (!server) return;
  if (server.url !== store.getState().server.value?.url) store.dispatch(setServer(JSON.stringify(server)));
  const url = ownServerUrl(server);
  if (isOwnServer(server) && url !== ownServerUrl(store.getState().server.value)) {
    store.dispatch(setServerVariable(ownUrlVariable(url)));
  }
}

const stores = new WeakMap<ApiOperation, Store>();

/** The store of this operation: one for the visit, shared by the page's content and its request panel. */
export function apiStore(api: ApiOperation, options: ApiOptions): Store {
  if (typeof window === 'undefined') return createApiStore(api, options, false);
  let store = stores.get(api);
  if (!store) {
    store = createApiStore(api, options, true);
    stores.set(api, store);
  }
  return store;
}
