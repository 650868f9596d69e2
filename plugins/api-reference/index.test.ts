import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, test} from 'node:test';
import {Request} from 'postman-collection';
import codeGenerators from './client/code-generators';
import {
  apiReference,
  apiReferenceTheme,
  apiRequestPattern,
  isApiChunk,
  isDeferredChunk,
  openApiTheme,
  readOptions,
  swapped,
} from './index';

/** A chunk as the bundler shows it to split-chunk rules: the imports that created it. */
const chunk = (...requests: string[]) => ({groupsIterable: [{origins: requests.map((request) => ({request}))}]});

describe('which chunks belong to the API reference', () => {
  const pattern = apiRequestPattern('api-docs');

  test('generated pages, the API item, the request panel and the openapi theme', () => {
    assert.ok(isApiChunk(chunk('@site/api-docs/media-list.api.mdx'), pattern));
    assert.ok(isApiChunk(chunk('@site/api-docs/overview.mdx'), pattern));
    assert.ok(isApiChunk(chunk('@theme/ApiItem'), pattern));
    assert.ok(isApiChunk(chunk('@theme-original/ApiExplorer'), pattern));
    assert.ok(isApiChunk(chunk('/site/node_modules/docusaurus-theme-openapi-docs/lib/theme/Schema/index.js'), pattern));
  });

  test('help articles, docs components and the main entry are not', () => {
    assert.equal(isApiChunk(chunk('@site/docs/getting-started/accessing-vidcove.mdx'), pattern), false);
    assert.equal(isApiChunk(chunk('@theme/DocItem'), pattern), false);
    assert.equal(isApiChunk(chunk('@site/docs/api-docs-overview.mdx'), pattern), false);
    assert.equal(isApiChunk({groupsIterable: [{origins: [{}]}]}, pattern), false, 'the entry chunk has no request');
  });

  test('what loads on demand is an API chunk, but not one a page loads at once', () => {
    assert.ok(isApiChunk(chunk('./explorer'), pattern));
    assert.ok(isDeferredChunk(chunk('./explorer')));
    assert.ok(isDeferredChunk(chunk('./live-content')));
    assert.ok(isDeferredChunk(chunk('postman-code-generators/codegens/curl')));
    assert.equal(isDeferredChunk(chunk('@site/api-docs/media-list.api.mdx')), false);
    assert.equal(isDeferredChunk(chunk('./explorer', '@theme/ApiItem')), false);
  });

  test('a chunk shared with a non-API import is not an API chunk', () => {
    assert.equal(isApiChunk(chunk('@site/api-docs/media-list.api.mdx', '@site/docs/intro.mdx'), pattern), false);
  });
});

describe('the theme plugin', () => {
  test('refuses missing options with a message naming the option', () => {
    assert.throws(() => readOptions({docsPath: 'api-docs'}), /"routeBasePath" option must be a non-empty string/);
    assert.throws(() => readOptions(undefined), /"routeBasePath"/);
  });

  test('reuses the openapi theme components but registers no global stylesheet', () => {
    const plugin = openApiTheme({} as never, {routeBasePath: 'api', docsPath: 'api-docs'});
    assert.match(plugin.getThemePath!(), /docusaurus-theme-openapi-docs[\\/]lib[\\/]theme$/);
    assert.equal(plugin.getClientModules, undefined);
  });

  test("layers this folder's components over the openapi theme's", () => {
    assert.match(apiReferenceTheme().getThemePath!(), /plugins[\\/]api-reference[\\/]theme$/);
    // Docusaurus shadows theme components in the order of `themes`: the openapi theme first.
    const themes = apiReference.themes.map((theme) => (Array.isArray(theme) ? theme[0] : theme));
    assert.deepEqual(themes, [openApiTheme, apiReferenceTheme]);
  });
});

test("the openapi theme's process polyfill is given to its own modules, not React's, in the browser build", () => {
  const plugin = openApiTheme({} as never, {routeBasePath: 'api', docsPath: 'api-docs'});
  const provided: Record<string, unknown>[] = [];
  class Stub {}
  class ProvidePlugin {
    constructor(definitions: Record<string, unknown>) {
      provided.push(definitions);
    }
  }
  const utils = {
    getStyleLoaders: () => [],
    currentBundler: {instance: {ProvidePlugin, DefinePlugin: Stub, NormalModuleReplacementPlugin: Stub}},
  } as never;
  type Rule = {test?: RegExp; resolve?: {alias?: Record<string, unknown>}};
  const rules = (isServer: boolean) =>
    (
      plugin.configureWebpack!({module: {rules: []}} as never, isServer, utils, undefined as never) as {
        module: {rules: Rule[]};
      }
    ).module.rules.filter((rule) => rule.resolve);
  const [browser] = rules(false);
  const polyfill = provided[0]?.process as string;
  assert.match(polyfill, /[\\/]process[\\/]browser\.js$/);
  assert.deepEqual(browser?.resolve?.alias, {[polyfill]: false});
  for (const file of [
    'react/cjs/react.production.js',
    'react-dom/cjs/react-dom-client.production.js',
    'scheduler/index.js',
  ]) {
    assert.ok(browser?.test?.test(`/site/node_modules/${file}`), file);
  }
  assert.equal(browser?.test?.test('/site/node_modules/postman-collection/lib/index.js'), false);
  assert.deepEqual(rules(true), [], 'the server runs in Node, which has process');
});

