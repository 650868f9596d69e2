/**
 * "Watch and learn": a row of walkthrough posters, each a link to the video in its article. The home
 * page shows them all (it passes them); a content area's landing page shows its own, which its article got
 * when it was compiled (`<WatchAndLearn area="…" />`: remark-walkthrough-media.ts adds `videos`), so the
 * article does not bundle every video's data.
 */
import {useMemo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {clockTime, spokenTime, thumbnailUrl, type VideoSummary} from '../../media-links';
import styles from './styles.module.css';

interface Props {
  /** The videos: a list, or its JSON (as an article's compiled `<WatchAndLearn area="…" />` has it). */
  readonly videos?: string | readonly VideoSummary[];
  /** The docs section whose videos these are, on a landing page. */
  readonly area?: string;
}

export default function WatchAndLearn({videos: given, area}: Props): ReactNode {
  const videos = useMemo(
    () => (typeof given === 'string' ? (JSON.parse(given) as VideoSummary[]) : (given ?? [])),
    [given],
  );
  if (videos.length === 0) {
    throw new Error(
      `<WatchAndLearn${area ? ` area="${area}"` : ''}>: no videos; in an article, plugins/videos/remark-walkthrough-media.ts adds its area's when it is compiled.`,
    );
  }
  return (
    <ul className={styles.row}>
      {videos.map((video) => (
        <li key={video.id}>
          <Link to={`${video.doc}#${video.id}`}>
            <img src={thumbnailUrl(video.id)} alt="" width={480} height={270} loading="lazy" decoding="async" />
            {video.title}
          </Link>
          <span>
            Video, <span aria-hidden="true">{clockTime(video.duration, Math.round)}</span>
            <span className="sr-only">{spokenTime(video.duration)}</span>, {video.chapterCount} steps
          </span>
        </li>
      ))}
    </ul>
  );
}
