/**
 * The facts lint: finds facts typed by hand in MDX prose where the facts sheet holds the value, so
 * that a page cannot drift from the sheet (or from another page) when a value changes. Run by
 * tests/facts-lint.test.ts over every help article and the API overview.
 *
 * Rules (each finding names the rule, the text and what to write instead):
 * - ui-label: a UI label typed in bold (**Save**, **Settings > API keys**) that the sheet holds.
 *   Render it: **{ui.common.save}**, or **{label(ui.media.statuses, 'Ready')}** for a label in a list.
 * - unknown-control: a control named in bold in a numbered step that the sheet does not hold.
 *   Add it to src/data/facts/ui.ts first, then render it. Steps in a third-party product (the step
 *   or its section names one) are exempt: their labels belong to that product.
 * - role-list: two or more role names typed as a list ("Owners, Administrators and Editors").
 *   Render it from the role matrix: {rolesWith('manageSites')}, {rolesWith('manageUsers', 'anyOne')}.
 * - plan-list: two or more plan names typed as a list ("Business and Enterprise"). Render it:
 *   {listAnd(plansWith('lowLatencyLive'))}.
 * - number: a number with a unit ("50 GB", "24 hours", "300 requests") equal to a value the sheet
 *   holds with that unit. Render the value. A coincidence goes on the allow-list with a reason.
 * - contradiction: a statement the facts sheet or the API contradicts, found in an earlier review
 *   (each pattern says which fact refutes it).
 * - claim: a product behaviour the facts sheet holds, typed in words instead of rendered: who can do
 *   something (a role name, or "anyone who …", before can/cannot/run/manage), who can watch private
 *   or public media, the default visibility of new uploads, the autoplay rule, and live delays in
 *   seconds. Render the sheet's words ({rolesWith(…)}, {ui.media.security.visibility.meaning.Private},
 *   {browsers.autoplay}, {live.latencyModes.standard.latencySeconds.min}); `CLAIMS` lists the patterns.
 * - embed-param: a start time in an embed or watch page URL (`start=…`, `t=…`) in a format the
 *   facts sheet's `urls.embedParams.start.formats` does not accept.
 * - heading-expression: a heading that renders a fact with {…}. The page shows the value, but the
 *   table of contents and the heading's id are built from the text before MDX runs, so they show
 *   the code ("restrictions.viewerMessage"). Type the text instead, word for word as the sheet
 *   has it; an id comment ({/* #my-id *\/}) is fine.
 */
import * as facts from '../../src/data/facts';
import {parseMdx, walkTree, type MdNode} from './mdx';

export type Rule =
  | 'ui-label'
  | 'unknown-control'
  | 'role-list'
  | 'plan-list'
  | 'number'
  | 'contradiction'
  | 'claim'
  | 'embed-param'
  | 'heading-expression';

export interface Finding {
  readonly file: string;
  readonly line: number;
  readonly rule: Rule;
  /** The text found, exactly as the allow-list names it. */
  readonly text: string;
  /** What to write instead. */
  readonly hint: string;
  /** Offsets of the node the text was found in (for tools that rewrite pages). */
  readonly start?: number;
  readonly end?: number;
}

// ---------------------------------------------------------------------------------------------
// What the facts sheet holds
// ---------------------------------------------------------------------------------------------

/** Sections of the sheet whose strings are not product labels: third-party names, prose, examples. */
const NOT_LABELS = new Set(['thirdParty', 'domains', 'product']);

