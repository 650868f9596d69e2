/**
 * Build inputs through the real page generator (the openapi plugin's `gen-api-docs`), in a scratch site
 * with only the two plugins it needs: camelCase operationIds, and a generator that runs away on a
 * YAML alias bomb (fed to it directly, past the checks that normally refuse it first).
 */
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, readlinkSync} from 'node:fs';
import {readdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import yaml from 'js-yaml';
import {aliasBomb, generateInScratchSite, scratchPagesInput, scratchSite as makeScratchSite} from './fixtures';
import {committedSpecPath} from '../options';
import {GeneratorError, type GeneratorOptions, runGenerator} from './run-generator';

const siteDir = path.resolve(__dirname, '..', '..', '..');
const committed = readFileSync(path.join(siteDir, committedSpecPath), 'utf8');
const scratchSites: string[] = [];

async function scratchSite(specFile: string, spec: string) {
  const scratch = await makeScratchSite(specFile, spec);
  scratchSites.push(scratch.site);
  return scratch;
}

/** The error of a generator run that must fail (on the document `vidcove`, with a 512 MB heap). */
async function generatorFailure(
  options: Pick<GeneratorOptions, 'siteDir' | 'plugins' | 'pluginId' | 'timeoutMs'>,
): Promise<GeneratorError> {
  const error = await runGenerator({...options, configKey: 'vidcove', maxHeapMb: 512}).then(
    () => assert.fail('the generator finished'),
    (e: unknown) => e,
  );
  assert.ok(error instanceof GeneratorError);
  return error;
}

/** Processes working in `dir`: what is left of a generator started there. */
function processesIn(dir: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readlinkSync(`/proc/${pid}/cwd`) === dir;
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function waitFor(condition: () => boolean, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return condition();
}

after(async () => {
  for (const site of scratchSites) {
    for (const pid of processesIn(site)) process.kill(pid, 'SIGKILL');
    await rm(site, {recursive: true, force: true});
  }
});

describe('the real page generator', {concurrency: false}, () => {
  test('camelCase operationIds: every operation gets its kebab-case page', {timeout: 120_000}, async () => {
    const document = yaml.load(committed) as {paths: Record<string, Record<string, {operationId: string}>>};
    for (const item of Object.values(document.paths)) {
      for (const operation of Object.values(item)) {
        operation.operationId = operation.operationId.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
      }
    }
    const {site, plugins} = await scratchSite(scratchPagesInput, yaml.dump(document));
    const {pageIds} = await generateInScratchSite(site, plugins);
    assert.equal(pageIds.length, 18);
    const pages = (await readdir(path.join(site, 'api-docs'))).filter((name) => name.endsWith('.api.mdx'));
    assert.deepEqual(pages.sort(), pageIds.map((id) => `${id}.api.mdx`).sort());
    assert.ok(pages.includes('media-list-by-ids.api.mdx'));
  });

  test('an openapi plugin id not among the entries fails, saying which', {timeout: 60_000}, async () => {
    const {site, plugins} = await scratchSite(scratchPagesInput, committed);
    const error = await generatorFailure({siteDir: site, plugins, pluginId: 'openapi-v2', timeoutMs: 30_000});
    assert.match(error.message, /^the page generator failed \(exit code 1\)/);
    assert.match(error.output, /no openapi plugin with id "openapi-v2" among the entries given/);
  });

  test('a runaway generator is stopped at its time limit, with everything it started', {timeout: 60_000}, async () => {
    const {site, plugins} = await scratchSite('bomb.yaml', '');
    await writeFile(path.join(site, 'bomb.yaml'), aliasBomb());
    const error = await generatorFailure({siteDir: site, plugins, pluginId: 'openapi', timeoutMs: 4_000});
    assert.match(error.message, /^the page generator (did not finish within 4 s and was stopped|ran out of memory)/);
    assert.ok(await waitFor(() => processesIn(site).length === 0, 5_000), 'generator processes are left');
    assert.equal(existsSync(path.join(site, 'api-docs', 'a.api.mdx')), false);
  });

  test('a generator whose parent is killed outright ends too', {timeout: 60_000}, async () => {
    const {site, plugins} = await scratchSite('bomb.yaml', '');
    await writeFile(path.join(site, 'bomb.yaml'), aliasBomb());
    // A parent that starts the generator with no time limit to speak of, then is killed with SIGKILL.
    const parent = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `require(${JSON.stringify(path.join(__dirname, 'run-generator.ts'))}).runGenerator(` +
          `{siteDir: ${JSON.stringify(site)}, plugins: ${JSON.stringify(plugins)}, configKey: 'vidcove', pluginId: 'openapi', timeoutMs: 600000, maxHeapMb: 4096})`,
      ],
      {cwd: siteDir, stdio: 'ignore'},
    );
    try {
      assert.ok(await waitFor(() => processesIn(site).length > 0, 30_000), 'the generator did not start');
      parent.kill('SIGKILL');
      assert.ok(await waitFor(() => processesIn(site).length === 0, 10_000), 'the generator outlived its parent');
    } finally {
      parent.kill('SIGKILL');
    }
  });
});
