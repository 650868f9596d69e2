/**
 * The site stays strict: Docusaurus' own checks of a writer's mistakes stay errors, and every content plugin
 * runs the content checks before anything renders facts.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {releaseNotes} from '../../config/blog';
import {docs, pages} from '../../config/content';
import config from '../../docusaurus.config';
import strictContent from '.';
import {parseCheckedFrontMatter} from './front-matter';

describe('the site configuration', () => {
  test('broken links, anchors, Markdown links and images fail the build', () => {
    assert.equal(config.onBrokenLinks, 'throw');
    assert.equal(config.onBrokenAnchors, 'throw');
    assert.equal(config.markdown?.hooks?.onBrokenMarkdownLinks, 'throw');
    assert.equal(config.markdown?.hooks?.onBrokenMarkdownImages, 'throw');
  });

  test('a tag that tags.yml does not declare fails, in the docs and the release notes', () => {
    assert.equal(docs.onInlineTags, 'throw');
    assert.equal(releaseNotes.onInlineTags, 'throw');
  });

  test('front matter is read through the style guide’s check', () => {
    assert.equal(config.markdown?.parseFrontMatter, parseCheckedFrontMatter);
  });

  test('docs, pages and release notes run the content checks first', () => {
    for (const options of [docs, pages, releaseNotes]) {
      assert.equal(options.beforeDefaultRemarkPlugins[0], strictContent);
    }
  });
});
