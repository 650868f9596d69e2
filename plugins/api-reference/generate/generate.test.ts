import assert from 'node:assert/strict';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {mkdir, mkdtemp, readdir, rm, writeFile} from 'node:fs/promises';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import yaml from 'js-yaml';
import {committedSpecPath, mockServer} from '../options';
import {
  failureMessage,
  inlineInfoText,
  labelStartPage,
  linkExternalAnchors,
  pageId,
  regenerateApiReference,
  type RegenerateOptions,
} from './generate';
import {META_DESCRIPTION} from './reference';
import {listOperations} from './spec';

const siteDir = path.resolve(__dirname, '..', '..', '..');
const committed = readFileSync(path.join(siteDir, committedSpecPath), 'utf8');
const published = {yaml: '.api-spec/public/api/openapi.yaml', json: '.api-spec/public/api/openapi.json'};
const pagesInput = '.api-spec/pages/openapi.json';

/** The committed document with its operationIds rewritten, e.g. camelCase. */
function withOperationIds(rename: (id: string) => string): string {
  const document = yaml.load(committed) as {paths: Record<string, Record<string, {operationId: string}>>};
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) operation.operationId = rename(operation.operationId);
  }
  return yaml.dump(document);
}
const camelCase = (id: string) => id.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** A stand-in for the openapi generator: a page per operation of the published document, as it names them. */
function fakeGenerator(site: string, options: {skip?: string; fail?: boolean} = {}) {
  return async () => {
    const document = JSON.parse(readFileSync(path.join(site, pagesInput), 'utf8')) as Record<string, unknown>;
    const dir = path.join(site, 'api-docs');
    writeFileSync(path.join(dir, 'vidcove-api.info.mdx'), '---\nid: vidcove-api\ndescription: "x"\n---\n');
    writeFileSync(path.join(dir, 'sidebar.ts'), 'export default [];\n');
    for (const operation of listOperations(document)) {
      const id = pageId(operation);
      if (id === options.skip) continue;
      const frontMatter = `---\nid: ${id}\ndescription: "${'x'.repeat(400)}"\ninfo_path: api//vidcove-api\n---\n`;
      writeFileSync(path.join(dir, `${id}.api.mdx`), `${frontMatter}\n# ${operation.summary}\n`);
    }
    if (options.fail) throw new Error('the page generator failed (exit code 1); its output is above');
  };
}

