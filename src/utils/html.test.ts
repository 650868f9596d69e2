import assert from 'node:assert/strict';
import {test} from 'node:test';
import {escapeHtml, unescapeHtml} from './html';

test('escapeHtml escapes the five characters that can break out of text or a quoted attribute', () => {
  assert.equal(
    escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`),
    '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
  );
  assert.equal(escapeHtml('plain text'), 'plain text');
});

test('unescapeHtml undoes escapeHtml, and leaves other entities alone', () => {
  const text = `<script>alert("x" + 'y') && 1</script>`;
  assert.equal(unescapeHtml(escapeHtml(text)), text);
  assert.equal(unescapeHtml('it&#x27;s &nbsp; &amp;amp;'), "it's &nbsp; &amp;");
});
