/**
 * A hostile OpenAPI document (code in every field the pages show) goes through the real page generator
 * and MDX, as a build with API_SPEC_URL does: none of its text may reach the compiled pages as code, and
 * the document's Markdown renderer drops HTML. Each check also runs without the defence, to show it bites.
 */
import assert from 'node:assert/strict';
import {readdir, readFile, rm} from 'node:fs/promises';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import * as acorn from 'acorn';
import yaml from 'js-yaml';
import * as React from 'react';
import {generateInScratchSite, scratchPagesInput, scratchPublished, scratchSite} from '../generate/fixtures';
import {CALL, hostileDocument} from './hostile-document';
import remarkUntrustedMdx, {isSafeUrl, neutralisedMessage} from './remark-untrusted-mdx';

/** What Docusaurus' MDX loader compiles: the page without its front matter, `mdx-code-block` fences opened. */
function pageBody(mdx: string): string {
  return mdx.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/```mdx-code-block\n([\s\S]*?)\n```/g, '$1');
}

/** A generated page (or, with `as`, MDX given as text under that file name) compiled as the build does. */
async function compilePage(file: string, withDefence: boolean, as?: string): Promise<string> {
  const {compile} = await import('@mdx-js/mdx');
  const value = as ? file : pageBody(await readFile(file, 'utf8'));
  const warn = console.warn;
  console.warn = () => {};
  try {
    return String(await compile({value, path: as ?? file}, {remarkPlugins: withDefence ? [remarkUntrustedMdx] : []}));
  } catch (error) {
    // Without the defence, some hostile text is not even valid MDX: that is a page that fails, not a pass.
    if (!withDefence) return `${CALL}()`;
    throw error;
  } finally {
    console.warn = warn;
  }
}

/** The calls of `pwned` in compiled code: as code, not inside a string. */
function hostileCalls(code: string): number {
  const program = acorn.parse(code, {ecmaVersion: 'latest', sourceType: 'module'});
  let calls = 0;
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(walk);
    const record = node as Record<string, unknown>;
    if (record.type === 'Identifier' && record.name === CALL) calls += 1;
    for (const [key, value] of Object.entries(record)) if (key !== 'type') walk(value);
  };
  walk(program);
  return calls;
}

/** The pages the real generator writes from the hostile document, read from `input` (a scratch site path). */
async function hostilePages(input: string): Promise<{site: string; pages: string[]}> {
  const {site, plugins} = await scratchSite(input, yaml.dump(hostileDocument()));
  await generateInScratchSite(site, plugins);
  const dir = path.join(site, 'api-docs');
  const pages = (await readdir(dir)).filter((name) => name.endsWith('.mdx')).map((name) => path.join(dir, name));
  return {site, pages};
}

describe('a hostile OpenAPI document', {concurrency: false}, () => {
  const sites: string[] = [];
  after(() => Promise.all(sites.map((site) => rm(site, {recursive: true, force: true}))));

  test('generates pages in which none of its text runs as code', {timeout: 120_000}, async () => {
    const {site, pages} = await hostilePages(scratchPagesInput);
    sites.push(site);
    for (const page of pages) {
      assert.equal(hostileCalls(await compilePage(page, true)), 0, `${path.basename(page)} runs the document's code`);
      assert.equal(
        hostileCalls(await compilePage(page, false)),
        0,
        `${path.basename(page)}: the document copy lets code through`,
      );
    }
    // The start page keeps the id the site links to, whatever the document's title.
    const dir = path.join(site, 'api-docs');
    assert.deepEqual(
      pages.filter((page) => page.endsWith('.info.mdx')),
      [path.join(dir, 'vidcove-api.info.mdx')],
    );
    assert.match(await readFile(path.join(dir, 'sidebar.ts'), 'utf8'), /id: "vidcove-api"/);
    assert.match(await readFile(path.join(dir, 'media-list.api.mdx'), 'utf8'), /^info_path: api\/vidcove-api$/m);
    const code = await compilePage(path.join(site, 'api-docs', 'media-list.api.mdx'), true);
    assert.match(code, /export const operationExport = pwned\(1\)/, 'the text is shown as it was written');
  });

  test('would run its code if the generator read the document as fetched', {timeout: 120_000}, async () => {
    const {site, pages} = await hostilePages(scratchPublished.json);
    sites.push(site);
    let calls = 0;
    for (const page of pages) calls += hostileCalls(await compilePage(page, false));
    assert.ok(calls > 0, 'the hostile fixture no longer reaches the pages as code: the test above proves nothing');
  });
});

