// Wrapped: when Send fails the openapi theme clears the status and shows its "Click the Send API Request button" placeholder, the reason only in the console; here the panel says what went wrong and what to try, explains error statuses, and notes a shortened long body (../../../client/outcome.tsx).
import type {ComponentProps, ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import Response from '@theme-init/ApiExplorer/Response';
import {clearCode, clearHeaders, clearResponse} from '@theme/ApiExplorer/Response/slice';
import {useTypedDispatch, useTypedSelector} from '@theme/ApiItem/hooks';
import {SendFailure, ShortenedNotice, StatusExplanation, failureKind} from '../../../client/outcome';
import {lastShortened} from '../../../client/send';
import type {ApiReferenceGlobalData} from '../../../client/ServerChoice';

interface State {
  response: {value?: string; code?: string};
  server: {value?: {url: string}};
}

export default function ResponseWithOutcome(props: ComponentProps<typeof Response>): ReactNode {
  const value = useTypedSelector((state: State) => state.response.value);
  const code = useTypedSelector((state: State) => state.response.code);
  const serverUrl = useTypedSelector((state: State) => state.server.value?.url);
  const dispatch = useTypedDispatch();
  const {mockServerUrl} = usePluginData('vidcove-api-reference-theme') as ApiReferenceGlobalData;
  const {siteConfig} = useDocusaurusContext();
  const timeoutMs = (siteConfig.themeConfig as {api?: {requestTimeout?: number}}).api?.requestTimeout;
  const isMock = serverUrl?.replace(/\/$/, '') === mockServerUrl;
  const fetching = translate({id: 'theme.openapi.request.fetchingMessage', message: 'Fetching...'});

  if (value && value !== fetching && !code) {
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
        <SendFailure
          kind={failureKind(value)}
          message={value}
          serverUrl={serverUrl}
          isMock={isMock}
          timeoutMs={timeoutMs}
        />
      </div>
    );
  }
  const shortened = lastShortened();
  return (
    <>
      <Response {...props} />
      {code && value !== fetching && <StatusExplanation status={Number(code)} body={value} isMock={isMock} />}
      {shortened && value === shortened.shown && <ShortenedNotice body={shortened} />}
    </>
  );
}
