/**
 * Help articles render facts from the facts sheet instead of typing them: a typed value drifts
 * from the sheet, and from the other pages, the day the value changes. This test runs the facts
 * lint (tests/lib/facts-lint.ts, which lists the rules) over every help article and the API
 * overview, and fails on each typed fact that the allow-list (tests/facts-lint-allow.ts) does not
 * excuse with a reason.
 */
import assert from 'node:assert/strict';
import {before, describe, test} from 'node:test';
import {allowed} from './facts-lint-allow';
import {covers, lintPage, type Finding} from './lib/facts-lint';
import {loadMdxPages} from './lib/mdx';

/** Help articles and the API overview. Release notes are left out: they record what was true on their date. */
const pages = loadMdxPages(['docs', 'api-docs']);
const findings: Finding[] = [];

before(async () => {
  for (const page of pages) findings.push(...(await lintPage(page.file, page.source)));
});

const describeFinding = (f: Finding) => `${f.file}:${f.line} [${f.rule}] "${f.text}": ${f.hint}`;

describe('facts typed by hand', () => {
  test('no page types a fact the facts sheet holds', () => {
    const open = findings.filter((finding) => !allowed.some((allowance) => covers(allowance, finding)));
    assert.deepEqual(open.map(describeFinding), []);
  });

  test('every allow-list entry gives a reason and still matches a finding', () => {
    for (const allowance of allowed) {
      assert.ok(
        allowance.reason.trim().split(/\s+/).length >= 5,
        `${allowance.file} "${allowance.text}": give a reason of a sentence`,
      );
      assert.ok(
        findings.some((finding) => covers(allowance, finding)),
        `${allowance.file} [${allowance.rule}] "${allowance.text}" no longer matches anything: remove the entry`,
      );
    }
  });
});

describe('the lint itself', () => {
  const lint = (body: string) => lintPage('docs/example.mdx', `---\ntitle: Example\n---\n\n${body}\n`);

  test('finds a typed UI label, role list, plan list, number and contradiction', async () => {
    const found = await lint(
      [
        'Owners, Administrators and Editors can do this on the Business and Enterprise plans.',
        '',
        '1. Select **Settings > API keys**.',
        '2. Select **Frobnicate**.',
        '',
        'Files can be up to 50 GB. Confluence Data Center has an iframe macro.',
        '',
        '`https://play.vidcove.com/embed/k7d2m9x4qp?start=1:30`',
        '',
        '### {restrictions.viewerMessage}',
      ].join('\n'),
    );
    assert.deepEqual(
      found.map((f) => [f.rule, f.text]),
      [
        ['role-list', 'Owners, Administrators and Editors'],
        ['plan-list', 'Business and Enterprise'],
        ['ui-label', 'Settings > API keys'],
        ['unknown-control', 'Frobnicate'],
        ['contradiction', 'iframe macro'],
        ['number', '50 GB'],
        ['heading-expression', '{restrictions.viewerMessage}'],
        ['embed-param', 'start=1:30'],
      ],
    );
  });

  test('accepts rendered facts, third-party steps, code and start times the player takes', async () => {
    const found = await lint(
      [
        "{rolesWith('manageSites')} can do this. Select **{ui.common.save}**.",
        '',
        '## Set up the application in Okta',
        '',
        '1. Select **Save**, then **Sign On**.',
        '',
        '`50 GB` and `start=7.5` and `start=1h2m`.',
        '',
        "### This video isn't available here. {/* #blocked */}",
      ].join('\n'),
    );
    assert.deepEqual(found, []);
  });
});
