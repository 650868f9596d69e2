/**
 * `npm run check:site` (after `npm run build`; BUILD_DIR for another folder): gates over the built site, all
 * run to the end so one run shows every problem (exit 1 if any found one): internal links, anchors, images
 * and the sitemap (site-links.ts); the Nu HTML Checker (html-validator.ts, vnu-filters.txt); the new-tab
 * label (plugins/new-tab-links/check-html.ts); the Markdown twins (markdown-twins.ts).
 */
import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {product} from '../../src/data/product';
import {unlabelledNewTabLinks} from '../../plugins/new-tab-links/check-html';
import {formatVnuMessages, runVnu} from './html-validator';
import {checkMarkdownTwins} from './markdown-twins';
import {checkSiteLinks, formatProblems, listHtmlFiles, urlPathForFile} from './site-links';

const root = path.resolve(process.env.BUILD_DIR ?? 'build');
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`check:site: no built site in ${root}. Run "npm run build" first.`);
  process.exit(1);
}
/** vnu-jar's main module (CommonJS, untyped) exports the path of vnu.jar. */
const vnuJar = String(createRequire(__filename)('vnu-jar'));
const filterFile = path.join(__dirname, 'vnu-filters.txt');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A check's result, or why it could not run: one failing never keeps the other from reporting. */
type Outcome<T> = {readonly ok: true; readonly result: T} | {readonly ok: false; readonly error: string};
const settle = <T>(promise: Promise<T>): Promise<Outcome<T>> =>
  promise.then(
    (result) => ({ok: true, result}),
    (error: unknown) => ({ok: false, error: error instanceof Error ? error.message : String(error)}),
  );

async function main(): Promise<boolean> {
  const started = performance.now();
  const files = (await listHtmlFiles(root)).map((file) => path.join(root, file));
  // vnu runs in its own JVM while the link check parses pages here: two cores, one wall-clock wait.
  const vnu = settle(runVnu({jar: vnuJar, files, filterFile, stackSize: '16m'}));
  const links = await settle(checkSiteLinks({root, siteUrl: product.siteUrl}));

  console.log('Links, anchors and images');
  let linksOk = false;
  if (!links.ok) {
    console.log(`  could not check them: ${links.error}`);
  } else {
    const report = links.result;
    for (const line of formatProblems(report.problems)) console.log(line);
    console.log(
      `  ${report.pages} pages, ${report.internal} internal references and ${report.sitemapLocs} sitemap entries ` +
        `checked; ${report.external} external links skipped (not fetched); ${report.problems.length} problems; ` +
        seconds(report.durationMs),
    );
    linksOk = report.problems.length === 0;
  }

  console.log('\nLinks that open a new tab say so');
  const unlabelled: string[] = [];
  for (const file of files) {
    for (const link of unlabelledNewTabLinks(await readFile(file, 'utf8'))) {
      unlabelled.push(
        `  ${urlPathForFile(path.relative(root, file).split(path.sep).join('/'))}: ${link.href} "${link.text}"`,
      );
    }
  }
  for (const line of unlabelled.slice(0, 50)) console.log(line);
  if (unlabelled.length > 50) console.log(`  … and ${unlabelled.length - 50} more`);
  console.log(`  ${files.length} pages checked; ${unlabelled.length} new-tab links without "(opens in new tab)"`);
  const newTabOk = unlabelled.length === 0;

  const html = await vnu;
  console.log('\nHTML validity (Nu HTML Checker)');
  let htmlOk = false;
  if (!html.ok) {
    console.log(`  could not run the checker: ${html.error}`);
  } else {
    const {messages, durationMs} = html.result;
    for (const line of formatVnuMessages(messages)) console.log(line);
    console.log(`  ${files.length} pages checked; ${messages.length} errors; ${seconds(durationMs)}`);
    htmlOk = messages.length === 0;
  }

  console.log('\nMarkdown twins and llms.txt');
  const twins = await settle(checkMarkdownTwins({root, siteUrl: product.siteUrl}));
  let twinsOk = false;
  if (!twins.ok) {
    console.log(`  could not check them: ${twins.error}`);
  } else {
    const {articles, twins: count, problems} = twins.result;
    for (const {page, message} of problems.slice(0, 50)) console.log(`  ${page}: ${message}`);
    if (problems.length > 50) console.log(`  … and ${problems.length - 50} more`);
    console.log(`  ${articles} article pages, ${count} twins checked; ${problems.length} problems`);
    twinsOk = problems.length === 0;
  }

  const verdict = (ok: boolean, checked: boolean, good: string, bad: string) =>
    ok ? good : checked ? bad : 'not checked';
  console.log(
    `\ncheck:site: ${linksOk && htmlOk && newTabOk && twinsOk ? 'passed' : 'FAILED'} ` +
      `(links: ${verdict(linksOk, links.ok, 'ok', 'broken')}, new-tab labels: ${newTabOk ? 'ok' : 'missing'}, ` +
      `HTML: ${verdict(htmlOk, html.ok, 'valid', 'invalid')}, twins: ${verdict(twinsOk, twins.ok, 'ok', 'faulty')}) ` +
      `in ${seconds(performance.now() - started)}`,
  );
  return linksOk && htmlOk && newTabOk && twinsOk;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error('check:site:', error);
    process.exit(1);
  },
);
