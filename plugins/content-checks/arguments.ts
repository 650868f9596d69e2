/**
 * The values the facts sheet holds for each argument of a phrase helper and each prop of a page component,
 * checked when a page is compiled: `rolesWith('manageUserz')` or `<Availability permission="uplodMedia" />`
 * fails with the values it could have been, where the browser would have shown an empty phrase or thrown.
 * Nothing here is bundled: the helpers stay as small as readers download them.
 */
import {formats, permissionKeys, planIds, plans, roleIds, thirdParty} from '../../src/data/facts';
import * as phrases from '../../src/data/phrases';
import {findWalkthrough} from '../videos/media';
import {didYouMean} from './problems';

/** A check of one value: null when the sheet holds it, else what is wrong with it. */
export type ValueCheck = (value: unknown) => string | null;

const quoted = (value: unknown) => JSON.stringify(value);

/** A value out of a fixed set of the sheet's keys, named `what` in the message. */
function oneOf(what: string, allowed: () => readonly string[]): ValueCheck {
  return (value) => {
    const keys = allowed();
    if (typeof value === 'string' && keys.includes(value)) return null;
    return `${quoted(value)} is not ${what}${typeof value === 'string' ? didYouMean(value, keys, quoted) : ''}`;
  };
}

/** A non-empty list of values that each pass `check`. */
function listOf(check: ValueCheck): ValueCheck {
  return (value) => {
    if (!Array.isArray(value) || value.length === 0) return `${quoted(value)} is not a non-empty list`;
    for (const item of value) {
      const problem = check(item);
      if (problem) return problem;
    }
    return null;
  };
}

const anything: ValueCheck = () => null;
const permission = oneOf('a permission of the role matrix (src/data/facts/roles.ts)', () => permissionKeys);
const roleId = oneOf('a role ID (src/data/facts/roles.ts)', () => roleIds);
const planId = oneOf('a plan ID (src/data/facts/plans.ts)', () => planIds);
const feature = oneOf('a plan feature (src/data/facts/plans.ts)', () => Object.keys(plans.starter.features));
const listStyle = oneOf('a role list style', () => ['all', 'anyOne']);
const rungName = oneOf('a rung of the encoding ladder', () => formats.encodingLadder.map((rung) => rung.name));
const codec = oneOf('a codec of the encoding ladder', () => Object.keys(formats.encodingLadder[0]!.videoKbps));

/** `label(list, text)`: the text is one of the list's labels. */
const labelArguments = (list: unknown, text: unknown): string | null =>
  Array.isArray(list) && !list.includes(text)
    ? `${quoted(text)} is not in the list${didYouMean(String(text), list.map(String), quoted)} (it holds ${list.map(quoted).join(', ')})`
    : null;

/** Each helper's argument checks, by position; a helper not here takes any value. */
const HELPER_ARGUMENTS = new Map<unknown, readonly ValueCheck[]>([
  [phrases.rolesWith, [permission, listStyle]],
  [phrases.rolesWithout, [permission, listStyle]],
  [phrases.roleIdsWith, [permission]],
  [phrases.roleIdsWithout, [permission]],
  [phrases.everyRole, [listStyle]],
  [phrases.roleList, [listOf(roleId), listStyle]],
  [phrases.roleNames, [listOf(roleId)]],
  [phrases.planIdsWith, [feature]],
  [phrases.plansWith, [feature]],
  [phrases.plansWithout, [feature]],
  [phrases.featurePlans, [feature]],
  [phrases.planNames, [listOf(planId)]],
  [phrases.plansPhrase, [listOf(planId)]],
  [phrases.rung, [rungName]],
  [phrases.streamKbps, [anything, codec]],
  [phrases.savingOverH264, [anything, codec]],
]);

/** What is wrong with a call of `helper` with `values`, or null. `name` is how the page calls it. */
export function helperCallProblem(helper: unknown, name: string, values: readonly unknown[]): string | null {
  if (helper === phrases.label) {
    const problem = labelArguments(values[0], values[1]);
    return problem && `${name}(): ${problem}`;
  }
  const checks = HELPER_ARGUMENTS.get(helper) ?? [];
  for (const [index, check] of checks.entries()) {
    if (index >= values.length) break;
    const problem = check(values[index]);
    if (problem) return `${name}(): ${problem}`;
  }
  return null;
}

function checkedProduct(value: unknown): string | null {
  const known = oneOf('a product of the facts sheet (src/data/facts/thirdParty.ts)', () => Object.keys(thirdParty))(
    value,
  );
  if (known) return known;
  const entry = thirdParty[value as keyof typeof thirdParty] as {name: string; check: unknown};
  return entry.check
    ? null
    : `the steps for ${entry.name} have not been checked yet; record the check in src/data/facts/thirdParty.ts first`;
}

const walkthrough: ValueCheck = (value) =>
  typeof value === 'string' && findWalkthrough(value)
    ? null
    : `${quoted(value)} is not a walkthrough with a video; add it to plugins/videos/walkthroughs.ts and run \`npm run videos\``;

/** Each page component's props whose values must be the sheet's. */
export const COMPONENT_PROPS: Readonly<Record<string, Readonly<Record<string, ValueCheck>>>> = {
  Availability: {feature, plans: listOf(planId), permission, roles: listOf(roleId)},
  CheckedAgainst: {product: checkedProduct},
  Walkthrough: {id: walkthrough},
};
