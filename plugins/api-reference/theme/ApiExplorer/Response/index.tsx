// Wrapped: when Send fails the openapi theme clears the status and shows its "Click the Send API Request button" placeholder, the reason only in the console, and it shows the same placeholder for an answer with no content; here the panel says what went wrong and what to try, explains error statuses (with the mock server's own findings), says when an answer succeeded with no content, names an answer that is not text, and notes a shortened body or stream (../../../client/outcome.tsx).
import type {ComponentProps, ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Response from '@theme-init/ApiExplorer/Response';
import {clearCode, clearHeaders, clearResponse} from '@theme/ApiExplorer/Response/slice';
import {useTypedDispatch, useTypedSelector} from '@theme/ApiItem/hooks';
import {useStoreServer} from '../../../client/chosen-server';
import {
  BinaryNotice,
  mockViolations,
  NoContentNotice,
  SendFailure,
  ShortenedNotice,
  StatusExplanation,
  StreamNotice,
  failureKind,
} from '../../../client/outcome';
import {lastAnswerNote} from '../../../client/send';

interface State {
  // The theme's slice types headers as a string; its request form stores them as an object.
  response: {value?: string; code?: string; headers?: unknown};
}

/** The theme's response frame (title and Clear), around what the panel says instead of a body. */
function ResponseFrame({children}: {children: ReactNode}): ReactNode {
  const dispatch = useTypedDispatch();
  return (
    <div className="openapi-explorer__response-container">
      <div className="openapi-explorer__response-title-container">
        <span className="openapi-explorer__response-title">
          {translate({id: 'theme.openapi.response.title', message: 'Response'})}
        </span>
        <button
          type="button"
          className="openapi-explorer__response-clear-btn"
          onClick={() => [clearResponse(), clearCode(), clearHeaders()].forEach((action) => dispatch(action))}
        >
          {translate({id: 'theme.openapi.response.clear', message: 'Clear'})}
        </button>
      </div>
      {children}
    </div>
  );
}

/** An answer with a status and no body to show: none came, or it is not text. */
function BodilessAnswer({status}: {status: number}): ReactNode {
  const note = lastAnswerNote();
  return (
    <ResponseFrame>
      {note?.kind === 'binary' ? <BinaryNotice body={note} status={status} /> : <NoContentNotice status={status} />}
    </ResponseFrame>
  );
}

export default function ResponseWithOutcome(props: ComponentProps<typeof Response>): ReactNode {
  const {value, code, headers} = useTypedSelector((state: State) => state.response);
  const {url: serverUrl, isMock} = useStoreServer();
  const {siteConfig} = useDocusaurusContext();
  const timeoutMs = (siteConfig.themeConfig as {api?: {requestTimeout?: number}}).api?.requestTimeout;
  const fetching = translate({id: 'theme.openapi.request.fetchingMessage', message: 'Fetching...'});

  if (value && value !== fetching && !code) {
    return (
      <ResponseFrame>
        <SendFailure
          kind={failureKind(value)}
          message={value}
          serverUrl={serverUrl}
          isMock={isMock}
          timeoutMs={timeoutMs}
        />
      </ResponseFrame>
    );
  }
  const status = Number(code);
  if (code && !value && status < 400) return <BodilessAnswer status={status} />;
  const note = lastAnswerNote();
  return (
    <>
      <Response {...props} />
      {code && value !== fetching && (
        <StatusExplanation
          status={status}
          body={value}
          isMock={isMock}
          violations={mockViolations((headers as Record<string, string> | undefined)?.['sl-violations'])}
        />
      )}
      {note?.kind === 'shortened' && value === note.shown && <ShortenedNotice body={note} />}
      {note?.kind === 'stream' && code && value !== fetching && <StreamNotice body={note} />}
    </>
  );
}
