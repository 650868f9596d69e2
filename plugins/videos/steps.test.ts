import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {stepsFromHtml} from './steps';

// As Docusaurus builds an article: minified attributes, a hash link in the heading, React's comments.
const page = `<!doctype html><html><body><nav><ul class="table-of-contents"><li><a href=#upload-files>Upload files</a></li></ul></nav>
<article><div class="theme-doc-markdown markdown">
<h2 class="anchor" id=before-you-start>Before you start<a href=#before-you-start class=hash-link>\u200b</a></h2>
<ol><li>Not this list.</li></ol>
<h2 class="anchor" id=upload-files>Upload files<a href=#upload-files class=hash-link>\u200b</a></h2>
<p>Intro paragraph.</p>
<ol>
<li class="">Select <strong>Media > Upload</strong>. You can also select <strong>Upload</strong> on <strong>Home</strong>.</li>
<li class="">In the <strong>Upload media</strong>
   dialog, drag your files &amp; folders onto the area that says <!-- -->Drag files here<!-- -->.</li>
<li>Choose one:<ol><li>Keep it.</li><li>Rename it.</li></ol></li>
</ol>
<ol><li>Not the second list.</li></ol>
<h3 id=nested-heading>Nested</h3>
<h2 id=only-prose>Only prose</h2>
<p>No list here.</p>
<h3 id=sub>A lower heading does not end the search</h3>
<div class="tabs"><ol><li>In a wrapper.</li></ol></div>
<h2 id=next-section>Next section</h2>
<ol><li>A list under the next heading.</li></ol>
</div></article></body></html>`;

describe('stepsFromHtml: the steps a walkthrough shows, from its built article', () => {
  test('takes each top-level item of the first list under the heading, as plain text', () => {
    assert.deepEqual(stepsFromHtml(page, 'upload-files'), [
      'Select Media > Upload. You can also select Upload on Home.',
      'In the Upload media dialog, drag your files & folders onto the area that says Drag files here.',
      'Choose one:Keep it.Rename it.',
    ]);
  });

  test('looks past lower headings and into wrappers, but stops at the next heading of its level', () => {
    assert.deepEqual(stepsFromHtml(page, 'only-prose'), ['In a wrapper.']);
    assert.throws(
      () => stepsFromHtml(page, 'nested-heading'),
      /No numbered list \(<ol>\) under the heading #nested-heading/,
    );
  });

  test('names the anchor when the heading is missing (a link to it is not a heading)', () => {
    assert.throws(() => stepsFromHtml(page, 'upload-file'), /No heading with id="upload-file"/);
    assert.throws(
      () => stepsFromHtml('<p id=upload-files>Upload files</p>', 'upload-files'),
      /No heading with id="upload-files"/,
    );
  });

  test('names the anchor when the heading has no list before the next heading', () => {
    assert.throws(
      () => stepsFromHtml('<h2 id=a>A</h2><p>Prose.</p><h2 id=b>B</h2><ol><li>B1</li></ol>', 'a'),
      /No numbered list \(<ol>\) under the heading #a/,
    );
  });

  test('reads past the walkthrough player (its transcript is a list too), and leaves out screen-reader-only text', () => {
    const html =
      '<h2 id=sign-in>Sign in</h2><figure id=signing-in><details><ol><li>0:00 Old chapter.</li></ol></details></figure>' +
      '<ol><li>Go to <a href=https://app.example target=_blank>app.example<span class=sr-only> (opens in new tab)</span></a>.</li><li>Select <strong>Continue</strong>.</li></ol>';
    assert.deepEqual(stepsFromHtml(html, 'sign-in'), ['Go to app.example.', 'Select Continue.']);
  });
});
