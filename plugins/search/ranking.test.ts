import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {searchPageTypes} from '../../config/search';
import type {IndexSource} from './client/local-client';
import {type SearchEngine, type SearchParams, createSearchEngine, firstInOrder, typoDistance} from './engine';
import {buildSearchIndex} from './index-build';
import {type Manifest, shardOf, shardsWithPrefix} from './index-format';
import {classifyPage} from './page-types';
import type {CompactPage} from './records';

const ORIGIN = 'https://help.vidcove.com';

/** A compact page; its type comes from its route, as the indexer classifies it. */
function page(u: string, title: string, sections: [heading: string, ...text: string[]][], l0 = 'Docs'): CompactPage {
  const tag = u.startsWith('/release-notes/') ? 'default' : 'docs-default-current';
  const h: CompactPage['h'] = [[1, title, '', -1]];
  const c: CompactPage['c'] = [];
  sections.forEach(([heading, ...text], i) => {
    const at = i === 0 ? 0 : h.push([2, heading, heading.toLowerCase().replace(/\W+/g, '-'), 0]) - 1;
    text.forEach((t) => c.push([at, t]));
  });
  return {
    u,
    l0,
    lang: 'en',
    tag,
    ver: tag === 'default' ? '' : 'current',
    r: 0,
    k: classifyPage(u, tag, searchPageTypes),
    h,
    c,
  };
}

const PAGES: CompactPage[] = [
  page('/managing-media/using-the-caption-editor/', 'Using the caption editor', [
    ['', 'Add captions to your media and correct them in the caption editor.'],
    ['Caption file formats', 'Upload SRT or WebVTT files.'],
  ]),
  page('/managing-media/securing-your-media', 'Securing your media', [
    ['', 'Decide who can watch your media and where it plays.'],
    ['Restrict playback by country', 'A restriction profile limits playback to the countries you choose.'],
    ['Restrict playback to your websites', 'Add the approved websites where your media may play.'],
  ]),
  page('/channels/sharing', 'Sharing a channel', [
    ['', 'Share a channel with a link, on social networks, or embed it.'],
    ['Embed the channel on your website', 'Copy the embed code of the channel and paste it into your page.'],
  ]),
  page('/frequently-asked-questions/embedding-a-channel', 'How do I embed a channel?', [
    ['', 'Put a whole channel on your website.'],
    ['Embed the channel', 'Select Share, then Embed.'],
  ]),
  page('/samples/dev/restrictions', 'Restricted playback', [
    ['', 'Restrict playback to approved websites and countries, with a script that checks the rules.'],
  ]),
  page('/technical-information/streaming', 'How Vidcove streams video', [
    ['', 'Vidcove delivers video with adaptive streaming.'],
    ['HLS, DASH and CMAF', 'HLS is Apple’s streaming protocol; DASH is the open standard.'],
  ]),
  page('/getting-started/vidcove-glossary/', 'Vidcove glossary', [
    ['HLS', 'HTTP Live Streaming: a streaming protocol.'],
  ]),
  page(
    '/release-notes/2025/04/30/vidcove-11-4',
    'Vidcove 11.4',
    [['', 'April 30, 2025', 'Captions: the caption editor shows a waveform.']],
    'Release Notes',
  ),
  page('/media-players/player-api', 'Player API', [
    ['', 'Control an embedded player from your page with Player.js.'],
    ['Methods', 'play, pause and seek.'],
  ]),
];

function engine(pages = PAGES, read: string[] = []): {engine: SearchEngine; source: IndexSource; manifest: Manifest} {
  const built = buildSearchIndex(pages, ORIGIN);
  const json = (name: string) => {
    read.push(name);
    return JSON.parse(built.files.get(name)!) as unknown;
  };
  const manifest = JSON.parse(built.files.get(built.manifestName)!) as Manifest;
  return {
    engine: createSearchEngine(manifest, async (name) => json(name)),
    source: {manifest: async () => manifest, file: async (name) => json(name)},
    manifest,
  };
}

const params = (query: string): SearchParams => ({query, hitsPerPage: 20});
async function pages(query: string, search = engine().engine): Promise<string[]> {
  const result = await search.search('test', params(query));
  return [...new Set(result.hits.map((h) => new URL(h.url_without_anchor).pathname))];
}

