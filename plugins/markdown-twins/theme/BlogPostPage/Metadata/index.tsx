// Wrapped to name the release note's Markdown twin in the head (<link rel="alternate" type="text/markdown">).
import type {ReactNode} from 'react';
import Metadata from '@theme-init/BlogPostPage/Metadata';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {TwinLink, useTwinPath} from '../../../client';

export default function BlogPostPageMetadataWithTwin(): ReactNode {
  const {metadata} = useBlogPost();
  const twin = useTwinPath('blog', metadata.permalink, metadata.unlisted ?? false);
  return (
    <>
      <Metadata />
      <TwinLink href={twin} />
    </>
  );
}
