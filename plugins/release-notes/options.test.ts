import assert from 'node:assert/strict';
import {test} from 'node:test';
import {releaseNotes} from '../../config/blog';
import {feedBlogOptions, validateOptions} from './options';

test('the embeddable feed reads the main notes with their checks, 5 a page, with no sidebar and no feeds', () => {
  const mainListOnly = new Set([
    'routeBasePath',
    'postsPerPage',
    'blogSidebarTitle',
    'blogSidebarCount',
    'feedOptions',
  ]);
  const shared = Object.fromEntries(Object.entries(releaseNotes).filter(([key]) => !mainListOnly.has(key)));
  // The notes, tags, authors and build checks are the main instance's.
  for (const key of ['path', 'tags', 'authorsMapPath', 'include', 'exclude', 'onUntruncatedBlogPosts', 'blogTitle']) {
    assert.ok(key in shared, key);
  }
  assert.deepEqual(feedBlogOptions(releaseNotes), {
    ...shared,
    id: 'release-notes-embed',
    routeBasePath: 'release-notes-embed',
    postsPerPage: 5,
    blogSidebarCount: 0,
    feedOptions: {type: null},
  });
});

test('rejects options it cannot use, with a message saying what it needs', () => {
  assert.equal(validateOptions({blog: releaseNotes, latestCount: 3}).latestCount, 3);
  assert.throws(() => validateOptions({blog: releaseNotes, latestCount: 0}), /whole number of at least 1/);
  assert.throws(() => validateOptions({latestCount: 3}), /routeBasePath/);
  assert.throws(() => validateOptions(undefined), /release-notes: options/);
});
