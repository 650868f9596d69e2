import type {ReactNode} from 'react';
import {thirdParty, type ThirdPartyCheck, type ThirdPartyId} from '@site/src/data/facts';

/** "November 2026" for "2026-11". Throws for anything else, so a malformed date fails the build. */
export function monthYear(checked: string): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(checked);
  if (!match) throw new Error(`CheckedAgainst: "${checked}" is not a YYYY-MM month`);
  const firstDay = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return firstDay.toLocaleString('en-GB', {month: 'long', year: 'numeric', timeZone: 'UTC'});
}

/** "Moodle 5.2", "Confluence Data Center 10.2" or, for a cloud service, "Zendesk". */
export function productVersion(name: string, check: ThirdPartyCheck): string {
  return [name, check.edition, check.version].filter(Boolean).join(' ');
}

/** The check recorded for a product; throws (failing the build) when there is none yet. */
export function checkOf(product: ThirdPartyId): {name: string; check: ThirdPartyCheck} {
  const entry = thirdParty[product] as {name: string; check: ThirdPartyCheck | null} | undefined;
  if (!entry) throw new Error(`CheckedAgainst: "${product}" is not a product of the facts sheet's thirdParty section`);
  if (!entry.check) {
    throw new Error(
      `CheckedAgainst: the steps for ${entry.name} have not been checked yet; record the version, month and sources in src/data/facts/thirdParty.ts first`,
    );
  }
  return {name: entry.name, check: entry.check};
}

/**
 * The line that dates a page's third-party steps, from the facts sheet's `thirdParty` section:
 * "Checked against Moodle 5.2, November 2026." Put it under the heading of the steps it covers.
 *
 *     <CheckedAgainst product="moodle" />
 */
export default function CheckedAgainst({product}: {readonly product: ThirdPartyId}): ReactNode {
  const {name, check} = checkOf(product);
  return (
    <p>
      <small>
        Checked against {productVersion(name, check)}, <time dateTime={check.checked}>{monthYear(check.checked)}</time>.
      </small>
    </p>
  );
}
