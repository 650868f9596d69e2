// Replaced: the openapi theme's server picker (revealed by an Edit button on hover): the server is chosen above the request panel on every operation page (../../../client/ServerChoice.tsx); here the panel's Base URL shows that choice, and Send waits until the reader's own server has a URL it can use.
import type {ReactNode} from 'react';
import {useController} from 'react-hook-form';
import {useTypedSelector} from '@theme/ApiItem/hooks';
import {serverUrl} from '../../../client/chosen-server';
import {isOwnServer, ownServerUrl, ownUrlProblem, type ServerObject} from '../../../client/server-choice';

export default function Server(): ReactNode {
  const server = useTypedSelector((state: {server: {value?: ServerObject}}) => state.server.value);
  const {fieldState} = useController({
    name: 'serverUrl',
    rules: {
      validate: () =>
        isOwnServer(server) && ownUrlProblem(ownServerUrl(server))
          ? 'Enter the URL of your own server under Send requests to, at the top of this panel.'
          : true,
    },
  });
  if (!server) return null;
  const url = serverUrl(server);
  return (
    <>
      {url && <code className="openapi-explorer__server-url">{url}</code>}
      {fieldState.error && <div className="openapi-explorer__input-error">{fieldState.error.message}</div>}
    </>
  );
}
