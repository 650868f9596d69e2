import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {twinTextProblems} from './lint';
import {NoArticleError, htmlToMarkdown, twinDocument} from './html-to-markdown';
import {twinPath} from './shared';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const pageUrl = 'https://help.vidcove.com/managing-events/connecting-an-encoder';
const doc = htmlToMarkdown(fixture('doc-page.html'), {pageUrl});

describe('a built doc page as Markdown', () => {
  test('facts-sheet values read as plain text, where the page put them', () => {
    assert.match(
      doc,
      /^You can stream at up to 1080p and 6,000 kbps on the Business plan\. Owners and \*\*Administrators\*\*/,
    );
  });

  test('leaves out the title (the twin heads it), navigation, the table of contents, tags and footer', () => {
    for (const chrome of [
      '# Connecting',
      'Help Centre',
      'API Reference',
      'On this page',
      'Managing events',
      'live',
      'Next',
      'Copyright',
    ]) {
      assert.ok(!doc.split('\n').some((line) => line.trim() === chrome || line.startsWith(chrome)), chrome);
    }
    assert.doesNotMatch(doc, /Direct link|\u200b|Show more|Copy code/);
  });

  test('tabs: every tab, hidden or not, as a labelled block in order', () => {
    assert.match(
      doc,
      /\*\*OBS Studio\*\*\n\n1\. Open \*\*Settings > Stream\*\*\.\n2\. Paste the \*\*Stream key\*\*\.\n\n\*\*vMix\*\*\n\nIn vMix, select \*\*Add Destination\*\*\./,
    );
  });

  test('admonitions: a quote that names the type, and the custom title after it', () => {
    assert.match(doc, /> \*\*Tip\*\*\n>\n> Test with a private event first\./);
    assert.match(
      doc,
      /> \*\*Caution: Keep your key secret\*\*\n>\n> Anyone with the key can stream to your event\.\n>\n> - Reset it after each event\./,
    );
  });

  test('tables: a GitHub table, with code kept and pipes escaped', () => {
    assert.match(
      doc,
      /\| Setting +\| Value +\|\n\| -+ \| -+ \|\n\| `Keyframe interval` \| 2 s +\|\n\| Rate control +\| CBR \\\| constant \|/,
    );
  });

  test('code: the highlighted block React streamed in, with its language and title, and plain blocks', () => {
    assert.match(
      doc,
      /_stream\.sh_\n\n```bash\nffmpeg -i input\.mp4 -c:v libx264 \\\n {2}-f flv "rtmps:\/\/live\.vidcove\.com\/app\/\$KEY"\n```/,
    );
    assert.doesNotMatch(doc, /ffmpeg -i input\.mp4\n/, 'not the unhighlighted fallback');
    assert.match(doc, /```\nrtmps:\/\/live\.vidcove\.com:443\/app\n```/);
  });

  test('links and images: absolute, fragments on the page URL, mail links kept', () => {
    assert.match(doc, /\[Running your event\]\(https:\/\/help\.vidcove\.com\/managing-events\/running-your-event\)/);
    assert.match(
      doc,
      /\[the settings above\]\(https:\/\/help\.vidcove\.com\/managing-events\/connecting-an-encoder#settings\)/,
    );
    assert.match(doc, /\[OBS\]\(https:\/\/obsproject\.com\/\)/);
    assert.match(doc, /\[support@vidcove\.com\]\(mailto:support@vidcove\.com\)/);
    assert.match(
      doc,
      /!\[The Stream settings of OBS Studio\]\(https:\/\/help\.vidcove\.com\/assets\/ideal-img\/encoder\.4b3d68a\.640\.png\)/,
    );
    assert.match(doc, /\[Live event preview\]\(https:\/\/help\.vidcove\.com\/embed\/player\/\?media=k7d2m9x4qp\)/);
  });

  test('forms read as label, value and unit; details as a bold summary; loading messages are left out', () => {
    assert.match(doc, /Total bitrate: 6160 kbps/);
    assert.match(doc, /\*\*Why RTMPS\?\*\*\n\nIt encrypts the stream\./);
    assert.doesNotMatch(doc, /Loading the live demo/);
  });

  test('no HTML, MDX or undefined is left in it', () => {
    assert.deepEqual(twinTextProblems(doc), []);
  });
});

describe('a built release note as Markdown', () => {
  test('its body, with relative links made absolute', () => {
    const note = htmlToMarkdown(fixture('release-note.html'), {
      pageUrl: 'https://help.vidcove.com/release-notes/2025/11/12/vidcove-11-42',
    });
    assert.equal(
      note,
      'This release adds **chapters** to the player.\n\n## New\n\n- Chapters appear in the ' +
        '[player](https://help.vidcove.com/media-players/customising-your-player).',
    );
  });

  test('a live demo not yet loaded reads as the sentence over it, not as its inert controls', () => {
    const html =
      '<div class="theme-doc-markdown"><p>Try it:</p><div><div inert><section><p>Live demo</p><p>Player.js: waiting</p>' +
      '<button>Play</button><p>Nothing yet.</p></section></div><div><button>Load the live demo</button>' +
      '<span>The live demo runs in your browser: turn on JavaScript to try it.</span></div></div></div>';
    assert.equal(
      htmlToMarkdown(html, {pageUrl: 'https://x.test/a'}),
      'Try it:\n\nThe live demo runs in your browser: turn on JavaScript to try it.',
    );
  });

  test('a page without an article is refused with its address', () => {
    assert.throws(() => htmlToMarkdown('<main><p>Hi</p></main>', {pageUrl: 'https://x.test/a'}), NoArticleError);
  });
});

describe('the whole twin', () => {
  test('title, description and canonical URL at the top, then further details and the body', () => {
    const twin = twinDocument(
      {
        title: 'Vidcove 11.42',
        description: 'Chapters in the player.',
        url: 'https://help.vidcove.com/r',
        details: ['Published: 12 November 2025'],
      },
      'Body.\n',
    );
    assert.equal(
      twin,
      '# Vidcove 11.42\n\n> Chapters in the player.\n\nCanonical URL: https://help.vidcove.com/r\n\nPublished: 12 November 2025\n\nBody.\n',
    );
  });
});

describe('twin paths', () => {
  test('the page path plus .md; a trailing slash is dropped first; the home page is /index.md', () => {
    assert.equal(twinPath('/getting-started/accessing-vidcove'), '/getting-started/accessing-vidcove.md');
    assert.equal(twinPath('/embedding-media/overview/'), '/embedding-media/overview.md');
    assert.equal(twinPath('/frequently-asked-questions/'), '/frequently-asked-questions.md');
    assert.equal(twinPath('/api/media-list#responses'), '/api/media-list.md');
    assert.equal(twinPath('/'), '/index.md');
  });
});

describe('twin text checks', () => {
  test('find HTML, MDX and undefined outside code, and nothing inside code', () => {
    assert.deepEqual(
      twinTextProblems('Use `<iframe>`.\n\n```html\n<iframe src="x"></iframe>\n{product.name}\n```\n'),
      [],
    );
    assert.match(twinTextProblems('A <div class="x">box</div>')[0]!, /HTML tag/);
    assert.match(twinTextProblems('Welcome to {product.name}.')[0]!, /MDX syntax/);
    assert.match(twinTextProblems("import Tabs from '@theme/Tabs';")[0]!, /MDX syntax/);
    assert.match(twinTextProblems(':::tip\nHello\n:::')[0]!, /MDX syntax/);
    assert.match(twinTextProblems('Up to undefined GB')[0]!, /"undefined"/);
    assert.deepEqual(twinTextProblems('Send `Authorization: Bearer \\<API key>` as 1 < 2 > 0.'), []);
  });
});
