// Wrapped so that the embeddable release-notes feed renders bare (no navbar, footer or announcement bar) for its iframe.
import type {ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import useRouteContext from '@docusaurus/useRouteContext';
import EmbedLayout from '@site/src/components/EmbedLayout';
import {EMBED_BLOG_ID} from '@site/config/blog';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper(props: Props): ReactNode {
  const {plugin} = useRouteContext();
  if (plugin.id === EMBED_BLOG_ID) return <EmbedLayout {...props} />;
  return <Layout {...props} />;
}
