import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import algoliaSearchHelper from 'algoliasearch-helper';
import {
  createLocalSearchClient,
  SearchUnavailableError,
  type IndexSource,
  type LocalSearchClient,
} from './local-client';
import type {Hit, SearchResponse} from '../engine';
import {buildSearchIndex} from '../index-build';
import type {Manifest} from '../index-format';
import {synonymsOf} from '../query';
import type {CompactPage, SearchIndexFile} from '../records';
import {normaliseTerm} from '../text';

const ORIGIN = 'https://help.vidcove.com';
const HOSTILE = '<img src=x onerror=alert(1)>';

const page = (p: Partial<CompactPage> & Pick<CompactPage, 'u' | 'h' | 'c'>): CompactPage => ({
  l0: 'Getting started',
  lang: 'en',
  tag: 'docs-default-current',
  ver: 'current',
  r: 0,
  k: 'article',
  ...p,
});

const INDEX: SearchIndexFile = {
  v: 1,
  site: ORIGIN,
  pages: [
    page({
      u: '/getting-started/accessing-vidcove',
      h: [
        [1, 'Accessing Vidcove', '', -1],
        [2, 'Sign in', 'sign-in', 0],
        [2, 'Set up multi-factor authentication', 'set-up-multi-factor-authentication', 0],
        [3, 'Recovery codes', 'recovery-codes', 2],
      ],
      c: [
        [0, 'This article helps you sign in to Vidcove for the first time.'],
        [1, 'Enter your password and select Sign in.'],
        [2, 'MFA protects your account with a second step at sign-in.'],
        [3, 'Each of the 10 recovery codes works once.'],
      ],
    }),
    page({
      u: '/managing-media/securing-your-media',
      l0: 'Managing media',
      h: [
        [1, 'Securing your media', '', -1],
        [2, 'Restrict playback by country', 'restrict-playback-by-country', 0],
      ],
      c: [
        [
          1,
          `Geo-blocking stops playback outside the countries you choose. Markup such as ${HOSTILE} is shown as text.`,
        ],
      ],
    }),
    page({
      u: '/markdown-page',
      l0: 'Vidcove Help Centre',
      tag: 'default',
      ver: '',
      h: [
        [1, 'About this help centre', '', -1],
        [2, 'Telling us what could be better', 'telling-us-what-could-be-better', 0],
      ],
      c: [[1, 'Sign in to the web app and choose Help > Contact support.']],
    }),
    page({
      u: '/fr/getting-started/acceder',
      lang: 'fr',
      h: [[1, 'Accéder à Vidcove', '', -1]],
      c: [[0, 'Connectez-vous avec votre mot de passe (password).']],
    }),
  ],
};

/** The index files of a compact index, served from memory; `read` records the files read. */
export function memorySource(index: SearchIndexFile, read: string[] = []): IndexSource {
  const built = buildSearchIndex(index.pages, index.site);
  const json = (name: string) => {
    const text = built.files.get(name);
    if (text === undefined) throw new Error(`no index file ${name}`);
    read.push(name);
    return JSON.parse(text) as unknown;
  };
  return {manifest: async () => json(built.manifestName) as Manifest, file: async (name) => json(name)};
}

function client(): LocalSearchClient {
  return createLocalSearchClient(memorySource(INDEX));
}

/** The request DocSearch's modal sends for each keystroke (DocSearch 4.7, contextual search on). */
function modalRequest(query: string) {
  return {
    requests: [
      {
        query,
        indexName: 'help-vidcove',
        attributesToRetrieve: [
          'hierarchy.lvl0',
          'hierarchy.lvl1',
          'hierarchy.lvl2',
          'hierarchy.lvl3',
          'hierarchy.lvl4',
          'hierarchy.lvl5',
          'hierarchy.lvl6',
          'content',
          'type',
          'url',
        ],
        attributesToSnippet: [
          'hierarchy.lvl1:15',
          'hierarchy.lvl2:15',
          'hierarchy.lvl3:15',
          'hierarchy.lvl4:15',
          'hierarchy.lvl5:15',
          'hierarchy.lvl6:15',
          'content:15',
        ],
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        hitsPerPage: 20,
        clickAnalytics: false,
        facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
      },
    ],
  };
}

