import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {deepImports, problems} from './deep-imports';

describe('adapter modules for package-internal files', () => {
  test('reads the names each import provides, leaving out type-only imports', () => {
    const source = [
      "export {getSchemaName} from 'docusaurus-theme-openapi-docs/lib/markdown/schema';",
      "export type {RequestErrorType} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Request/makeRequest';",
      "export {default as CoreLink} from '@docusaurus/core/lib/client/exports/Link';",
      'export const load = () => import(/* webpackChunkName: "x" */ \'@docusaurus/core/lib/client/routeContext\');',
    ].join('\n');
    assert.deepEqual(deepImports(source), [
      {specifier: 'docusaurus-theme-openapi-docs/lib/markdown/schema', names: ['getSchemaName']},
      {specifier: '@docusaurus/core/lib/client/exports/Link', names: ['default']},
      {specifier: '@docusaurus/core/lib/client/routeContext', names: []},
    ]);
  });

  test('names a moved file, a renamed export and a removed CSS class', () => {
    assert.match(
      problems({specifier: 'docusaurus-theme-openapi-docs/lib/markdown/gone', names: ['x']})[0]!,
      /gone: no longer exists/,
    );
    assert.match(
      problems({specifier: 'docusaurus-theme-openapi-docs/lib/markdown/schema', names: ['getSchemaLabel']})[0]!,
      /no longer exports getSchemaLabel/,
    );
    assert.match(
      problems({
        specifier: '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css',
        names: ['lineGone'],
      })[0]!,
      /defines no \.lineGone/,
    );
    assert.deepEqual(
      problems({specifier: 'docusaurus-theme-openapi-docs/lib/markdown/schema', names: ['getSchemaName']}),
      [],
    );
  });
});
