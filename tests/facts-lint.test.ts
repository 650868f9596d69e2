/**
 * Help articles render facts from the facts sheet instead of typing them: a typed value drifts
 * from the sheet, and from the other pages, the day the value changes. This test runs the facts
 * lint (tests/lib/facts-lint.ts, which lists the rules) over every help article and the API
 * overview, and fails on each typed fact that the allow-list (tests/facts-lint-allow.ts) does not
 * excuse with a reason.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {before, describe, test} from 'node:test';
import yaml from 'js-yaml';
import {ui} from '../src/data/facts';
import {allowed} from './facts-lint-allow';
import {CONTRADICTIONS, covers, describeFinding, findClaims, lintPage, type Finding} from './lib/facts-lint';
import {loadMdxPages} from './lib/mdx';

/** Help articles and the API overview. Release notes are left out: they record what was true on their date. */
const pages = loadMdxPages(['docs', 'api-docs']);
const findings: Finding[] = [];

before(async () => {
  for (const page of pages) findings.push(...(await lintPage(page.file, page.source)));
});

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

/** Lints one made-up page with `body` as its content. */
const lint = (body: string) => lintPage('docs/example.mdx', `---\ntitle: Example\n---\n\n${body}\n`);

describe('the lint itself', () => {
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
        ['claim', 'Owners, Administrators and Editors can'],
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
        'The <Ui>Views in the last 7 days</Ui> card works only with <Ui>Muted</Ui> on.',
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

/**
 * Claims an earlier review found typed by hand and contradicting the sheet, word for word (issue 43).
 * Each must be found again if a page goes back to it.
 */
const REVIEWED_CLAIMS: readonly [string, string][] = [
  ['Anyone who can open a media item can copy this code from the **Embed & share** tab.', 'claim'],
  ['It is for everyone who runs events. Contributors can run events from the **Events** area.', 'claim'],
  ['Browsers only autoplay video that is muted, so always pair `autoplay=1` with `muted=1`.', 'claim'],
  ['Autoplay works only muted.', 'claim'],
  ['Private media plays only for invited viewers.', 'claim'],
  ['New uploads are private until you publish them.', 'claim'],
  ['In the Standard mode, viewers are 15–30 s behind real time, because of the live delay.', 'claim'],
  ['If your organisation uses SSO, you have no Vidcove password.', 'contradiction'],
  ['Power BI DataConnect gives Power BI a live feed of your analytics.', 'contradiction'],
  ['To make room, remove a caption track you no longer need.', 'contradiction'],
  ['Player API version 2 is documented nowhere; move to Player.js instead of version 2.', 'contradiction'],
];

describe('product behaviour typed in words', () => {
  for (const [sentence, rule] of REVIEWED_CLAIMS) {
    test(`finds: ${sentence}`, async () => {
      const rules = (await lint(sentence)).map((finding) => finding.rule);
      assert.ok(
        rules.includes(rule as Finding['rule']),
        `expected a ${rule} finding, got ${rules.join(', ') || 'none'}`,
      );
    });
  }

  test('accepts the same claims rendered from the sheet', async () => {
    const found = await lint(
      [
        "{rolesWith('editAnyMedia')} can copy this code, and {rolesForOwnMedia()} for media they uploaded.",
        "{rolesWith('manageEvents')} can run events. {browsers.autoplay}",
        '{ui.media.security.visibility.meaning.Private} New uploads are {ui.media.security.visibility.defaultForNewUploads}.',
        'Viewers are {live.latencyModes.standard.latencySeconds.min}–{live.latencyModes.standard.latencySeconds.max} seconds behind live, a delay of {live.playerStartSegments} segments at least.',
        'The Owner keeps a password for emergencies. Viewers can rewind.',
      ].join('\n\n'),
    );
    assert.deepEqual(found, []);
  });
});

type Json = string | number | boolean | null | Json[] | {[key: string]: Json};

/** Every description and summary in the OpenAPI document, with the path to it. */
function apiProse(node: Json, where = ''): [string, string][] {
  if (Array.isArray(node)) return node.flatMap((item, index) => apiProse(item, `${where}[${index}]`));
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]): [string, string][] =>
    (key === 'description' || key === 'summary') && typeof value === 'string'
      ? [[`${where}.${key}`, value]]
      : apiProse(value, `${where}.${key}`),
  );
}

describe("the OpenAPI document's prose", () => {
  const spec = yaml.load(readFileSync(path.join(__dirname, '..', 'api-spec', 'vidcove.yaml'), 'utf8')) as Json;
  const visibilityPath = '.components.schemas.Visibility.description';
  const prose = apiProse(spec);

  test("says who can watch private and public media, and the default, in the facts sheet's words", () => {
    const {meaning, defaultForNewUploads} = ui.media.security.visibility;
    const description = prose.find(([where]) => where === visibilityPath)?.[1];
    assert.equal(
      description,
      `\`public\` media: ${meaning.Public} \`private\` media: ${meaning.Private} Media created without \`visibility\` is \`${defaultForNewUploads.toLowerCase()}\`.`,
    );
  });

  test('states no other claim or contradiction the facts sheet holds', () => {
    const found = prose
      .filter(([where]) => where !== visibilityPath)
      .flatMap(([where, text]) => [
        ...findClaims(text).map(([, match]) => `${where}: "${match}"`),
        ...CONTRADICTIONS.filter(({pattern}) => pattern.test(text)).map(({pattern}) => `${where}: ${pattern}`),
      ]);
    assert.deepEqual(found, []);
  });
});
