/**
 * A search client with the Algolia client interface, answering from the local index. DocSearch's modal
 * calls it through `transformSearchClient` with the v5 form `search({requests: [...]})`; the search page's
 * `algoliasearch-helper` calls it with the older form `search([{indexName, params}])`. Both get
 * `{results: [...]}` with one Algolia-shaped result per request.
 *
 * The index's manifest is fetched on the first search, not before; each search then fetches the index
 * files it needs (engine.ts). If a file cannot be loaded, the search rejects with `SearchUnavailableError`
 * (the next search tries again) and `status` says `error`, so the UIs can show "Unable to fetch results".
 */
import {createSearchEngine, type SearchEngine, type SearchParams, type SearchResponse} from '../engine';
import type {Manifest} from '../index-format';

export class SearchUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The search index could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'SearchUnavailableError';
  }
}

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

type RequestV5 = SearchParams & {indexName: string; type?: string};
type RequestLegacy = {indexName: string; params?: SearchParams | string; type?: string};
export type SearchArguments = {requests: RequestV5[]} | RequestLegacy[];

export interface LocalSearchClient {
  search(args: SearchArguments): Promise<{results: (SearchResponse | FacetSearchResponse)[]}>;
  /** Also available as `searchForFacetValues` for helpers that use it; answered with no facet hits. */
  searchForFacetValues(args: unknown): Promise<{facetHits: []; exhaustiveFacetsCount: true; processingTimeMS: 0}[]>;
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache(): Promise<void>;
  transporter: {algoliaAgent: {value: string; add(options: {segment: string; version?: string}): void}};
  appId: string;
  readonly status: SearchStatus;
  /** Calls `listener` whenever `status` changes or a search is answered; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Whether a search for `query` has been answered with no hits (so "no results" for it is true, not a guess). */
  answeredWithoutHits(query: string): boolean;
}

/** How many queries answered without hits the client remembers. */
const EMPTY_ANSWERS_MEMORY = 200;

interface FacetSearchResponse {
  facetHits: [];
  exhaustiveFacetsCount: true;
  processingTimeMS: 0;
}
const NO_FACET_HITS = (): FacetSearchResponse => ({facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0});

