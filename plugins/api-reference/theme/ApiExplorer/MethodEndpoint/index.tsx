// Replaced: the openapi theme's MethodEndpoint, which puts the path's <h2> inside a <pre> (that allows only phrasing content) and reads the server from the request panel's store: here method and path in a <div> styled as the theme's <pre> (../../../styles/api-reference.css); the server is shown above the request panel (../../../client/ServerChoice.tsx).
import type {ReactNode} from 'react';

const BADGES: Readonly<Record<string, string>> = {
  get: 'primary',
  post: 'success',
  delete: 'danger',
  put: 'info',
  patch: 'warning',
};

export default function MethodEndpoint({method, path}: {method: string; path: string}): ReactNode {
  return (
    <>
      <div className="openapi__method-endpoint">
        <span className={`badge badge--${BADGES[method.toLowerCase()] ?? 'secondary'}`}>
          {method === 'event' ? 'Webhook' : method.toUpperCase()}
        </span>{' '}
        {/* `/media/{mediaId}` reads `/media/:mediaId`, as the openapi theme shows it. */}
        {method !== 'event' && <h2 className="openapi__method-endpoint-path">{path.replace(/{([\w-]+)}/g, ':$1')}</h2>}
      </div>
      <div className="openapi__divider" />
    </>
  );
}
