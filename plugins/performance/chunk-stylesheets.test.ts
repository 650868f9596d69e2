import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, test} from 'node:test';
import {
  classesOf,
  featureStylesheetGroups,
  classesInHtml,
  isChunkStylesheet,
  requiredClasses,
  linkChunkStylesheets,
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
    await assert.rejects(linkChunkStylesheets(out, '/', [sheet]), /expected one api-reference\.\*\.css .* found 0/);
    mkdirSync(path.join(out, 'assets', 'css'), {recursive: true});
    writeFileSync(path.join(out, 'assets', 'css', 'api-reference.1234abcd.css'), '');
    writeFileSync(path.join(out, 'assets', 'css', 'styles.99.css'), '');
    assert.deepEqual(await linkChunkStylesheets(out, '/help/', [sheet]), new Map([['api-reference', 2]]));
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
      linkChunkStylesheets(out, '/', [sheet]),
      /expected one status\.\*\.css .* the pages that use its classes/,
    );
    write('assets/css/status.1234abcd.css', '.statusPage_ab12{margin:0}.summary_cd34{color:red}.container{padding:0}');
    write('assets/css/styles.5678abcd.css', '.container{max-width:80rem}');
    assert.deepEqual(await linkChunkStylesheets(out, '/', [sheet]), new Map([['status', 2]]));
    const read = (rel: string) => readFileSync(path.join(out, rel), 'utf8');
    assert.match(
      read('status/index.html'),
      /<link rel="stylesheet" href="\/assets\/css\/status\.1234abcd\.css"><\/head>/,
    );
    assert.match(read('index.html'), /status\.1234abcd\.css/);
    assert.doesNotMatch(read('help/index.html'), /<link/);
  });

  test('one pass links every chunk a page needs, in the configured order, and counts each', async () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'chunk-css-'));
    const write = (rel: string, text: string) => {
      mkdirSync(path.dirname(path.join(out, rel)), {recursive: true});
      writeFileSync(path.join(out, rel), text);
    };
    write('index.html', '<html><head></head><body><div class="hero_ab12 summary_cd34">x</div></body></html>');
    write('api/overview/index.html', '<html><head></head><body><div class="summary_cd34">x</div></body></html>');
    write('help/index.html', '<html><head></head><body><p class="container">x</p></body></html>');
    write('assets/css/api-reference.11111111.css', '.apiItem_ef56{margin:0}');
    write('assets/css/home.22222222.css', '.hero_ab12{margin:0}');
    write('assets/css/status.33333333.css', '.summary_cd34{color:red}');
    write('assets/css/styles.44444444.css', '.container{max-width:80rem}');
    const counts = await linkChunkStylesheets(out, '/', [
      {chunk: 'api-reference', routeBasePath: 'api'},
      {chunk: 'home', files: /home/},
      {chunk: 'status', files: /status/},
    ]);
    assert.deepEqual(
      counts,
      new Map([
        ['api-reference', 1],
        ['home', 1],
        ['status', 2],
      ]),
    );
    const links = (rel: string) =>
      [...readFileSync(path.join(out, rel), 'utf8').matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map(
        (m) => m[1],
      );
    assert.deepEqual(links('index.html'), ['/assets/css/home.22222222.css', '/assets/css/status.33333333.css']);
    assert.deepEqual(links('api/overview/index.html'), [
      '/assets/css/api-reference.11111111.css',
      '/assets/css/status.33333333.css',
    ]);
    assert.deepEqual(links('help/index.html'), []);
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

test('requiredClasses leaves out classes inside functional pseudo-classes, nested too', () => {
  assert.deepEqual(requiredClasses('.a:not(.b) .c:is(.d, :not(.e)) > .f'), ['a', 'c', 'f']);
});
