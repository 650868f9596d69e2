/**
 * Phrases articles build from the facts sheet (lists, role and plan names, counts with units, example URLs,
 * checked UI labels), so no page declares its own helpers (tests/mdx-helpers.test.ts); examples are in
 * STYLEGUIDE.md, "Rendering facts in MDX". All return plain strings, the same on the server and in the
 * browser, so hydration never differs; helpers that return markup live in src/components/ (InlineList).
 */
import {formats, type LadderRung} from './facts/formats';
import {identifiers} from './facts/identifiers';
import {planIds, plans, type PlanFeatures} from './facts/plans';
import {type PlanId} from './facts/product';
import {roleIds, roles, type PermissionKey, type RoleId} from './facts/roles';

// ---------------------------------------------------------------------------------------------
// Lists and words
// ---------------------------------------------------------------------------------------------

export type Conjunction = 'and' | 'or';

/**
 * Joins items the way the style guide writes lists: "A", "A and B", "A, B and C" (no serial
 * comma). Written by hand rather than with Intl.ListFormat so that the server and every browser
 * produce the same text.
 */
export function joinList(items: readonly (string | number)[], conjunction: Conjunction = 'and'): string {
  const words = items.map(String);
  if (words.length < 2) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words.at(-1)}`;
}

/** "A, B and C". */
export const listAnd = (items: readonly (string | number)[]): string => joinList(items, 'and');

/** "A, B or C". */
export const listOr = (items: readonly (string | number)[]): string => joinList(items, 'or');

/** Lower-cases the first letter of a sentence-case label ("Web pages" → "web pages"), but not of an acronym ("HLS"). */
export function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** Upper-cases the first letter, for a phrase that starts a sentence ("the Owner" → "The Owner"). */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A number as the style guide writes it: commas for thousands, up to two decimals (1,200; 1.5). */
export function formatNumber(value: number, maximumFractionDigits = 2): string {
  return value.toLocaleString('en-GB', {maximumFractionDigits});
}

/** A count with its noun: "1 hour", "24 hours", "1,200 requests". */
export function count(value: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(value)} ${value === 1 ? singular : plural}`;
}

/** A length of time given in minutes, in the largest whole unit: "45 minutes", "1 hour", "1.5 hours", "2 days". */
export function duration(minutes: number): string {
  if (minutes < 60) return count(minutes, 'minute');
  if (minutes < 60 * 24 || minutes % (60 * 24) !== 0) return count(minutes / 60, 'hour');
  return count(minutes / (60 * 24), 'day');
}

/** A bitrate in kbps: "6,000 kbps". */
export function kbps(value: number): string {
  return `${formatNumber(value)} kbps`;
}

// ---------------------------------------------------------------------------------------------
// Roles
// ---------------------------------------------------------------------------------------------

/**
 * How a list of roles reads:
 * - `all` names the roles as groups: "Owners, Administrators and Editors" (who can do something);
 * - `anyOne` names one person to ask: "the Owner, an Administrator or an Editor".
 */
export type RoleListStyle = 'all' | 'anyOne';

/** Role names in the product's order: "Owner", or "Owners" with `plural`. */
export function roleNames(ids: readonly RoleId[], {plural = false}: {readonly plural?: boolean} = {}): string[] {
  return roleIds.filter((id) => ids.includes(id)).map((id) => (plural ? `${roles[id].name}s` : roles[id].name));
}

/** Roles whose permissions include `permission`, most powerful first. */
export function roleIdsWith(permission: PermissionKey): RoleId[] {
  return roleIds.filter((id) => roles[id].permissions[permission]);
}

/** Roles whose permissions do not include `permission`. */
export function roleIdsWithout(permission: PermissionKey): RoleId[] {
  return roleIds.filter((id) => !roles[id].permissions[permission]);
}

/** "Owners, Administrators and Editors", or with `anyOne` "the Owner, an Administrator or an Editor". */
export function roleList(ids: readonly RoleId[], style: RoleListStyle = 'all'): string {
  if (ids.length === 0) throw new Error('roleList: no roles to name');
  if (style === 'all') return listAnd(roleNames(ids, {plural: true}));
  const one = roleIds
    .filter((id) => ids.includes(id))
    .map((id) => {
      const name = roles[id].name;
      if (roles[id].maxPerAccount === 1) return `the ${name}`;
      return `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}`;
    });
  return listOr(one);
}

/** The roles that have `permission`, as a phrase: `rolesWith('manageSites')` → "Owners, Administrators and Editors". */
export function rolesWith(permission: PermissionKey, style: RoleListStyle = 'all'): string {
  return roleList(roleIdsWith(permission), style);
}

/** The roles that lack `permission`, as a phrase: `rolesWithout('uploadMedia')` → "Analysts and Viewers". */
export function rolesWithout(permission: PermissionKey, style: RoleListStyle = 'all'): string {
  return roleList(roleIdsWithout(permission), style);
}