describe('ranking: words readers use', () => {
  it('finds captions for "subtitles" and restriction profiles for "geoblocking", from the synonym table', async () => {
    assert.equal((await pages('subtitles'))[0], '/managing-media/using-the-caption-editor/');
    assert.equal((await pages('geoblocking'))[0], '/managing-media/securing-your-media');
  });

  it('forgives typos, a misspelt word standing for its correction', async () => {
    assert.equal((await pages('captoins'))[0], '/managing-media/using-the-caption-editor/');
    assert.equal((await pages('restriciton'))[0], '/managing-media/securing-your-media');
  });
});

describe('ranking: page types', () => {
  it('puts the help article before the sample and the glossary for a task or a concept', async () => {
    const restrict = await pages('restrict playback to approved websites');
    assert.equal(restrict[0], '/managing-media/securing-your-media');
    assert.ok(restrict.indexOf('/samples/dev/restrictions') > 0);
    const hls = await pages('HLS');
    assert.equal(hls[0], '/technical-information/streaming');
    assert.ok(hls.indexOf('/getting-started/vidcove-glossary/') > 0);
  });

  it('lets a strong title match lift a FAQ above an article that mentions the words', async () => {
    assert.equal((await pages('embed a channel'))[0], '/frequently-asked-questions/embedding-a-channel');
  });

  it('puts samples first when the query names code', async () => {
    assert.equal((await pages('restrict playback with a script'))[0], '/samples/dev/restrictions');
    assert.equal((await pages('restrict playback javascript'))[0], '/samples/dev/restrictions');
  });

  it('shows release notes after every other page, unless the query names a version or a date', async () => {
    const captions = await pages('caption editor');
    assert.equal(captions.at(-1), '/release-notes/2025/04/30/vidcove-11-4');
    assert.equal((await pages('vidcove 11.4'))[0], '/release-notes/2025/04/30/vidcove-11-4');
    assert.equal((await pages('caption editor april 2025'))[0], '/release-notes/2025/04/30/vidcove-11-4');
  });
});

describe('partial matches', () => {
  it('answers with the pages that hold some of the words and names the others in queryAfterRemoval', async () => {
    const result = await engine().engine.search('test', params('embed a channel in notion'));
    assert.ok(result.nbHits > 0);
    assert.equal(new URL(result.hits[0]!.url).pathname, '/frequently-asked-questions/embedding-a-channel');
    assert.equal(result.queryAfterRemoval, 'embed a channel in <em>notion</em>');
  });

  it('escapes the query in queryAfterRemoval', async () => {
    const result = await engine().engine.search('test', params('captions <b>zqxj</b> & more'));
    // Every word no result holds is marked, "b" of the tag too; the rest is escaped text.
    assert.equal(
      result.queryAfterRemoval,
      'captions &lt;<em>b</em>&gt;<em>zqxj</em>&lt;/<em>b</em>&gt; &amp; <em>more</em>',
    );
  });

  it('says nothing when a page holds every word, and finds nothing when no word matches', async () => {
    const full = await engine().engine.search('test', params('caption editor'));
    assert.equal(full.queryAfterRemoval, undefined);
    const none = await engine().engine.search('test', params('zqxj wvvk'));
    assert.equal(none.nbHits, 0);
    assert.equal(none.queryAfterRemoval, undefined);
  });
});

describe('what a search loads', () => {
  it('a one-letter query is answered from the manifest alone', async () => {
    const read: string[] = [];
    const result = await engine(PAGES, read).engine.search('test', params('c'));
    assert.ok(result.hits.length > 0);
    assert.deepEqual(read, []);
    assert.equal(result.hits[0]!.type, 'lvl1');
  });

  it('a search loads the shards of its words and the fragments of the pages it shows, once', async () => {
    const read: string[] = [];
    const {engine: search, manifest} = engine(PAGES, read);
    await search.search('test', params('caption editor'));
    const shards = read.filter((f) => f.startsWith('t'));
    assert.ok(shards.length >= 1 && shards.length < manifest.shards.length + 1);
    assert.ok(read.some((f) => f.startsWith('p')));
    const before = read.length;
    await search.search('test', params('caption editor'));
    assert.equal(read.length, before, 'nothing loaded twice');
  });
});

