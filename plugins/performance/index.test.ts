import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, test} from 'node:test';
import {withoutViewportPrefetch} from './prefetch-policy';
import {NAVBAR_COLOR_MODE_TOGGLE, colorModeSwitchDisabled, dropDarkTheme} from './dark-theme';
import {FACTS_SHEET, factsChunkName} from './facts-chunks';
import performance, {NPROGRESS, PROGRESS_BAR} from './index';
import {PRISM_CLIENT_MODULE} from './lazy-prism';
import {PAGE_SPECIFIC_STYLESHEET, SITE_WIDE_STYLESHEET} from './stylesheets';

describe('which stylesheets stay out of the site-wide stylesheet', () => {
  const pageSpecific = [
    '/site/plugins/search/theme/SearchBar/modal.css',
    '/site/node_modules/@docsearch/css/dist/modal.css',
    '/site/node_modules/@docsearch/react/dist/style.css',
  ];
  const siteWide = [
    '/site/src/components/BitrateCalculator/styles.module.css',
    '/site/src/pages/index.module.css',
    '/site/plugins/search/theme/SearchPage/styles.module.css',
    '/site/docs/frequently-asked-questions/index.module.css',
    '/site/src/css/custom.css',
    '/site/plugins/search/theme/SearchBar/styles.css',
    '/site/node_modules/@docsearch/css/dist/button.css',
    '/site/node_modules/@docsearch/css/dist/_variables.css',
    '/site/node_modules/infima/dist/css/default/default.css',
    '/site/node_modules/@docusaurus/theme-classic/lib/theme/Navbar/Layout/styles.module.css',
  ];

  test('the search modal’s stylesheets load with the modal', () => {
    for (const file of pageSpecific) {
      assert.ok(PAGE_SPECIFIC_STYLESHEET.test(file), file);
      assert.equal(SITE_WIDE_STYLESHEET.test(file), false, file);
    }
  });

  test('Infima, the theme, components, pages and the search button stay in the site-wide stylesheet', () => {
    for (const file of siteWide) {
      assert.equal(PAGE_SPECIFIC_STYLESHEET.test(file), false, file);
      assert.ok(SITE_WIDE_STYLESHEET.test(file), file);
    }
  });
});

test('the Prism client module and the facts sheet are recognised by path', () => {
  assert.ok(PRISM_CLIENT_MODULE.test('/site/node_modules/@docusaurus/theme-classic/lib/prism-include-languages.js'));
  assert.ok(PRISM_CLIENT_MODULE.test('./prism-include-languages'.replace('.', 'theme-classic/lib')));
  assert.equal(PRISM_CLIENT_MODULE.test('/site/node_modules/@docusaurus/theme-classic/lib/nprogress.js'), false);
  assert.equal(PRISM_CLIENT_MODULE.test('/site/src/theme/prism-include-languages.ts'), false);
  assert.ok(FACTS_SHEET.test('/site/src/data/facts.ts'));
  assert.ok(FACTS_SHEET.test('/site/src/data/facts/limits.ts'));
  assert.equal(FACTS_SHEET.test('/site/src/data/areas.ts'), false);
  assert.equal(factsChunkName('/site/src/data/facts/limits.ts'), 'facts-limits');
  assert.equal(factsChunkName('/site/src/data/facts.ts'), undefined);
  assert.equal(factsChunkName(undefined), undefined);
});

/** The site's light-only colour mode (config/theme.ts): the switch is disabled. */
const SITE_CONTEXT = {
  generatedFilesDir: '/site/.docusaurus',
  siteConfig: {themeConfig: {colorMode: {defaultMode: 'light', disableSwitch: true}}},
};

/** Where the site's installed packages resolve `request`. */
const installedModule = (request: string) => createRequire(path.join(process.cwd(), 'package.json')).resolve(request);

test('theme-classic still has the Prism client module the plugin replaces (it fails loudly if an upgrade moves it)', () => {
  const installed = installedModule('@docusaurus/theme-classic/lib/prism-include-languages');
  assert.ok(PRISM_CLIENT_MODULE.test(installed), installed);
});

