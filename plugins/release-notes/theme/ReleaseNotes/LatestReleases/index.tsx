import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {LatestReleasesData} from '@site/plugins/latest-releases';
import styles from './styles.module.css';

const dateFormat = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});

/** The newest release notes, from the latest-releases plugin's global data. */
export default function LatestReleases(): ReactNode {
  const {releases} = usePluginData('latest-releases') as LatestReleasesData;
  return (
    <>
      <ul className={styles.list}>
        {releases.map((release) => (
          <li key={release.permalink} className={styles.item}>
            <Link to={release.permalink} className={styles.title}>
              {release.title}
            </Link>
            <time dateTime={release.date} className={styles.date}>
              {dateFormat.format(new Date(release.date))}
            </time>
            <p className={styles.description}>{release.description}</p>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/release-notes/">All release notes</Link>
      </p>
    </>
  );
}
