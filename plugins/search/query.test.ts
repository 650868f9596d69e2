import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {searchPageTypes} from '../../config/search';
import {PAGE_TYPE_WEIGHT, classifyPage, pageRankOf, queryIntent, typeWeight} from './page-types';
import {parseQuery} from './query';
import {normaliseTerm, tokenize} from './text';

describe('word normalisation', () => {
  it('meets the forms readers and pages use', () => {
    const same = (a: string, b: string) => assert.equal(normaliseTerm(a), normaliseTerm(b), `${a} / ${b}`);
    same('embedding', 'embed');
    same('embedded', 'embeds');
    same('restriction', 'restricted');
    same('authentication', 'authenticate');
    same('organisation', 'organize');
    same('getting', 'get');
    same('transcription', 'transcript');
    assert.notEqual(normaliseTerm('caption'), normaliseTerm('cap'));
    assert.notEqual(normaliseTerm('section'), normaliseTerm('sect'));
    assert.equal(normaliseTerm('won’t'), null);
    assert.equal(normaliseTerm('before'), null);
  });

  it('reads a codec or a script library as one word', () => {
    assert.deepEqual(tokenize('H.264 with Player.js, version 11.4').map(normaliseTerm), [
      'h264',
      null,
      'playerj',
      'version',
      '11',
      '4',
    ]);
  });
});

describe('parseQuery', () => {
  it('groups a phrase of the synonym table into one concept with its synonyms', () => {
    const {concepts} = parseQuery('turn on two-factor authentication');
    // "on" is a filler word: "turn on" is "turn", which the table reads as "enable".
    assert.deepEqual(
      concepts.map((c) => c.terms.join(' ')),
      ['turn', 'two factor authenticat'],
    );
    const mfa = concepts[1]!.alternatives.map((a) => a.terms.join(' '));
    assert.ok(mfa.includes('mfa') && mfa.includes('2fa'));
    assert.ok(concepts[0]!.alternatives.some((a) => a.terms.join(' ') === 'enabl'));
  });

  it('widens one-way synonyms only from their input', () => {
    const webinar = parseQuery('webinar').concepts[0]!.alternatives.map((a) => a.terms.join(' '));
    assert.ok(webinar.includes('live event'));
    const event = parseQuery('live event').concepts[0]!.alternatives.map((a) => a.terms.join(' '));
    assert.ok(!event.includes('webinar'));
  });

  it('matches by prefix the word being typed, as written', () => {
    assert.deepEqual([...parseQuery('upl').prefixes], [['upl', 'upl']]);
    assert.deepEqual([...parseQuery('upl ').prefixes], []);
    assert.deepEqual([...parseQuery('video stats').prefixes], [['stat', 'stats']]);
    assert.deepEqual([...parseQuery('u').prefixes], []);
  });
});

describe('page types and intents', () => {
  it('classifies pages by route, as config/search.ts declares them', () => {
    const type = (route: string, tag = 'docs-default-current') => classifyPage(route, tag, searchPageTypes);
    assert.equal(type('/managing-media/thumbnails'), 'article');
    assert.equal(type('/frequently-asked-questions/'), 'faq');
    assert.equal(type('/frequently-asked-questions/signing-up'), 'faq');
    assert.equal(type('/samples/dev/iframe'), 'sample');
    assert.equal(type('/api/media-list', 'docs-api-current'), 'api');
    assert.equal(type('/getting-started/vidcove-glossary/'), 'glossary');
    assert.equal(type('/release-notes/2025/04/30/vidcove-11-4', 'default'), 'release');
    assert.equal(type('/status/', 'default'), 'page');
  });

  it('orders help article > FAQ > sample > glossary > release note, for Algolia too', () => {
    const order = ['article', 'faq', 'sample', 'glossary', 'release'] as const;
    for (let i = 1; i < order.length; i += 1) {
      assert.ok(PAGE_TYPE_WEIGHT[order[i - 1]!] > PAGE_TYPE_WEIGHT[order[i]!], order[i]);
      assert.ok(pageRankOf(order[i - 1]!) > pageRankOf(order[i]!), order[i]);
    }
  });

  it('reads code, release and problem intents from the query', () => {
    assert.deepEqual(queryIntent('Player.js events'), {code: true, release: false, problem: false});
    assert.deepEqual(queryIntent('copy the embed code'), {code: false, release: false, problem: false});
    assert.deepEqual(queryIntent('what changed in 11.4'), {code: false, release: true, problem: false});
    assert.deepEqual(queryIntent('update june 2025'), {code: false, release: true, problem: false});
    assert.deepEqual(queryIntent("captions won't show"), {code: false, release: false, problem: true});
    const none = queryIntent('captions');
    const code = queryIntent('captions api');
    assert.ok(typeWeight('sample', false, code) > typeWeight('article', false, code));
    assert.ok(typeWeight('sample', false, none) < typeWeight('article', false, none));
    assert.ok(typeWeight('release', false, queryIntent('captions 2025')) > typeWeight('article', false, none));
  });
});
