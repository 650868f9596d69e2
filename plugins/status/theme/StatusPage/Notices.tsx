import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {dataAge} from '../../age';
import LocalTime from '@site/src/components/LocalTime';
import {product} from '@site/src/data/product';
import styles from './styles.module.css';

/** How many problems a notice lists before summarising the rest. */
const SHOWN = 8;

/** A boxed message with a written label, so its kind never depends on colour. */
export function Notice({
  kind,
  title,
  children,
}: {
  readonly kind: 'info' | 'warning';
  readonly title: string;
  readonly children?: ReactNode;
}): ReactNode {
  return (
    <div className={`${styles.notice} ${kind === 'warning' ? styles.noticeWarning : styles.noticeInfo}`}>
      <p className={styles.noticeTitle}>
        <span aria-hidden="true" className={styles.noticeMark}>
          {kind === 'warning' ? '!' : 'i'}
        </span>
        {title}
      </p>
      {children}
    </div>
  );
}

/** The problems a feed had, as a short list. */
export function ProblemList({problems}: {readonly problems: readonly string[]}): ReactNode {
  const rest = problems.length - SHOWN;
  return (
    <ul className={styles.problems}>
      {problems.slice(0, SHOWN).map((problem) => (
        <li key={problem}>{problem}</li>
      ))}
      {rest > 0 && <li>and {rest === 1 ? 'one more problem' : `${rest} more problems`}.</li>}
    </ul>
  );
}

const statusHost = new URL(product.statusPageUrl).host;

/**
 * Where the shown status comes from when it is the snapshot: when it was taken, and that it is not the
 * current status. How long ago is said by the notice's title and the overall state, not here: a line
 * that grows after hydration, when the viewing time is known, pushes the page down.
 */
export function SourceLine({takenAt}: {readonly takenAt: string}): ReactNode {
  return (
    <>
      Showing the status snapshot taken <LocalTime iso={takenAt} />. It is not the current status: for that, see{' '}
      <Link href={product.statusPageUrl}>{statusHost}</Link>.
    </>
  );
}

/**
 * The notice the status page opens with when it shows the snapshot: a warning unless the snapshot is
 * known to be fresh (on the server the viewing time is not known, so it warns).
 */
export function SnapshotNotice({takenAt, now}: {readonly takenAt: string; readonly now: number | null}): ReactNode {
  const age = now === null ? null : dataAge(takenAt, now);
  const title = !age
    ? 'This is a snapshot of the status, not the live status.'
    : age.stale
      ? `This is a snapshot of the status from ${age.ago}, not the current status.`
      : `This is a snapshot of the status from ${age.ago}.`;
  return (
    <Notice kind={age && !age.stale ? 'info' : 'warning'} title={title}>
      <p className={styles.noticeText}>
        <SourceLine takenAt={takenAt} />
      </p>
    </Notice>
  );
}
