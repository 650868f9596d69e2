import assert from 'node:assert/strict';
import {test} from 'node:test';
import {isInternalUrl, opensInNewTab, saysNewTab} from './labels';

test('internal URLs are paths and fragments; anything with a scheme or protocol-relative is not', () => {
  for (const url of ['/status/', 'relative/page', '#anchor', '?q=1']) assert.equal(isInternalUrl(url), true, url);
  for (const url of ['https://example.com', 'mailto:support@example.com', '//cdn.example.com/x', 'pathname:///x'])
    assert.equal(isInternalUrl(url), false, url);
  assert.equal(isInternalUrl(undefined), false);
});

test('a link opens a new tab with target _blank, or without a target when its URL is not internal', () => {
  assert.equal(opensInNewTab({href: 'https://example.com'}), true);
  assert.equal(opensInNewTab({to: 'mailto:a@example.com'}), true);
  assert.equal(opensInNewTab({href: '/status/', target: '_blank'}), true);
  assert.equal(opensInNewTab({href: 'https://example.com', target: '_self'}), false);
  assert.equal(opensInNewTab({to: '/status/'}), false);
  assert.equal(opensInNewTab({}), false);
});

test('the label is recognised in text', () => {
  assert.equal(saysNewTab('RFC 8996 (opens in new tab)'), true);
  assert.equal(saysNewTab('RFC 8996'), false);
  assert.equal(saysNewTab(null), false);
});
