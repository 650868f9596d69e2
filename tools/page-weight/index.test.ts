/**
 * The pure parts of the page-weight measurement (tools/page-weight/index.ts): how a downloaded file is
 * classified and counted. The measurement itself runs in a browser: e2e/budgets.spec.ts.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {type DownloadedFile, type WeightTotals, htmlAndCss, kb, resourceKind, totals} from './index';

const request = (resourceType: string, url: string) => ({resourceType: () => resourceType, url: () => url});
const file = (kind: DownloadedFile['kind'], transferred: number): DownloadedFile => ({
  url: `http://localhost/${kind}`,
  kind,
  transferred,
  raw: transferred * 4,
  encoding: 'br',
});
const nothing: WeightTotals = {html: 0, css: 0, js: 0, other: 0, requests: 0};

describe('page weight', () => {
  test('a file counts as HTML, CSS or JavaScript by what the browser asked for, or by its extension', () => {
    assert.equal(resourceKind(request('document', 'http://localhost/app.js')), 'html');
    assert.equal(resourceKind(request('stylesheet', 'http://localhost/assets/css/styles')), 'css');
    assert.equal(resourceKind(request('fetch', 'http://localhost/assets/css/home.css?v=2')), 'css');
    assert.equal(resourceKind(request('script', 'http://localhost/runtime')), 'js');
    assert.equal(resourceKind(request('other', 'http://localhost/assets/js/1234.js#chunk')), 'js');
    assert.equal(resourceKind(request('fetch', 'http://localhost/search/index.json')), 'other');
    assert.equal(resourceKind(request('media', 'http://localhost/embed/media/test-pattern.webm')), 'other');
  });
  test('totals add the bytes transferred per kind and count every file as a request', () => {
    assert.deepEqual(totals([file('js', 1_000), file('js', 500), file('css', 300), file('other', 7)]), {
      html: 0,
      css: 300,
      js: 1_500,
      other: 7,
      requests: 4,
    });
    assert.deepEqual(totals([]), nothing);
  });
  test('HTML + CSS is the document and its stylesheets by the load event, not what came after', () => {
    const weight = {
      atLoad: {...nothing, html: 6_600, css: 17_000, js: 90_000},
      idle: {...nothing, html: 6_600, css: 21_000, js: 150_000},
    };
    assert.equal(htmlAndCss(weight), 23_600);
  });
  test('sizes read in KB of 1,000 bytes, to a tenth', () => {
    assert.equal(kb(23_800), '23.8 KB');
    assert.equal(kb(1_024), '1.0 KB');
    assert.equal(kb(156_049), '156.0 KB');
  });
});
