/**
 * New uploads are Private, so an embed or link copied straight after uploading plays for nobody
 * outside the account. Every page that hands out embed code or a link says so first, with the
 * shared block rendered from the facts sheet (src/components/SharePrerequisites), under the page's
 * "Before you start" heading.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {loadMdxPages} from './lib/mdx';

/** Pages outside docs/embedding-media/ that tell readers to copy embed code or a link to media. */
const SHARE_PAGES = [
  'docs/getting-started/sharing-your-media.mdx',
  'docs/managing-media/sharing-simple-links/index.mdx',
  'docs/frequently-asked-questions/choosing-a-player-for-an-embed.mdx',
  'docs/frequently-asked-questions/using-the-audio-only-player.mdx',
  'docs/frequently-asked-questions/making-an-iframe-responsive.mdx',
  'docs/samples/dev/iframe.mdx',
  'docs/samples/dev/script.mdx',
];

const pages = loadMdxPages(['docs']).filter(
  (page) => page.file.startsWith('docs/embedding-media/') || SHARE_PAGES.includes(page.file),
);

describe('embed and share pages', () => {
  test('every listed page exists', () => {
    for (const file of SHARE_PAGES)
      assert.ok(
        pages.some((page) => page.file === file),
        `${file} is missing`,
      );
  });

  for (const page of pages) {
    test(`${page.file} starts with the shared prerequisites`, () => {
      assert.match(
        page.source,
        /\n## Before you start\n\n<SharePrerequisites(?: what="link")?(?: who=\{false\})? \/>\n/,
        'put <SharePrerequisites /> right under "## Before you start"',
      );
    });
  }
});
