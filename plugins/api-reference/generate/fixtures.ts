/** Build inputs the generation tests share. */
import {mkdir, mkdtemp, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {mockServer} from '../options';
import {regenerateApiReference} from './generate';
import {type PluginEntry, runGenerator} from './run-generator';

/**
 * A valid OpenAPI document of about 700 bytes whose extension holds a "billion laughs": nine levels of
 * lists of nine aliases to the level below, 387 million strings once expanded.
 */
export function aliasBomb(): string {
  const levels = 'abcdefghi'.split('');
  const lines = [
    'openapi: 3.0.3',
    'info: {title: Laughs, version: "1"}',
    'paths:',
    '  /a: {get: {operationId: a, responses: {"200": {description: ok}}}}',
    'x-laughs:',
    `  a: &a [${Array(9).fill('lol').join(', ')}]`,
  ];
  for (let i = 1; i < levels.length; i += 1) {
    lines.push(
      `  ${levels[i]}: &${levels[i]} [${Array(9)
        .fill(`*${levels[i - 1]}`)
        .join(', ')}]`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** A scratch site with the docs instance and the openapi plugin, reading `specFile`: its folder and plugin entries. */
export async function scratchSite(specFile: string, spec: string): Promise<{site: string; plugins: PluginEntry[]}> {
  const site = await mkdtemp(path.join(tmpdir(), 'vc-generator-'));
  await mkdir(path.join(site, 'api-docs'));
  await mkdir(path.join(site, 'api-spec'));
  await writeFile(path.join(site, 'api-spec', 'vidcove.yaml'), spec);
  const openapi = {vidcove: {specPath: specFile, outputDir: 'api-docs', sidebarOptions: {groupPathsBy: 'tag'}}};
  const plugins: PluginEntry[] = [
    ['@docusaurus/plugin-content-docs', {id: 'api', path: 'api-docs', routeBasePath: 'api'}],
    ['docusaurus-plugin-openapi-docs', {id: 'openapi', docsPluginId: 'api', config: openapi}],
  ];
  return {site, plugins};
}

/** The published document's files in a scratch site, and the copy the generator reads. */
export const scratchPublished = {yaml: 'public/api/openapi.yaml', json: 'public/api/openapi.json'} as const;
export const scratchPagesInput = 'pages/openapi.json';

/** Generates a scratch site's pages from its `api-spec/vidcove.yaml` with the real openapi generator. */
export function generateInScratchSite(site: string, plugins: readonly PluginEntry[]) {
  return regenerateApiReference({
    siteDir: site,
    outputDir: 'api-docs',
    committedSpecPath: 'api-spec/vidcove.yaml',
    fetchedSpecPath: 'fetched.yaml',
    published: scratchPublished,
    pagesInput: scratchPagesInput,
    routeBasePath: 'api',
    startPageId: 'vidcove-api',
    mockServerMode: 'off',
    mockServer,
    generate: () =>
      runGenerator({
        siteDir: site,
        plugins,
        configKey: 'vidcove',
        pluginId: 'openapi',
        timeoutMs: 100_000,
        maxHeapMb: 1024,
      }),
  });
}