// What these rules do to the pages is tested on the built site: e2e/budgets.spec.ts (bytes per page type, stylesheets
// per feature) and e2e/docs.spec.ts (the highlighter loads on reach). Here: which bundle each applies to.
test('the production browser bundle alone gets the route-table rewrite, the style and facts chunks', () => {
  class NormalModuleReplacementPlugin {}
  const defines: unknown[] = [];
  class DefinePlugin {
    constructor(definitions: unknown) {
      defines.push(definitions);
    }
  }
  const utils = {currentBundler: {instance: {DefinePlugin, NormalModuleReplacementPlugin}}} as never;
  const plugin = performance(SITE_CONTEXT as never, undefined);
  type Rule = {use?: {loader: string}[]};
  const configure = (config: object, isServer: boolean) =>
    plugin.configureWebpack!(config as never, isServer, utils, undefined as never) as {
      module: {rules: Rule[]};
      optimization: {splitChunks?: {cacheGroups: Record<string, {test: RegExp}>}};
    };
  const rewritesRouteTables = (output: {module: {rules: Rule[]}}) =>
    output.module.rules.some((rule) => rule.use?.some((use) => path.basename(use.loader) === 'route-tables.cjs'));

  const client = configure({mode: 'production'}, false);
  assert.equal(rewritesRouteTables(client), true);
  assert.ok(client.optimization.splitChunks?.cacheGroups.facts?.test.test('/site/src/data/facts/ui.ts'));
  assert.equal(rewritesRouteTables(configure({mode: 'development'}, false)), false, 'npm start keeps them');
  const server = configure({mode: 'production'}, true);
  assert.equal(rewritesRouteTables(server), false);
  assert.deepEqual(server.optimization, {});
  // Each bundle knows which it is: the server's code block renders the highlighted code at once.
  assert.deepEqual(defines.slice(0, 1), [{'process.env.PERFORMANCE_SERVER_BUNDLE': '"false"'}]);
  assert.deepEqual(defines.at(-1), {'process.env.PERFORMANCE_SERVER_BUNDLE': '"true"'});
});

describe('prefetch on intent', () => {
  test('links in view prefetch nothing; hovering still preloads the page', async () => {
    const calls: string[] = [];
    const docusaurus = {
      prefetch: (path: string) => (calls.push(`prefetch ${path}`), Promise.resolve([])),
      preload: (path: string) => (calls.push(`preload ${path}`), Promise.resolve([])),
    };
    const lean = withoutViewportPrefetch(docusaurus);
    assert.equal(lean.prefetch('/library/uploading-your-media'), false);
    await lean.preload('/library/uploading-your-media');
    assert.deepEqual(calls, ['preload /library/uploading-your-media']);
    assert.ok(Object.isFrozen(lean));
  });
});

test('the colour-mode toggle is replaced only while the switch is disabled, and theme-classic still has it', () => {
  assert.equal(colorModeSwitchDisabled(SITE_CONTEXT.siteConfig.themeConfig), true);
  assert.equal(colorModeSwitchDisabled({colorMode: {disableSwitch: false}}), false);
  assert.equal(colorModeSwitchDisabled({}), false);
  assert.equal(colorModeSwitchDisabled(undefined), false);
  const installed = installedModule('@docusaurus/theme-classic/lib/theme/Navbar/ColorModeToggle');
  assert.ok(NAVBAR_COLOR_MODE_TOGGLE.module.test(installed), installed);
  assert.equal(NAVBAR_COLOR_MODE_TOGGLE.module.test(installed.replace('Navbar', 'Other')), false);

  // With the switch enabled, the bundler keeps theme-classic's toggle: only Prism's module is replaced.
  const patterns: unknown[] = [];
  class NormalModuleReplacementPlugin {
    constructor(pattern: unknown) {
      patterns.push(pattern);
    }
  }
  class DefinePlugin {}
  const utils = {currentBundler: {instance: {DefinePlugin, NormalModuleReplacementPlugin}}} as never;
  const switchable = {...SITE_CONTEXT, siteConfig: {themeConfig: {colorMode: {disableSwitch: false}}}};
  performance(switchable as never, undefined).configureWebpack!(
    {mode: 'production'} as never,
    false,
    utils,
    undefined as never,
  );
  assert.deepEqual(patterns, [PRISM_CLIENT_MODULE]);
});

