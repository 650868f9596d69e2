import assert from 'node:assert/strict';
import {test} from 'node:test';
import {fullNotePath, leavesFeed} from './links';

const FEED = '/release-notes-embed';

test('paging, tags and the archive stay in the feed; articles, full notes and other sites leave it', () => {
  for (const url of [FEED, `${FEED}/`, `${FEED}/page/2`, `${FEED}/tags/embed`, `${FEED}/archive`, '?x=1']) {
    assert.equal(leavesFeed(FEED, url), false, url);
  }
  for (const url of [
    '/release-notes/2025/11/12/vidcove-11-42',
    '/managing-media/using-the-caption-editor/',
    '/release-notes-embedded',
    'https://example.com/release-notes-embed/',
    '//example.com/x',
  ]) {
    assert.equal(leavesFeed(FEED, url), true, url);
  }
});

test('a note of the feed maps to its full note; anything else is left alone', () => {
  assert.equal(
    fullNotePath(FEED, '/release-notes', `${FEED}/2025/11/12/vidcove-11-42`),
    '/release-notes/2025/11/12/vidcove-11-42',
  );
  assert.equal(fullNotePath(FEED, '/release-notes', '/release-notes/2025/a'), '/release-notes/2025/a');
  assert.equal(fullNotePath(FEED, '/release-notes', FEED), FEED);
});
