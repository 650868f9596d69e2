import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {HIGHLIGHT_POST, HIGHLIGHT_PRE, safeHighlight} from './highlight';

describe('safeHighlight (the /search page)', () => {
  it('turns highlight markers into <mark> and escapes everything else', () => {
    assert.equal(
      safeHighlight(`Use ${HIGHLIGHT_PRE}captions${HIGHLIGHT_POST} & <b>subtitles</b>`),
      'Use <mark>captions</mark> &amp; &lt;b&gt;subtitles&lt;/b&gt;',
    );
  });

  it('keeps text the local index already escaped as text, not markup', () => {
    assert.equal(
      safeHighlight(`&lt;img src=x onerror=alert(1)&gt; ${HIGHLIGHT_PRE}shown${HIGHLIGHT_POST}`),
      '&lt;img src=x onerror=alert(1)&gt; <mark>shown</mark>',
    );
  });
});
