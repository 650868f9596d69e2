import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {pickLatest} from './latest';

const post = (title: string, date: string, unlisted = false) => ({
  metadata: {
    title,
    date: new Date(date),
    permalink: `/release-notes/${title}`,
    description: `${title} notes`,
    unlisted,
  },
});

test('publishes the newest listed releases first, as many as asked', () => {
  const content = {
    blogPosts: [
      post('a', '2024-05-01'),
      post('c', '2025-09-01'),
      post('hidden', '2025-12-01', true),
      post('b', '2025-01-01'),
    ],
  } as unknown as BlogContent;
  const latest = pickLatest(content, 2);
  assert.deepEqual(
    latest.map((r) => r.title),
    ['c', 'b'],
  );
  assert.equal(latest[0]!.date, '2025-09-01T00:00:00.000Z');
  assert.equal(latest[0]!.permalink, '/release-notes/c');
});

test('publishes nothing when the blog has no posts', () => {
  assert.deepEqual(pickLatest(undefined, 3), []);
});
