import assert from 'node:assert/strict';
import {test} from 'node:test';
import {apiDocsPluginId} from '../../api-reference/options';
import {DOCS_SECTION_NAMES, docsearchTagLabel} from './runtime';

test('each docs plugin gets its own name in the docs-version filter', () => {
  const labels = {'default/current': 'Next', [`${apiDocsPluginId}/current`]: 'Next'};
  assert.equal(docsearchTagLabel('docs-default-current', labels), 'Help articles (current version)');
  assert.equal(docsearchTagLabel(`docs-${apiDocsPluginId}-current`, labels), 'API reference (current version)');
  assert.equal(docsearchTagLabel('default', labels), 'Other pages');
  assert.ok(Object.hasOwn(DOCS_SECTION_NAMES, apiDocsPluginId));
});

test('"Next" never labels a filter, where it would read as "next page"', () => {
  const labels = {'default/current': 'Next', 'default/2.0': '2.0'};
  assert.doesNotMatch(docsearchTagLabel('docs-default-current', labels), /Next/);
  assert.equal(docsearchTagLabel('docs-default-2.0', labels), 'Help articles (version 2.0)');
  // Values come from the index: an inherited property name is only a name.
  assert.equal(docsearchTagLabel('docs-constructor-current', {}), 'constructor (current version)');
});
