/**
 * The MDX components that render facts at the top of a page or a section: the plan-and-role badge
 * line (Availability) and the date of third-party steps (CheckedAgainst).
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import * as React from 'react';
import {thirdParty, type ThirdPartyId} from '../src/data/facts';
import {stubSiteModules} from './lib/site-module-stubs';

// The components use the automatic JSX runtime in the site; tsx compiles them with the classic one.
(globalThis as {React?: unknown}).React = React;
// CSS modules, as webpack gives them to the site: each class name maps to itself.
require.extensions['.css'] = (module) => {
  module.exports = new Proxy(
    {},
    {get: (_target, key) => (typeof key === 'string' && key !== '__esModule' ? key : undefined)},
  );
};

// Docusaurus's Link exists only in the site; components that link get a plain link here.
stubSiteModules();

async function render(module: string, props: Record<string, unknown>): Promise<string> {
  const {renderToStaticMarkup} = await import('react-dom/server');
  const {default: component} = (await import(module)) as {default: React.FC};
  return renderToStaticMarkup(React.createElement(component, props as never));
}

/** The text a reader (or a screen reader) gets, without markup. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ([.,:)])/g, '$1')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .trim();

describe('Availability', () => {
  test('lists the plans with a feature and the roles with a permission, as a description list', async () => {
    const html = await render('../src/components/Availability', {feature: 'customSiteUrl', permission: 'manageSites'});
    assert.match(html, /^<dl class="[^"]*">/);
    assert.equal(text(html), 'Plans Business Enterprise Roles Owner Administrator Editor');
    assert.equal((html.match(/<li>/g) ?? []).length, 5);
  });

  test('says "All plans" when every plan has it, and takes plans and roles by ID', async () => {
    assert.equal(
      text(await render('../src/components/Availability', {permission: 'managePlayers'})),
      'Plans All plans Roles Owner Administrator Editor',
    );
    assert.equal(
      text(
        await render('../src/components/Availability', {
          plans: ['business', 'enterprise'],
          roles: ['owner', 'administrator'],
        }),
      ),
      'Plans Business Enterprise Roles Owner Administrator',
    );
  });

  test('refuses a line with no roles, or both a feature and plans', async () => {
    const {availability} = await import('../src/components/Availability');
    assert.throws(() => availability({feature: 'sso'}), /name a permission or the roles/);
    assert.throws(
      () => availability({feature: 'sso', plans: ['enterprise'], permission: 'manageUsers'}),
      /feature or plans/,
    );
  });
});

describe('CheckedAgainst', () => {
  test('dates the steps with the product, its version and the month checked', async () => {
    const html = await render('../src/components/CheckedAgainst', {product: 'moodle'});
    const check = thirdParty.moodle.check;
    assert.equal(text(html), `Checked against Moodle ${check.version}, November 2026.`);
    assert.match(html, new RegExp(`<time dateTime="${check.checked}">`, 'i'));
    assert.equal(
      text(await render('../src/components/CheckedAgainst', {product: 'confluenceDataCenter'})),
      'Checked against Confluence Data Center 10.2, November 2026.',
    );
  });

  test('refuses a product whose steps nobody has checked, so no page claims a check that was not made', async () => {
    await assert.rejects(
      render('../src/components/CheckedAgainst', {product: 'rise360'}),
      /Rise 360 have not been checked yet/,
    );
    await assert.rejects(
      render('../src/components/CheckedAgainst', {product: 'blackboard' as ThirdPartyId}),
      /not a product/,
    );
  });

  test('every recorded check has a YYYY-MM month and at least one vendor source', async () => {
    const {monthYear} = await import('../src/components/CheckedAgainst');
    for (const [id, product] of Object.entries(thirdParty)) {
      const check = product.check as {checked: string; sources: readonly string[]} | null;
      if (!check) continue;
      assert.doesNotThrow(() => monthYear(check.checked), id);
      assert.ok(check.sources.length > 0 && check.sources.every((url) => url.startsWith('https://')), `${id} sources`);
    }
    assert.throws(() => monthYear('2026-13'), /not a YYYY-MM month/);
  });
});

describe('SharePrerequisites', () => {
  test('says new uploads are Private, what viewers then see, how to make media Public and who can copy', async () => {
    const {ui} = await import('../src/data/facts');
    const visibility = ui.media.security.visibility;
    const shown = text(await render('../src/components/SharePrerequisites', {}));
    assert.ok(
      shown.includes(`New uploads are ${visibility.defaultForNewUploads}: ${visibility.meaning.Private}`),
      shown,
    );
    assert.ok(shown.includes(`Anyone else sees "${visibility.privateMessage.title}"`), shown);
    assert.ok(shown.includes('set Visibility to Public and select Save'), shown);
    assert.ok(
      shown.includes(
        'You can copy the embed code: Owners, Administrators and Editors can for any media, and Contributors for media they uploaded.',
      ),
      shown,
    );
    assert.ok(
      text(await render('../src/components/SharePrerequisites', {what: 'link'})).includes('You can copy the link:'),
    );
    assert.ok(!text(await render('../src/components/SharePrerequisites', {who: false})).includes('You can copy'));
  });
});