/** Every short string of the facts sheet (a label, a name, an option), with where it lives. */
function indexStrings(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const visit = (value: unknown, where: string): void => {
    if (typeof value === 'string') {
      if (value.length <= 60 && !value.includes('\n') && !/^https?:\/\//.test(value)) {
        found.set(value, [...(found.get(value) ?? []), where]);
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${where}[${index}]`));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) visit(item, `${where}.${key}`);
    }
  };
  for (const [section, value] of Object.entries(facts)) if (!NOT_LABELS.has(section)) visit(value, section);
  return found;
}

/** The unit a numeric fact is counted in, from its key (`maxUploadSizeGb` → GB). */
function unitOfKey(key: string): string | undefined {
  const rules: [RegExp, string][] = [
    [/Gb$/, 'GB'],
    [/Mb$/, 'MB'],
    [/Tb(PerMonth)?$/, 'TB'],
    [/Px$/, 'px'],
    [/Days?$/, 'days'],
    [/Hours$/, 'hours'],
    [/Minutes$/, 'minutes'],
    [/Seconds$/, 'seconds'],
    [/[kK]bps$/, 'kbps'],
    [/^mbps$|Mbps$/, 'Mbps'],
    [/Ms$/, 'ms'],
    [/Percent$/, '%'],
    [/Khz$/, 'kHz'],
    [/^perMinute$/, 'requests'],
    [/^seats$/, 'seats'],
    [/Tags/, 'tags'],
    [/Chapters/, 'chapters'],
    [/Length$/, 'characters'],
    [/Months$/, 'months'],
    [/Files/, 'files'],
    [/Viewers/, 'viewers'],
    [/Attempts$/, 'attempts'],
    [/Sites$/, 'sites'],
    [/Domains/, 'domains'],
    [/Ranges/, 'ranges'],
    [/Keys/, 'keys'],
  ];
  return rules.find(([pattern]) => pattern.test(key))?.[1];
}

/** Every numeric fact that has a unit, as "50 GB" → where it lives. Values in a per-plan object take the object's unit. */
function indexNumbers(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const visit = (value: unknown, where: string, unit: string | undefined): void => {
    if (typeof value === 'number' && unit) {
      const key = `${value} ${unit}`;
      found.set(key, [...(found.get(key) ?? []), where]);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${where}[${index}]`, unit));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) visit(item, `${where}.${key}`, unitOfKey(key) ?? unit);
    }
  };
  for (const [section, value] of Object.entries(facts)) visit(value, section, undefined);
  return found;
}

const STRINGS = indexStrings();
const NUMBERS = indexNumbers();

const ROLE = `(?:${facts.roleIds.map((id) => `${facts.roles[id].name}s?`).join('|')})`;
const ARTICLE = '(?:(?:the|an?) )?';
/** Two or more role names as a list: "Owners, Administrators and Editors", "the Owner or an Administrator". */
export const ROLE_LIST = new RegExp(
  `\\b${ARTICLE}${ROLE}(?:, ${ARTICLE}${ROLE})* (?:and|or) ${ARTICLE}${ROLE}\\b`,
  'g',
);
const PLAN = `(?:${facts.planIds.map((id) => facts.plans[id].name).join('|')})`;
/** Two or more plan names as a list: "Business and Enterprise". */
export const PLAN_LIST = new RegExp(`\\b${PLAN}(?:, ${PLAN})* (?:and|or) ${PLAN}\\b`, 'g');

/** Units as prose writes them, to the unit of the numbers index. */
const UNITS: Record<string, string> = {
  GB: 'GB',
  MB: 'MB',
  TB: 'TB',
  px: 'px',
  day: 'days',
  days: 'days',
  hour: 'hours',
  hours: 'hours',
  minute: 'minutes',
  minutes: 'minutes',
  second: 'seconds',
  seconds: 'seconds',
  kbps: 'kbps',
  Mbps: 'Mbps',
  ms: 'ms',
  '%': '%',
  kHz: 'kHz',
  request: 'requests',
  requests: 'requests',
  seat: 'seats',
  seats: 'seats',
  tag: 'tags',
  tags: 'tags',
  chapter: 'chapters',
  chapters: 'chapters',
  character: 'characters',
  characters: 'characters',
  month: 'months',
  months: 'months',
  file: 'files',
  files: 'files',
  viewer: 'viewers',
  viewers: 'viewers',
  attempt: 'attempts',
  attempts: 'attempts',
  site: 'sites',
  sites: 'sites',
  domain: 'domains',
  domains: 'domains',
  keys: 'keys',
};
export const NUMBER_WITH_UNIT = new RegExp(
  `(?<![\\w.,/:-])(\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?)[ \\u00a0]?(${Object.keys(UNITS)
    .map((unit) => unit.replace('%', '%'))
    .join('|')})(?![\\w-])`,
  'g',
);

