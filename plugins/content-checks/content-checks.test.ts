/**
 * A writer's mistake fails the page's compile with one `file:line: message` line. Each test makes the
 * mistake in a copy of a real page, compiled in memory at the page's own path as Docusaurus compiles it
 * (front matter, GFM, directives, then this site's remark plugins).
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import inlineFacts from '../performance/inline-facts';
import strictContent from '.';
import {frontMatterProblems, parseCheckedFrontMatter} from './front-matter';
import {loadParser, parsePage} from './parse';
import {formatProblem, SITE_DIR} from './problems';

const PAGE = 'docs/embedding-media/wordpress.mdx';
/** The page as it stood when these tests were written, at its real path: its links and images resolve. */
const original = readFileSync(path.join(SITE_DIR, 'plugins/content-checks/fixtures/wordpress.mdx'), 'utf8');

/** Line (1-based) of the first line of `source` that contains `text`. */
const lineWith = (source: string, text: string) => source.split('\n').findIndex((line) => line.includes(text)) + 1;

/** The page with `from` replaced by `to` (which must be there), and the line of the change. */
function withMistake(from: string, to: string, source = original): {source: string; line: number} {
  assert.ok(source.includes(from), `the page holds ${from}`);
  const changed = source.replace(from, to);
  return {source: changed, line: lineWith(changed, to.split('\n')[0]!)};
}

/** Compiles MDX as the docs plugin does, with or without the content checks. */
async function compile(source: string, file = PAGE, strict = true): Promise<string> {
  const [{compile: compileMdx}, {default: frontmatter}, {default: gfm}, {default: directive}, {VFile}] =
    await Promise.all([
      import('@mdx-js/mdx'),
      import('remark-frontmatter'),
      import('remark-gfm'),
      import('remark-directive'),
      import('vfile'),
    ]);
  const remarkPlugins = [frontmatter, gfm, directive, ...(strict ? [strictContent] : []), inlineFacts];
  return String(await compileMdx(new VFile({path: path.join(SITE_DIR, file), value: source}), {remarkPlugins}));
}

/** Asserts the compile fails with exactly `message` at `line` of the page. */
async function assertFails(source: string, line: number, message: string, file = PAGE): Promise<void> {
  await assert.rejects(compile(source, file), (error: Error) => {
    assert.equal(error.message, `${file}:${line}: ${message}`);
    assert.equal(error.stack, error.message, 'no stack trace under the message');
    return true;
  });
}

describe('the page as it is', () => {
  test('compiles with the checks', async () => {
    await compile(original);
  });
});

describe('strict data modules', () => {
  test('a facts key with a typo fails, naming the key it could be; without the check it renders a blank', async () => {
    const {source, line} = withMistake('{ui.media.label}', '{ui.media.labell}');
    await assertFails(source, line, 'unknown facts key ui.media.labell (did you mean ui.media.label?)');
    const js = await compile(source, PAGE, false);
    assert.match(js, /ui\.media\.labell/, 'left to the browser, where it renders nothing');
  });

  test('a key of every data module pages read is checked: product, areas, phrases', async () => {
    const imports =
      "import {product} from '@site/src/data/product';\nimport {docSections} from '@site/src/data/areas';\n";
    const base = withMistake(
      "import Image from '@theme/IdealImage';",
      `${imports}import Image from '@theme/IdealImage';`,
    ).source;
    const typo = withMistake('## Before you start', 'By {product.nmae}.\n\n## Before you start', base);
    await assertFails(typo.source, typo.line, 'unknown product key product.nmae (did you mean product.name?)');
    const area = withMistake('## Before you start', '{docSections.lenght} sections.\n\n## Before you start', base);
    await assertFails(
      area.source,
      area.line,
      'unknown areas key docSections.lenght (did you mean docSections.length?)',
    );
  });

  test('an import of an export or a data module that does not exist fails', async () => {
    const exported = withMistake('import {restrictions, ui, urls}', 'import {restrictions, uii, ui, urls}');
    await assertFails(exported.source, exported.line, 'facts has no export uii (did you mean ui?)');
    const module = withMistake("from '@site/src/data/phrases'", "from '@site/src/data/phrase'");
    await assertFails(
      module.source,
      module.line,
      'unknown data module @site/src/data/phrase (did you mean @site/src/data/phrases?)',
    );
  });

  test('a phrase helper called with a value the sheet does not hold fails', async () => {
    const role = withMistake("rolesWith('editAnyMedia')", "rolesWith('editAnyMedai')");
    await assertFails(
      role.source,
      role.line,
      'rolesWith(): "editAnyMedai" is not a permission of the role matrix (src/data/facts/roles.ts) (did you mean "editAnyMedia"?)',
    );
    const status = withMistake("label(ui.media.statuses, 'Ready')", "label(ui.media.statuses, 'Redy')");
    await assertFails(
      status.source,
      status.line,
      'label(): "Redy" is not in the list (did you mean "Ready"?) (it holds "Uploading", "Processing", "Ready", "Failed")',
    );
  });

  test('a key in a component prop or a larger expression is checked too', async () => {
    const {source, line} = withMistake(
      '## Before you start',
      '<a href={urls.watchPagee}>Watch</a>\n\n## Before you start',
    );
    await assertFails(source, line, 'unknown facts key urls.watchPagee (did you mean urls.watchPage?)');
  });
});