test('dark-theme rules are dropped, light ones kept', () => {
  const rule = (selectors: string[]) => {
    const state = {selectors, removed: false, remove: () => (state.removed = true)};
    return state;
  };
  const dark = rule(["html[data-theme='dark']", '[data-theme=dark] .navbar']);
  const mixed = rule([':root', 'html[data-theme="dark"] .DocSearch']);
  const light = rule(['.navbar', 'html[data-theme=light]']);
  for (const r of [dark, mixed, light]) dropDarkTheme.Rule(r);
  assert.equal(dark.removed, true);
  assert.deepEqual([mixed.removed, mixed.selectors], [false, [':root']]);
  assert.deepEqual([light.removed, light.selectors], [false, ['.navbar', 'html[data-theme=light]']]);
});

test("a change to one of the plugin's loaders empties Rspack's persistent cache, when there is one", () => {
  class Stub {}
  const utils = {currentBundler: {instance: {DefinePlugin: Stub, NormalModuleReplacementPlugin: Stub}}} as never;
  const plugin = performance(SITE_CONTEXT as never, undefined);
  type Output = {module: {rules: {use?: {loader: string}[]}[]}; experiments?: {cache: {buildDependencies: string[]}}};
  const configure = (config: object) =>
    plugin.configureWebpack!(config as never, false, utils, undefined as never) as Output;

  const persistent = {mode: 'production', experiments: {cache: {type: 'persistent', buildDependencies: ['/x.js']}}};
  const output = configure(persistent);
  const dependencies = output.experiments?.cache.buildDependencies ?? [];
  for (const rule of output.module.rules) {
    for (const {loader} of rule.use ?? []) assert.ok(dependencies.includes(loader), loader);
  }
  // What route-tables.cjs requires is listed too.
  assert.ok(dependencies.includes(path.join(__dirname, 'shared-tag-route.cjs')));
  for (const file of dependencies) assert.ok(existsSync(file), file);
  // Without a persistent cache (DOCUSAURUS_NO_PERSISTENT_CACHE), none is configured.
  assert.equal(configure({mode: 'production'}).experiments, undefined);
});

test("the page-loading bar answers every nprogress call theme-classic's client module makes", async () => {
  const installed = createRequire(path.join(process.cwd(), 'package.json')).resolve(
    '@docusaurus/theme-classic/lib/nprogress',
  );
  const source = readFileSync(installed, 'utf8');
  assert.match(source, /^import nprogress from 'nprogress';$/m);
  const calls = new Set([...source.matchAll(/\bnprogress\.(\w+)\(/g)].map((m) => m[1]));
  const {default: bar} = (await import(PROGRESS_BAR)) as {default: Record<string, unknown>};
  assert.deepEqual([...calls].sort(), ['configure', 'done', 'start']);
  for (const call of calls) assert.equal(typeof bar[call!], 'function', call);
  assert.equal(productionAliases(false)[`${NPROGRESS}$`], PROGRESS_BAR);
});

/** The module aliases of the plugin's production bundler configuration, for the browser or the server. */
function productionAliases(isServer: boolean): Record<string, string> {
  const plugin = performance(SITE_CONTEXT as never, undefined);
  class Stub {}
  const utils = {currentBundler: {instance: {DefinePlugin: Stub, NormalModuleReplacementPlugin: Stub}}} as never;
  const output = plugin.configureWebpack!({mode: 'production'} as never, isServer, utils, undefined as never) as {
    resolve: {alias: Record<string, string>};
  };
  return output.resolve.alias;
}
