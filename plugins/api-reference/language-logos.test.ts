import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';
import {test} from 'node:test';
import postcss from 'postcss';
import {compile} from 'sass';
import {dropUnofferedLanguages} from './language-logos';
import {apiThemeConfig} from './options';

const require = createRequire(__filename);
/** The openapi theme's own code-tab styles, compiled as its Sass rule compiles them. */
const themeCss = compile(
  path.join(
    path.dirname(require.resolve('docusaurus-theme-openapi-docs/package.json')),
    'lib/theme/ApiExplorer/CodeTabs/_CodeTabs.scss',
  ),
).css;

const offered = apiThemeConfig.languageTabs.map((tab) => tab.logoClass);

function selectorsOf(css: string): string[] {
  const selectors: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    selectors.push(...rule.selectors);
  });
  return selectors;
}

test("keeps the offered languages' tabs and logos, and the tabs' other modifiers", async () => {
  const {css} = await postcss([dropUnofferedLanguages(offered)]).process(themeCss, {from: undefined});
  const selectors = selectorsOf(css);
  for (const language of offered) {
    assert.ok(selectors.includes(`.openapi-tabs__code-item--${language}`), `${language} tab`);
    assert.ok(selectors.includes(`.openapi-tabs__code-item--${language}::after`), `${language} logo`);
  }
  for (const modifier of ['variant', 'sample'])
    assert.ok(selectors.includes(`.openapi-tabs__code-item--${modifier}`), `--${modifier}`);
});

test('drops every rule of the languages the reference does not offer', async () => {
  const before = selectorsOf(themeCss);
  assert.ok(before.includes('.openapi-tabs__code-item--dart::after'), 'the theme still styles dart');
  const {css} = await postcss([dropUnofferedLanguages(offered)]).process(themeCss, {from: undefined});
  const after = selectorsOf(css);
  for (const language of ['go', 'dart', 'rust', 'objective-c', 'powershell'])
    assert.ok(!after.some((selector) => selector.includes(`code-item--${language}`)), language);
  // The logos are most of the stylesheet.
  assert.ok(css.length < themeCss.length / 2, `${css.length} of ${themeCss.length} characters left`);
});

test('a stylesheet without language logos is left as it is', async () => {
  const css = '.openapi-tabs__code-item--variant{color:red}.menu{color:blue}';
  const result = await postcss([dropUnofferedLanguages(['curl'])]).process(css, {from: undefined});
  assert.equal(result.css, css);
});