async function modalSearch(query: string): Promise<SearchResponse> {
  const {results} = await client().search(modalRequest(query));
  assert.equal(results.length, 1);
  return results[0] as SearchResponse;
}

describe('local search client: the DocSearch modal request', () => {
  it('answers with an Algolia-shaped result per request, the query echoed', async () => {
    const result = await modalSearch('recovery codes');
    assert.equal(result.query, 'recovery codes');
    assert.equal(result.index, 'help-vidcove');
    assert.equal(result.hitsPerPage, 20);
    assert.equal(result.page, 0);
    assert.equal(result.nbHits, result.hits.length);
    assert.equal(result.nbPages, 1);
    assert.equal(result.exhaustiveNbHits, true);
    assert.equal(typeof result.processingTimeMS, 'number');
    assert.equal(result.facets, undefined, 'no facets unless asked');
    const [first] = result.hits as [Hit];
    assert.equal(first.type, 'lvl3');
    assert.equal(first.url, `${ORIGIN}/getting-started/accessing-vidcove#recovery-codes`);
    assert.doesNotThrow(() => new URL(first.url));
    assert.deepEqual(first.hierarchy, {
      lvl0: 'Getting started',
      lvl1: 'Accessing Vidcove',
      lvl2: 'Set up multi-factor authentication',
      lvl3: 'Recovery codes',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    // Highlights: the non-null levels only, in ascending order (the search page's title is the last one).
    assert.deepEqual(Object.keys(first._highlightResult.hierarchy), ['lvl0', 'lvl1', 'lvl2', 'lvl3']);
    assert.deepEqual(first._highlightResult.hierarchy.lvl3, {
      value: '<mark>Recovery</mark> <mark>codes</mark>',
      matchLevel: 'full',
      matchedWords: ['recovery', 'codes'],
      fullyHighlighted: true,
    });
    assert.equal(first._highlightResult.hierarchy.lvl1!.matchLevel, 'none');
    assert.deepEqual(first._snippetResult.hierarchy.lvl3, {
      value: '<mark>Recovery</mark> <mark>codes</mark>',
      matchLevel: 'full',
    });
    assert.equal(first._highlightResult.content, undefined);
  });

  it('snippets long content around the match with the requested ellipsis', async () => {
    const result = await modalSearch('geo-blocking stops');
    const hit = result.hits.find((h) => h.type === 'content')!;
    assert.ok(hit, 'a content hit');
    assert.match(hit._snippetResult.content!.value, /^<mark>Geo<\/mark>-<mark>blocking<\/mark> <mark>stops<\/mark>/);
    assert.match(hit._snippetResult.content!.value, /…$/);
    assert.ok(hit._snippetResult.content!.value.split(' ').length <= 17);
    // The synonym table makes "geo-blocking" also mean "block countries": its words are highlighted too.
    assert.match(hit._highlightResult.content!.value, /playback outside the <mark>countries<\/mark> you choose/);
  });

  it('tolerates typos and prefixes, and ranks a matching heading first', async () => {
    const typo = await modalSearch('recovry');
    assert.equal(typo.hits[0]?.url, `${ORIGIN}/getting-started/accessing-vidcove#recovery-codes`);
    const prefix = await modalSearch('multi-fac');
    assert.equal(prefix.hits[0]?.type, 'lvl2');
    assert.equal(prefix.hits[0]?.hierarchy.lvl2, 'Set up multi-factor authentication');
  });

  it('treats "log in" like "sign in" and "2FA" like "MFA"', async () => {
    const login = await modalSearch('log in');
    assert.ok(login.hits.some((h) => h.url.endsWith('#sign-in')));
    const twoFa = await modalSearch('2fa');
    assert.ok(twoFa.hits.some((h) => h.url.endsWith('#set-up-multi-factor-authentication')));
  });

  it('answers a query with no match with no hits', async () => {
    const result = await modalSearch('qwxzvy');
    assert.deepEqual(result.hits, []);
    assert.equal(result.nbHits, 0);
    assert.equal(result.nbPages, 0);
    assert.equal(result.query, 'qwxzvy');
  });
});

describe('local search client: facet filters', () => {
  const search = async (facetFilters: unknown, facets?: string[]) => {
    const {results} = await client().search({
      requests: [{indexName: 'help-vidcove', query: 'password', facetFilters, facets} as never],
    });
    return results[0] as SearchResponse;
  };

  it('honours language and docusaurus_tag filters: AND of entries, OR inside a group', async () => {
    const en = await search(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
    assert.ok(en.hits.length > 0);
    assert.ok(en.hits.every((h) => h.language === 'en'));
    const fr = await search(['language:fr']);
    assert.deepEqual(
      fr.hits.map((h) => h.url),
      [`${ORIGIN}/fr/getting-started/acceder`],
    );
    const pagesOnly = await search([['docusaurus_tag:default']]);
    assert.ok(pagesOnly.hits.every((h) => h.docusaurus_tag === 'default'));
    const none = await search(['language:en', 'docusaurus_tag:docs-other-1.0']);
    assert.equal(none.nbHits, 0);
    const notFr = await search(['language:-fr']);
    assert.ok(notFr.hits.length > 0 && notFr.hits.every((h) => h.language !== 'fr'));
  });

  it('counts facet values over all matching hits when asked', async () => {
    const result = await search(undefined, ['language', 'docusaurus_tag']);
    assert.deepEqual(result.facets!.language, {en: result.nbHits - 1, fr: 1});
    assert.ok((result.facets!.docusaurus_tag!['docs-default-current'] ?? 0) > 0);
  });
});

describe('local search client: the /search page (algoliasearch-helper)', () => {
  it('serves the helper’s disjunctive-facet flow in the legacy request form', async () => {
    const local = client();
    const sent: unknown[] = [];
    const recording = {
      ...local,
      search: (args: Parameters<LocalSearchClient['search']>[0]) => {
        sent.push(args);
        return local.search(args);
      },
    };
    const helper = algoliaSearchHelper(recording as never, 'help-vidcove', {
      hitsPerPage: 15,
      disjunctiveFacets: ['language', 'docusaurus_tag'],
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
    });
    const state = helper.state
      .setQuery('password')
      .addDisjunctiveFacetRefinement('language', 'en')
      .addDisjunctiveFacetRefinement('docusaurus_tag', 'default')
      .addDisjunctiveFacetRefinement('docusaurus_tag', 'docs-default-current');
    const {content} = await helper.searchOnce(state);
    // One main query and one per refined disjunctive facet, in one call.
    assert.equal(sent.length, 1);
    const requests = Array.isArray(sent[0]) ? sent[0] : (sent[0] as {requests: unknown[]}).requests;
    assert.equal(requests.length, 3);
    assert.equal(content.query, 'password');
    assert.ok(content.nbHits > 0);
    assert.equal(content.hitsPerPage, 15);
    const hit = content.hits[0] as unknown as Hit;
    assert.match(JSON.stringify(hit._highlightResult), /__ais-highlight__password__\/ais-highlight__/);
    const tags = content.getFacetValues('docusaurus_tag', {sortBy: ['name:asc']}) as {name: string; count: number}[];
    assert.deepEqual(
      tags.map((t) => t.name),
      ['default', 'docs-default-current'],
    );
    const languages = content.getFacetValues('language', {sortBy: ['name:asc']}) as {name: string; count: number}[];
    assert.deepEqual(
      languages.map((t) => t.name),
      ['en', 'fr'],
      'a disjunctive facet counts values outside its own refinement',
    );
  });

  it('pages through results', async () => {
    const {results} = await client().search([
      {indexName: 'help-vidcove', params: {query: 'sign', hitsPerPage: 1, page: 1}},
    ]);
    const result = results[0] as SearchResponse;
    assert.equal(result.page, 1);
    assert.equal(result.hits.length, 1);
    assert.equal(result.nbPages, result.nbHits);
  });

  it('accepts legacy params encoded as a query string', async () => {
    const {results} = await client().search([
      {indexName: 'help-vidcove', params: 'query=recovery&hitsPerPage=2&facetFilters=%5B%22language%3Aen%22%5D'},
    ]);
    const result = results[0] as SearchResponse;
    assert.equal(result.query, 'recovery');
    assert.equal(result.hitsPerPage, 2);
    assert.ok(result.hits.every((h) => h.language === 'en'));
  });
});

describe('local search client: hostile and extreme input', () => {
  it('escapes a hostile query: echoed as received, never inserted into highlights as markup', async () => {
    const result = await modalSearch(HOSTILE);
    assert.equal(result.query, HOSTILE);
    const html = JSON.stringify(result.hits.map((h) => [h._highlightResult, h._snippetResult]));
    assert.ok(!html.includes('<img'), 'no raw tag from the query');
    assert.ok(!/<(?!\/?mark>)/.test(html.replace(/\\"/g, '')), 'only <mark> tags');
  });

  it('escapes page text before adding highlight tags', async () => {
    const result = await modalSearch('markup shown');
    const hit = result.hits.find((h) => h.url.includes('securing-your-media'))!;
    assert.ok(hit);
    assert.match(hit._highlightResult.content!.value, /&lt;img src=x onerror=alert\(1\)&gt;/);
    assert.ok(!hit._highlightResult.content!.value.includes('<img'));
    assert.match(hit._highlightResult.content!.value, /<mark>Markup<\/mark>/);
  });

  it('answers a 4 KB query, echoing it, matching on its first 512 characters', async () => {
    const long = 'recovery codes '.repeat(274).slice(0, 4096);
    assert.equal(long.length, 4096);
    const result = await modalSearch(long);
    assert.equal(result.query, long);
    assert.equal(result.hits[0]?.url, `${ORIGIN}/getting-started/accessing-vidcove#recovery-codes`);
  });

  it('rejects malformed arguments with a clear error', async () => {
    await assert.rejects(client().search({} as never), /expects \{requests/);
  });
});

describe('local search client: loading the index', () => {
  it('fetches the manifest on the first search only, then the files each search needs', async () => {
    let loads = 0;
    const read: string[] = [];
    const source = memorySource(INDEX, read);
    const local = createLocalSearchClient({
      manifest: () => {
        loads += 1;
        return source.manifest();
      },
      file: source.file,
    });
    assert.equal(local.status, 'idle');
    assert.equal(loads, 0);
    assert.deepEqual(read, []);
    await local.search(modalRequest('sign'));
    await local.search(modalRequest('codes'));
    assert.equal(loads, 1);
    assert.equal(local.status, 'ready');
    assert.ok(
      read.some((f) => /^t\d+\./.test(f)),
      'a term shard',
    );
    assert.ok(
      read.some((f) => /^p\d+\./.test(f)),
      'a page fragment',
    );
    assert.equal(new Set(read).size, read.length, 'no file is read twice');
  });

  it('fails searches with SearchUnavailableError while the index cannot be loaded, then recovers', async () => {
    let fail = true;
    const statuses: string[] = [];
    const source = memorySource(INDEX);
    const local = createLocalSearchClient({
      manifest: async () => {
        if (fail) throw new Error('Failed to fetch');
        return source.manifest();
      },
      file: source.file,
    });
    local.subscribe(() => statuses.push(local.status));
    await assert.rejects(local.search(modalRequest('sign')), (error: unknown) => {
      assert.ok(error instanceof SearchUnavailableError);
      assert.match((error as Error).message, /search index could not be loaded: Failed to fetch/);
      return true;
    });
    assert.equal(local.status, 'error');
    fail = false;
    const {results} = await local.search(modalRequest('sign'));
    assert.ok((results[0] as SearchResponse).nbHits > 0);
    // Each status change, then the answer (listeners also hear of answers).
    assert.deepEqual(statuses, ['loading', 'error', 'loading', 'ready', 'ready']);
  });

  it('knows which queries it answered without hits, so "no results" is never a guess', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const source = memorySource(INDEX);
    const local = createLocalSearchClient({
      async manifest() {
        await gate;
        return source.manifest();
      },
      file: source.file,
    });
    let notified = 0;
    local.subscribe(() => (notified += 1));
    const pending = local.search(modalRequest('qwxzvy'));
    assert.equal(local.answeredWithoutHits('qwxzvy'), false);
    release();
    await pending;
    assert.equal(local.answeredWithoutHits('qwxzvy'), true);
    assert.equal(local.answeredWithoutHits(' qwxzvy '), true);
    // Status loading, status ready, then the answer.
    assert.equal(notified, 3);
    await local.search(modalRequest('sign'));
    assert.equal(local.answeredWithoutHits('sign'), false);
  });

  it('has the Algolia client surface DocSearch and the helper use', () => {
    const local = client();
    local.addAlgoliaAgent('docsearch', '4.7.0');
    local.transporter.algoliaAgent.add({segment: 'docusaurus', version: '3.10.2'});
    assert.match(local.transporter.algoliaAgent.value, /docsearch \(4\.7\.0\).*docusaurus \(3\.10\.2\)/);
  });
});

describe('word normalisation', () => {
  it('folds spellings, plurals and filler words', () => {
    assert.equal(normaliseTerm('Customize'), normaliseTerm('customise'));
    assert.equal(normaliseTerm('colors'), normaliseTerm('colour'));
    assert.equal(normaliseTerm('Videos'), 'video');
    assert.equal(normaliseTerm('access'), 'access');
    assert.equal(normaliseTerm('the'), null);
    assert.equal(normaliseTerm('organising'), normaliseTerm('organise'));
    // "sign in", "log-in" and "login" are one word; "sign-on" (SSO) is another.
    assert.equal(normaliseTerm('log in'), 'signin');
    assert.equal(normaliseTerm('Sign-in'), 'signin');
    assert.equal(normaliseTerm('login'), 'signin');
    assert.equal(normaliseTerm('sign-on'), 'signon');
    assert.deepEqual(
      synonymsOf(['2fa']).map((s) => s.terms.join(' ')),
      ['mfa', 'two factor', 'multi factor', 'two factor authenticat', 'multi factor authenticat', 'two step verificat'],
    );
  });
});

describe('DocSearch bundle fixes', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const {applyDocSearchFixes} = require('../docsearch-fixes.cjs') as {applyDocSearchFixes: (s: string) => string};
  const modal = readFileSync(
    path.join(path.dirname(require.resolve('@docsearch/react/modal')), 'DocSearchModal.js'),
    'utf8',
  );

  it('apply to the installed @docsearch/react', () => {
    const fixed = applyDocSearchFixes(modal);
    assert.match(fixed, /searchSuggestions:Array\.from\(new Set\(/);
    assert.match(fixed, /\(\{searchFailed:!0\}\)/);
    assert.match(fixed, /\(\{searchFailed:!1\}\)/);
    assert.match(fixed, /\.state\.context\.searchFailed\?/);
    assert.doesNotMatch(fixed, /new Function|\beval\(/, 'nothing the CSP would block as eval');
    assert.doesNotThrow(() => new Function(fixed.replace(/^import[^;]+;/gm, '').replace(/export\s*\{[^}]*\};?/g, '')));
  });

  it('fail loudly when DocSearch’s code has changed', () => {
    assert.throws(
      () => applyDocSearchFixes(modal.replace('searchSuggestions:', 'suggestions:')),
      /was @docsearch\/react upgraded/i,
    );
  });
});
