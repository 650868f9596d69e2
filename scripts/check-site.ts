/**
 * Gates over the built site: `npm run check:site` (after `npm run build`; BUILD_DIR to check another folder).
 *
 * 1. Internal links, anchors, images and the sitemap: none broken (scripts/lib/site-links.ts).
 * 2. The Nu HTML Checker over every built page: no errors (scripts/lib/html-validator.ts, filters in
 *    scripts/vnu-filters.txt).
 *
 * Both run to the end and report, so one run shows every problem; exits 1 if either found any.
 */
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {product} from '../src/product';
import {formatVnuMessages, runVnu} from './lib/html-validator';
import {checkSiteLinks, formatProblems, listHtmlFiles} from './lib/site-links';

const root = path.resolve(process.env.BUILD_DIR ?? 'build');
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`check:site: no built site in ${root}. Run "npm run build" first.`);
  process.exit(1);
}
/** vnu-jar's main module (CommonJS, untyped) exports the path of vnu.jar. */
const vnuJar = String(createRequire(__filename)('vnu-jar'));
const filterFile = path.join(__dirname, 'vnu-filters.txt');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<boolean> {
  const started = performance.now();
  const files = (await listHtmlFiles(root)).map((file) => path.join(root, file));
  // vnu runs in its own JVM while the link check parses pages here: two cores, one wall-clock wait.
  const vnu = runVnu({jar: vnuJar, files, filterFile, stackSize: '16m'}).then(
    (result) => ({ok: true, ...result}) as const,
    (error: unknown) => ({ok: false, error: error instanceof Error ? error.message : String(error)}) as const,
  );
  const links = await checkSiteLinks({root, siteUrl: product.siteUrl});

  console.log('Links, anchors and images');
  for (const line of formatProblems(links.problems)) console.log(line);
  console.log(
    `  ${links.pages} pages, ${links.internal} internal references and ${links.sitemapLocs} sitemap entries checked; ` +
      `${links.external} external links skipped (not fetched); ${links.problems.length} problems; ${seconds(links.durationMs)}`,
  );

  const html = await vnu;
  console.log('\nHTML validity (Nu HTML Checker)');
  let htmlOk = false;
  if (!html.ok) {
    console.log(`  could not run the checker: ${html.error}`);
  } else {
    for (const line of formatVnuMessages(html.messages)) console.log(line);
    console.log(`  ${files.length} pages checked; ${html.messages.length} errors; ${seconds(html.durationMs)}`);
    htmlOk = html.messages.length === 0;
  }
  const linksOk = links.problems.length === 0;
  console.log(
    `\ncheck:site: ${linksOk && htmlOk ? 'passed' : 'FAILED'} (links: ${linksOk ? 'ok' : 'broken'}, ` +
      `HTML: ${htmlOk ? 'valid' : html.ok ? 'invalid' : 'not checked'}) in ${seconds(performance.now() - started)}`,
  );
  return linksOk && htmlOk;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error('check:site:', error);
    process.exit(1);
  },
);
