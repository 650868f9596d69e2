/* global Crawler */
/**
 * Algolia DocSearch crawler configuration for help.vidcove.com (paste into the Algolia Crawler editor).
 * It produces the records the local index has (plugins/search-index): hierarchy lvl0–lvl6, content,
 * anchors, absolute URLs, and the `language`, `version` and `docusaurus_tag` facets that contextual search
 * filters on (read from the pages' `docsearch:*` meta tags), into the index `help-vidcove`
 * (ALGOLIA_INDEX_NAME). lvl0 is the page's first breadcrumb (its section), as in the local index.
 * Not indexed, as locally: the not-found page, noindex pages (unlisted docs, /search), redirect pages and
 * listings contextual search never shows (tag lists, blog lists).
 * Synonyms are index data, not settings: add the groups of plugins/search-index/text.ts ("sign in"/"log in",
 * "MFA"/"2FA", ...) in the index's Synonyms tab.
 */
new Crawler({
  appId: 'ALGOLIA_APP_ID',
  apiKey: 'ALGOLIA_CRAWLER_API_KEY',
  rateLimit: 8,
  maxDepth: 10,
  startUrls: ['https://help.vidcove.com/'],
  sitemaps: ['https://help.vidcove.com/sitemap.xml'],
  ignoreCanonicalTo: true,
  discoveryPatterns: ['https://help.vidcove.com/**'],
  exclusionPatterns: [
    'https://help.vidcove.com/404.html',
    'https://help.vidcove.com/search',
    'https://help.vidcove.com/search/**',
    'https://help.vidcove.com/tags/**',
    'https://help.vidcove.com/release-notes/tags/**',
    'https://help.vidcove.com/release-notes-embed/**',
  ],
  actions: [
    {
      indexName: 'help-vidcove',
      pathsToMatch: ['https://help.vidcove.com/**'],
      recordExtractor: ({$, helpers}) => {
        const robots = $('meta[name="robots"]').attr('content') || '';
        const tag = $('meta[name="docsearch:docusaurus_tag"]').attr('content') || 'default';
        if (robots.includes('noindex') || $('meta[http-equiv="refresh"]').length > 0) return [];
        if (tag !== 'default' && !tag.startsWith('docs-')) return [];

        // Headings' "Direct link to" anchors are not text.
        $('.hash-link').remove();
        const crumbs = $('nav.theme-doc-breadcrumbs .breadcrumbs__item')
          .not('.breadcrumbs__item--active')
          .map((_, el) => $(el).text().trim())
          .get()
          .filter(Boolean);
        const lvl0 =
          crumbs[0] || $('.navbar__items .navbar__link--active').first().text().trim() || 'Vidcove Help Centre';

        return helpers.docsearch({
          recordProps: {
            lvl0: {selectors: '', defaultValue: lvl0},
            lvl1: ['article h1', 'main h1', 'header h1', 'head > title'],
            lvl2: ['article h2', 'main h2'],
            lvl3: ['article h3', 'main h3'],
            lvl4: ['article h4', 'main h4'],
            lvl5: ['article h5', 'main h5'],
            lvl6: ['article h6', 'main h6'],
            content: [
              'article p, article li, article tr, article dt, article dd',
              'main p, main li, main tr, main dt, main dd',
            ],
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
  ],
  initialIndexSettings: {
    'help-vidcove': {
      attributesForFaceting: ['type', 'lang', 'language', 'version', 'docusaurus_tag'],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      camelCaseAttributes: ['hierarchy', 'content'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
      ],
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
      highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
      highlightPostTag: '</span>',
      minWordSizefor1Typo: 3,
      minWordSizefor2Typos: 7,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      ignorePlurals: true,
      advancedSyntax: true,
      attributeCriteriaComputedByMinProximity: true,
      removeWordsIfNoResults: 'allOptional',
      separatorsToIndex: '_',
    },
  },
});
