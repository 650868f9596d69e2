/**
 * The editorial plan and the docs agree: every planned page of a landed section exists, with the
 * plan's tags and flags, and every route is spelt as the specification spells it.
 */
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {DOCS_DIR, loadTags} from './lib/content';
import {LANDED_SECTIONS, loadPlan, sectionOf, writtenPlan} from './lib/plan';

const plan = loadPlan();
const tags = loadTags();

describe('the editorial plan', () => {
  test('uses only declared tags, and every tag has a listed, non-draft page', () => {
    const used = new Set<string>();
    for (const entry of plan) {
      for (const tag of entry.tags) assert.ok(Object.hasOwn(tags, tag), `${entry.route}: tag ${tag} is declared`);
      if (!entry.draft && !entry.unlisted) entry.tags.forEach((tag) => used.add(tag));
    }
    assert.deepEqual(
      Object.keys(tags).filter((tag) => !used.has(tag)),
      [],
    );
  });

  test('routes match their files (folder articles end in a slash)', () => {
    for (const entry of plan) {
      const fromFile = '/' + entry.file.replace(/\.mdx?$/, '').replace(/\/index$/, '/');
      assert.equal(entry.route, fromFile, entry.file);
    }
  });

  for (const section of LANDED_SECTIONS) {
    test(`every planned page of ${section} is written`, () => {
      const missing = plan
        .filter((entry) => sectionOf(entry) === section)
        .filter((entry) => !existsSync(path.join(DOCS_DIR, entry.file)))
        .map((entry) => entry.file);
      assert.deepEqual(missing, []);
    });
  }

  test('written pages carry the plan’s tags and flags', () => {
    for (const {doc, ...entry} of writtenPlan()) {
      assert.deepEqual(
        [...((doc.frontMatter.tags as string[]) ?? [])].sort(),
        [...entry.tags].sort(),
        `${entry.file} tags`,
      );
      assert.equal(Boolean(doc.frontMatter.draft), Boolean(entry.draft), `${entry.file} draft`);
      assert.equal(Boolean(doc.frontMatter.unlisted), Boolean(entry.unlisted), `${entry.file} unlisted`);
      assert.equal(doc.frontMatter.slug, undefined, `${entry.file}: the route comes from the file path`);
    }
  });
});
