import assert from 'node:assert/strict';
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {
  checkSiteLinks,
  classifyReference,
  formatProblems,
  type LinkReport,
  parseMetaRefresh,
  parseSrcset,
  quoteSlashEndedValues,
  scanPage,
  urlPathForFile,
} from './site-links';

const site = 'https://help.example.com';

describe('parseSrcset', () => {
  test('reads each candidate URL, with or without descriptors', () => {
    assert.deepEqual(parseSrcset('/a.png 1x, /b.png 2x'), ['/a.png', '/b.png']);
    assert.deepEqual(parseSrcset('/a.png 640w,/b.png 1030w'), ['/a.png', '/b.png']);
    assert.deepEqual(parseSrcset('/only.png'), ['/only.png']);
    assert.deepEqual(parseSrcset('  /a.png,  /b.png 2x  '), ['/a.png', '/b.png']);
  });
  test('keeps commas inside a URL', () => {
    assert.deepEqual(parseSrcset('/img/a,b.png 1x, /c.png 2x'), ['/img/a,b.png', '/c.png']);
  });
});

describe('parseMetaRefresh', () => {
  test('finds the target in the usual spellings', () => {
    assert.equal(parseMetaRefresh('0; url=/new'), '/new');
    assert.equal(parseMetaRefresh('0;URL=/new'), '/new');
    assert.equal(parseMetaRefresh("0; url='/new page'"), '/new page');
    assert.equal(parseMetaRefresh('5'), undefined);
  });
});

describe('scanPage', () => {
  test('reads minified markup as HTML does: `href=/>` is "/", omitted end tags lose nothing', () => {
    assert.equal(quoteSlashEndedValues('<a class=x href=/>Home</a>'), '<a class=x href="/">Home</a>');
    // As a minifier writes it: no `</li>`, `</p>`, `</body>` or `</html>`.
    const scan = scanPage(
      '<html><body><ul><li><a href=/>Home</a><li><div id=deep>x</div></ul><p id=last><a href=/x#y>x</a>',
    );
    assert.deepEqual(
      scan.references.map((r) => r.url),
      ['/', '/x#y'],
    );
    assert.deepEqual([...scan.anchors], ['deep', 'last']);
  });
  test('collects every kind of reference and anchor', () => {
    const scan = scanPage(`<!doctype html><html><head>
      <link rel=canonical href="${site}/p"><link rel=preconnect href="https://cdn.example.com">
      <link rel="icon" href="/favicon.svg"><meta property="og:image" content="${site}/og.png">
      <meta http-equiv="refresh" content="0; url=/moved"><script src="/main.js"></script></head>
      <body><a name="old"></a><h2 id="new">x</h2><img src="/i.png" srcset="/i1.png 1x, /i2.png 2x">
      <picture><source srcset="/s.webp"></picture><video src="/v.webm" poster="/p.jpg"><track src="/t.vtt"></video>
      <iframe src="/embed"></iframe><area href="/map"><svg><use href="#sprite"></use></svg>
      <script>document.write('<a href="/not-a-link">')</script><pre><code><a href="/in-code">c</a></code></pre></body></html>`);
    assert.deepEqual(
      scan.references.map((r) => `${r.kind} ${r.url}`),
      [
        `link rel=canonical ${site}/p`,
        'link rel=icon /favicon.svg',
        `meta og:image ${site}/og.png`,
        'meta refresh /moved',
        'script src /main.js',
        'img src /i.png',
        'img srcset /i1.png',
        'img srcset /i2.png',
        'source srcset /s.webp',
        'video src /v.webm',
        'video poster /p.jpg',
        'track src /t.vtt',
        'iframe src /embed',
        'area href /map',
        'svg use #sprite',
        'a href /in-code',
      ],
    );
    assert.deepEqual([...scan.anchors].sort(), ['new', 'old']);
    assert.equal(scan.canonical, `${site}/p`);
  });
});

describe('classifyReference', () => {
  const page = new URL('/docs/intro', site);
  test('relative, root-relative and same-origin absolute URLs are internal', () => {
    for (const reference of ['setup', '../x', '/x', `${site}/x`, '#top', '?q=1']) {
      assert.equal(classifyReference(reference, page, site).kind, 'internal', reference);
    }
  });
  test('other origins are external; other schemes are neither', () => {
    assert.equal(classifyReference('https://www.example.com/', page, site).kind, 'external');
    assert.equal(classifyReference('//cdn.example.com/x.js', page, site).kind, 'external');
    assert.equal(classifyReference('http://help.example.com/x', page, site).kind, 'external');
    assert.equal(classifyReference('mailto:a@example.com', page, site).kind, 'other');
    assert.equal(classifyReference('http://[bad', page, site).kind, 'invalid');
  });
});

test('urlPathForFile gives the path the server normalises to', () => {
  assert.equal(urlPathForFile('index.html'), '/');
  assert.equal(urlPathForFile('docs/index.html'), '/docs/');
  assert.equal(urlPathForFile('docs/guide.html'), '/docs/guide');
  assert.equal(urlPathForFile('café/index.html'), '/caf%C3%A9/');
});