/** Statements an earlier review found wrong, with the fact that refutes each. */
export const CONTRADICTIONS: readonly {readonly pattern: RegExp; readonly fact: string}[] = [
  {
    pattern: /\biframe macro\b/i,
    fact: 'Confluence Data Center embeds HTML with the HTML macro (thirdParty.confluenceDataCenter); it has no iframe macro.',
  },
  {
    pattern: /\bHTTPS or HTTP\b|\bHTTP or HTTPS\b/,
    fact: `Vidcove downloads only from ${facts.api.newMedia.urlSchemes.join(', ')} addresses (api.newMedia.urlSchemes).`,
  },
  {
    pattern: /\b(single-request|multipart) (API )?uploads?\b/i,
    fact: 'The API uploads with media-new: a url source, or an upload source sent to a signed URL in one PUT (api.newMedia).',
  },
  {
    pattern: /\bkeeps? the rung'?s height\b/i,
    fact: 'Rungs are named by their short side: a 9:16 1080p rung is 1080 × 1920 (formats.encodingLadder).',
  },
  {
    pattern: /\bCRF (\d+|#)[^.]{0,40}\bx264 (or|and) x265\b|\bx264 (or|and) x265\b[^.]{0,40}\bCRF (\d+|#)/i,
    fact: 'CRF scales differ between encoders: x265 at the same CRF as x264 gives a smaller, softer file (encodingGuidance.sourceCrf).',
  },
  {
    pattern: /\bno more often than your rate limit allows\b/i,
    fact: `Poll the ingest status no more than once every ${facts.api.ingestStatus.minPollIntervalSeconds} seconds (api.ingestStatus).`,
  },
  {
    pattern: /\bscripts? (usually|often|may|might|generally)\b/i,
    fact: 'Say what Vidcove does with scripts in site HTML (ui and the advanced footer article), not what products usually do.',
  },
  {
    pattern: /\b(?:you )?(?:have|has) no Vidcove password\b|\bSSO users have no\b/i,
    fact: 'Users keep a Vidcove password until SSO is enforced, and the Owner always keeps one (sso.enforcement.passwords).',
  },
  {
    pattern: /\blive (?:feed|data|connection)\b[^.]{0,40}\banalytics\b|\bPower BI\b[^.]{0,60}\blive (?:feed|data)\b/i,
    fact: `DataConnect data is refreshed every ${facts.integrations.powerBi.refreshIntervalHours} hour, not live (integrations.powerBi.refreshIntervalHours).`,
  },
  {
    pattern: /\bremove (?:a |the )?caption tracks?\b/i,
    fact: `A caption track is deleted with **${facts.ui.media.captions.buttons.delete}** on the Captions tab (ui.media.captions.buttons.delete).`,
  },
  {
    pattern: /\b(?:instead of|rather than) (?:version 2|v2)\b|\bversion 2\b[^.]{0,30}\bdocumented nowhere\b/i,
    fact: `Version ${facts.players.playerApi.version} of the player API is the ${facts.players.playerApi.protocol} protocol (players.playerApi): moving to Player.js is moving to version 2.`,
  },
  {
    pattern: /\btwo smallest rungs\b/i,
    fact: 'Which rungs are rounded follows from the ladder: only widths that are not whole even numbers (formats.encodingLadder, evenWidth).',
  },
];

/** A claim the facts sheet holds: the pattern that finds it typed, and where the sheet holds it. */
export interface Claim {
  readonly topic: 'roles' | 'visibility' | 'default' | 'autoplay' | 'latency';
  readonly pattern: RegExp;
  /** The paragraph must also match this for the pattern to count (the claim's subject). */
  readonly context?: RegExp;
  readonly fact: string;
}

/** Role names that are never an ordinary word ("viewers" is, so the Viewer role is left out). */
/** "The Owner" names one person, so only "only the Owner" states a permission; the other roles are groups. */
const ROLE_WORD = '(?:Owners|(?<=\\b[Oo]nly the )Owner|Administrators?|Editors?|Contributors?|Analysts?)';
const CAN = "(?:can|cannot|can't|may|may not|must|run|runs|manage|manages|create|creates|see|sees)";

/**
 * Behaviours the facts sheet holds, as hand-typed prose says them. Prose is read with every
 * rendered {expression} as "#", so "{rolesWith('manageEvents')} can run events" passes while
 * "Contributors can run events" does not.
 */
export const CLAIMS: readonly Claim[] = [
  {
    topic: 'roles',
    pattern: new RegExp(`\\b${ROLE_WORD}\\b(?! role\\b)[^.#;:]{0,30}?\\b${CAN}\\b`),
    fact: "Who can do what is the role matrix (roles, permissionLabels): render it with {rolesWith('permission')}, {rolesForOwnMedia()} or {roles.owner.name}.",
  },
  {
    topic: 'roles',
    pattern:
      /\b(?:anyone|everyone|any user|all users) (?:who (?:can|shares|uploads|opens|edits)|with (?:a Vidcove account|access))\b[^.#;]{0,60}?\bcan\b/i,
    fact: 'Say which roles can, from the role matrix: {rolesWith(\'permission\')}; "anyone who can X can Y" hides who that is.',
  },
  {
    topic: 'visibility',
    pattern:
      /\b(?:private|public) (?:media|videos?|media items?)\b[^.#]{0,60}?\b(?:plays?|watch|only|signed[- ]in|invited|anyone)\b|\binvited viewers\b/i,
    context: /\b(?:private|public) (?:media|videos?|media items?)\b/i,
    fact: 'Who can watch Private and Public media is ui.media.security.visibility.meaning: render it.',
  },
  {
    topic: 'default',
    pattern:
      /\b(?:private|public) by default\b|\bnew (?:uploads?|media)\b[^.#]{0,30}?\b(?:are|is|start|starts) (?:private|public)\b|\bdefaults? to (?:private|public)\b/i,
    fact: 'The visibility of new uploads is ui.media.security.visibility.defaultForNewUploads: render it.',
  },
  {
    topic: 'autoplay',
    pattern: /\bonly\b[^.#]{0,40}?\bmuted\b|\bmuted\b[^.#]{0,15}?\bonly\b/i,
    context: /\bautoplay|\bby itself\b|\bplays? automatically\b|\bstarts? playing\b/i,
    fact: 'The autoplay rule is browsers.autoplay (and browsers.appleNotes for iPhone and iPad): render it.',
  },
  {
    topic: 'latency',
    pattern: /\b\d+(?:\.\d+)?(?:\s?[–-]\s?\d+(?:\.\d+)?)?\s?(?:s|secs?|seconds?)\b(?!-)/,
    context: /\blatency\b|\bdelay\b|\bbehind (?:real time|the live|live)\b|\blive edge\b/i,
    fact: 'Live delays are live.latencyModes (latencySeconds, segmentDurationSeconds, partDurationSeconds): render them.',
  },
];

/** The claims found in one block of prose, as [claim, text found]. */
export function findClaims(prose: string): [Claim, string][] {
  const found: [Claim, string][] = [];
  for (const claim of CLAIMS) {
    if (claim.context && !claim.context.test(prose)) continue;
    const match = claim.pattern.exec(prose);
    if (match) found.push([claim, match[0]]);
  }
  return found;
}

/** Start times the facts sheet's embed and watch page parameters accept. */
const START_FORMATS = facts.urls.embedParams.start.formats.map((format) => new RegExp(`^(?:${format.pattern})$`));
const START_PARAM = new RegExp(`[?&](?:start|${facts.urls.watchPageStartParam})=([^&\\s"'\`<)]+)`, 'g');

// ---------------------------------------------------------------------------------------------
// Third-party context
// ---------------------------------------------------------------------------------------------

/** Words that say a step happens in another company's product. */
const THIRD_PARTY_WORDS = [
  ...Object.values(facts.thirdParty).flatMap((product) => [product.name, product.name.split(' ')[0]!]),
  ...facts.live.testedEncoders,
  'OBS',
  'Entra',
  'Azure',
  'Okta',
  'Google Workspace',
  'Power BI',
  'AWS',
  'IAM',
  'Atto',
  'Confluence',
  'Microsoft 365',
  'Teams',
  'Articulate',
  'Guide',
  'DevTools',
  'developer tools',
  'iPhone',
  'iPad',
  'iOS',
  'iPadOS',
  'macOS',
  'Safari',
  'Android',
];
const THIRD_PARTY = new RegExp(
  `\\b(${[...new Set(THIRD_PARTY_WORDS)].map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`,
);
/** A sentence that starts in another product: "In Okta, …", "In the Microsoft Entra admin center, …". */
const THIRD_PARTY_PLACE = new RegExp(
  `(?:^|[.!?:]\\s+)(?:In|On|From|Open)\\s+(?:the\\s+|your\\s+)?${THIRD_PARTY.source}(?!\\s+tile)`,
);

/** `<Ui>Ready</Ui>`: a label the content checks hold to the facts sheet (plugins/content-checks/ui-labels.ts). */
const isUiLabel = (node: MdNode) => node.type.startsWith('mdxJsx') && node.name === 'Ui';

/** The prose of a block, with each {expression} and <Ui> label as "#" so that patterns can span rendered values. */
function proseOf(node: MdNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  if (node.type === 'mdxTextExpression' || isUiLabel(node)) return '#';
  return (node.children ?? []).map(proseOf).join('');
}

/** The plain text of a node, expressions left out. */
function textOf(node: MdNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

// ---------------------------------------------------------------------------------------------
// The lint
// ---------------------------------------------------------------------------------------------

/** Where a label lives in the sheet, shortest path first (for the hint). */
function whereLabel(text: string): string | undefined {
  const paths = STRINGS.get(text);
  return paths
    ? [...paths]
        .sort((a, b) => a.length - b.length)
        .slice(0, 2)
        .join(' or ')
    : undefined;
}

type Report = (node: MdNode, rule: Rule, text: string, hint: string) => void;

/** Where a node sits: in a numbered step, in another product's context, in a heading, bold introducing a list item. */
interface NodeContext {
  readonly inStep: boolean;
  readonly thirdParty: boolean;
  readonly inHeading: boolean;
  readonly leadIn: boolean;
  /** The nearest heading before the node. */
  readonly heading: string;
  /** The page's title names another company's product. */
  readonly thirdPartyPage: boolean;
}

function contextOf(node: MdNode, ancestors: readonly MdNode[], heading: string, thirdPartyPage: boolean): NodeContext {
  const step = [...ancestors].reverse().find((a) => a.type === 'listItem');
  const list = step ? ancestors[ancestors.indexOf(step) - 1] : undefined;
  const inStep = Boolean(step && list?.type === 'list' && list.ordered);
  const stepText = step ? textOf(step) : '';
  // The sentence-level context of a label: its list item, or else its paragraph or table cell.
  const block = step ?? [...ancestors].reverse().find((a) => a.type === 'paragraph' || a.type === 'tableCell');
  const blockText = block ? textOf(block) : '';
  const vidcoveBlock = /^\s*In Vidcove\b/.test(blockText);
  // A label belongs to another product when its step or paragraph happens in that product
  // ("In Okta, select **Save**"), or when a step is in a section about that product.
  const thirdParty =
    !vidcoveBlock &&
    (THIRD_PARTY_PLACE.test(blockText) || (inStep && THIRD_PARTY.test(heading) && !/\bVidcove\b/.test(stepText)));
  const parent = ancestors.at(-1);
  // Bold at the start of a list item introduces it ("**The panel** on the left …"); it names no control.
  const leadIn = parent?.type === 'paragraph' && parent.children?.[0] === node && ancestors.at(-2)?.type === 'listItem';
  const inHeading = ancestors.some((a) => a.type === 'heading');
  return {inStep, thirdParty, inHeading, leadIn, heading, thirdPartyPage};
}

/** Bold text that is a Vidcove label (render it from the sheet), or a control in a step the sheet lacks. */
function checkBold(node: MdNode, context: NodeContext, report: Report): void {
  if (node.type !== 'strong' || !(node.children ?? []).every((child) => child.type === 'text')) return;
  if (context.thirdParty) return;
  const text = textOf(node);
  const parts = text.split(' > ');
  const known = parts.filter((part) => STRINGS.has(part));
  // A menu path is Vidcove's only when every step of it is; "Settings > Wi-Fi" is a phone's.
  if (known.length === parts.length) {
    const where = known.map((part) => whereLabel(part)).join(' > ');
    report(node, 'ui-label', text, `render it from the facts sheet: ${where}`);
  } else if (
    context.inStep &&
    !context.leadIn &&
    !context.thirdPartyPage &&
    !THIRD_PARTY.test(context.heading) &&
    !/[.:]$/.test(text)
  ) {
    report(node, 'unknown-control', text, 'add this control to src/data/facts/ui.ts, then render it from there');
  }
}

function checkHeadingExpressions(node: MdNode, report: Report): void {
  if (node.type !== 'heading') return;
  for (const child of node.children ?? []) {
    const code = (child.value ?? '').trim();
    if (child.type === 'mdxTextExpression' && !/^\/\*[\s\S]*\*\/$/.test(code)) {
      report(
        child,
        'heading-expression',
        `{${code}}`,
        'the table of contents and the heading id show this code, not its value: type the text as the facts sheet has it',
      );
    }
  }
}

/** Sentences that contradict the facts, and claims the facts decide. */
function checkProse(node: MdNode, report: Report): void {
  if (!['paragraph', 'tableCell', 'heading'].includes(node.type)) return;
  const prose = proseOf(node);
  for (const {pattern, fact} of CONTRADICTIONS) {
    const match = pattern.exec(prose);
    if (match) report(node, 'contradiction', match[0], fact);
  }
  for (const [claim, text] of findClaims(prose)) report(node, 'claim', text, claim.fact);
}

/** Role lists, plan lists and numbers with units typed in text. */
function checkText(node: MdNode, inHeading: boolean, report: Report): void {
  if (node.type !== 'text') return;
  const value = node.value ?? '';
  for (const match of value.matchAll(ROLE_LIST)) {
    report(
      node,
      'role-list',
      match[0],
      "render it from the role matrix: {rolesWith('permission')} or {roleList([...ids], 'anyOne')}",
    );
  }
  for (const match of value.matchAll(PLAN_LIST)) {
    report(node, 'plan-list', match[0], "render it from the plans: {listAnd(plansWith('feature'))}");
  }
  if (inHeading) return;
  for (const match of value.matchAll(NUMBER_WITH_UNIT)) {
    const key = `${match[1]!.replace(/,/g, '')} ${UNITS[match[2]!]}`;
    const where = NUMBERS.get(key);
    if (where) report(node, 'number', match[0], `render it from the facts sheet: ${where.slice(0, 3).join(' or ')}`);
  }
}

/** Start times in URLs, in prose and in code alike. */
function checkStartTimes(node: MdNode, report: Report): void {
  if (!['text', 'inlineCode', 'code', 'mdxTextExpression', 'mdxFlowExpression'].includes(node.type)) return;
  for (const match of (node.value ?? '').matchAll(START_PARAM)) {
    if (!START_FORMATS.some((format) => format.test(match[1]!))) {
      const accepted = facts.urls.embedParams.start.formats.flatMap((format) => format.examples).join(', ');
      report(node, 'embed-param', match[0].slice(1), `use a start time the player accepts: ${accepted}`);
    }
  }
}

/** Finds facts typed by hand in one MDX page. */
export async function lintPage(file: string, source: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  const report: Report = (node, rule, text, hint) =>
    findings.push({
      file,
      line: node.position?.start.line ?? 0,
      rule,
      text,
      hint,
      start: node.position?.start.offset,
      end: node.position?.end?.offset,
    });
  const tree = await parseMdx(source);
  // A page about another company's product (its title names one), and the nearest heading before
  // each node, give the third-party context of steps.
  const title = /^---\r?\n[\s\S]*?^title:\s*(.*)$/m.exec(source)?.[1] ?? '';
  const thirdPartyPage = THIRD_PARTY.test(title);
  let heading = '';
  walkTree(tree, (node, ancestors) => {
    if (node.type === 'heading') heading = textOf(node);
    if (ancestors.some((a) => a.type === 'code' || a.type === 'inlineCode' || isUiLabel(a))) return;
    const context = contextOf(node, ancestors, heading, thirdPartyPage);
    checkBold(node, context, report);
    checkHeadingExpressions(node, report);
    checkProse(node, report);
    checkText(node, context.inHeading, report);
  });
  walkTree(tree, (node) => checkStartTimes(node, report));
  return findings;
}

/** One accepted finding: a file, a rule and the exact text, with the reason it is not a typed fact. */
export interface Allowance {
  readonly file: string;
  readonly rule: Rule;
  readonly text: string;
  readonly reason: string;
}

/** A finding in one line, as `npm run check:content` and the facts test print it. */
export const describeFinding = (f: Finding): string => `${f.file}:${f.line}: [${f.rule}] "${f.text}": ${f.hint}`;

/** Whether an allowance covers a finding. */
export const covers = (allowance: Allowance, finding: Finding): boolean =>
  allowance.file === finding.file && allowance.rule === finding.rule && allowance.text === finding.text;
