// Part of the facts sheet (../facts.ts): see the rules for editors there.

// ---------------------------------------------------------------------------------------------
// Sites: what Vidcove does with HTML you add
// ---------------------------------------------------------------------------------------------

export const siteHtml = {
  /**
   * The Advanced footer tab of the site settings. Vidcove cleans this HTML when you save it, so
   * the footer on every page is markup and styles only.
   */
  advancedFooter: {
    removed: [
      '<script> elements',
      'event attributes such as onclick',
      'links that start with javascript:',
      '<iframe>, <object>, <embed> and <form> elements',
    ],
    kept: ['headings', 'paragraphs', 'lists', 'links', 'images', '<nav> and <footer> elements', 'class attributes'],
    /** CSS in the footer styles the footer only. */
    css: 'Vidcove keeps CSS rules whose selectors start with a class used in the footer, and removes the others, such as rules for body.',
  },
  /**
   * What Vidcove writes for search engines and link previews from the SEO tab. Pages behind
   * registration or sign-in are left out of the sitemap, and with indexing off robots.txt
   * disallows every page.
   */
  seo: {
    metaTags: ['<title>', 'meta description', 'og:title', 'og:description', 'og:image', 'og:url'],
    files: ['/sitemap.xml', '/robots.txt'],
    /** Share image size the SEO tab asks for: the 1.91:1 size that link previews use. */
    shareImage: {widthPx: 1200, heightPx: 630, formats: ['PNG', 'JPEG']},
  },
  /** The HTML embed widget, for code from other services (forms, calendars). */
  htmlEmbedWidget: {
    /** Its code runs as written, scripts included, on the site's own address. */
    runsScripts: true,
  },
} as const;
