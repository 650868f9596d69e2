// @ts-check
/**
 * The site configuration the browser gets, without the plugin declarations and, on a light-only site,
 * the dark Prism theme (a webpack loader, client production build only).
 *
 * Docusaurus bundles the whole site configuration into `main` (`.docusaurus/docusaurus.config.mjs`, read
 * by `useDocusaurusContext().siteConfig`). Its `plugins`, `presets` and `themes` carry every plugin's
 * options (on this site the redirects, the search, status and Markdown-twin settings): about 8 KB raw,
 * 1.9 KB brotli, on every page. No code in the browser reads them: neither Docusaurus' client and themes
 * nor this site's (checked in the built scripts with Docusaurus 3.10: no `siteConfig.plugins`, `presets`
 * or `themes`). The server build keeps the configuration as it is.
 *
 * On a site that is light only (the colour mode fixed to light: no switch, no following the system's
 * preference), the Prism theme for dark mode goes too: its only reader, theme-common's usePrismTheme,
 * takes the light theme when there is none, and picks the dark one only in dark mode, which never comes.
 *
 * If Docusaurus changes the file's format, the build fails here with a message rather than shipping a
 * configuration the client cannot read.
 */

/** Keys of the site configuration that only the build reads. */
const BUILD_ONLY = ['plugins', 'presets', 'themes'];

/**
 * @param {string} source .docusaurus/docusaurus.config.mjs as Docusaurus writes it
 * @returns {string} the same module without BUILD_ONLY
 */
function clientSiteConfig(source) {
  const match = /^(?:\/\*[\s\S]*?\*\/\s*)?export default (\{[\s\S]*\});\s*$/.exec(source);
  if (!match) {
    throw new Error(
      'client-site-config: .docusaurus/docusaurus.config.mjs is not `export default {…};` any more (a Docusaurus upgrade?)',
    );
  }
  /** @type {Record<string, unknown>} */
  const config = JSON.parse(match[1] ?? '');
  for (const key of BUILD_ONLY) delete config[key];
  const themeConfig = /** @type {{colorMode?: Record<string, unknown>; prism?: Record<string, unknown>}} */ (
    config.themeConfig ?? {}
  );
  const {colorMode, prism} = themeConfig;
  if (colorMode?.disableSwitch && colorMode.defaultMode === 'light' && !colorMode.respectPrefersColorScheme) {
    delete prism?.darkTheme;
  }
  return `export default ${JSON.stringify(config)};\n`;
}

module.exports = clientSiteConfig;
module.exports.clientSiteConfig = clientSiteConfig;
module.exports.BUILD_ONLY = BUILD_ONLY;
