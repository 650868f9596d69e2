import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {siteConfigPattern} from './index';

const require = createRequire(__filename);
const {clientSiteConfig, BUILD_ONLY} = require('./client-site-config.cjs') as {
  clientSiteConfig: (source: string) => string;
  BUILD_ONLY: string[];
};
// Docusaurus' own generator of .docusaurus/ (an internal file: this test fails if an upgrade moves it).
const {generateSiteFiles} = createRequire(path.join(process.cwd(), 'package.json'))(
  '@docusaurus/core/lib/server/codegen/codegen.js',
) as {generateSiteFiles: (params: Record<string, unknown>) => Promise<void>};

const dir = mkdtempSync(path.join(tmpdir(), 'client-site-config-'));
after(() => rmSync(dir, {recursive: true, force: true}));

const siteConfig = {
  title: 'Vidcove Help Centre',
  url: 'https://help.vidcove.com',
  baseUrl: '/',
  future: {v4: {removeLegacyPostBuildHeadAttribute: true}},
  presets: [['classic', {docs: {routeBasePath: '/'}}]],
  plugins: [[null, {redirects: [{from: ['/glossary'], to: '/getting-started/vidcove-glossary/'}]}], 'ideal-image'],
  themes: ['docusaurus-theme-openapi-docs'],
  themeConfig: {navbar: {title: 'Help Centre', items: [{to: '/', label: 'Home'}]}},
  customFields: {},
};

test('the browser gets the site configuration without the plugin declarations, everything else unchanged', async () => {
  await generateSiteFiles({
    generatedFilesDir: dir,
    siteConfig,
    clientModules: [],
    routes: [],
    globalData: {},
    siteMetadata: {},
    siteStorage: {},
    i18n: {},
    codeTranslations: {},
  });
  const source = readFileSync(path.join(dir, 'docusaurus.config.mjs'), 'utf8');
  const out = clientSiteConfig(source);
  assert.match(out, /^export default \{.*\};\n$/s);
  const client = JSON.parse(out.slice('export default '.length, -2)) as Record<string, unknown>;
  const expected: Record<string, unknown> = {...siteConfig};
  for (const key of BUILD_ONLY) delete expected[key];
  assert.deepEqual(client, expected);
  assert.deepEqual(BUILD_ONLY, ['plugins', 'presets', 'themes']);
});

test('a file in another format fails the build with a message', () => {
  assert.throws(() => clientSiteConfig('module.exports = {};'), /is not `export default \{…\};` any more/);
});

test('the loader applies to the generated configuration module only, on any OS', () => {
  const pattern = siteConfigPattern('/site/.docusaurus');
  assert.ok(pattern.test('/site/.docusaurus/docusaurus.config.mjs'));
  assert.ok(!pattern.test('/site/docusaurus.config.ts'));
  assert.ok(!pattern.test('/site/.docusaurus/docusaurusXconfig.mjs'));
  assert.ok(siteConfigPattern('C:\\site\\.docusaurus').test('C:\\site\\.docusaurus\\docusaurus.config.mjs'));
});

test('a light-only site sends no dark Prism theme; a site with dark mode keeps it', () => {
  const prism = {theme: {plain: {color: '#393A34'}}, darkTheme: {plain: {color: '#F8F8F2'}}, additionalLanguages: []};
  const lightOnly = {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false};
  const client = (colorMode: object) =>
    JSON.parse(
      clientSiteConfig(`export default ${JSON.stringify({title: 'T', themeConfig: {colorMode, prism}})};`).slice(
        'export default '.length,
        -2,
      ),
    ) as {themeConfig: {prism: Record<string, unknown>}};
  assert.deepEqual(client(lightOnly).themeConfig.prism, {theme: prism.theme, additionalLanguages: []});
  for (const colorMode of [
    {...lightOnly, disableSwitch: false},
    {...lightOnly, respectPrefersColorScheme: true},
    {...lightOnly, defaultMode: 'dark'},
  ]) {
    assert.deepEqual(client(colorMode).themeConfig.prism, prism, JSON.stringify(colorMode));
  }
});
