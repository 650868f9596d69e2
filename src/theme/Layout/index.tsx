// Wrapped so that the embeddable release-notes feed renders bare (no navbar, footer or announcement bar) for its iframe; plugins/release-notes says which pages are the feed's.
import type {ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import EmbedLayout from '@theme/ReleaseNotes/EmbedLayout';
import {useInEmbedFeed} from '@site/plugins/release-notes/client';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper(props: Props): ReactNode {
  return useInEmbedFeed() ? <EmbedLayout {...props} /> : <Layout {...props} />;
}
