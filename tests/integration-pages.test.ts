/**
 * Each integration page (a tool readers embed Vidcove media into, or a system they import from)
 * shows who can use it and dates the steps it gives in the other product. The facts sheet lists the
 * pages (integrations.embedTargets, integrations.importSources) and the checks
 * (thirdParty.*.check); this test fails when a page loses its plan-and-role badge line, or when a
 * product's steps were checked but the page does not show the line that says against what and when.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {describe, test} from 'node:test';
import {integrations, thirdParty, type ThirdPartyId} from '../src/data/facts';

/** The products whose steps each page gives, by page slug. */
const productsOf: Readonly<Record<string, readonly ThirdPartyId[]>> = {
  canvas: ['canvas'],
  confluence: ['confluenceCloud', 'confluenceDataCenter'],
  h5p: ['h5p'],
  moodle: ['moodle'],
  'rise-360': ['rise360'],
  sharepoint: ['sharepoint'],
  tinymce: ['tinymce'],
  wordpress: ['wordpress'],
  zendesk: ['zendesk'],
  box: ['box'],
  dropbox: ['dropbox'],
  'google-drive': ['googleDrive'],
  onedrive: ['oneDrive'],
  s3: ['s3'],
  zoom: ['zoom'],
};

function source(folder: string, slug: string): string {
  const file = [`${folder}/${slug}.mdx`, `${folder}/${slug}/index.mdx`].find((path) => existsSync(path));
  assert.ok(file, `no page for ${folder}/${slug}`);
  return readFileSync(file, 'utf8');
}

const pages = [
  ...integrations.embedTargets.map((target) => ({
    slug: target.slug,
    text: source('docs/embedding-media', target.slug),
  })),
  ...integrations.importSources
    .filter((item) => item.slug !== 'api')
    .map((item) => ({slug: item.slug, text: source('docs/library/importing-from-other-systems', item.slug)})),
];

describe('integration pages', () => {
  test('every page has the plan-and-role badge line before its first paragraph', () => {
    for (const page of pages) {
      const body = page.text
        .replace(/^---[\s\S]*?\n---\n/, '')
        .replace(/^import .*$/gm, '')
        .trimStart();
      assert.match(body, /^<Availability\b/, `${page.slug}: start the page with <Availability … />`);
    }
  });

  test('every product whose steps were checked is dated on the page that gives them', () => {
    for (const page of pages) {
      for (const product of productsOf[page.slug] ?? []) {
        const checked = thirdParty[product].check !== null;
        const shown = page.text.includes(`<CheckedAgainst product="${product}" />`);
        if (checked)
          assert.ok(
            shown,
            `${page.slug}: add <CheckedAgainst product="${product}" /> under the ${thirdParty[product].name} steps`,
          );
      }
    }
  });

  test('every integration page with steps in another product is mapped to that product', () => {
    const unmapped = pages.filter((page) => page.slug !== 'oembed' && page.slug !== 'web' && !productsOf[page.slug]);
    assert.deepEqual(
      unmapped.map((page) => page.slug),
      [],
    );
  });
});
