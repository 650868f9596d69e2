import type {ReactNode} from 'react';
import {planIds, type PermissionKey, type PlanId, type RoleId} from '@site/src/data/facts';
import {planIdsWith, planNames, roleIdsWith, roleNames, type PlanFeature} from '@site/src/data/phrases';
import styles from './styles.module.css';

export interface AvailabilityProps {
  /** A plan feature of the facts sheet (`plans.*.features`): the plans that include it. */
  readonly feature?: PlanFeature;
  /** Or the plans, by ID, when the sheet lists them elsewhere (`restrictions.types.ipRanges.plans`). */
  readonly plans?: readonly PlanId[];
  /** A permission of the role matrix: the roles that have it. */
  readonly permission?: PermissionKey;
  /** Or the roles, by ID, when the sheet lists them elsewhere (`mfa.resetBy`). */
  readonly roles?: readonly RoleId[];
}

/** The plans and roles a badge line shows, from the facts sheet. Exported for tests. */
export function availability({feature, plans, permission, roles}: AvailabilityProps): {
  plans: string[];
  roles: string[];
} {
  if (feature && plans) throw new Error('Availability: give feature or plans, not both');
  if (permission && roles) throw new Error('Availability: give permission or roles, not both');
  const planIdsShown = feature ? planIdsWith(feature) : (plans ?? planIds);
  const roleIdsShown = permission ? roleIdsWith(permission) : roles;
  if (planIdsShown.length === 0) throw new Error(`Availability: no plan includes ${feature}`);
  if (!roleIdsShown || roleIdsShown.length === 0) throw new Error('Availability: name a permission or the roles');
  return {
    plans: planIds.every((id) => planIdsShown.includes(id)) ? ['All plans'] : planNames(planIdsShown),
    roles: roleNames(roleIdsShown),
  };
}

function Group({term, items}: {readonly term: string; readonly items: readonly string[]}): ReactNode {
  return (
    <div>
      <dt>{term}</dt>
      <dd>
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </dd>
    </div>
  );
}

/**
 * The plan-and-role line at the top of a feature page: which plans include the feature and which roles can
 * use it, rendered from the facts sheet so it follows every change to plans and roles. Plain markup (a
 * description list of badges), so it needs no script and a screen reader reads "Plans: Business, Enterprise".
 *
 *     <Availability feature="customSiteUrl" permission="manageSites" />
 */
export default function Availability(props: AvailabilityProps): ReactNode {
  const shown = availability(props);
  return (
    <dl className={styles.availability}>
      <Group term="Plans" items={shown.plans} />
      <Group term="Roles" items={shown.roles} />
    </dl>
  );
}
