/**
 * Lean pages: what only some pages use stays out of what every page downloads.
 *
 * Docusaurus' defaults suit a small site. On this one they cost every reader: Prism (the syntax
 * highlighter, ~30 KB compressed) sits in the main bundle although most pages show no code; all CSS,
 * including the search modal's and that of components a single page uses, goes into one stylesheet;
 * the facts sheet that help articles import is copied into every article's chunk; and the code of
 * every internal link in view is prefetched, which on an article with a 20-link sidebar is several
 * hundred KB nobody asked for. This plugin:
 *
 * - replaces theme-classic's `prism-include-languages` client module with nothing; the languages are
 *   registered where code is shown (src/prism/register-languages.ts), and the code block's content
 *   loads Prism lazily (src/theme/CodeBlock);
 * - keeps the search modal's CSS with the modal's chunk (all other CSS stays in the one stylesheet);
 * - marks the facts sheet free of side effects, so a page bundles only the sections it imports, and
 *   puts each section in a chunk the pages that render it share;
 * - drops dark-theme rules from the stylesheets: the site is light only (config/theme.ts disables
 *   the colour-mode switch and ignores the system preference), so they can never apply;
 * - prefetches a link's code when the reader shows intent (hover, touch, focus), not when it
 *   scrolls into view (client/prefetch-on-intent.ts);
 * - after the build, drops rules of the linked stylesheet that need a class the built site never
 *   uses (unused-css.ts).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {purgeLinkedStylesheets} from './unused-css';

/** Theme-classic's client module that imports Prism and its extra languages into the main bundle. */
export const PRISM_CLIENT_MODULE = /theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

/**
 * Stylesheets needed only once the reader opens the search modal: they load with the modal's chunk
 * instead of in the site-wide `styles`. (Stylesheets of page components must stay in `styles`: the
 * pre-rendered HTML links only the entry stylesheets, so a page's own chunk CSS would arrive after
 * first paint and the page would flash unstyled.)
 */
export const PAGE_SPECIFIC_STYLESHEET = new RegExp(
  [
    String.raw`[\\/]src[\\/]theme[\\/]SearchBar[\\/]modal\.css$`,
    String.raw`@docsearch[\\/](css[\\/]dist[\\/](style|modal|sidepanel)|react[\\/]dist[\\/]style)`,
  ].join('|'),
);

/** Matches every stylesheet but the page-specific ones (a `test` for Docusaurus' `styles` group). */
export const SITE_WIDE_STYLESHEET = new RegExp(`^(?!.*(${PAGE_SPECIFIC_STYLESHEET.source}))`);

/** The facts sheet: its barrel (src/data/facts.ts) and one module per section (src/data/facts/). */
export const FACTS_SHEET = /[\\/]src[\\/]data[\\/]facts(\.ts$|[\\/])/;

/** A section module of the facts sheet, with its name. */
const FACTS_SECTION = /[\\/]src[\\/]data[\\/]facts[\\/]([\w-]+)\.ts$/;

/** `facts-limits` for src/data/facts/limits.ts: one chunk per section, shared by the pages that render it. */
export function factsChunkName(resource: string | undefined): string | undefined {
  const section = resource ? FACTS_SECTION.exec(resource)?.[1] : undefined;
  return section ? `facts-${section}` : undefined;
}

/** Selectors that only match in dark mode (`html[data-theme=dark] ...`, `[data-theme='dark'] ...`). */
const DARK_THEME_SELECTOR = /\[data-theme=(['"]?)dark\1\]/;

interface RuleLike {
  selectors: string[];
  remove(): void;
}

/** A PostCSS plugin that removes dark-theme selectors, and rules left with none. */
export const dropDarkTheme = {
  postcssPlugin: 'vidcove-drop-dark-theme',
  Rule(rule: RuleLike) {
    const light = rule.selectors.filter((selector) => !DARK_THEME_SELECTOR.test(selector));
    if (light.length === 0) rule.remove();
    else if (light.length < rule.selectors.length) rule.selectors = light;
  },
};

export default function leanPages(): Plugin {
  return {
    name: 'vidcove-lean-pages',
    configurePostCss(options) {
      options.plugins.push(dropDarkTheme);
      return options;
    },
    getClientModules: () => [path.join(__dirname, 'client', 'prefetch-on-intent.ts')],
    async postBuild({outDir, siteConfig}) {
      for (const sheet of await purgeLinkedStylesheets(outDir, siteConfig.baseUrl)) {
        const saved = ((1 - sheet.bytesAfter / sheet.bytesBefore) * 100).toFixed(0);
        console.log(
          `[lean-pages] ${sheet.to}: unused rules removed, ${sheet.bytesBefore} → ${sheet.bytesAfter} bytes (-${saved}%)`,
        );
      }
    },
    configureWebpack(_config, isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        module: {rules: [{test: FACTS_SHEET, sideEffects: false}]},
        plugins: [new NormalModuleReplacementPlugin(PRISM_CLIENT_MODULE, path.join(__dirname, 'client', 'empty.ts'))],
        optimization: isServer
          ? {}
          : {
              splitChunks: {
                cacheGroups: {
                  styles: {test: SITE_WIDE_STYLESHEET},
                  facts: {
                    test: FACTS_SECTION,
                    name: (module: unknown) => factsChunkName((module as {resource?: string} | undefined)?.resource),
                    chunks: 'async',
                    enforce: true,
                    priority: 45,
                  },
                },
              },
            },
      };
    },
  };
}
