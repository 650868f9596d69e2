/**
 * The request panel's Redux store for one operation, set up as the openapi theme's ApiItem sets it up
 * (lib/theme/ApiItem/index.js: accepted and request content types, servers, parameters prefilled from
 * their examples, authorization), but created when the panel or the page's live content first needs
 * it, not on every page load, and once per operation for the whole visit. The server comes from the
 * reader's choice (./server-choice.ts), which keeps it in step afterwards.
 */
import {createAuth} from '@theme/ApiExplorer/Authorization/slice';
import {createPersistenceMiddleware} from '@theme/ApiExplorer/persistenceMiddleware';
import {setServer} from '@theme/ApiExplorer/Server/slice';
import {createStoreWithState} from '@theme/ApiItem/store';
import {chosenServer, subscribe, type ServerObject} from './server-choice';

/** The parts of an operation (the generated page's `api` front matter) the store is made from. */
export interface ApiOperation {
  readonly servers?: readonly ServerObject[];
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: {readonly content?: Record<string, unknown>};
  readonly responses?: Record<string, {readonly content?: Record<string, unknown>}>;
  readonly security?: unknown;
  readonly securitySchemes?: unknown;
}

interface Parameter {
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly example?: unknown;
  readonly examples?: Record<string, {value?: unknown}>;
  readonly schema?: {default?: unknown; example?: unknown};
}

type ApiOptions = Parameters<typeof createPersistenceMiddleware>[0];
type Store = ReturnType<typeof createStoreWithState>;

const SUCCESS = /^2\d\d$/;

/** Each parameter with the value the form starts with: its default, else its first example. */
function initialParameters(api: ApiOperation) {
  const params = {path: [], query: [], header: [], cookie: []} as Record<Parameter['in'], unknown[]>;
  for (const parameter of api.parameters ?? []) {
    const named = parameter.examples ? Object.values(parameter.examples)[0]?.value : undefined;
    const value = parameter.schema?.default ?? parameter.example ?? parameter.schema?.example ?? named;
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
  // No storage on the server: what the reader keeps in this tab is read in the browser only.
  const authOptions = browser ? options : {...options, authPersistence: false as const};
  const state = {
    accept: {value: accept[0], options: accept},
    contentType: {value: contentTypes[0], options: contentTypes},
    server: {value: browser ? chosenServer(servers) : servers[0], options: servers},
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
    subscribe(() => {
      const server = chosenServer(servers);
      if (server && server.url !== store.getState().server.value?.url) {
        store.dispatch(setServer(JSON.stringify(server)));
      }
    });
  }
  return store;
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
