/** The server the request panel's store sends to, as a URL (its variables filled in), and whether it is the mock. */
import {usePluginData} from '@docusaurus/useGlobalData';
import {useTypedSelector} from '@theme/ApiItem/hooks';
import type {ApiReferenceGlobalData} from './ServerChoice';
import type {ServerObject} from './server-choice';

/** A server's URL with each `{variable}` replaced by its value, as the openapi theme builds the request's. */
export function serverUrl(server: ServerObject): string {
  return Object.entries(server.variables ?? {}).reduce(
    (url, [name, variable]) => url.replace(`{${name}}`, variable.default),
    server.url,
  );
}

export function useStoreServer(): {url?: string; isMock: boolean} {
  const server = useTypedSelector((state: {server: {value?: ServerObject}}) => state.server.value);
  const {mockServerUrl} = usePluginData('vidcove-api-reference-theme') as ApiReferenceGlobalData;
  const url = server && serverUrl(server);
  return {url, isMock: url?.replace(/\/$/, '') === mockServerUrl};
}
