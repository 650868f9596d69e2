/**
 * Where Send goes, shown at the top of every operation page's request panel before the panel itself
 * loads: the servers the build offers as radio buttons (one click, or the arrow keys, to switch) and
 * what the chosen one does. The mock server is named as such: its answers come from the API
 * description and nothing real changes.
 */
import {useId, type ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {chooseServer, useChosenServer, type ServerObject} from './server-choice';
import {MOCK_NOTE} from './texts';

/** What the feature's theme plugin (../index.ts) tells the browser. */
export interface ApiReferenceGlobalData {
  /** The local mock server's URL (../options.ts). */
  readonly mockServerUrl: string;
  /** Where the OpenAPI document is published. */
  readonly documentUrls: {readonly yaml: string; readonly json: string};
}

/** A server's name: the first sentence or clause of its description ("Production", "Local mock server"). */
function serverName(server: ServerObject): string {
  return server.description?.split(/[.:;]\s/)[0]?.trim() || new URL(server.url).host;
}

export default function ServerChoice({servers}: {servers: readonly ServerObject[]}): ReactNode {
  const {mockServerUrl} = usePluginData('vidcove-api-reference-theme') as ApiReferenceGlobalData;
  const chosen = useChosenServer(servers);
  const name = useId();
  if (!chosen) return null;
  const isMock = (server: ServerObject) => server.url.replace(/\/$/, '') === mockServerUrl;
  const note = isMock(chosen) ? MOCK_NOTE : chosen.description;
  const noteId = `${name}-note`;
  return (
    <div className="api-server-choice">
      {servers.length > 1 ? (
        <fieldset aria-describedby={noteId}>
          <legend>Send requests to</legend>
          {servers.map((server) => (
            <label key={server.url} className="api-server-choice__option">
              <input
                type="radio"
                name={name}
                value={server.url}
                checked={server === chosen}
                onChange={() => chooseServer(server)}
              />{' '}
              {isMock(server) ? 'Local mock server' : serverName(server)} <code>{server.url}</code>
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="api-server-choice__single">
          Requests go to <code>{chosen.url}</code>.
        </p>
      )}
      {note && (
        <p
          id={noteId}
          className={
            isMock(chosen) ? 'api-server-choice__note api-server-choice__note--mock' : 'api-server-choice__note'
          }
        >
          {note}
        </p>
      )}
    </div>
  );
}
