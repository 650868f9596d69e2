/* global Crawler */
/**
 * Algolia DocSearch crawler configuration for help.vidcove.com (paste into the Algolia Crawler editor).
 * It produces the records the local index has (plugins/search): hierarchy lvl0–lvl6, content,
 * anchors, absolute URLs, and the `language`, `version` and `docusaurus_tag` facets that contextual search
 * filters on (read from the pages' `docsearch:*` meta tags), into the index `help-vidcove`
 * (ALGOLIA_INDEX_NAME). lvl0 is the page's first breadcrumb (its section), as in the local index.
 * Not indexed, as locally: the not-found page, noindex pages (unlisted docs, /search), redirect pages and
 * listings contextual search never shows (tag lists, blog lists).
 * Each record's weight.pageRank and page_type come from its URL (help article > FAQ > sample > glossary >
 * release note, as the local engine ranks them). `initialIndexSettings` are what `npm run search:algolia`
 * generates (plugins/search/algolia.ts; a test checks they agree); Algolia applies them only when the
 * crawler creates the index. Synonyms and rules are not settings: apply them, and the settings to an
 * existing index, with `npm run search:algolia -- --apply` (see the README, "Search").
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
      recordExtractor: ({url, $, helpers}) => {
        const robots = $('meta[name="robots"]').attr('content') || '';
        const tag = $('meta[name="docsearch:docusaurus_tag"]').attr('content') || 'default';
        if (robots.includes('noindex') || $('meta[http-equiv="refresh"]').length > 0) return [];
        if (tag !== 'default' && !tag.startsWith('docs-')) return [];

        // Headings' "Direct link to" anchors are not text, nor are list items that only link to
        // another page (related articles): they would make that page's title match here.
        $('.hash-link').remove();
        $('article li, main li')
          .filter((_, el) => {
            const item = $(el);
            return (
              item.children().length === 1 &&
              item.children('a').length === 1 &&
              item.text().trim() === item.children('a').text().trim()
            );
          })
          .remove();
        const crumbs = $('nav.theme-doc-breadcrumbs .breadcrumbs__item')
          .not('.breadcrumbs__item--active')
          .map((_, el) => $(el).text().trim())
          .get()
          .filter(Boolean);
        const lvl0 =
          crumbs[0] || $('.navbar__items .navbar__link--active').first().text().trim() || 'Vidcove Help Centre';

        // Page types, first match wins, with their weight.pageRank: plugins/search/page-types.ts and
        // config/search.ts (a test checks they agree). Other docs pages are help articles; other pages `page`.
        const pageTypes = [
          ['/frequently-asked-questions/', 'faq', 90],
          ['/samples/', 'sample', 45],
          ['/api/', 'api', 45],
          ['/getting-started/vidcove-glossary/', 'glossary', 35],
          ['/release-notes/', 'release', 30],
        ];
        const path = url.pathname;
        const [, pageType, pageRank] = pageTypes.find(
          ([prefix]) => path === prefix.slice(0, -1) || path.startsWith(prefix),
        ) || ['', tag.startsWith('docs-') ? 'article' : 'page', tag.startsWith('docs-') ? 100 : 40];

        return helpers.docsearch({
          recordProps: {
            lvl0: {selectors: '', defaultValue: lvl0},
            lvl1: ['article h1', 'main h1', 'header h1', 'head > title'],
            lvl2: ['article h2', 'main h2'],
            lvl3: ['article h3', 'main h3'],
            lvl4: ['article h4', 'main h4'],
            lvl5: ['article h5', 'main h5'],
            // A walkthrough video's chapters (plugins/videos): a hit opens the article at that moment.
            lvl6: ['article h6', 'main h6', 'article [data-search-moment]'],
            content: [
              'article p, article li:not([data-search-moment]), article tr, article dt, article dd, article header time',
              'main p, main li, main tr, main dt, main dd',
            ],
            pageRank: String(pageRank),
            page_type: {defaultValue: pageType},
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
      attributesForFaceting: ['type', 'lang', 'language', 'version', 'docusaurus_tag', 'filterOnly(page_type)'],
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
      minWordSizefor1Typo: 5,
      minWordSizefor2Typos: 8,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      ignorePlurals: ['en'],
      removeStopWords: ['en'],
      queryLanguages: ['en'],
      indexLanguages: ['en'],
      advancedSyntax: true,
      attributeCriteriaComputedByMinProximity: true,
      removeWordsIfNoResults: 'lastWords',
      separatorsToIndex: '_',
    },
  },
});