describe('page components', () => {
  test('an unknown permission in <Availability> fails', async () => {
    const {source, line} = withMistake('permission="uploadMedia"', 'permission="uplodMedia"');
    await assertFails(
      source,
      line,
      '<Availability permission>: "uplodMedia" is not a permission of the role matrix (src/data/facts/roles.ts) (did you mean "uploadMedia"?)',
    );
    const role = withMistake('permission="uploadMedia"', "roles={['owner', 'admin']}");
    await assertFails(
      role.source,
      role.line,
      '<Availability roles>: "admin" is not a role ID (src/data/facts/roles.ts)',
    );
  });

  test('an unknown product in <CheckedAgainst> fails', async () => {
    const {source, line} = withMistake('product="wordpress"', 'product="wordpres"');
    await assertFails(
      source,
      line,
      '<CheckedAgainst product>: "wordpres" is not a product of the facts sheet (src/data/facts/thirdParty.ts) (did you mean "wordpress"?)',
    );
  });

  test('an unknown walkthrough id fails', async () => {
    const {source, line} = withMistake(
      '<Walkthrough id="embedding-in-wordpress" />',
      '<Walkthrough id="embeding-in-wordpress" />',
    );
    await assertFails(
      source,
      line,
      '<Walkthrough id>: "embeding-in-wordpress" is not a walkthrough with a video; add it to plugins/videos/walkthroughs.ts and run `npm run videos`',
    );
  });
});

describe('images, code and links', () => {
  test('an image without alt text, or a missing image, fails', async () => {
    const alt = withMistake('## Before you start', '![](./img/wordpress-custom-html-block.png)\n\n## Before you start');
    await assertFails(
      alt.source,
      alt.line,
      'image ./img/wordpress-custom-html-block.png has no alt text: write it between the brackets, ![What it shows](./img/wordpress-custom-html-block.png)',
    );
    const missing = withMistake(
      '## Before you start',
      '![The block](./img/wordpress-block.png)\n\n## Before you start',
    );
    await assertFails(missing.source, missing.line, 'image ./img/wordpress-block.png not found');
    const jsx = withMistake('  alt="Two panels.', '  title="Two panels.');
    await assertFails(jsx.source, lineWith(jsx.source, '<Image'), '<Image> has no alt text: add alt="What it shows"');
    const imported = withMistake('./img/wordpress-custom-html-block.png', './img/wordpress-custom-block.png');
    await assertFails(imported.source, imported.line, 'imported file ./img/wordpress-custom-block.png not found');
  });

  test('a code sample in a language the site does not highlight fails', async () => {
    const {source, line} = withMistake('```html', '```htm');
    await assertFails(
      source,
      line,
      'code language "htm" is not one the site highlights (did you mean html?); use one it does (bash, css, html, javascript, json, php, python, typescript, yaml, …) or text',
    );
  });

  test('a facts expression in backticks fails: Markdown would show its braces to readers', async () => {
    const expression = withMistake('the `unfiltered_html` capability', 'the `{ui.media.label}` capability');
    await assertFails(
      expression.source,
      expression.line,
      '`{ui.media.label}` is shown as typed, braces and all: inside backticks nothing is rendered; write <code>{ui.media.label}</code>',
    );
    const literal = withMistake('the `unfiltered_html` capability', "the `{'{mediaId}'}` capability");
    await assertFails(
      literal.source,
      literal.line,
      "`{'{mediaId}'}` is shown as typed, braces and all: inside backticks nothing is rendered; write `{mediaId}`",
    );
    // A placeholder in code is what the writer means to show.
    await compile(withMistake('the `unfiltered_html` capability', 'the `{mediaId}` capability').source);
  });

  test('a link to a page or an anchor that does not exist fails', async () => {
    const page = withMistake('(/embedding-media/oembed)', '(/embedding-media/oembedd)');
    await assertFails(
      page.source,
      page.line,
      'link to /embedding-media/oembedd: no page has that route (did you mean /embedding-media/oembed?)',
    );
    const anchor = withMistake('(/embedding-media/oembed)', '(/embedding-media/oembed#how-it-work)');
    await assertFails(
      anchor.source,
      anchor.line,
      'link to /embedding-media/oembed#how-it-work: docs/embedding-media/oembed.mdx has no heading with the anchor #how-it-work (did you mean #how-it-works?)',
    );
    const own = withMistake(
      '## Before you start',
      'See [the steps](#embed-with-the-custom-html-blok).\n\n## Before you start',
    );
    await assertFails(
      own.source,
      own.line,
      'link to #embed-with-the-custom-html-blok: no heading on this page has that anchor (did you mean #embed-with-the-custom-html-block?)',
    );
  });
});

