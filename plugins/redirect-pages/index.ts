/**
 * Redirect pages for old help-centre paths (config/redirects.ts): @docusaurus/plugin-client-redirects'
 * collection, checks and file layout, with a page of this plugin's that is valid HTML. The upstream page has
 * no <title> and puts its <script> between </head> and <body>, where the Nu HTML Checker stops reading; this
 * one has a title, its script in the head, and a link for browsers that follow neither refresh nor script.
 */
import {validateOptions, type PluginOptions} from '@docusaurus/plugin-client-redirects';
import type {DocusaurusConfig, LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {collectRedirects, createToUrl, toRedirectFiles, writeRedirectFiles} from './client-redirects-internals';
import {escapeHtml} from '../../src/utils/html';

export interface RedirectPageOptions {
  /** Where the page sends readers: a path below the base URL (or a full URL), as the redirect plugin has it. */
  readonly to: string;
  /** The site's origin, for the canonical link. */
  readonly siteUrl: string;
  readonly siteTitle: string;
  /** `lang` of the page. */
  readonly lang: string;
}

/** The query and fragment the reader came with go along, unless the target names its own. */
function forwardsSearchAndHash(to: string): boolean {
  const url = new URL(to, 'https://example.com');
  return !url.search && !url.hash;
}

/**
 * The page's script: the same text on every page (the target comes from the refresh tag), so that a
 * Content-Security-Policy allows it with one hash whatever the target (see plugins/hosting).
 */
export const REDIRECT_SCRIPTS = {
  keepQuery:
    "var r=document.querySelector('meta[http-equiv=refresh]').content;" +
    "window.location.replace(r.slice(r.indexOf('url=')+4)+window.location.search+window.location.hash);",
  own:
    "var r=document.querySelector('meta[http-equiv=refresh]').content;" +
    "window.location.replace(r.slice(r.indexOf('url=')+4));",
} as const;

/** One redirect page: meta refresh and a script to the target (keeping ?query#hash), a canonical link, a title. */
export function redirectPage({to, siteUrl, siteTitle, lang}: RedirectPageOptions): string {
  const target = encodeURI(to);
  const href = escapeHtml(target);
  const canonical = escapeHtml(new URL(target, siteUrl).href);
  const script = forwardsSearchAndHash(to) ? REDIRECT_SCRIPTS.keepQuery : REDIRECT_SCRIPTS.own;
  return `<!DOCTYPE html>
<html lang="${escapeHtml(lang)}">
  <head>
    <meta charset="utf-8">
    <title>This page has moved | ${escapeHtml(siteTitle)}</title>
    <meta http-equiv="refresh" content="0; url=${href}">
    <link rel="canonical" href="${canonical}">
    <script>${script}</script>
  </head>
  <body>
    <p>This page has moved to <a href="${href}">${escapeHtml(to)}</a>.</p>
  </body>
</html>
`;
}

function htmlLang(siteConfig: DocusaurusConfig): string {
  const {defaultLocale, localeConfigs} = siteConfig.i18n;
  return localeConfigs[defaultLocale]?.htmlLang ?? defaultLocale;
}

/** Route paths relative to the base URL, with a leading slash, as the redirect plugin expects them. */
export function relativeRoutesPaths(routesPaths: readonly string[], baseUrl: string): string[] {
  return routesPaths.map((route) => {
    const relative = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route;
    return relative.startsWith('/') ? relative : `/${relative}`;
  });
}

export function redirectPages(
  _context: LoadContext,
  /** Already checked and given their defaults by `validateOptions` (below). */
  rawOptions: unknown,
): Plugin {
  const options = rawOptions as PluginOptions;
  return {
    name: 'vidcove-redirect-pages',
    async postBuild({routesPaths, baseUrl, outDir, siteConfig}) {
      const pluginContext = {
        relativeRoutesPaths: relativeRoutesPaths(routesPaths, baseUrl),
        baseUrl,
        outDir,
        options,
        siteConfig,
      };
      const {trailingSlash} = siteConfig;
      // Checks every target is a page and skips sources that are pages themselves, as upstream does.
      const redirects = collectRedirects(pluginContext, trailingSlash);
      const files = toRedirectFiles(redirects, pluginContext, trailingSlash).map((file, index) => ({
        ...file,
        fileContent: redirectPage({
          to: createToUrl(baseUrl, redirects[index]!.to),
          siteUrl: siteConfig.url,
          siteTitle: siteConfig.title,
          lang: htmlLang(siteConfig),
        }),
      }));
      // Refuses to overwrite any file the build wrote, as upstream does.
      await writeRedirectFiles(files);
    },
  };
}

/** The plugin, with the upstream plugin's option checks and defaults. */
export default Object.assign(redirectPages, {
  // Docusaurus types this hook generically; the upstream function is the one its own plugin exports.
  validateOptions: validateOptions as NonNullable<PluginModule['validateOptions']>,
});
