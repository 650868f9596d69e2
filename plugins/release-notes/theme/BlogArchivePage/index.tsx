// Ejected (a wrapper cannot reach the year headings): the stock archive puts h3 year headings straight under the page's h1, a skipped heading level; here they are h2, styled as the stock h3. The stock subtitle repeats "Archive"; in the embeddable feed the notes link to their full pages.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';
import Heading from '@theme/Heading';
import {product} from '@site/src/data/product';
import {formatDayMonth} from '@site/src/utils/dates';
import {useNoteLink} from '../../client';
import styles from './styles.module.css';

/** The notes by year, the newest year first and each year's notes oldest first, as the stock archive lists them. */
function byYear(posts: readonly ArchiveBlogPost[]): [string, ArchiveBlogPost[]][] {
  const years = new Map<string, ArchiveBlogPost[]>();
  for (const post of posts) {
    const year = post.metadata.date.split('-')[0]!;
    years.set(year, [post, ...(years.get(year) ?? [])]);
  }
  return [...years];
}

export default function BlogArchive({archive}: Props): ReactNode {
  const title = translate({id: 'theme.blog.archive.title', message: 'Archive'});
  const description = translate(
    {id: 'theme.blog.archive.description', message: 'Every {product} release note, by year.'},
    {product: product.name},
  );
  const noteLink = useNoteLink();
  const years = byYear(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <header className="hero hero--primary">
          <div className="container">
            <Heading as="h1" className="hero__title">
              {title}
            </Heading>
            <p className="hero__subtitle">{description}</p>
          </div>
        </header>
        <main>
          {years.length > 0 && (
            <section className="margin-vert--lg">
              <div className="container">
                <div className="row">
                  {years.map(([year, posts]) => (
                    <div key={year} className="col col--4 margin-vert--lg">
                      <Heading as="h2" id={year} className={styles.year}>
                        {year}
                      </Heading>
                      <ul>
                        {posts.map(({metadata}) => (
                          <li key={metadata.date}>
                            <Link to={noteLink(metadata.permalink)}>
                              {formatDayMonth(metadata.date)} - {metadata.title}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              </div>
            </section>
          )}
        </main>
      </Layout>
    </>
  );
}
