// Replaces the stock link, whose visible text "Read more" names no note (Lighthouse's SEO audit `link-text` on the lists): this one says which.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

export default function ReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>Read more</b> about {blogPostTitle}
    </Link>
  );
}
