/** Links to the OpenAPI document the reference is built from, as the site publishes it (YAML and JSON). */
import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {ApiReferenceGlobalData} from './ServerChoice';

export default function DocumentLinks(): ReactNode {
  const {documentUrls} = usePluginData('vidcove-api-reference-theme') as ApiReferenceGlobalData;
  // Plain links, not <Link>: these are files, not pages of the router.
  return (
    <p className="api-document-links">
      The OpenAPI document of this API: <a href={useBaseUrl(documentUrls.yaml)}>YAML</a> ·{' '}
      <a href={useBaseUrl(documentUrls.json)}>JSON</a>
    </p>
  );
}
