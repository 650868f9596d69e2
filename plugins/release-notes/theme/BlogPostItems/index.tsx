// Wrapped to put the list page's heading (../BlogListPage/ListHeader) above its notes; the tag and author pages, which have their own heading, get none.
import type {ReactNode} from 'react';
import BlogPostItems from '@theme-init/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type {WrapperProps} from '@docusaurus/types';
import ListHeader from '../BlogListPage/ListHeader';

type Props = WrapperProps<typeof BlogPostItemsType>;

export default function BlogPostItemsWrapper(props: Props): ReactNode {
  return (
    <>
      <ListHeader />
      <BlogPostItems {...props} />
    </>
  );
}
