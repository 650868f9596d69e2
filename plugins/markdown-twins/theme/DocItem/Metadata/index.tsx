// Wrapped to name the doc's Markdown twin in the head (<link rel="alternate" type="text/markdown">).
import type {ReactNode} from 'react';
import Metadata from '@theme-init/DocItem/Metadata';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {TwinLink, useTwinPath} from '../../../client';

export default function DocItemMetadataWithTwin(): ReactNode {
  const {metadata} = useDoc();
  const twin = useTwinPath('docs', metadata.permalink, metadata.unlisted);
  return (
    <>
      <Metadata />
      <TwinLink href={twin} />
    </>
  );
}
