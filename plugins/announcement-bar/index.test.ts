import assert from 'node:assert/strict';
import {test} from 'node:test';
import {runInNewContext} from 'node:vm';
import {resetDismissalScript} from './index';

/** Runs the script against a fake localStorage and <html>, returning both afterwards. */
function run(stored: Record<string, string>, id: string) {
  const storage = new Map(Object.entries(stored));
  const attributes = new Map<string, string>([['data-announcement-bar-initially-dismissed', 'true']]);
  runInNewContext(resetDismissalScript(id), {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
    document: {documentElement: {setAttribute: (name: string, value: string) => attributes.set(name, value)}},
  });
  return {storage: Object.fromEntries(storage), attribute: attributes.get('data-announcement-bar-initially-dismissed')};
}

test('a new announcement id resets the dismissal and shows the bar on this load', () => {
  const after = run({'docusaurus.announcement.id': 'old', 'docusaurus.announcement.dismiss': 'true'}, 'launch');
  assert.equal(after.attribute, 'false');
  assert.deepEqual(after.storage, {'docusaurus.announcement.id': 'launch', 'docusaurus.announcement.dismiss': 'false'});
});

test('a first visit (no id stored) stores the id and leaves the bar shown', () => {
  const after = run({}, 'launch');
  assert.equal(after.attribute, 'false');
  assert.equal(after.storage['docusaurus.announcement.id'], 'launch');
});

test('the current announcement, dismissed, stays dismissed', () => {
  const after = run({'docusaurus.announcement.id': 'launch', 'docusaurus.announcement.dismiss': 'true'}, 'launch');
  assert.equal(after.attribute, 'true');
  assert.equal(after.storage['docusaurus.announcement.dismiss'], 'true');
});

test('ids are written as string literals that cannot close the script element', () => {
  const script = resetDismissalScript('a"b</script>');
  assert.doesNotMatch(script, /<\/script/i);
  const after = run({'docusaurus.announcement.id': 'a"b</script>'}, 'a"b</script>');
  assert.equal(after.attribute, 'true');
});
