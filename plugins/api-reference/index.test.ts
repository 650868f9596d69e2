import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {Request} from 'postman-collection';
import codeGenerators from './client/code-generators';
import {apiReference, apiReferenceTheme, apiRequestPattern, isApiChunk, openApiTheme, readOptions} from './index';

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
