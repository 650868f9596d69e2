// Wrapped to say, above the key field, where an API key comes from and that it stays in this browser tab.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Authorization from '@theme-init/ApiExplorer/Authorization';
import {roleIds, roles, ui} from '@site/src/data/facts';

/** The roles that may create API keys, as the facts sheet lists them ("Owners or Administrators"). */
const keyManagers = roleIds.filter((id) => roles[id].permissions.manageApiKeys).map((id) => `${roles[id].name}s`);

export default function AuthorizationWithHelp(): ReactNode {
  return (
    <>
      <p className="api-auth-help">
        Paste an API key. {keyManagers.join(' or ')} create keys on <strong>{ui.paths.apiKeys}</strong> (
        <Link to="/technical-information/rest-api#create-an-api-key">how to create one</Link>). The key stays in this
        browser tab: it is sent only with your requests, to the server you chose, and forgotten when you close the tab.
      </p>
      <Authorization />
    </>
  );
}
