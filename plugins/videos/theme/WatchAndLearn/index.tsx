/**
 * "Watch and learn": a row of walkthrough posters, each a link to the video in its article. The home
 * page shows them all; a content area's landing page shows its own (`area`).
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {SectionDir} from '@site/src/data/areas';
import {clockTime, posterUrl, spokenTime, walkthroughMedia} from '../../media';
import styles from './styles.module.css';

interface Props {
  /** Only the videos of this docs section; all of them when left out. */
  readonly area?: SectionDir;
}

export default function WatchAndLearn({area}: Props): ReactNode {
  const videos = walkthroughMedia.filter((video) => !area || video.area === area);
  if (videos.length === 0) {
    throw new Error(`<WatchAndLearn area="${area}">: no walkthrough video belongs to that area.`);
  }
  return (
    <ul className={styles.row}>
      {videos.map((video) => (
        <li key={video.id}>
          <Link to={`${video.doc}#${video.id}`}>
            <img src={posterUrl(video.id)} alt="" width={854} height={480} loading="lazy" decoding="async" />
            {video.title}
          </Link>
          <span>
            Video, <span aria-hidden="true">{clockTime(video.duration, Math.round)}</span>
            <span className="sr-only">{spokenTime(video.duration)}</span>, {video.chapters.length} steps
          </span>
        </li>
      ))}
    </ul>
  );
}
