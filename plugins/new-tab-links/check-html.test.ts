import assert from 'node:assert/strict';
import {test} from 'node:test';
import {unlabelledNewTabLinks} from './check-html';

test('a new-tab link without the label is reported with its address and text', () => {
  const html = `<main>
    <a href="https://www.rfc-editor.org/rfc/rfc8996" target="_blank" rel="noopener">RFC 8996</a>
    <a href=https://www.vidcove.com/about target=_blank><img alt="Vidcove product team" src=x.png></a>
  </main>`;
  assert.deepEqual(unlabelledNewTabLinks(html), [
    {href: 'https://www.rfc-editor.org/rfc/rfc8996', text: 'RFC 8996'},
    {href: 'https://www.vidcove.com/about', text: ''},
  ]);
});

test('the label counts in the text, the link’s aria-label or an inner aria-label', () => {
  const html = `
    <a href="https://a.example" target="_blank">A<span class="sr-only"> (opens in new tab)</span></a>
    <a href="https://b.example" target="_blank" aria-label="B (opens in new tab)">B</a>
    <a href="https://c.example" target="_blank">C<svg aria-label="(opens in new tab)"></svg></a>
    <a href="/same-tab">D</a>
    <a href="https://e.example" target="_self">E</a>`;
  assert.deepEqual(unlabelledNewTabLinks(html), []);
});
