import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, test} from 'node:test';
import {
  classesInHtml,
  classesOf,
  featureStylesheetGroups,
  isChunkStylesheet,
  linkChunkStylesheet,
  linkStylesheet,
} from './chunk-stylesheets';

describe('a CSS chunk linked in the head of its pages', () => {
  test('is linked before </head>, once', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    const linked = linkStylesheet(html, '/assets/css/api-reference.abc.css');
    assert.equal(
      linked,
      '<html><head><title>x</title><link rel="stylesheet" href="/assets/css/api-reference.abc.css"></head><body></body></html>',
    );
    assert.equal(linkStylesheet(linked, '/assets/css/api-reference.abc.css'), linked);
  });

  test('names only the chunk’s own file', () => {
    assert.equal(isChunkStylesheet('api-reference.1234abcd.css', 'api-reference'), true);
    assert.equal(isChunkStylesheet('api-reference-extra.1234abcd.css', 'api-reference'), false);
    assert.equal(isChunkStylesheet('api-reference.1234abcd.css.br', 'api-reference'), false);
  });

  test('every page under the route gets it; other pages do not; no stylesheet is one clear error', async () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'chunk-css-'));
    const page = (rel: string) => {
      mkdirSync(path.dirname(path.join(out, rel)), {recursive: true});
      writeFileSync(path.join(out, rel), '<html><head></head><body></body></html>');
    };
    page('api/media-list/index.html');
    page('api/overview/index.html');
    page('getting-started/index.html');
    const sheet = {chunk: 'api-reference', routeBasePath: 'api'};
    await assert.rejects(linkChunkStylesheet(out, '/', sheet), /expected one api-reference\.\*\.css .* found 0/);
    mkdirSync(path.join(out, 'assets', 'css'), {recursive: true});
    writeFileSync(path.join(out, 'assets', 'css', 'api-reference.1234abcd.css'), '');
    writeFileSync(path.join(out, 'assets', 'css', 'styles.99.css'), '');
    assert.equal(await linkChunkStylesheet(out, '/help/', sheet), 2);
    const read = (rel: string) => readFileSync(path.join(out, rel), 'utf8');
    assert.match(
      read('api/media-list/index.html'),
      /<link rel="stylesheet" href="\/help\/assets\/css\/api-reference\.1234abcd\.css"><\/head>/,
    );
    assert.match(read('api/overview/index.html'), /api-reference\.1234abcd\.css/);
    assert.doesNotMatch(read('getting-started/index.html'), /api-reference/);
  });

  test('reads the classes a stylesheet styles and the classes a page’s elements carry', () => {
    assert.deepEqual(
      [...classesOf('.a_x1 .b_y2:hover{color:red}@media (min-width:1px){.c_z3,:not(.d){color:blue}}')].sort(),
      ['a_x1', 'b_y2', 'c_z3'],
    );
    assert.deepEqual(
      [
        ...classesInHtml('<p class="one two"><b class=three>x</b><i data-class="no" class=\'four\'>class="five"</i>'),
      ].sort(),
      ['four', 'one', 'three', 'two'],
    );
  });

  test('a feature’s stylesheet is linked by the pages that use its own classes, and only by them', async () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'chunk-css-'));
    const write = (rel: string, text: string) => {
      mkdirSync(path.dirname(path.join(out, rel)), {recursive: true});
      writeFileSync(path.join(out, rel), text);
    };
    write(
      'status/index.html',
      '<html><head></head><body><main class="statusPage_ab12 container">x</main></body></html>',
    );
    write('index.html', '<html><head></head><body><div class="summary_cd34">x</div></body></html>');
    // `container` is styled site-wide too, so using it is not a reason to download the status styles.
    write('help/index.html', '<html><head></head><body><p class="container">statusPage_ab12</p></body></html>');
    const sheet = {chunk: 'status', files: /[\\/]status[\\/]/};
    await assert.rejects(
      linkChunkStylesheet(out, '/', sheet),
      /expected one status\.\*\.css .* the pages that use its classes/,
    );
    write('assets/css/status.1234abcd.css', '.statusPage_ab12{margin:0}.summary_cd34{color:red}.container{padding:0}');
    write('assets/css/styles.5678abcd.css', '.container{max-width:80rem}');
    assert.equal(await linkChunkStylesheet(out, '/', sheet), 2);
    const read = (rel: string) => readFileSync(path.join(out, rel), 'utf8');
    assert.match(
      read('status/index.html'),
      /<link rel="stylesheet" href="\/assets\/css\/status\.1234abcd\.css"><\/head>/,
    );
    assert.match(read('index.html'), /status\.1234abcd\.css/);
    assert.doesNotMatch(read('help/index.html'), /<link/);
  });

  test('only stylesheets with files get a webpack cache group, ahead of Docusaurus’ styles chunk', () => {
    const groups = featureStylesheetGroups([
      {chunk: 'api-reference', routeBasePath: 'api'},
      {chunk: 'status', files: /status/},
    ]);
    assert.deepEqual(Object.keys(groups), ['statusStyles']);
    const status = groups.statusStyles;
    assert.ok(status);
    assert.equal(status.name, 'status');
    assert.equal(status.type, 'css/mini-extract');
    assert.ok(status.priority > 50);
  });
});
