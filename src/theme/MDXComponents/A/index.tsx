// Wrapped so that, inside the embeddable release notes, links that leave the feed open in a new tab (the feed sits in an iframe).
import type {ReactNode} from 'react';
import A from '@theme-original/MDXComponents/A';
import type AType from '@theme/MDXComponents/A';
import type {WrapperProps} from '@docusaurus/types';
import useRouteContext from '@docusaurus/useRouteContext';
import {EMBED_BLOG_ID} from '@site/config/blog';
import {FEED_PATH} from '@site/src/components/EmbedLayout';

type Props = WrapperProps<typeof AType>;

export default function AWrapper(props: Props): ReactNode {
  const {plugin} = useRouteContext();
  const leavesFeed = !props.href?.startsWith(FEED_PATH) && !props.href?.startsWith('#');
  if (plugin.id === EMBED_BLOG_ID && leavesFeed) {
    return (
      <A {...props} target="_blank" rel="noopener">
        {props.children}
        <span className="sr-only"> (opens in new tab)</span>
      </A>
    );
  }
  return <A {...props} />;
}