describe('regenerating the reference', () => {
  let site: string;
  let server: http.Server;
  let base: string;

  before(async () => {
    server = http.createServer((request, response) => {
      response
        .writeHead(request.url === '/swagger.yml' ? 200 : 404)
        .end(request.url === '/swagger.yml' ? committed : '');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  after(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  async function makeSite(document = committed): Promise<string> {
    site = await mkdtemp(path.join(tmpdir(), 'vc-api-'));
    await mkdir(path.join(site, 'api-spec'));
    await writeFile(path.join(site, 'api-spec', 'vidcove.yaml'), document);
    await mkdir(path.join(site, 'api-docs'));
    // Pages from an earlier run, and the hand-written overview.
    for (const name of ['old-operation.api.mdx', 'vidcove-api.info.mdx', 'sidebar.ts', 'overview.mdx']) {
      await writeFile(path.join(site, 'api-docs', name), 'earlier content');
    }
    return site;
  }

  const options = (overrides: Partial<RegenerateOptions>): RegenerateOptions => ({
    siteDir: site,
    outputDir: 'api-docs',
    committedSpecPath: 'api-spec/vidcove.yaml',
    fetchedSpecPath: '.api-spec/vidcove.yaml',
    published,
    pagesInput,
    routeBasePath: 'api',
    startPageId: 'vidcove-api',
    mockServerMode: 'off',
    mockServer,
    generate: fakeGenerator(site),
    ...overrides,
  });

  /** What is left in the site once regeneration failed: only the hand-written overview, nothing published. */
  async function leftovers(): Promise<string[]> {
    const files = await readdir(path.join(site, 'api-docs'));
    for (const file of [published.yaml, published.json, pagesInput, '.api-spec/vidcove.yaml']) {
      if (existsSync(path.join(site, file))) files.push(file);
    }
    return files.sort();
  }

  async function failure(overrides: Partial<RegenerateOptions>): Promise<string> {
    const error = await regenerateApiReference(options(overrides)).then(
      () => assert.fail('regeneration succeeded'),
      (e: unknown) => e,
    );
    const message = failureMessage(error);
    assert.doesNotMatch(message, /\n/);
    return message;
  }

  test('a document that cannot be fetched stops it and leaves no stale pages', async () => {
    await makeSite();
    let generated = false;
    const message = await failure({specUrl: `${base}/missing.yml`, generate: async () => void (generated = true)});
    assert.equal(generated, false);
    assert.equal(message, `API reference: Cannot use the OpenAPI document at ${base}/missing.yml: HTTP 404 Not Found`);
    assert.deepEqual(await leftovers(), ['overview.mdx']);
    await rm(site, {recursive: true});
  });

  test('when the generator fails after writing pages, its pages and the published document go', async () => {
    await makeSite();
    const message = await failure({specUrl: `${base}/swagger.yml`, generate: fakeGenerator(site, {fail: true})});
    assert.match(message, /^API reference: the page generator failed/);
    assert.deepEqual(await leftovers(), ['overview.mdx']);
    await rm(site, {recursive: true});
  });

  test('an operation without a page stops it and removes the pages that were written', async () => {
    await makeSite();
    const message = await failure({generate: fakeGenerator(site, {skip: 'media-list'})});
    assert.equal(message, 'API reference: no page was generated for media-list');
    assert.deepEqual(await leftovers(), ['overview.mdx']);
    await rm(site, {recursive: true});
  });

  test('camelCase operationIds get the kebab-case pages the generator writes', async () => {
    await makeSite(withOperationIds(camelCase));
    const {pageIds} = await regenerateApiReference(options({}));
    assert.ok(pageIds.includes('media-list') && pageIds.includes('account-info'), pageIds.join(' '));
    assert.ok(existsSync(path.join(site, 'api-docs', 'media-list.api.mdx')));
    await rm(site, {recursive: true});
  });

  test('two operationIds that would share a page are refused', async () => {
    await makeSite(withOperationIds((id) => (id === 'media-detail' ? 'mediaList' : id)));
    const message = await failure({});
    assert.match(
      message,
      /the operationId "media-list" \(GET \/media\) and operationId "mediaList" \(GET \/media\/\{mediaId\}\) would share one page \(media-list\)$/,
    );
    assert.deepEqual(await leftovers(), ['overview.mdx']);
    await rm(site, {recursive: true});
  });

  test('an operationId that names no page, or takes the start page or the overview, is refused by name', async () => {
    const cases: [string, RegExp][] = [
      ['!!!', /operationId "!!!" \(GET \/media\/\{mediaId\}\) has no letter or digit to name its page$/],
      [
        'overview',
        /operationId "overview" \(GET \/media\/\{mediaId\}\) would take the page of the hand-written overview \(overview\)$/,
      ],
      [
        'VidcoveApi',
        /operationId "VidcoveApi" \(GET \/media\/\{mediaId\}\) would take the page of the start page \(vidcove-api\)$/,
      ],
    ];
    for (const [operationId, expected] of cases) {
      await makeSite(withOperationIds((id) => (id === 'media-detail' ? operationId : id)));
      const message = await failure({});
      assert.match(message, new RegExp(`^API reference: Cannot use the OpenAPI document at .*vidcove.yaml: `));
      assert.match(message, expected);
      await rm(site, {recursive: true});
    }
  });

  test('publishes the document as YAML and JSON, with the servers the setting asks for', async () => {
    await makeSite();
    await regenerateApiReference(options({mockServerMode: 'default'}));
    const fromYaml = yaml.load(readFileSync(path.join(site, published.yaml), 'utf8'));
    const fromJson = JSON.parse(readFileSync(path.join(site, published.json), 'utf8')) as {servers: {url: string}[]};
    assert.deepEqual(fromYaml, fromJson);
    assert.deepEqual(
      fromJson.servers.map((server) => server.url),
      [mockServer.url, 'https://api.vidcove.com/v1'],
    );
    await rm(site, {recursive: true});
  });

  test('gives every page a meta description of 50 to 160 characters and fixes the start page path', async () => {
    await makeSite();
    await regenerateApiReference(options({}));
    const dir = path.join(site, 'api-docs');
    const pages = (await readdir(dir)).filter((name) => /\.(api|info)\.mdx$/.test(name));
    assert.equal(pages.length, 19);
    for (const name of pages) {
      const text = readFileSync(path.join(dir, name), 'utf8');
      const description = JSON.parse(/^description: (.*)$/m.exec(text)![1]!) as string;
      assert.ok(
        description.length >= META_DESCRIPTION.min && description.length <= META_DESCRIPTION.max,
        `${name}: ${description.length} characters: ${description}`,
      );
      if (name.endsWith('.api.mdx')) assert.match(text, /^info_path: api\/vidcove-api$/m);
    }
    assert.match(
      readFileSync(path.join(dir, 'media-list.api.mdx'), 'utf8'),
      /^description: "List media with the Vidcove API: GET \/media, its parameters, responses and examples/m,
    );
    await rm(site, {recursive: true});
  });
});

describe('the start page markup', () => {
  const generated = [
    '<div\n  style={{"display":"flex"}}\n>',
    '  <h3\n    style={{"marginBottom":"0.25rem"}}\n  >\n    Contact\n  </h3><span>',
    '    Support: [support@example.com](mailto:support@example.com)\n  </span>',
    '</div><div\n  style={{"marginBottom":"1rem"}}\n>',
    '  <h3\n    style={{"marginBottom":"0.25rem"}}\n  >\n    License\n  </h3><a',
    '    href={"https://example.com/terms"}\n  >\n    Terms of Use\n  </a>',
    '</div>',
  ].join('\n');

  test('keeps the contact and licence text on its tag’s line, so MDX adds no <p> inside h3 or span', () => {
    assert.equal(
      inlineInfoText(generated),
      [
        '<div\n  style={{"display":"flex"}}\n>',
        '  <h3\n    style={{"marginBottom":"0.25rem"}}\n  >Contact</h3>',
        '<span>Support: [support@example.com](mailto:support@example.com)</span>',
        '</div><div\n  style={{"marginBottom":"1rem"}}\n>',
        '  <h3\n    style={{"marginBottom":"0.25rem"}}\n  >License</h3>',
        '<a\n    href={"https://example.com/terms"}\n  >Terms of Use</a>',
        '</div>',
      ].join('\n'),
    );
  });

  test('the result is MDX that compiles with no paragraph inside the heading or the span', async () => {
    const {compile} = await import('@mdx-js/mdx');
    const jsx = String(await compile(inlineInfoText(generated), {jsx: true}));
    assert.match(jsx, /<h3[^>]*>\{"Contact"\}<\/h3><span>\{"Support: "\}<_components\.a/);
    assert.match(jsx, /<a href=\{"https:\/\/example\.com\/terms"\}>\{"Terms of Use"\}<\/a>/);
    assert.doesNotMatch(jsx, /_components\.p/);
  });

  test('leaves elements with no text, or with markup inside, as they are', () => {
    const empty = '<span\n  children={"Version: 1.0.0"}\n>\n</span>';
    const nested = '<span>\n  <strong>x</strong>\n</span>';
    assert.equal(inlineInfoText(empty), empty);
    assert.equal(inlineInfoText(nested), nested);
  });

  test("the licence's external link becomes a Link, which opens a new tab and says so", async () => {
    const page = `---\nid: x\n---\n\nimport Heading from "@theme/Heading";\n\n${inlineInfoText(generated)}\n`;
    const linked = linkExternalAnchors(page);
    assert.match(linked, /^import Link from "@docusaurus\/Link";\nimport Heading/m);
    const {compile} = await import('@mdx-js/mdx');
    const jsx = String(await compile(linked, {jsx: true}));
    assert.match(jsx, /<Link href=\{"https:\/\/example\.com\/terms"\}>\{"Terms of Use"\}<\/Link>/);
    assert.doesNotMatch(jsx, /<a href/);
    assert.equal(linkExternalAnchors(linked), linked);
  });

  test('labels the start page At a glance, as its front matter is what the sidebar shows', () => {
    assert.equal(
      labelStartPage('---\nid: x\nsidebar_label: Introduction\n---\n'),
      '---\nid: x\nsidebar_label: At a glance\n---\n',
    );
  });
});