describe('the index files', () => {
  it('cuts sorted terms into shards that shardOf and shardsWithPrefix find', () => {
    const shards = ['', 'cap', 'e', 'p'];
    assert.equal(shardOf(shards, 'able'), 0);
    assert.equal(shardOf(shards, 'caption'), 1);
    assert.equal(shardOf(shards, 'zzz'), 3);
    assert.deepEqual(shardsWithPrefix(shards, 'ca'), [0, 1]);
    assert.deepEqual(shardsWithPrefix(shards, 'q'), [3]);
  });

  it('names every file with the index hash, one fragment per page', () => {
    const built = buildSearchIndex(PAGES, ORIGIN);
    const {hash} = built.manifest;
    assert.match(built.manifestName, new RegExp(`^index\\.${hash}\\.json$`));
    for (const name of built.files.keys()) assert.match(name, new RegExp(`^(index|t\\d+|p\\d+)\\.${hash}\\.json$`));
    assert.equal([...built.files.keys()].filter((n) => n.startsWith('p')).length, PAGES.length);
    assert.equal(
      built.manifest.n,
      PAGES.reduce((n, p) => n + p.h.length, 0),
    );
  });

  it('orders only the first hits a page shows, the same as a full sort would', () => {
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (const [length, count] of [
      [10, 20],
      [1000, 20],
      [5000, 40],
      [3000, 1],
    ] as const) {
      const items = Array.from({length}, () => next() % 500); // many equal keys
      const indexes = [...items.keys()];
      const compare = (a: number, b: number) => items[a]! - items[b]! || a - b;
      const expected = [...indexes].sort(compare).slice(0, count);
      const result = firstInOrder([...indexes], count, compare);
      assert.deepEqual(result.slice(0, count), expected);
      assert.deepEqual(
        [...result].sort((a, b) => a - b),
        indexes,
        'every item kept',
      );
    }
  });

  it('says which words a partial match leaves out, even when no hits are asked for', async () => {
    const result = await engine().engine.search('test', {query: 'caption zzzzqx', hitsPerPage: 0});
    assert.equal(result.hits.length, 0);
    assert.ok(result.nbHits > 0);
    assert.match(result.queryAfterRemoval ?? '', /<em>zzzzqx<\/em>/);
  });

  it('counts transpositions as one typo', () => {
    assert.equal(typoDistance('captoin', 'caption', 1), 1);
    assert.equal(typoDistance('caption', 'caption', 1), 0);
    assert.equal(typoDistance('cap', 'caption', 1), 2);
  });
});

describe('a search in a page', () => {
  // Enough pages about one thing for several turns of hits (the engine builds 5 between two turns).
  const many = [
    ...PAGES,
    ...Array.from({length: 12}, (_, i) =>
      page(`/library/uploading-${i}`, `Uploading media, part ${i + 1}`, [
        ['', `Upload your media from a computer, step ${i + 1}.`],
        ['Upload limits', 'Each upload can be as large as your plan allows.'],
      ]),
    ),
  ];
  const hitsOf = (result: {hits: {url: string}[]}) => result.hits.map((h) => h.url);
  // One index for both tests: `straight` runs each search through, as in Node; the others give way.
  const {engine: straight, manifest, source} = engine(many);

  it('gives the host a turn before ranking and between hits, and finds the same hits', async () => {
    let turns = 0;
    const yielding = createSearchEngine(manifest, source.file, {
      yieldToHost: async () => {
        turns += 1;
      },
    });
    const expected = await straight.search('test', params('upload'));
    const result = await yielding.search('test', params('upload'));
    assert.ok(expected.hits.length > 10, `${expected.hits.length} hits`);
    assert.deepEqual(hitsOf(result), hitsOf(expected));
    // Before ranking, before the hits, and after every 5 hits.
    assert.equal(turns, 2 + Math.floor((expected.hits.length - 1) / 5));
  });

  it('answers searches that overlap across turns as it answers them one at a time', async () => {
    const yielding = createSearchEngine(manifest, source.file, {
      yieldToHost: () => new Promise((resolve) => setTimeout(resolve, 0)),
    });
    const queries = ['upload', 'caption editor', 'restrict playback', 'upload limits'];
    const alone = [];
    for (const query of queries) alone.push(hitsOf(await straight.search('test', params(query))));
    const together = await Promise.all(queries.map((query) => yielding.search('test', params(query))));
    assert.deepEqual(together.map(hitsOf), alone);
  });
});