describe('front matter', () => {
  const problems = (source: string) => frontMatterProblems(PAGE, source).map(formatProblem);

  test('the page as it is passes', () => assert.deepEqual(problems(original), []));

  test('YAML that does not parse fails at its line', () => {
    const {source, line} = withMistake('tags: [embed, wordpress, cms, oembed, html]', 'tags: [embed, wordpress');
    assert.deepEqual(problems(source), [
      `${PAGE}:${line + 1}: front matter is not valid YAML: missed comma between flow collection entries`,
    ]);
  });

  test('a missing title or description, or a description outside 50–160 characters, fails', () => {
    const untitled = withMistake('title: Embedding in WordPress\n', '');
    assert.deepEqual(problems(untitled.source), [`${PAGE}:1: front matter has no title: add title: …`]);
    const short = withMistake(/description: .*/.exec(original)![0], 'description: Add video to WordPress.');
    assert.deepEqual(problems(short.source), [
      `${PAGE}:${short.line}: description is 23 characters; the style guide asks for 50 to 160`,
    ]);
    const none = withMistake(/description: .*\n/.exec(original)![0], '');
    assert.deepEqual(problems(none.source), [
      `${PAGE}:1: front matter has no description: add a one-sentence description: … (50 to 160 characters)`,
    ]);
  });

  test('a tag not in docs/tags.yml fails', () => {
    const {source, line} = withMistake('tags: [embed, wordpress,', 'tags: [embed, wordpres,');
    assert.deepEqual(problems(source), [
      `${PAGE}:${line}: tag "wordpres" is not in docs/tags.yml (did you mean wordpress?): use a declared key, or declare it there`,
    ]);
  });

  test('Docusaurus reads front matter through the check', async () => {
    const {source, line} = withMistake('tags: [embed, wordpress,', 'tags: [embed, wordpres,');
    const params = {filePath: path.join(SITE_DIR, PAGE), fileContent: source};
    const defaultParseFrontMatter = () => Promise.resolve({frontMatter: {}, content: ''});
    await assert.rejects(parseCheckedFrontMatter({...params, defaultParseFrontMatter}), (error: Error) =>
      error.message.startsWith(`${PAGE}:${line}: tag "wordpres"`),
    );
  });
});

describe('MDX syntax', () => {
  test('an unclosed expression is reported at its line in the writer’s file', async () => {
    const {source, line} = withMistake('{ui.media.label}', '{ui.media.label');
    const parsed = parsePage(await loadParser(), source, PAGE);
    assert.ok('problem' in parsed);
    assert.equal(parsed.problem.line, line);
    assert.match(formatProblem(parsed.problem), new RegExp(`^${PAGE}:${line}: MDX syntax error: `));
  });
});

describe('a page’s own exports', () => {
  test('a key the page’s export reads is checked', async () => {
    const {source, line} = withMistake(
      "import Walkthrough from '@theme/Walkthrough';",
      "import Walkthrough from '@theme/Walkthrough';\n\nexport const host = urls.watchPag.replace('https://', '');",
    );
    await assertFails(source, line + 2, 'unknown facts key urls.watchPag (did you mean urls.watchPage?)');
  });
});
