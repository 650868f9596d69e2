import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, test} from 'node:test';
import {isChunkStylesheet, linkChunkStylesheet, linkStylesheet} from './chunk-stylesheets';

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
});
