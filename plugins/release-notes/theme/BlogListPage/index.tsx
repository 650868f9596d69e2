// Wrapped (not ejected): the stock list page has no <h1>, so /release-notes/ and its pages would have no page heading. This hands the list's metadata to BlogPostItems (wrapped too), which puts the blog's title as the h1, with its description, above the notes inside the blog layout.
import type {ReactNode} from 'react';
import BlogListPage from '@theme-init/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import type {WrapperProps} from '@docusaurus/types';
import {ListMetadata} from './ListHeader';

type Props = WrapperProps<typeof BlogListPageType>;

export default function BlogListPageWrapper(props: Props): ReactNode {
  return (
    <ListMetadata.Provider value={props.metadata}>
      <BlogListPage {...props} />
    </ListMetadata.Provider>
  );
}
