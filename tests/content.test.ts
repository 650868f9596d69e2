/**
 * Every doc meets the style guide's front-matter and structure rules, uses only declared tags, has
 * no placeholder prose and compiles as MDX. Run it while writing: `node --import tsx --test tests/content.test.ts`.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {loadDocs, loadTags, PLACEHOLDER, proseWords, firstParagraph} from './lib/content';

const docs = loadDocs();
/** Index pages whose body is mostly generated lists; the word count does not apply to them. */
const INDEX_PAGES = new Set(['frequently-asked-questions.mdx']);
/** Openings that describe the page instead of giving the reader something: "This article explains…". */
const STOCK_OPENING =
  /^(?:[^.]*\. )?This (?:article|page|glossary|guide) (?:helps|guides|takes|explains|introduces|lists|gives|describes|shows|covers|is for)\b/;
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

      test('has at least 250 words of its own', {skip: INDEX_PAGES.has(doc.file) && 'an index page'}, () => {
        const words = proseWords(doc.body).length;
        assert.ok(words >= 250, `${words} words`);
      });

      test('opens with what the reader gets, not the badge above it', () => {
        const opening = firstParagraph(doc.body);
        assert.doesNotMatch(opening, STOCK_OPENING, 'start with what the reader gets');
        const badge = /^<Availability\b[^>]*\bpermission="(\w+)"[^>]*\/>/m.exec(doc.body);
        if (badge) {
          const repeat = new RegExp(`\\{rolesWith\\('${badge[1]}'\\)\\} can [^.{}]*\\.`);
          assert.doesNotMatch(opening, repeat, 'the Availability badge already names these roles');
        }
      });

      test('compiles as MDX', async () => {
        // @mdx-js/mdx is ESM-only: load it with a real dynamic import.
        const {compile} = await import('@mdx-js/mdx');
        await compile(doc.body, {format: doc.file.endsWith('.md') ? 'md' : 'mdx'});
      });
    });
  }
});

describe('the whole docs collection', () => {
  const published = docs.filter((doc) => !doc.frontMatter.draft && !doc.frontMatter.unlisted);
  const used = new Set(published.flatMap((doc) => (doc.frontMatter.tags as string[]) ?? []));

  test("no page's prerequisites repeat the roles its Availability badge shows", () => {
    const repeats = docs.flatMap((doc) => {
      const permission = /<Availability[^>]*\bpermission="(\w+)"/.exec(doc.body)?.[1];
      const prerequisites = /^## Before you start\n([\s\S]*?)(?=^## )/m.exec(doc.body)?.[1] ?? '';
      const namesRoles = new RegExp(`(?:roleIdsWith|rolesWith)\\('${permission}'`);
      return permission && namesRoles.test(prerequisites) ? [doc.file] : [];
    });
    assert.deepEqual(repeats, [], 'the badge shows who can do it; the list says what else must be true');
  });

  test("no page's prerequisites repeat the plans its Availability badge shows", () => {
    const repeats = docs.flatMap((doc) => {
      const feature = /<Availability[^>]*\bfeature="(\w+)"/.exec(doc.body)?.[1];
      const prerequisites = /^## Before you start\n([\s\S]*?)(?=^## )/m.exec(doc.body)?.[1] ?? '';
      const namesPlans = new RegExp(`(?:featurePlans|plansWith|planIdsWith)\\('${feature}'`);
      return feature && namesPlans.test(prerequisites) ? [doc.file] : [];
    });
    assert.deepEqual(repeats, [], 'the badge shows which plans have it; the list says what else must be true');
  });

  test('every declared tag is used by at least one listed page', () => {
    assert.deepEqual(
      Object.keys(tags).filter((tag) => !used.has(tag)),
      [],
    );
  });

  test('the tag index holds 200 to 230 tags, including the specification’s examples', () => {
    const count = Object.keys(tags).length;
    assert.ok(count >= 200 && count <= 230, `${count} tags`);
    for (const tag of [
      'access',
      'analytics',
      'api',
      'captions',
      'channels',
      'embed',
      'mfa',
      'sso',
      'roles',
      'restrictions',
      'transcript',
      'upload',
      'watermark',
    ]) {
      assert.ok(used.has(tag), `tag ${tag} is used`);
    }
  });
});