/** Roles that upload media but work only on the media they uploaded: "Contributors". */
export function rolesForOwnMedia(style: RoleListStyle = 'all'): string {
  return roleList(
    roleIds.filter((id) => roles[id].permissions.uploadMedia && !roles[id].permissions.editAnyMedia),
    style,
  );
}

/** Every role, as a phrase: "Owners, Administrators, Editors, Contributors, Analysts and Viewers". */
export function everyRole(style: RoleListStyle = 'all'): string {
  return roleList(roleIds, style);
}

// ---------------------------------------------------------------------------------------------
// Plans
// ---------------------------------------------------------------------------------------------

export type PlanFeature = keyof PlanFeatures;

/** Plan names in ascending order: `planNames(['business', 'enterprise'])` → ["Business", "Enterprise"]. */
export function planNames(ids: readonly PlanId[]): string[] {
  return planIds.filter((id) => ids.includes(id)).map((id) => plans[id].name);
}

/** Plans that include `feature`. */
export function planIdsWith(feature: PlanFeature): PlanId[] {
  return planIds.filter((id) => plans[id].features[feature]);
}

/** Names of the plans that include `feature`: `listAnd(plansWith('sso'))` → "Enterprise". */
export function plansWith(feature: PlanFeature): string[] {
  return planNames(planIdsWith(feature));
}

/** Names of the plans that do not include `feature`. */
export function plansWithout(feature: PlanFeature): string[] {
  return planNames(planIds.filter((id) => !plans[id].features[feature]));
}

/** "every plan", "the Enterprise plan" or "the Business and Enterprise plans". */
export function plansPhrase(ids: readonly PlanId[]): string {
  if (ids.length === 0) throw new Error('plansPhrase: no plans to name');
  if (planIds.every((id) => ids.includes(id))) return 'every plan';
  const names = planNames(ids);
  return `the ${listAnd(names)} plan${names.length === 1 ? '' : 's'}`;
}

/** The plans a feature is on, as a phrase: `featurePlans('webhooks')` → "the Business and Enterprise plans". */
export function featurePlans(feature: PlanFeature): string {
  return plansPhrase(planIdsWith(feature));
}

// ---------------------------------------------------------------------------------------------
// Examples, labels and the encoding ladder
// ---------------------------------------------------------------------------------------------

/** The example value of each placeholder of the facts sheet's URL patterns. A function, so that no page pays for it unless it fills a pattern. */
function exampleValue(name: string): string | undefined {
  const examples: Readonly<Record<string, string>> = {
    mediaId: identifiers.mediaId.example,
    channelId: identifiers.channelId.example,
    eventId: identifiers.eventId.example,
    siteId: identifiers.siteId.example,
    playerId: identifiers.playerId.example,
    accountKey: identifiers.accountKey.example,
    restrictionProfileId: identifiers.restrictionProfileId.example,
    code: identifiers.simpleLinkCode.example,
  };
  return examples[name];
}

/**
 * A URL pattern with the facts sheet's example IDs filled in:
 * `withExamples(urls.watchPage)` → the watch page of the example media ID (`…/v/k7d2m9x4qp`). Placeholders without an
 * example (such as `{subdomain}`) are left as they are.
 */
export function withExamples(pattern: string): string {
  return pattern.replace(/\{(\w+)\}/g, (whole, name: string) => exampleValue(name) ?? whole);
}

export {label} from './label';

/** Names of the encoding ladder's rungs: "240p" to "2160p". */
export type RungName = (typeof formats.encodingLadder)[number]['name'];

/** A rung of the encoding ladder by name: `rung('1080p').videoKbps.h264`. Throws when there is none. */
export function rung(name: RungName): LadderRung {
  const found = formats.encodingLadder.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`rung: the encoding ladder has no ${name} rung`);
  return found;
}

/** Codecs of the ladder's bitrates. */
export type LadderCodec = keyof LadderRung['videoKbps'];

/** Video plus audio bitrate of a rung, in kbps, for sources up to 30 fps: `streamKbps(rung('1080p'))` → 6160. */
export function streamKbps(ladderRung: LadderRung, codec: LadderCodec = 'h264'): number {
  return ladderRung.videoKbps[codec] + ladderRung.audioKbps;
}

/** Data used by an hour of a stream at `kbpsValue`, in GB (decimal): 6,160 kbps → 2.772. */
export function gigabytesPerHour(kbpsValue: number): number {
  return (kbpsValue * 1000 * 3600) / 8 / 1e9;
}

/** How much lower a rung's `codec` bitrate is than its H.264 bitrate, in whole per cent. */
export function savingOverH264(ladderRung: LadderRung, codec: LadderCodec): number {
  return Math.round((1 - ladderRung.videoKbps[codec] / ladderRung.videoKbps.h264) * 100);
}

/**
 * The width of a frame `heightPx` high with aspect ratio `ratioWidth`:`ratioHeight`, rounded to the
 * nearest even number of pixels as encoders require (4:3 at 1080 → 1440; 16:9 at 240 → 426).
 */
export function evenWidth(heightPx: number, ratioWidth: number, ratioHeight: number): number {
  return Math.round((heightPx * ratioWidth) / ratioHeight / 2) * 2;
}
