import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {validateFeedUrl, validateOptions} from './options';

describe('the feed URL', () => {
  test('empty means snapshot only', () => {
    assert.equal(validateFeedUrl(''), '');
    assert.equal(validateFeedUrl('  '), '');
  });

  test('https URLs and local http URLs are accepted', () => {
    assert.equal(
      validateFeedUrl('https://status.vidcove.com/api/v2/summary.json'),
      'https://status.vidcove.com/api/v2/summary.json',
    );
    assert.equal(validateFeedUrl('http://localhost:3201/feed.json'), 'http://localhost:3201/feed.json');
    assert.equal(validateFeedUrl('http://127.0.0.1:4000/feed.json'), 'http://127.0.0.1:4000/feed.json');
  });

  test('plain http to other hosts, other schemes, relative URLs and credentials are refused', () => {
    assert.throws(() => validateFeedUrl('http://status.vidcove.com/api/v2/summary.json'), /must use https/);
    assert.throws(() => validateFeedUrl('javascript:alert(1)'), /must use https/);
    assert.throws(() => validateFeedUrl('/api/v2/summary.json'), /not an absolute URL/);
    assert.throws(() => validateFeedUrl('https://user:secret@status.vidcove.com/x.json'), /user name or password/);
  });
});

describe('the plugin options', () => {
  const base = {summaryPath: 's.json', historyPath: 'h.json'};

  test('defaults the route and the feed', () => {
    assert.deepEqual(validateOptions(base), {...base, feedUrl: '', routePath: '/status/'});
  });

  test('names the bad setting', () => {
    assert.throws(() => validateOptions(null), /must be an object/);
    assert.throws(() => validateOptions({historyPath: 'h.json'}), /summaryPath is required/);
    assert.throws(() => validateOptions({...base, routePath: 'status'}), /routePath/);
    assert.throws(() => validateOptions({...base, feedUrl: 42}), /feedUrl must be a string/);
  });
});
