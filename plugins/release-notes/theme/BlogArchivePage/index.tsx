// Ejected (a wrapper cannot reach the year headings): the stock archive puts h3 year headings straight under the page's h1, a skipped heading level that HTML forbids; here they are h2, styled as before. The stock subtitle repeats "Archive"; in the embeddable feed the notes link to their full pages.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import Layout from '@theme/Layout';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';
import Heading from '@theme/Heading';
import useRouteContext from '@docusaurus/useRouteContext';
import {EMBED_BLOG_ID} from '@site/config/blog';
import {fullNotePath} from '@site/src/components/EmbedLayout';
import {product} from '@site/src/data/product';
import styles from './styles.module.css';

interface YearProp {
  year: string;
  posts: ArchiveBlogPost[];
}

function Year({year, posts}: YearProp) {
  // The feed's notes open as full notes on the help centre (in a new tab: they leave the feed), as its list does.
  const inFeed = useRouteContext().plugin.id === EMBED_BLOG_ID;
  const dateTimeFormat = useDateTimeFormat({day: 'numeric', month: 'long', timeZone: 'UTC'});
  const formatDate = (lastUpdated: string) => dateTimeFormat.format(new Date(lastUpdated));
  return (
    <>
      <Heading as="h2" id={year} className={styles.year}>
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.date}>
            <Link to={inFeed ? fullNotePath(post.metadata.permalink) : post.metadata.permalink}>
              {formatDate(post.metadata.date)} - {post.metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function YearsSection({years}: {years: YearProp[]}) {
  return (
    <section className="margin-vert--lg">
      <div className="container">
        <div className="row">
          {years.map((entry) => (
            <div key={entry.year} className="col col--4 margin-vert--lg">
              <Year {...entry} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function listPostsByYears(blogPosts: readonly ArchiveBlogPost[]): YearProp[] {
  const postsByYear = blogPosts.reduce((posts, post) => {
    const year = post.metadata.date.split('-')[0]!;
    return posts.set(year, [post, ...(posts.get(year) ?? [])]);
  }, new Map<string, ArchiveBlogPost[]>());
  return Array.from(postsByYear, ([year, posts]) => ({year, posts}));
}

export default function BlogArchive({archive}: Props): ReactNode {
  const title = translate({
    id: 'theme.blog.archive.title',
    message: 'Archive',
    description: 'The page & hero title of the blog archive page',
  });
  const description = translate(
    {
      id: 'theme.blog.archive.description',
      message: 'Every {product} release note, by year.',
      description: 'The page & hero description of the blog archive page',
    },
    {product: product.name},
  );
  const years = listPostsByYears(archive.blogPosts);
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
        <main>{years.length > 0 && <YearsSection years={years} />}</main>
      </Layout>
    </>
  );
}
