/**
 * `npm run search:algolia`: prints the Algolia index's settings, synonyms and rules (algolia.ts) as JSON, or
 * with `-- --apply` applies them (replacing the index's own), so both backends find the same pages.
 * The index is ALGOLIA_INDEX_NAME (default help-vidcove); --apply needs ALGOLIA_APP_ID and
 * ALGOLIA_ADMIN_API_KEY (a key with the editSettings ACL; never the search-only key the site uses).
 */
import {parseArgs} from 'node:util';
import {algoliasearch} from 'algoliasearch';
import {searchIndexName} from '../../config/search';
import {algoliaConfiguration} from './algolia';

type Host = {url: string; accept: 'read' | 'write' | 'readWrite'; protocol: 'http' | 'https'; port?: number};

/** Applies the configuration with the Algolia API client; `hosts` only for tests (a local stand-in). */
export async function applyAlgoliaConfiguration(
  appId: string,
  apiKey: string,
  indexName: string,
  hosts?: Host[],
): Promise<{synonyms: number; rules: number}> {
  const {settings, synonyms, rules} = algoliaConfiguration(indexName);
  const client = algoliasearch(appId, apiKey, hosts ? {hosts} : undefined);
  await client.setSettings({indexName, indexSettings: settings});
  await client.saveSynonyms({indexName, synonymHit: synonyms, replaceExistingSynonyms: true});
  await client.saveRules({indexName, rules, clearExistingRules: true});
  return {synonyms: synonyms.length, rules: rules.length};
}

async function main(): Promise<void> {
  const {values} = parseArgs({options: {apply: {type: 'boolean', default: false}}});
  if (!values.apply) {
    process.stdout.write(`${JSON.stringify(algoliaConfiguration(searchIndexName), null, 2)}\n`);
    return;
  }
  const appId = process.env.ALGOLIA_APP_ID?.trim();
  const apiKey = process.env.ALGOLIA_ADMIN_API_KEY?.trim();
  if (!appId || !apiKey) {
    throw new Error('--apply needs ALGOLIA_APP_ID and ALGOLIA_ADMIN_API_KEY (a key with the editSettings ACL).');
  }
  const applied = await applyAlgoliaConfiguration(appId, apiKey, searchIndexName);
  console.error(
    `search:algolia: ${searchIndexName}: settings, ${applied.synonyms} synonyms and ${applied.rules} rules applied`,
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`search:algolia: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
