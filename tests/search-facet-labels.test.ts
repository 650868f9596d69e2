import assert from 'node:assert/strict';
import {test} from 'node:test';
import {apiDocsPluginId} from '../plugins/api-reference/options';
import {DOCS_SECTION_NAMES, docsearchTagLabel} from '../src/search/runtime';

test('each docs plugin gets its own name in the docs-version filter', () => {
  const labels = {'default/current': 'Next', [`${apiDocsPluginId}/current`]: 'Next'};
  assert.equal(docsearchTagLabel('docs-default-current', labels), 'Help articles (Next)');
  assert.equal(docsearchTagLabel(`docs-${apiDocsPluginId}-current`, labels), 'API reference (Next)');
  assert.equal(docsearchTagLabel('default', labels), 'Other pages');
  assert.ok(Object.hasOwn(DOCS_SECTION_NAMES, apiDocsPluginId));
});
