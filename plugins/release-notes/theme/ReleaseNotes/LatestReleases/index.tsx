import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {formatDate} from '@site/src/utils/dates';
import {useReleaseNotes} from '../../../client';
import styles from './styles.module.css';

/** The newest release notes (the home page's list), from the plugin's global data. */
export default function LatestReleases(): ReactNode {
  const {releases, blogPath} = useReleaseNotes();
  return (
    <>
      <ul className={styles.list}>
        {releases.map((release) => (
          <li key={release.permalink} className={styles.item}>
            <Link to={release.permalink} className={styles.title}>
              {release.title}
            </Link>
            <time dateTime={release.date} className={styles.date}>
              {formatDate(release.date)}
            </time>
            <p className={styles.description}>{release.description}</p>
          </li>
        ))}
      </ul>
      <p>
        {/* The list's own address, which its canonical link and the sitemap name. */}
        <Link to={blogPath}>All release notes</Link>
      </p>
    </>
  );
}
