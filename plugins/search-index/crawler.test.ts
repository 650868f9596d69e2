import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import vm from 'node:vm';
import {searchIndexName} from '../../config/search';
import {FACET_ATTRIBUTES} from './engine';

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
