import assert from 'node:assert/strict';
import {mkdir, mkdtemp, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import postcss from 'postcss';
import {
  type PropertiesElsewhere,
  addPropertiesOf,
  addWords,
  classesRuledOutByConfig,
  dropOverriddenRootProperties,
  inlineConstantProperties,
  purgeCss,
  purgeLinkedStylesheets,
  rehashedName,
  requiredClasses,
} from './unused-css';

function wordsOf(...texts: string[]): Set<string> {
  const words = new Set<string>();
  for (const text of texts) addWords(text, words);
  return words;
}

describe('purgeCss', () => {
  const css = [
    '.used{color:red}',
    '.unused{color:blue}',
    '.used,.unused{margin:0}',
    '.menu .used>a{padding:0}',
    '.menu .unused>a{padding:1px}',
    'a:not(.unused){text-decoration:underline}',
    ':is(.used,.unused) p{margin:0}',
    '@media (min-width:997px){.unused{display:none}}',
    '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}',
    '.badge--danger{background:red}',
    'html{font-size:100%}',
  ].join('\n');
  const out = purgeCss(css, wordsOf('<div class="used menu">', 'clsx("badge--" + tone)'));

  test('keeps rules whose classes the site uses, and rules without classes', () => {
    assert.match(out, /\.used\{color:red\}/);
    assert.match(out, /\.menu \.used>a/);
    assert.match(out, /html\{font-size:100%\}/);
    assert.match(out, /@keyframes spin/);
  });

  test('removes rules and selectors that need an unused class, and emptied at-rules', () => {
    assert.doesNotMatch(out, /\.unused\{color:blue\}/);
    assert.doesNotMatch(out, /\.menu \.unused/);
    assert.match(out, /^\.used\{margin:0\}$/m);
    assert.doesNotMatch(out, /@media/);
  });

  test('never removes a rule for a class inside :not() or :is()', () => {
    assert.match(out, /a:not\(\.unused\)/);
    assert.match(out, /:is\(\.used,\s*\.unused\) p/);
  });

  test('keeps classes whose name the JavaScript builds from a prefix', () => {
    assert.match(out, /\.badge--danger/);
  });
});

describe('purgeCss on custom properties', () => {
  const css = [
    ':root{--read:1px;--unread:2px;--only-by-unread:3px;--by-js:4px;--by-chunk:5px}',
    ':root{--lonely:0}',
    '.x{margin:var(--read);--unread-too:var(--only-by-unread)}',
  ].join('\n');
  const out = purgeCss(css, wordsOf('<p class=x>', 'el.style.setProperty("--by-js", "1px")'), {
    read: new Set(['--by-chunk']),
    set: new Set(),
  });

  test('keeps properties that the JavaScript or another stylesheet reads', () => {
    for (const name of ['--by-js', '--by-chunk']) assert.match(out, new RegExp(`${name}:`), name);
  });

  test('writes a constant that only this stylesheet reads where it is read', () => {
    assert.match(out, /\.x\{margin:1px\}/);
    assert.equal(out.includes('--read'), false);
  });

  test('drops the others, and what only they read, and rules left empty', () => {
    for (const name of ['--unread:', '--only-by-unread', '--unread-too', '--lonely']) {
      assert.equal(out.includes(name), false, name);
    }
  });
});

describe('inlineConstantProperties', () => {
  function inline(css: string, mentioned = '', otherStylesheet = ''): string {
    const root = postcss.parse(css);
    const elsewhere: PropertiesElsewhere = {read: new Set(), set: new Set()};
    addPropertiesOf(otherStylesheet, elsewhere);
    inlineConstantProperties(root, wordsOf(mentioned), [], elsewhere);
    return root.toString();
  }

  test('writes a constant’s value where it is read, resolving chains, and drops its definition', () => {
    const css =
      ':root{--space:1rem;--pad:calc(var(--space)*.5);--grey:#444}.a{padding:var(--pad) var(--space);color:var(--grey,red)}';
    assert.equal(inline(css), '.a{padding:calc(1rem*.5) 1rem;color:#444}');
  });

  test('keeps the value apart from the tokens beside it, as var() substitutes tokens', () => {
    const css =
      ':root{--size:100%;--leading:1.65;--family:system-ui,sans-serif}.b{font:var(--size)/var(--leading)var(--family)}';
    assert.equal(inline(css), '.b{font:100%/1.65 system-ui,sans-serif}');
    const partly = ':root{--n:2;--m:1}.s{--m:3}.c{width:calc(var(--n)var(--m))}';
    assert.equal(inline(partly), ':root{--m:1}.s{--m:3}.c{width:calc(2 var(--m))}');
  });

  test('keeps the definition another stylesheet reads, and still writes its value here', () => {
    assert.equal(inline(':root{--c:red}.a{color:var(--c)}', '', '.b{color:var(--c)}'), ':root{--c:red}.a{color:red}');
  });

  test('leaves a property that another stylesheet sets, in any rule', () => {
    const css = ':root{--sep:1.25;--gap:1rem}.crumb:after{width:calc(.5rem*var(--sep));margin:var(--gap)}';
    const searchPage = '.results .crumb{--sep:1}';
    assert.equal(
      inline(css, '', searchPage),
      ':root{--sep:1.25}.crumb:after{width:calc(.5rem*var(--sep));margin:1rem}',
    );
  });

  test('leaves a property set outside the top-level :root rule: a rule, a media query', () => {
    const css = [
      ':root{--size:1;--radius:calc(.4rem*var(--size));--gap:1rem}',
      '.small{--size:.8}',
      '@media (min-width:997px){:root{--gap:2rem}}',
      '.b{border-radius:var(--radius);margin:var(--gap);zoom:var(--size)}',
    ].join('');
    assert.equal(inline(css), css);
  });

  test('leaves a property the HTML or JavaScript mentions, which an element’s style may set', () => {
    const css = ':root{--height:60px}.n{height:var(--height)}';
    assert.equal(inline(css, 'el.style.setProperty("--height", "80px")'), css);
  });

  test('leaves !important, CSS-wide keywords, cycles and undefined properties as they are', () => {
    const css = [
      ':root{--i:1px!important;--k:initial;--x:var(--y);--y:var(--x)}',
      '.c{margin:var(--i);color:var(--k,red);top:var(--x);left:var(--missing,2px)}',
    ].join('');
    assert.equal(inline(css), css);
  });

  test('writes constants into a property that is not one, which keeps its own var()', () => {
    const css = ':root{--r:.4rem;--m:1;--br:calc(var(--r)*var(--m))}.s{--m:.8}.b{border-radius:var(--br)}';
    assert.equal(inline(css), ':root{--m:1;--br:calc(.4rem*var(--m))}.s{--m:.8}.b{border-radius:var(--br)}');
  });
});

test('dropOverriddenRootProperties keeps the last top-level :root value of each property', () => {
  const root = postcss.parse(
    [
      ':root{--primary:#3578e5;--font:serif;--size:1!important}',
      '@media print{:root{--primary:#000}}',
      '.dark{--primary:#fff}',
      ':root{--primary:#0b5cad;--size:2}',
    ].join(''),
  );
  dropOverriddenRootProperties(root);
  assert.equal(
    root.toString(),
    ':root{--font:serif;--size:1!important}@media print{:root{--primary:#000}}.dark{--primary:#fff}:root{--primary:#0b5cad;--size:2}',
  );
});

test('requiredClasses leaves out classes inside functional pseudo-classes, nested too', () => {
  assert.deepEqual(requiredClasses('.a:not(.b) .c:is(.d, :not(.e)) > .f'), ['a', 'c', 'f']);
});

test('rehashedName puts the content hash into the file name', () => {
  assert.match(rehashedName('/assets/css/styles.0123abcd.css', 'a{}'), /^\/assets\/css\/styles\.[0-9a-f]{8}\.css$/);
  assert.notEqual(rehashedName('/assets/css/styles.0123abcd.css', 'a{}'), '/assets/css/styles.0123abcd.css');
});

describe('purgeLinkedStylesheets on a built site', async () => {
  const outDir = await mkdtemp(path.join(tmpdir(), 'performance-'));
  after(() => rm(outDir, {recursive: true, force: true}));
  await mkdir(path.join(outDir, 'assets', 'css'), {recursive: true});
  await mkdir(path.join(outDir, 'assets', 'js'), {recursive: true});
  await mkdir(path.join(outDir, 'docs'), {recursive: true});
  const link = '<link rel=stylesheet href=/assets/css/styles.0123abcd.css>';
  await writeFile(path.join(outDir, 'index.html'), `<html><head>${link}</head><body class=home></body></html>`);
  // The docs page also links a chunk's stylesheet, which webpack loads by its name: it stays as it is.
  const chunkLink = '<link rel="stylesheet" href="/assets/css/chunk.fedcba98.css">';
  await writeFile(
    path.join(outDir, 'docs', 'index.html'),
    `<html><head>${link}${chunkLink}</head><body></body></html>`,
  );
  await writeFile(path.join(outDir, 'assets', 'js', 'main.js'), 'e.classList.add("opened")');
  await writeFile(
    path.join(outDir, 'assets', 'css', 'styles.0123abcd.css'),
    '.home{color:red}.opened{color:blue}.never{color:green}',
  );
  await writeFile(path.join(outDir, 'assets', 'css', 'lazy.89abcdef.css'), '.never{}');
  await writeFile(path.join(outDir, 'assets', 'css', 'chunk.fedcba98.css'), '.unused-in-chunk{}');
  const purged = await purgeLinkedStylesheets(outDir, '/', (fileName) => fileName.startsWith('chunk.'));
  const [sheet] = purged;

  test('purges the linked stylesheet, keeping classes from HTML and JavaScript', async () => {
    assert.ok(sheet);
    const css = await readFile(path.join(outDir, sheet.to), 'utf8');
    assert.equal(css, '.home{color:red}.opened{color:blue}');
  });

  test('renames it by its new content and relinks every page', async () => {
    assert.ok(sheet);
    assert.notEqual(sheet.to, sheet.from);
    const files = await readdir(path.join(outDir, 'assets', 'css'));
    assert.deepEqual(files.sort(), ['chunk.fedcba98.css', 'lazy.89abcdef.css', path.basename(sheet.to)].sort());
    for (const page of ['index.html', path.join('docs', 'index.html')]) {
      const html = await readFile(path.join(outDir, page), 'utf8');
      assert.ok(html.includes(`href=${sheet.to}`), page);
    }
  });

  test('leaves a chunk’s stylesheet alone, though pages link it', async () => {
    assert.deepEqual(
      purged.map((p) => p.from),
      ['/assets/css/styles.0123abcd.css'],
    );
    assert.equal(
      await readFile(path.join(outDir, 'assets', 'css', 'chunk.fedcba98.css'), 'utf8'),
      '.unused-in-chunk{}',
    );
  });

  test('leaves stylesheets no page links alone', async () => {
    assert.equal(await readFile(path.join(outDir, 'assets', 'css', 'lazy.89abcdef.css'), 'utf8'), '.never{}');
  });
});

describe('classes the theme config rules out', () => {
  test('are the navbar styles the config does not choose', () => {
    assert.deepEqual(classesRuledOutByConfig({navbar: {title: 'Help Centre'}}), ['navbar--dark', 'navbar--primary']);
    assert.deepEqual(classesRuledOutByConfig({navbar: {style: 'dark'}}), ['navbar--primary']);
    assert.deepEqual(classesRuledOutByConfig({navbar: {style: 'primary'}}), ['navbar--dark']);
    assert.deepEqual(classesRuledOutByConfig(undefined), ['navbar--dark', 'navbar--primary']);
  });

  test('lose their rules, though the scripts name them, unless a page carries them', async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'performance-'));
    after(() => rm(outDir, {recursive: true, force: true}));
    await mkdir(path.join(outDir, 'assets', 'css'), {recursive: true});
    const link = '<link rel=stylesheet href=/assets/css/styles.0123abcd.css>';
    // The text `navbar--primary` in a page's prose is not an element carrying it.
    await writeFile(
      path.join(outDir, 'index.html'),
      `<html><head>${link}</head><body><nav class="navbar navbar--dark">navbar--primary</nav></body></html>`,
    );
    await writeFile(path.join(outDir, 'main.js'), 'clsx({"navbar--dark":s==="dark","navbar--primary":s==="primary"})');
    await writeFile(
      path.join(outDir, 'assets', 'css', 'styles.0123abcd.css'),
      '.navbar{color:red}.navbar--dark{color:#fff}.navbar--primary{color:blue}',
    );
    const [sheet] = await purgeLinkedStylesheets(outDir, '/', () => false, ['navbar--dark', 'navbar--primary']);
    assert.ok(sheet);
    assert.equal(await readFile(path.join(outDir, sheet.to), 'utf8'), '.navbar{color:red}.navbar--dark{color:#fff}');
  });
});
