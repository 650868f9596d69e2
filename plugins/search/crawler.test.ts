import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import vm from 'node:vm';
import {searchIndexName, searchPageTypes} from '../../config/search';
import {algoliaSettings} from './algolia';
import {FACET_ATTRIBUTES} from './engine';
import {classifyPage, pageRankOf} from './page-types';

interface CrawlerConfig {
  startUrls: string[];
  exclusionPatterns: string[];
  actions: {indexName: string; recordExtractor: (args: unknown) => unknown}[];
  initialIndexSettings: Record<string, {attributesForFaceting: string[]; attributeForDistinct: string}>;
}

function loadCrawlerConfig(): CrawlerConfig {
  let config: CrawlerConfig | undefined;
  const source = readFileSync(path.join(__dirname, 'crawler.config.js'), 'utf8');
  vm.runInNewContext(source, {
    Crawler: function Crawler(this: unknown, options: CrawlerConfig) {
      config = options;
    },
  });
  assert.ok(config, 'the file constructs a Crawler');
  return config;
}

describe('DocSearch crawler configuration', () => {
  const config = loadCrawlerConfig();

  it('fills the index the site searches, with the facets contextual search filters on', () => {
    assert.deepEqual(
      Array.from(config.actions, (a) => a.indexName),
      [searchIndexName],
    );
    const settings = config.initialIndexSettings[searchIndexName]!;
    for (const facet of ['language', 'docusaurus_tag', 'version', 'type']) {
      assert.ok(settings.attributesForFaceting.includes(facet), facet);
      assert.ok(FACET_ATTRIBUTES.includes(facet), `${facet} is also a facet of the local index`);
    }
    assert.equal(settings.attributeForDistinct, 'url');
  });

  it('crawls the public site and leaves out what the local index leaves out', () => {
    assert.deepEqual(Array.from(config.startUrls), ['https://help.vidcove.com/']);
    for (const excluded of ['404.html', '/search', '/tags/**']) {
      assert.ok(
        config.exclusionPatterns.some((p) => p.endsWith(excluded)),
        excluded,
      );
    }
  });

  it('carries the settings npm run search:algolia generates', () => {
    assert.deepEqual(JSON.parse(JSON.stringify(config.initialIndexSettings[searchIndexName])), algoliaSettings());
  });

  it('gives each record the page type and pageRank the local engine gives the page', () => {
    const extract = config.actions[0]!.recordExtractor;
    /** A stand-in for Cheerio: every selection is empty except the meta tags asked for. */
    const fake = (meta: Record<string, string>) => {
      const selection: Record<string, unknown> = {};
      Object.assign(selection, {
        length: 0,
        attr: () => undefined,
        remove: () => selection,
        filter: () => selection,
        not: () => selection,
        map: () => selection,
        first: () => selection,
        children: () => selection,
        get: () => [],
        text: () => '',
      });
      return (selector: string) => {
        const name = /meta\[name="([^"]+)"\]/.exec(selector)?.[1];
        return name ? {...selection, attr: () => meta[name], length: 1} : selection;
      };
    };
    const cases: [string, string][] = [
      ['/managing-media/thumbnails', 'docs-default-current'],
      ['/frequently-asked-questions/signing-up', 'docs-default-current'],
      ['/samples/dev/iframe', 'docs-default-current'],
      ['/api/media-list', 'docs-api-current'],
      ['/getting-started/vidcove-glossary/', 'docs-default-current'],
      ['/release-notes/2025/04/30/vidcove-11-4', 'default'],
      ['/status/', 'default'],
    ];
    for (const [route, tag] of cases) {
      let props: {pageRank: string; page_type: {defaultValue: string}} | undefined;
      extract({
        url: new URL(`https://help.vidcove.com${route}`),
        $: fake({'docsearch:docusaurus_tag': tag}),
        helpers: {docsearch: (options: {recordProps: typeof props}) => (props = options.recordProps)},
      });
      const type = classifyPage(route, tag, searchPageTypes);
      assert.equal(props?.page_type.defaultValue, type, route);
      assert.equal(props?.pageRank, String(pageRankOf(type)), route);
    }
  });

  it('extracts no records from noindex pages and tag listings', () => {
    const extract = config.actions[0]!.recordExtractor;
    const page = (meta: Record<string, string>) => {
      const $ = (selector: string) => {
        const name = /meta\[name="([^"]+)"\]/.exec(selector)?.[1];
        const value = name ? meta[name] : undefined;
        return {attr: () => value, length: selector.includes('http-equiv') ? 0 : 1};
      };
      return {$, helpers: {docsearch: () => ['records']}};
    };
    assert.equal((extract(page({robots: 'noindex, nofollow'})) as unknown[]).length, 0);
    assert.equal((extract(page({'docsearch:docusaurus_tag': 'doc_tag_doc_list'})) as unknown[]).length, 0);
  });
});
