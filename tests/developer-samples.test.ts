/**
 * The developer pages show requests and responses as the API sends them: every JSON block on them
 * is (part of) an example of the OpenAPI document, and every API URL in their code is a path of an
 * operation. So a change to the API that the pages do not follow fails here, not in a reader's code.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import yaml from 'js-yaml';
import {api} from '../src/data/facts';
import {loadMdxPages} from './lib/mdx';

type Json = string | number | boolean | null | Json[] | {[key: string]: Json};

/** The pages whose code readers copy to call the REST API. */
const DEVELOPER_PAGES = [
  'api-docs/overview.mdx',
  'docs/library/importing-from-other-systems/api.mdx',
  'docs/library/importing-from-other-systems/web.mdx',
  'docs/samples/dev/script.mdx',
  'docs/technical-information/rest-api.mdx',
  'docs/technical-information/viewer-urls.mdx',
];

const spec = yaml.load(readFileSync(path.join(__dirname, '..', 'api-spec', 'vidcove.yaml'), 'utf8')) as Json;

/** Every example value in the document: `examples.*.value` and `example` fields. */
function examples(node: Json | undefined): Json[] {
  if (!node || typeof node !== 'object') return [];
  if (Array.isArray(node)) return node.flatMap(examples);
  return Object.entries(node).flatMap(([key, value]) => {
    if (key === 'examples' && value && typeof value === 'object' && !Array.isArray(value)) {
      return [
        ...Object.values(value).flatMap((example) =>
          example && typeof example === 'object' && !Array.isArray(example) && 'value' in example
            ? [example.value!]
            : [],
        ),
        ...examples(value),
      ];
    }
    return examples(value);
  });
}
const EXAMPLES = examples(spec);

/** Whether `part` says nothing `whole` does not: same values, fewer keys or array items allowed. */
export function isPartOf(part: Json, whole: Json): boolean {
  if (Array.isArray(part)) {
    return (
      Array.isArray(whole) && part.length <= whole.length && part.every((item, index) => isPartOf(item, whole[index]!))
    );
  }
  if (part && typeof part === 'object') {
    return (
      Boolean(whole) &&
      typeof whole === 'object' &&
      !Array.isArray(whole) &&
      Object.entries(part).every(
        ([key, value]) => key in whole! && isPartOf(value, (whole as Record<string, Json>)[key]!),
      )
    );
  }
  return part === whole;
}

/** Operation paths as regular expressions: `/media/{mediaId}` matches `/media/k7d2m9x4qp`. */
const OPERATION_PATHS = Object.values(api.operations).map(
  (operation) => new RegExp(`^${operation.path.replace(/\{\w+\}/g, '[^/?#]+')}(?:\\?.*)?$`),
);

const pages = loadMdxPages(['docs', 'api-docs']).filter((page) => DEVELOPER_PAGES.includes(page.file));
const fenced = (source: string, language: string) =>
  [...source.matchAll(new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\``, 'gm'))].map((match) => match[1]!);

describe('developer pages agree with the OpenAPI document', () => {
  test('all the developer pages are there', () => {
    assert.deepEqual(pages.map((page) => page.file).sort(), [...DEVELOPER_PAGES].sort());
  });

  for (const page of pages) {
    test(`${page.file}: every JSON block is part of an example of the document`, () => {
      const blocks = fenced(page.source, 'json');
      assert.ok(blocks.length > 0, 'the page shows JSON');
      for (const block of blocks) {
        const value = JSON.parse(block) as Json;
        assert.ok(
          EXAMPLES.some((example) => isPartOf(value, example)),
          `this JSON is not (part of) any example in api-spec/vidcove.yaml:\n${block}`,
        );
      }
    });

    test(`${page.file}: every API URL in its code is an operation's path`, () => {
      const code = ['bash', 'javascript', 'python'].flatMap((language) => fenced(page.source, language)).join('\n');
      const urls = [...code.matchAll(/https:\/\/api\.vidcove\.com\/v1(\/[^\s'"`]*)/g)].map((match) =>
        match[1]!.replace(/\$\{[^}]+\}|\{[^}]+\}/g, 'x'),
      );
      assert.ok(urls.length > 0, 'the page calls the API');
      for (const url of urls)
        assert.ok(
          OPERATION_PATHS.some((pattern) => pattern.test(url)),
          `${url} is not the path of an operation`,
        );
      assert.ok(code.includes(api.baseUrl), 'the code uses the base URL of the facts sheet');
    });

    test(`${page.file}: JavaScript that awaits at the top level says it is an ES module`, () => {
      for (const block of fenced(page.source, 'javascript')) {
        const topLevelAwait = block.split('\n').some((line) => /^(const|let|await|for|if)\b.*\bawait\b/.test(line));
        if (topLevelAwait)
          assert.match(
            block.split('\n')[0]!,
            /\.mjs\b/,
            `a sample with top-level await names a .mjs file:\n${block.slice(0, 200)}`,
          );
      }
    });
  }
});

describe('the check itself', () => {
  test('accepts a part of an example and refuses a changed value or an unknown field', () => {
    assert.ok(isPartOf({id: 'a', tags: ['x']}, {id: 'a', title: 'T', tags: ['x', 'y']}));
    assert.ok(!isPartOf({id: 'b'}, {id: 'a'}));
    assert.ok(!isPartOf({source_url: 'https://x'}, {source: {type: 'url', url: 'https://x'}}));
  });
});
