// Replaced (the stock line formats the date in the locale's own way, "November 12, 2025"): the date in the site's one British format (src/utils/dates.ts). Reading times are off (config/blog.ts), so the date is all it shows.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {formatDate} from '@site/src/utils/dates';

export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {date} = useBlogPost().metadata;
  return (
    <div className={clsx('margin-vert--md', className)} style={{fontSize: '0.9rem'}}>
      <time dateTime={date}>{formatDate(date)}</time>
    </div>
  );
}
