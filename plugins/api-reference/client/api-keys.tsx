/** Where an API key comes from, said the same way by the key field's help and by a 401's explanation. */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {roleIds, roles, ui} from '@site/src/data/facts';

/** The help article's section on creating a key. */
export const CREATE_KEY_HELP = '/technical-information/rest-api#create-an-api-key';

/** The roles that may create API keys, as the facts sheet lists them ("Owners or Administrators"). */
const keyManagers = roleIds.filter((id) => roles[id].permissions.manageApiKeys).map((id) => `${roles[id].name}s`);

/** "Owners or Administrators create keys on Settings > API keys (how to create one)." */
export function WhereKeysComeFrom(): ReactNode {
  return (
    <>
      {keyManagers.join(' or ')} create keys on <strong>{ui.paths.apiKeys}</strong> (
      <Link to={CREATE_KEY_HELP}>how to create one</Link>).
    </>
  );
}
