/**
 * The shared phrases of src/data/phrases.ts and the InlineList component, which every MDX page uses
 * instead of declaring its own helpers.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import * as React from 'react';
import {plans, roles, ui, urls} from '../src/data/facts';
import {
  count,
  duration,
  everyRole,
  featurePlans,
  formatNumber,
  joinList,
  kbps,
  label,
  listAnd,
  listOr,
  lowerFirst,
  planNames,
  plansPhrase,
  plansWith,
  plansWithout,
  roleIdsWith,
  roleList,
  roleNames,
  rolesWith,
  rolesWithout,
  rung,
  upperFirst,
  withExamples,
} from '../src/data/phrases';

describe('lists', () => {
  test('join with commas and the conjunction before the last item, without a serial comma', () => {
    assert.equal(listAnd([]), '');
    assert.equal(listAnd(['PNG']), 'PNG');
    assert.equal(listAnd(['PNG', 'JPEG']), 'PNG and JPEG');
    assert.equal(listAnd(['PNG', 'JPEG', 'WebP']), 'PNG, JPEG and WebP');
    assert.equal(listOr(['PNG', 'JPEG', 'WebP']), 'PNG, JPEG or WebP');
    assert.equal(joinList([0.5, 1, 2], 'or'), '0.5, 1 or 2');
  });

  test('change the case of the first letter, leaving acronyms alone', () => {
    assert.equal(lowerFirst('Web pages and streaming manifests'), 'web pages and streaming manifests');
    assert.equal(lowerFirst('HLS or DASH manifests'), 'HLS or DASH manifests');
    assert.equal(upperFirst('the Owner or an Administrator'), 'The Owner or an Administrator');
  });
});

describe('numbers and units', () => {
  test('use commas for thousands and a singular noun for one', () => {
    assert.equal(formatNumber(25000), '25,000');
    assert.equal(formatNumber(1.5), '1.5');
    assert.equal(count(1, 'hour'), '1 hour');
    assert.equal(count(1200, 'request'), '1,200 requests');
    assert.equal(count(2, 'child', 'children'), '2 children');
    assert.equal(kbps(6000), '6,000 kbps');
  });

  test('write a duration in the largest whole unit', () => {
    assert.equal(duration(45), '45 minutes');
    assert.equal(duration(60), '1 hour');
    assert.equal(duration(90), '1.5 hours');
    assert.equal(duration(24 * 60), '1 day');
    assert.equal(duration(30 * 60), '30 hours');
    assert.equal(duration(3 * 24 * 60), '3 days');
  });
});

describe('roles', () => {
  test('name the roles that have a permission, from the role matrix', () => {
    assert.deepEqual(roleIdsWith('manageSites'), ['owner', 'administrator', 'editor']);
    assert.equal(rolesWith('manageSites'), 'Owners, Administrators and Editors');
    assert.equal(rolesWith('uploadMedia'), 'Owners, Administrators, Editors and Contributors');
    assert.equal(rolesWithout('uploadMedia'), 'Analysts and Viewers');
    assert.equal(rolesWith('manageBilling'), 'Owners');
  });

  test('name one person to ask, with the right article', () => {
    assert.equal(rolesWith('manageUsers', 'anyOne'), 'the Owner or an Administrator');
    assert.equal(rolesWith('manageSites', 'anyOne'), 'the Owner, an Administrator or an Editor');
    assert.equal(roleList(['analyst', 'viewer'], 'anyOne'), 'an Analyst or a Viewer');
  });

  test('follow the product order whatever the order asked for', () => {
    assert.deepEqual(roleNames(['viewer', 'owner']), ['Owner', 'Viewer']);
    assert.deepEqual(roleNames(['editor'], {plural: true}), ['Editors']);
    assert.equal(everyRole(), 'Owners, Administrators, Editors, Contributors, Analysts and Viewers');
  });

  test('follow the matrix when it changes', () => {
    const original = roles.editor.permissions.manageUsers;
    const permissions = roles.editor.permissions as {manageUsers: boolean};
    permissions.manageUsers = true;
    try {
      assert.equal(rolesWith('manageUsers'), 'Owners, Administrators and Editors');
    } finally {
      permissions.manageUsers = original;
    }
  });

  test('refuse an empty list rather than print nothing', () => {
    assert.throws(() => roleList([]), /no roles/);
  });
});

describe('plans', () => {
  test('name the plans with and without a feature, in ascending order', () => {
    assert.deepEqual(plansWith('customSiteUrl'), ['Business', 'Enterprise']);
    assert.deepEqual(plansWithout('customSiteUrl'), ['Starter']);
    assert.deepEqual(planNames(['enterprise', 'starter']), ['Starter', 'Enterprise']);
  });

  test('say "every plan" when every plan has it', () => {
    assert.equal(plansPhrase(['starter', 'business', 'enterprise']), 'every plan');
    assert.equal(plansPhrase(['enterprise']), `the ${plans.enterprise.name} plan`);
    assert.equal(featurePlans('webhooks'), 'the Business and Enterprise plans');
    assert.equal(featurePlans('api'), 'every plan');
  });
});

describe('examples, labels and the ladder', () => {
  test('fill URL patterns with the example IDs and leave unknown placeholders', () => {
    assert.equal(withExamples(urls.watchPage), 'https://watch.vidcove.com/v/k7d2m9x4qp');
    assert.equal(withExamples(urls.simpleLink), 'https://vcv.link/Xq7Lm2Pa');
    assert.equal(withExamples(urls.site), urls.site);
  });

  test('return a label from a list, and fail loudly for one the list lacks', () => {
    assert.equal(label(ui.media.statuses, 'Ready'), 'Ready');
    assert.throws(
      // @ts-expect-error: TypeScript already refuses a label that is not in the list.
      () => label(ui.media.statuses, 'Done'),
      /"Done" is not in the facts sheet's list \(Uploading, Processing, Ready, Failed\)/,
    );
  });

  test('find a rung of the encoding ladder by name', () => {
    assert.equal(rung('1080p').heightPx, 1080);
    assert.throws(() => rung('4320p' as never), /no 4320p rung/);
  });
});

describe('InlineList', () => {
  // The component uses the automatic JSX runtime in the site; tsx compiles it with the classic one.
  (globalThis as {React?: unknown}).React = React;

  async function render(props: Record<string, unknown>): Promise<string> {
    const {renderToStaticMarkup} = await import('react-dom/server');
    const {default: InlineList} = await import('../src/components/InlineList');
    return renderToStaticMarkup(React.createElement(InlineList, props as never));
  }

  test('puts each item in bold, joined like listAnd, with no wrapper element', async () => {
    assert.equal(
      await render({items: ['Desktop', 'Tablet', 'Mobile']}),
      '<strong>Desktop</strong>, <strong>Tablet</strong> and <strong>Mobile</strong>',
    );
  });

  test('can use code and "or"', async () => {
    assert.equal(
      await render({items: ['play', 'pause'], as: 'code', conjunction: 'or'}),
      '<code>play</code> or <code>pause</code>',
    );
    assert.equal(await render({items: ['ready']}), '<strong>ready</strong>');
    assert.equal(await render({items: []}), '');
  });
});