describe('the MDX guard on generated pages', () => {
  const compileGuarded = async (value: string, withDefence = true) =>
    hostileCalls(await compilePage(value, withDefence, 'api-docs/x.api.mdx'));

  test('shows code, unknown components, handlers and unsafe links as text', async () => {
    const cases = [
      `export const x = ${CALL}(1)`,
      `A {${CALL}(2)} b`,
      `<Heading as={"h2"} onClick={${CALL}} />`,
      `<img src="x" onError={() => ${CALL}()} />`,
      `<Unimported value={${CALL}()} />`,
      `import Heading from "@theme/Heading";\n\n<Heading as={"h2"} children={${CALL}()} />`,
      `<a>{'x' + ${CALL}()}</a>`,
    ];
    for (const value of cases) {
      assert.ok((await compileGuarded(value, false)) > 0, `without the guard: ${value}`);
      assert.equal(await compileGuarded(value), 0, value);
    }
    const link = `<a href="javascript:${CALL}()">x</a> [y](javascript:${CALL}())`;
    const {compile} = await import('@mdx-js/mdx');
    const compiled = (guard: boolean) =>
      compile({value: link, path: 'api-docs/x.api.mdx'}, {remarkPlugins: guard ? [remarkUntrustedMdx] : []});
    assert.match(String(await compiled(false)), /href: "javascript:/);
    assert.doesNotMatch(String(await compiled(true)), /href: "javascript:/);
  });

  test("keeps the generator's own components, imports and data", async () => {
    const page = [
      'import Heading from "@theme/Heading";',
      'import {useCurrentSidebarCategory} from "@docusaurus/theme-common";',
      'import DocCardList from "@theme/DocCardList";',
      'import Link from "@docusaurus/Link";',
      '',
      '<Heading as={"h1"} className={"openapi__heading"} children={"List media"}>\n</Heading>',
      '',
      '<div style={{"marginBottom":"2rem"}}>\n<a href={"https://example.com/terms"}>{\'https://example.com/terms\'}</a>\n</div>',
      '',
      '<Link href={"https://example.com/terms"}>Terms</Link>',
      '',
      '<DocCardList items={useCurrentSidebarCategory().items}/>',
    ].join('\n');
    const {compile} = await import('@mdx-js/mdx');
    const guarded = String(
      await compile({value: page, path: 'api-docs/x.info.mdx'}, {remarkPlugins: [remarkUntrustedMdx]}),
    );
    const plain = String(await compile({value: page, path: 'api-docs/x.info.mdx'}));
    assert.equal(guarded, plain);
  });
});

describe('the document Markdown renderer', () => {
  const Code = ({children}: {children: string}) => React.createElement('pre', null, children);
  async function render(markdown: string): Promise<string> {
    (globalThis as {React?: unknown}).React = React;
    const {renderToStaticMarkup} = await import('react-dom/server');
    const {default: SafeMarkdown} = await import('../client/safe-markdown');
    return renderToStaticMarkup(React.createElement(SafeMarkdown, {Code}, markdown));
  }

  test('drops raw HTML and javascript: links, keeps Markdown', async () => {
    const html = await render(
      `**Bold** <img src=x onerror="${CALL}()"> <iframe srcdoc="<script>${CALL}()</script>"></iframe>\n\n` +
        `[a link](javascript:${CALL}()) and [a good one](https://example.com)\n\n:::note <img src=x onerror=${CALL}()> :::\n\n` +
        '```json\n{"a": 1}\n```',
    );
    assert.match(html, /<strong>Bold<\/strong>/);
    assert.match(html, /<a href="https:\/\/example.com">a good one<\/a>/);
    assert.match(html, /<pre>\{&quot;a&quot;: 1\}<\/pre>/);
    assert.doesNotMatch(html, /<img|<iframe|<script|javascript:|onerror/i);
  });
});

describe('URLs the pages may link to', () => {
  test('relative, fragment, http, https and mailto only, whatever the spacing', () => {
    for (const url of ['/api', '#x', 'https://a.example', 'http://a.example', 'mailto:a@example.com', 'a/b:c']) {
      assert.ok(isSafeUrl(url), url);
    }
    for (const url of ['javascript:x', ' JavaScript:x', 'java\tscript:x', 'data:text/html,x', 'vbscript:x']) {
      assert.ok(!isSafeUrl(url), url);
    }
  });

  test('the build says once per page what it showed as text, and where', () => {
    const message = neutralisedMessage({value: '', path: path.join(process.cwd(), 'api-docs/a.api.mdx')}, [
      {line: 12, text: 'export const x =\n pwned(1)'},
      {line: 14, text: '{pwned(2)}'},
    ]);
    assert.equal(
      message,
      'API reference: api-docs/a.api.mdx:12: the OpenAPI document\'s text "export const x = pwned(1)" and 1 more would run as code; it is shown as text.',
    );
  });
});
