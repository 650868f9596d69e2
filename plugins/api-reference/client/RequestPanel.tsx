/**
 * An operation page's right-hand column: where Send goes (./ServerChoice.tsx), rendered with the page,
 * then the openapi theme's request panel (authorization, code samples, the request form and its
 * response), which loads when the reader reaches for the column or it scrolls into view (src/client/reach.ts).
 */
import {useRef, type ComponentProps, type ReactNode} from 'react';
import {lazyWithRetry} from '@site/src/components/LoadFailure/lazyWithRetry';
import {useReached} from '@site/src/client/reach';
import ServerChoice from './ServerChoice';
import type {ApiOperation} from './store';

function Placeholder({onOpen}: {onOpen?: () => void}) {
  return (
    // Pulsing only while loading: a pulsing "Try this request" falls below 4.5:1 contrast half the time.
    <div
      className={`openapi-skeleton lg api-request-panel__placeholder${onOpen ? ' api-request-panel__placeholder--idle' : ''}`}
    >
      {onOpen ? (
        <button type="button" className="button button--primary" onClick={onOpen}>
          Try this request
        </button>
      ) : (
        <span role="status">Loading the request panel…</span>
      )}
    </div>
  );
}

// If the panel's code cannot be loaded, the reader gets the error and a Retry that loads it again.
const Panel = lazyWithRetry<ComponentProps<typeof import('./explorer').default>>(() => import('./explorer'), {
  what: 'the request panel',
  fallback: <Placeholder />,
});

export default function RequestPanel({api, infoPath}: {api: ApiOperation; infoPath?: string}): ReactNode {
  const column = useRef<HTMLDivElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  const [open, reach] = useReached(column, slot, {inView: true});
  return (
    <div ref={column} className="api-request-panel">
      <ServerChoice servers={api.servers ?? []} />
      <div ref={slot} tabIndex={-1}>
        {open ? <Panel api={api} infoPath={infoPath} /> : <Placeholder onOpen={reach} />}
      </div>
    </div>
  );
}
