import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {limits, roleIds, ui} from '../../src/data/facts';
import {rolesWith} from '../../src/data/phrases';
import {product} from '../../src/data/product';
import inlineFacts from './inline-facts';

const IMPORTS = [
  "import {limits, roleIds, ui} from '@site/src/data/facts';",
  "import {rolesWith} from '@site/src/data/phrases';",
  "import {product} from '@site/src/data/product';",
  "import {docSections} from '@site/src/data/areas';",
].join('\n');

/** The JavaScript MDX makes of `source`, with or without the plugin. */
async function compile(source: string, withPlugin = true): Promise<string> {
  // @mdx-js/mdx is ESM-only: load it with a real dynamic import.
  const mdx = await import('@mdx-js/mdx');
  return String(await mdx.compile(source, {remarkPlugins: withPlugin ? [inlineFacts] : []}));
}

/** The JavaScript MDX makes of `body` after the imports, with the plugin. */
const compiled = (body: string) => compile(`${IMPORTS}\n\n${body}\n`);

describe('facts are rendered when the page is compiled', () => {
  test('a label, a number and a phrase become the text they render', async () => {
    const js = await compiled(
      `Select **{ui.signIn.buttons.continue}**. Files up to {limits.maxUploadSizeGb} GB. Ask {rolesWith('manageUsers', 'anyOne')}. {product.name}.`,
    );
    assert.ok(js.includes(`${product.name}.`), 'the product name');
    assert.ok(js.includes(JSON.stringify(ui.signIn.buttons.continue)), 'the label');
    assert.ok(js.includes(`Files up to ${limits.maxUploadSizeGb} GB`), 'the number, as text');
    assert.ok(js.includes(rolesWith('manageUsers', 'anyOne')), 'the phrase');
    assert.doesNotMatch(js, /ui\.signIn|limits\.maxUploadSizeGb|rolesWith\(|product\.name/, 'no expression is left');
  });

  test('a string attribute is inlined; other attribute values keep their type', async () => {
    const js = await compiled(`<a href={ui.signIn.url} data-max={limits.maxUploadSizeGb}>Sign in</a>`);
    assert.ok(js.includes(`href: ${JSON.stringify(ui.signIn.url)}`), js);
    assert.match(js, /"data-max": limits\.maxUploadSizeGb/);
  });

  test('expressions that read anything else, or give anything but text, stay as they are', async () => {
    const js = await compiled(
      [
        'export const year = 2025;',
        '',
        '{year} {new Date().getFullYear()} {docSections.length} {ui.home.cards} {limits.maxUploadSizeGb > 1}',
        '',
        'Roles: {roleIds.map((id) => id.toUpperCase()).join(", ")}.',
      ].join('\n'),
    );
    for (const kept of [
      'year',
      'new Date().getFullYear()',
      'docSections.length',
      'ui.home.cards',
      'limits.maxUploadSizeGb > 1',
    ]) {
      assert.ok(js.includes(kept), kept);
    }
    // A function's own parameters are bound: this one reads only facts, so it is inlined.
    assert.ok(js.includes(roleIds.map((id) => id.toUpperCase()).join(', ')));
  });

  test('an expression cannot change the sheet for later pages', async () => {
    const before = [...roleIds];
    const js = await compiled('Roles: {roleIds.reverse().join(", ")}.');
    assert.deepEqual([...roleIds], before);
    assert.ok(js.includes('roleIds.reverse()'), 'left to run in the page, where it always ran');
  });

  test('an expression on a line of its own is inlined too', async () => {
    const js = await compiled("{rolesWith('manageUsers')}");
    assert.ok(js.includes(JSON.stringify(rolesWith('manageUsers'))));
    assert.doesNotMatch(js, /rolesWith\(/);
  });

  test('a page that imports no facts is unchanged', async () => {
    const source = 'export const n = 2;\n\nTwo is {n}.\n';
    assert.equal(await compile(source), await compile(source, false));
  });
});
