// Ejected (a wrapper cannot change the element): the openapi theme puts the path's <h2> inside a <pre>, which only allows phrasing content; here the two sit in a <div> styled as the <pre> was (../../../styles/api-reference.css). Otherwise the same.
import type {ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useTypedSelector} from '@theme/ApiItem/hooks';

export interface Props {
  method: string;
  path: string;
  context?: 'endpoint' | 'callback';
}

const METHOD_COLORS: Readonly<Record<string, string>> = {
  get: 'primary',
  post: 'success',
  delete: 'danger',
  put: 'info',
  patch: 'warning',
  head: 'secondary',
  event: 'secondary',
};

/** `/media/{id}` is shown as `/media/:id`. */
const displayPath = (path: string) => path.replace(/{([a-z0-9-_]+)}/gi, ':$1');

function Endpoint({method, children}: {method: string; children?: ReactNode}) {
  return (
    <>
      <div className="openapi__method-endpoint">
        <span className={`badge badge--${METHOD_COLORS[method.toLowerCase()]}`}>
          {method === 'event' ? 'Webhook' : method.toUpperCase()}
        </span>{' '}
        {method !== 'event' && <h2 className="openapi__method-endpoint-path">{children}</h2>}
      </div>
      <div className="openapi__divider" />
    </>
  );
}

/** The request panel's chosen server, as its Redux store holds it. */
interface ChosenServer {
  readonly url: string;
  readonly variables?: Readonly<Record<string, {readonly default?: string}>>;
}

/** In the browser, the path follows the server chosen in the request panel. */
function EndpointWithServer({method, path, context}: Props) {
  const server = useTypedSelector((state) => (state as {server: {value?: ChosenServer}}).server.value);
  let serverUrl = '';
  if (context !== 'callback' && server?.variables) {
    serverUrl = server.url.replace(/\/$/, '');
    for (const [name, variable] of Object.entries(server.variables)) {
      serverUrl = serverUrl.replace(`{${name}}`, variable.default ?? '');
    }
  }
  if (context !== 'callback' && !serverUrl && server?.url) serverUrl = server.url;
  return (
    <Endpoint method={method}>
      <BrowserOnly>{() => serverUrl}</BrowserOnly>
      {displayPath(path)}
    </Endpoint>
  );
}

export default function MethodEndpoint(props: Props): ReactNode {
  // The server rendering has no Redux store: the path alone (as upstream).
  if (!ExecutionEnvironment.canUseDOM) {
    return <Endpoint method={props.method}>{displayPath(props.path)}</Endpoint>;
  }
  return <EndpointWithServer {...props} />;
}
