import {createContext, useContext, type ReactNode} from 'react';
import type {Props as BlogListPageProps} from '@theme/BlogListPage';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** The metadata of the list page being rendered; none on other pages that list notes (tags, authors). */
export const ListMetadata = createContext<BlogListPageProps['metadata'] | null>(null);

/** The list page's heading: the blog's title as the page's h1, its description and, when paged, which page this is. */
export default function ListHeader(): ReactNode {
  const metadata = useContext(ListMetadata);
  if (!metadata) return null;
  return (
    <header className={styles.header}>
      <Heading as="h1" className={styles.title}>
        {metadata.blogTitle}
      </Heading>
      <p className={styles.description}>
        {metadata.blogDescription}
        {metadata.totalPages > 1 && ` Page ${metadata.page} of ${metadata.totalPages}.`}
      </p>
    </header>
  );
}
