import assert from 'node:assert/strict';
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, test} from 'node:test';
import {loadGeneratedApiSidebar, MissingApiPagesError, withOverview} from './sidebar';

describe('apiSidebar', () => {
  test('puts the overview right after the generated start page, before the tag groups', () => {
    const sidebar = withOverview([
      {type: 'doc', id: 'vidcove-api'},
      {type: 'category', label: 'Account', items: [{type: 'doc', id: 'account-info'}]},
      {type: 'category', label: 'Media', items: [{type: 'doc', id: 'media-list'}]},
    ]);
    assert.deepEqual(
      sidebar.map((item) => (typeof item === 'object' && 'id' in item ? item.id : (item as {label: string}).label)),
      ['vidcove-api', 'overview', 'Account', 'Media'],
    );
  });

  test('says how to generate the pages when they are missing', async () => {
    const site = await mkdtemp(path.join(tmpdir(), 'vc-sidebar-'));
    assert.throws(
      () => loadGeneratedApiSidebar(site, 'api-docs'),
      (error: unknown) =>
        error instanceof MissingApiPagesError &&
        /api-docs[\\/]sidebar\.ts is missing.*npm run api:generate/.test(error.message),
    );
    await rm(site, {recursive: true});
  });
});