describe('the code generators', () => {
  const request = new Request({
    method: 'GET',
    url: 'https://api.vidcove.com/v1/media/k7d2m9x4qp',
    header: [{key: 'Authorization', value: 'Bearer <API key>'}],
  });

  const convert = (language: string, variant: string) =>
    new Promise<string>((resolve, reject) =>
      codeGenerators.convert(language, variant, request, {}, (error, snippet) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(snippet ?? ''),
      ),
    );

  test('offer exactly the four languages of the reference', () => {
    assert.deepEqual(
      codeGenerators.getLanguageList().map((language) => [language.key, language.variants.map((v) => v.key)]),
      [
        ['curl', ['cURL']],
        ['javascript', ['Fetch']],
        ['python', ['Requests']],
        ['php', ['cURL']],
      ],
    );
  });

  test('load a generator on demand and write the request in that language', async () => {
    assert.match(await convert('curl', 'cURL'), /curl .*'https:\/\/api\.vidcove\.com\/v1\/media\/k7d2m9x4qp'/s);
    assert.match(await convert('javascript', 'Fetch'), /fetch\("https:\/\/api\.vidcove\.com\/v1\/media\/k7d2m9x4qp"/);
    assert.match(await convert('python', 'Requests'), /requests\.request\("GET", url/);
    assert.match(await convert('php', 'cURL'), /curl_setopt_array/);
  });

  test('report a language they do not have', async () => {
    await assert.rejects(convert('ruby', 'Net::HTTP'), /no code generator for ruby/);
  });
});

describe('imports the bundle swaps for lighter modules', () => {
  const require = createRequire(__filename);
  const theme = path.dirname(require.resolve('docusaurus-theme-openapi-docs/package.json'));
  const postman = path.dirname(require.resolve('postman-collection/package.json'));
  /** Each swap, at a module that makes the import today: an upgrade that moves one fails here. */
  const importers: [request: string, file: string][] = [
    ['./dynamic-variables', path.join(postman, 'lib/superstring/index.js')],
    ['iconv-lite', path.join(postman, 'lib/util.js')],
    ['mime-format', path.join(postman, 'lib/content-info/index.js')],
    ['file-type', path.join(postman, 'lib/content-info/index.js')],
    ['http-reasons', path.join(postman, 'lib/collection/response.js')],
    ['liquid-json', path.join(postman, 'lib/collection/response.js')],
    ['crypto-js', path.join(theme, 'lib/theme/ApiExplorer/storage-utils.js')],
    ['./makeRequest', path.join(theme, 'lib/theme/ApiExplorer/Request/index.js')],
    ['react-live', path.join(theme, 'lib/theme/ApiExplorer/LiveEditor/index.js')],
    ['@theme/Markdown', path.join(theme, 'lib/theme/ApiExplorer/Body/index.js')],
    ['@theme/CodeBlock', path.join(theme, 'lib/theme/CodeSamples/index.js')],
    ['@docusaurus/BrowserOnly', path.join(theme, 'lib/theme/ParamsDetails/index.js')],
    ['@docusaurus/BrowserOnly', path.join(theme, 'lib/theme/ResponseSchema/index.js')],
  ];

  for (const [request, file] of importers) {
    test(`${request} in ${path.relative(path.dirname(theme), file)}`, () => {
      const source = readFileSync(file, 'utf8');
      assert.ok(
        source.includes(`require("${request}")`) || source.includes(`require('${request}')`),
        `${file} no longer imports ${request}: check the swap in index.ts`,
      );
      const target = swapped(request, path.dirname(file));
      assert.ok(target, `${request} is not swapped when ${file} imports it`);
      if (!target.startsWith('@')) assert.ok(existsSync(target), `${target} does not exist`);
    });
  }

  test('leaves the same imports from anywhere else alone', () => {
    assert.equal(swapped('crypto-js', path.join(theme, 'lib/theme/ApiItem')), undefined);
    assert.equal(swapped('@docusaurus/BrowserOnly', path.join(theme, 'lib/theme/ApiItem')), undefined);
    assert.equal(swapped('./makeRequest', '/site/src'), undefined);
  });
});