/** Legacy `params` can be an object or a query string with JSON-encoded values. */
function parseParams(params: SearchParams | string | undefined): SearchParams {
  if (!params) return {};
  if (typeof params !== 'string') return params;
  const parsed: SearchParams = {};
  for (const [key, raw] of new URLSearchParams(params)) {
    try {
      parsed[key] = /^[[{\d]|^(true|false|null)$/.test(raw) ? JSON.parse(raw) : raw;
    } catch {
      parsed[key] = raw;
    }
  }
  return parsed;
}

export function normaliseRequests(args: SearchArguments): RequestV5[] {
  if (Array.isArray(args)) {
    return args.map(({indexName, params, type}) => ({...parseParams(params), indexName, type}));
  }
  const requests = (args as {requests?: unknown}).requests;
  if (!Array.isArray(requests)) throw new TypeError('search() expects {requests: [...]} or [{indexName, params}]');
  return requests as RequestV5[];
}

/** Where the client reads the index: its manifest, and the other files by name (below `search/`). */
export interface IndexSource {
  manifest(): Promise<Manifest>;
  file(name: string): Promise<unknown>;
}

/**
 * A new task, so that the reader's input and the page's rendering go before the rest of a search: the
 * scheduler's `yield()` where the browser has it (the rest of the search keeps its place ahead of other
 * tasks), a zero timeout elsewhere.
 */
export function yieldToBrowser(): Promise<void> {
  const {scheduler} = globalThis as {scheduler?: {yield?: () => Promise<void>}};
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The number of results each query of a search found (its requests with the same query: the most). */
function resultsByQuery(requests: readonly RequestV5[], results: readonly (SearchResponse | FacetSearchResponse)[]) {
  const found = new Map<string, number>();
  requests.forEach((request, i) => {
    const result = results[i]!;
    if (request.type === 'facet' || !('nbHits' in result)) return;
    const query = String(request.query ?? '').trim();
    found.set(query, Math.max(found.get(query) ?? 0, result.nbHits));
  });
  return found;
}

/** Creates the client; the manifest is read on the first search. `onAnswered` hears each query's number of results. */
export function createLocalSearchClient(
  source: IndexSource,
  onAnswered: (query: string, results: number) => void = () => undefined,
): LocalSearchClient {
  const status = statusChannel();
  const getEngine = lazyEngine(source, status.set);
  const withoutHits = new Set<string>();
  const agent = algoliaAgent();
  return {
    appId: 'local',
    transporter: {algoliaAgent: agent},
    get status() {
      return status.get();
    },
    subscribe: status.subscribe,
    answeredWithoutHits(query) {
      return withoutHits.has(query.trim());
    },
    addAlgoliaAgent(segment, version) {
      agent.add({segment, version});
    },
    async clearCache() {},
    async searchForFacetValues() {
      return [{facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0}];
    },
    async search(args) {
      const requests = normaliseRequests(args);
      const ready = await getEngine();
      let results: (SearchResponse | FacetSearchResponse)[];
      try {
        results = await answerRequests(ready, requests);
      } catch (error) {
        status.set('error');
        throw new SearchUnavailableError(error);
      }
      rememberAnswers(withoutHits, resultsByQuery(requests, results), onAnswered);
      status.set('ready');
      status.notify();
      return {results};
    },
  };
}

/** The client's status, and the listeners told when it changes or a search is answered. */
function statusChannel() {
  let status: SearchStatus = 'idle';
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    get: () => status,
    set(next: SearchStatus) {
      if (next === status) return;
      status = next;
      notify();
    },
    notify,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The engine, made from the manifest on first use; a manifest that fails to load is fetched again next time. */
function lazyEngine(source: IndexSource, setStatus: (status: SearchStatus) => void): () => Promise<SearchEngine> {
  let engine: Promise<SearchEngine> | null = null;
  return () => {
    if (!engine) {
      setStatus('loading');
      engine = source.manifest().then(
        (manifest) => {
          const built = createSearchEngine(manifest, (name) => source.file(name), {yieldToHost: yieldToBrowser});
          setStatus('ready');
          return built;
        },
        (error: unknown) => {
          engine = null;
          setStatus('error');
          throw new SearchUnavailableError(error);
        },
      );
    }
    return engine;
  };
}

/** The user agent string Algolia's clients extend with their own names. */
function algoliaAgent() {
  const agent = {
    value: 'Vidcove local search',
    add({segment, version}: {segment: string; version?: string}) {
      const part = version ? `${segment} (${version})` : segment;
      if (!agent.value.includes(part)) agent.value += `; ${part}`;
    },
  };
  return agent;
}

function answerRequests(engine: SearchEngine, requests: readonly RequestV5[]) {
  return Promise.all(
    requests.map((request) => {
      if (request.type === 'facet') return Promise.resolve<FacetSearchResponse>(NO_FACET_HITS());
      const {indexName, type: _type, ...params} = request;
      return engine.search(indexName, params);
    }),
  );
}

/**
 * Tells `onAnswered` each query's count and remembers the queries answered with no hits (the latest
 * EMPTY_ANSWERS_MEMORY): until then, "No results found" is not true yet (plugins/search/client/pending-results.ts).
 */
function rememberAnswers(
  withoutHits: Set<string>,
  found: ReadonlyMap<string, number>,
  onAnswered: (query: string, results: number) => void,
): void {
  for (const [query, count] of found) {
    withoutHits.delete(query);
    onAnswered(query, count);
    if (count > 0) continue;
    if (withoutHits.size >= EMPTY_ANSWERS_MEMORY) withoutHits.delete(withoutHits.values().next().value!);
    withoutHits.add(query);
  }
}
