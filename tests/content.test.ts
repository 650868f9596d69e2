/**
 * Every doc meets the style guide's front-matter and structure rules, uses only declared tags, has
 * no placeholder prose and compiles as MDX. Run it while writing: `node --import tsx --test tests/content.test.ts`.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {loadDocs, loadTags, PLACEHOLDER, proseWords} from './lib/content';

const docs = loadDocs();
const tags = loadTags();

describe('the tags file', () => {
  test('declares each tag with a label and a one-line description', () => {
    for (const [key, tag] of Object.entries(tags)) {
      assert.match(key, /^[a-z0-9]+(-[a-z0-9]+)*$/, `tag key ${key} is kebab-case`);
      assert.ok(tag.label?.trim(), `tag ${key} has a label`);
      assert.ok(tag.description?.trim() && !tag.description.includes('\n'), `tag ${key} has a one-line description`);
    }
  });
});

describe('every doc', () => {
  test('there are docs to check', () => assert.ok(docs.length > 0));

  for (const doc of docs) {
    describe(doc.file, () => {
      const fm = doc.frontMatter;

      test('has a title, a 50–160 character description and declared tags', () => {
        assert.equal(typeof fm.title, 'string', 'title');
        assert.ok((fm.title as string).trim().length > 0, 'title is not empty');
        assert.equal(typeof fm.description, 'string', 'description');
        const length = (fm.description as string).length;
        assert.ok(length >= 50 && length <= 160, `description is ${length} characters (50–160)`);
        assert.ok(Array.isArray(fm.tags) && fm.tags.length > 0, 'tags is a non-empty list');
        for (const tag of fm.tags as unknown[]) {
          assert.equal(typeof tag, 'string', 'tags are keys, not inline objects');
          assert.ok(Object.hasOwn(tags, tag as string), `tag "${String(tag)}" is declared in docs/tags.yml`);
        }
      });

      test('uses only h2 and h3 headings in the body', () => {
        const withoutCode = doc.body.replace(/```[\s\S]*?```/g, '');
        const levels = [...withoutCode.matchAll(/^(#{1,6}) /gm)].map((m) => m[1]!.length);
        assert.deepEqual(
          levels.filter((level) => level !== 2 && level !== 3),
          [],
          'headings other than h2/h3',
        );
      });

      test('has no placeholder prose', () => {
        const hit = PLACEHOLDER.exec(doc.body) ?? PLACEHOLDER.exec(String(fm.description ?? ''));
        assert.equal(hit, null, `placeholder text: ${hit?.[0]}`);
      });

      test('has at least 250 words of its own', () => {
        const words = proseWords(doc.body).length;
        assert.ok(words >= 250, `${words} words`);
      });

      test('compiles as MDX', async () => {
        // @mdx-js/mdx is ESM-only: load it with a real dynamic import.
        const {compile} = await import('@mdx-js/mdx');
        await compile(doc.body, {format: doc.file.endsWith('.md') ? 'md' : 'mdx'});
      });
    });
  }
});
