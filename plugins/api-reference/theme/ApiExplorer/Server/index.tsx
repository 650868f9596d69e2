// Replaced: the openapi theme's server picker (revealed by an Edit button on hover): the server is chosen above the request panel on every operation page (../../../client/ServerChoice.tsx); here the panel's Base URL shows that choice.
import type {ReactNode} from 'react';
import {useTypedSelector} from '@theme/ApiItem/hooks';

export default function Server(): ReactNode {
  const url = useTypedSelector((state: {server: {value?: {url: string}}}) => state.server.value?.url);
  return url ? <code className="openapi-explorer__server-url">{url}</code> : null;
}