describe('checkSiteLinks on a fixture site', () => {
  let root: string;
  let report: LinkReport;
  const page = (body: string, head = '') =>
    `<!doctype html><html lang=en><head><title>t</title>${head}</head><body>${body}</body></html>`;

  before(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'vc-links-'));
    const files: Record<string, string> = {
      'index.html': page(
        `<main id=content><a href="#content">skip</a><a href="#">top</a><a href="#top">top</a>
        <a href="/docs/">dir index</a><a href="/docs">dir index without slash</a>
        <a href="/guide">.html file</a><a href="guide#setup">relative, with fragment</a>
        <a href="/caf%C3%A9/menu">percent-encoded path</a><a href="${site}/guide">own origin</a>
        <a href="https://www.example.org/x">external</a><a href="mailto:help@example.com">mail</a>
        <a href="/docs/index.html">index.html</a><a href="/search?q=upload">query</a>
        <img src="/img/ok.png" srcset="/img/ok.png 1x, /img/ok%202x.png 2x" alt="">
        <a href="/missing-page">gone</a><img src="/img/missing.png" alt="">
        <a href="/guide#nope">bad fragment</a><a href="#nowhere">bad same-page fragment</a>
        <picture><source srcset="/img/ok.png 1x, /img/gone.png 2x"><img src="/img/ok.png" alt=""></picture>
        </main>`,
        `<link rel=icon href=/img/ok.png><link rel=canonical href="${site}/">`,
      ),
      'docs/index.html': page('<a href="../guide#setup">up</a><a href="intro">sibling</a><a href="/404.html">x</a>'),
      // The not-found page names its own URL, where the server answers with it (and status 404).
      '404.html': page('<p>Page Not Found</p>', `<link rel=canonical href="${site}/404.html">`),
      'guide.html': page('<h2 id="setup">Setup</h2><a name="legacy"></a><a href="/guide#legacy">legacy anchor</a>'),
      'café/menu.html': page('<p>Menu</p>'),
      'search/index.html': page('<p>Search</p>'),
      'img/ok.png': 'png',
      'img/ok 2x.png': 'png',
      'sitemap.xml': `<?xml version="1.0"?><urlset>
        <url><loc>${site}/</loc></url><url><loc>${site}/guide</loc></url><url><loc>${site}/docs/</loc></url>
        <url><loc>${site}/removed</loc></url><url><loc>https://elsewhere.example.com/guide</loc></url>
        <url><loc>${site}/img/ok.png</loc></url></urlset>`,
    };
    for (const [file, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, file)), {recursive: true});
      await writeFile(path.join(root, file), content);
    }
    report = await checkSiteLinks({root, siteUrl: site});
  });
  after(() => rm(root, {recursive: true, force: true}));

  const problems = () => report.problems.map((p) => `${p.type} ${p.page} → ${p.reference} (${p.kind})`).sort();

  test('reports exactly the broken references', () => {
    assert.deepEqual(problems(), [
      'fragment / → #nowhere (a href)',
      'fragment / → /guide#nope (a href)',
      'missing / → /img/gone.png (source srcset)',
      'missing / → /img/missing.png (img src)',
      'missing / → /missing-page (a href)',
      // A link to the not-found page from another page leads readers to a 404.
      'missing /docs/ → /404.html (a href)',
      // docs/index.html is read at /docs/, so `intro` is /docs/intro.
      'missing /docs/ → intro (a href)',
      'sitemap sitemap.xml → https://elsewhere.example.com/guide (sitemap loc)',
      'sitemap sitemap.xml → https://help.example.com/img/ok.png (sitemap loc)',
      'sitemap sitemap.xml → https://help.example.com/removed (sitemap loc)',
    ]);
  });

  test('says why, and names the missing id', () => {
    const fragment = report.problems.find((p) => p.reference === '/guide#nope');
    assert.equal(fragment?.reason, 'no element with id "nope" on /guide');
    assert.equal(report.problems.find((p) => p.reference === '/missing-page')?.reason, 'no such file');
  });

  test('counts pages, internal references and skipped external links', () => {
    assert.equal(report.pages, 6);
    assert.equal(report.external, 1);
    assert.equal(report.sitemapLocs, 6);
    assert.ok(report.internal >= 25, `${report.internal} internal references`);
  });

  test('formats one line per problem, grouped, and folds a reference broken on many pages', () => {
    const lines = formatProblems([
      ...['/a', '/b', '/c', '/d', '/e'].map((page) => ({
        type: 'missing' as const,
        page,
        reference: '/gone',
        kind: 'a href',
        reason: 'no such file',
      })),
      {type: 'fragment', page: '/a', reference: '#x', kind: 'a href', reason: 'no element with id "x" on /a'},
      {type: 'fragment', page: '/a', reference: '#x', kind: 'a href', reason: 'no element with id "x" on /a'},
    ]);
    assert.deepEqual(lines, [
      'Broken references (no such page or file): 5',
      '  /a → /gone (a href): no such file [also on /b, /c, /d and 1 more pages]',
      'Broken fragments (no element with that id): 2',
      '  /a → #x (a href): no element with id "x" on /a (2 references)',
    ]);
  });
});
