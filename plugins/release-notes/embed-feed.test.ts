import assert from 'node:assert/strict';
import {test} from 'node:test';
import {withoutLoaderRules} from './embed-feed';

test('keeps the blog plugin’s aliases and lifecycle but drops its MDX loader rules', () => {
  const contentLoaded = async () => undefined;
  const plugin = {
    name: 'docusaurus-plugin-content-blog',
    contentLoaded,
    configureWebpack: () => ({resolve: {alias: {'~blog': '/x'}}, module: {rules: [{test: /\.mdx?$/}]}}),
  } as unknown as Parameters<typeof withoutLoaderRules>[0];
  const wrapped = withoutLoaderRules(plugin);
  assert.equal(wrapped.contentLoaded, contentLoaded);
  const config = (wrapped.configureWebpack as (...a: unknown[]) => Record<string, unknown>)();
  assert.deepEqual(config, {resolve: {alias: {'~blog': '/x'}}, module: {rules: []}});
});
