/**
 * Where Send goes, shown at the top of every operation page's request panel before the panel itself
 * loads: the servers the build offers as radio buttons (one click, or the arrow keys, to switch), or
 * the reader's own server (a staging host, say) at a URL they type, and what the chosen one does. The
 * mock server is named as such: its answers come from the API description and nothing real changes.
 */
import {useId, useState, type ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {
  chooseServer,
  isOwnServer,
  lastOwnServer,
  ownServer,
  ownServerUrl,
  ownUrlProblem,
  useChosenServer,
  type ServerObject,
} from './server-choice';
import {MOCK_NOTE, OWN_SERVER_NOTE} from './texts';

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

/** The URL of the reader's own server, typed where they chose it; what is wrong with it, said under it. */
function OwnServerUrl({server}: {server: ServerObject}): ReactNode {
  const id = useId();
  const [typed, setTyped] = useState(ownServerUrl(server));
  const problem = ownUrlProblem(typed);
  return (
    <div className="api-server-choice__own">
      <label htmlFor={id}>Your server&apos;s URL</label>
      <input
        id={id}
        type="url"
        className="openapi-explorer__form-item-input"
        placeholder="https://staging.example.com/v1"
        autoComplete="url"
        value={typed}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          setTyped(event.target.value);
          chooseServer(ownServer(event.target.value.trim()));
        }}
      />
      {problem && (
        <p id={`${id}-problem`} className="openapi-explorer__input-error">
          {problem}
        </p>
      )}
    </div>
  );
}

export default function ServerChoice({servers}: {servers: readonly ServerObject[]}): ReactNode {
  const {mockServerUrl} = usePluginData('vidcove-api-reference-theme') as ApiReferenceGlobalData;
  const chosen = useChosenServer(servers);
  const name = useId();
  if (!chosen) return null;
  const isMock = (server: ServerObject) => server.url.replace(/\/$/, '') === mockServerUrl;
  const own = isOwnServer(chosen);
  const note = isMock(chosen) ? MOCK_NOTE : own ? OWN_SERVER_NOTE : chosen.description;
  const noteId = `${name}-note`;
  return (
    <div className="api-server-choice">
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
        <label className="api-server-choice__option">
          <input type="radio" name={name} value="own" checked={own} onChange={() => chooseServer(lastOwnServer())} />{' '}
          Your own server
        </label>
        {own && <OwnServerUrl server={chosen} />}
      </fieldset>
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
