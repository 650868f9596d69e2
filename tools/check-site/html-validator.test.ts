import assert from 'node:assert/strict';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {after, before, describe, test} from 'node:test';
import {formatVnuMessage, formatVnuMessages, parseVnuOutput, runVnu, type VnuMessage, vnuArgs} from './html-validator';

const jar = String(createRequire(__filename)('vnu-jar'));
const filterFile = path.join(__dirname, 'vnu-filters.txt');

describe('vnu arguments and output', () => {
  test('one JVM, errors only, JSON on stdout, the filter file, then every file', () => {
    const args = vnuArgs({jar: '/v.jar', files: ['a.html', 'b.html'], filterFile: 'f.txt', stackSize: '16m'});
    assert.equal(args[0], '-Xss16m');
    assert.deepEqual(args.slice(args.indexOf('-jar'), args.indexOf('-jar') + 2), ['-jar', '/v.jar']);
    for (const option of ['--errors-only', '--stdout']) assert.ok(args.includes(option), option);
    assert.equal(args[args.indexOf('--format') + 1], 'json');
    assert.equal(args[args.indexOf('--filterfile') + 1], 'f.txt');
    assert.deepEqual(args.slice(-2), ['a.html', 'b.html']);
  });

  test('keeps errors and unreadable files, drops anything softer', () => {
    const json = JSON.stringify({
      messages: [
        {type: 'error', url: 'file:/b/x.html', lastLine: 3, firstColumn: 5, lastColumn: 9, message: 'Bad.'},
        {type: 'info', subType: 'warning', url: 'file:/b/x.html', message: 'Meh.'},
        {type: 'non-document-error', subType: 'io', url: 'file:/b/y.html', message: 'Cannot read.'},
      ],
    });
    assert.deepEqual(
      parseVnuOutput(json).map((message) => message.message),
      ['Bad.', 'Cannot read.'],
    );
    assert.throws(() => parseVnuOutput('Exception in thread "main"'));
  });

  test('formats `file:line:col message`, relative to the working folder', () => {
    const message: VnuMessage = {
      type: 'error',
      url: pathToFileURL('/site/build/a/index.html').href,
      firstLine: 2,
      lastLine: 4,
      firstColumn: 7,
      message: 'Stray end tag “div”.',
    };
    assert.equal(formatVnuMessage(message, '/site'), 'build/a/index.html:2:7 Stray end tag “div”.');
    assert.equal(
      formatVnuMessage({...message, firstLine: undefined, lastLine: 4}, '/elsewhere/deep'),
      '/site/build/a/index.html:4:7 Stray end tag “div”.',
    );
  });

  test('lists a message repeated on many files a few times, then counts the rest', () => {
    const many = Array.from({length: 8}, (_, i) => ({
      type: 'error',
      url: `file:///site/p${i}.html`,
      lastLine: 1,
      firstColumn: 1,
      message: 'Same.',
    }));
    const lines = formatVnuMessages(many, 2, '/site');
    assert.deepEqual(lines, [
      '  p0.html:1:1 Same.',
      '  p1.html:1:1 Same.',
      '  … and 6 more of “Same.” (8 files in all)',
    ]);
  });
});

describe('runVnu on real files', () => {
  let dir: string;
  const valid =
    '<!doctype html><html lang=en><head><title>ok</title></head><body><main><p>Fine.</p></main></body></html>';
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vc-vnu-'));
    await writeFile(path.join(dir, 'valid.html'), valid);
    await writeFile(
      path.join(dir, 'invalid.html'),
      valid.replace('<p>Fine.</p>', '<ul><div>Not a list item.</div></ul>'),
    );
  });
  after(() => rm(dir, {recursive: true, force: true}));

  test('reports the invalid file with its position, and nothing on the valid one', async () => {
    const files = ['valid.html', 'invalid.html'].map((file) => path.join(dir, file));
    const {messages} = await runVnu({jar, files, filterFile, stackSize: '16m'});
    assert.equal(messages.length, 1, JSON.stringify(messages));
    assert.match(
      formatVnuMessage(messages[0]!, dir),
      /^invalid\.html:1:\d+ Element “div” not allowed as child of element “ul”/,
    );
  });
});
