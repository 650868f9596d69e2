import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {WIDEST_AGO, dataAge, snapshotNotice} from '../../age';
import LocalTime from '@site/src/components/LocalTime';
import Steady, {WIDEST_LOCAL_TIME} from '@site/src/components/LocalTime/Steady';
import {product} from '@site/src/data/product';
import styles from './styles.module.css';

/** How many problems a notice lists before summarising the rest. */
const SHOWN = 8;

/** A boxed message with a written label, so its kind never depends on colour. */
export function Notice({
  kind,
  title,
  children,
  titleRoom,
}: {
  readonly kind: 'info' | 'warning';
  readonly title: string;
  readonly children?: ReactNode;
  /** The longest the title can grow to once the viewing time is known. */
  readonly titleRoom?: string;
}): ReactNode {
  return (
    <div className={`${styles.notice} ${kind === 'warning' ? styles.noticeWarning : styles.noticeInfo}`}>
      <p className={styles.noticeTitle}>
        <span aria-hidden="true" className={styles.noticeMark}>
          {kind === 'warning' ? '!' : 'i'}
        </span>
        {titleRoom ? (
          <Steady as="span" room={titleRoom}>
            {title}
          </Steady>
        ) : (
          title
        )}
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
 * The source line's words before the link and before the time. The time comes last: it is the part
 * that changes after hydration (into the reader's locale), so no word after it moves.
 */
const SOURCE_START = 'Showing the status snapshot, which is not the current status: for that, see ';
const SOURCE_TAKEN = '. The snapshot was taken ';

/**
 * Where the shown status comes from when it is the snapshot: when it was taken, and that it is not the
 * current status. How long ago is said by the notice's title and the overall state, not here: a line
 * that grows after hydration, when the viewing time is known, pushes the page down.
 */
export function SourceLine({takenAt}: {readonly takenAt: string}): ReactNode {
  return (
    <>
      {SOURCE_START}
      <Link href={product.statusPageUrl}>{statusHost}</Link>
      {SOURCE_TAKEN}
      <LocalTime iso={takenAt} />.
    </>
  );
}

/** The source line's longest wording, once the time is in the reader's locale. */
const sourceLineRoom = `${SOURCE_START}${statusHost}${SOURCE_TAKEN}${WIDEST_LOCAL_TIME}.`;

/**
 * The notice the status page opens with when it shows the snapshot: a warning unless the snapshot is
 * known to be fresh (on the server the viewing time is not known, so it warns).
 */
export function SnapshotNotice({takenAt, now}: {readonly takenAt: string; readonly now: number | null}): ReactNode {
  const age = now === null ? null : dataAge(takenAt, now);
  return (
    <Notice
      kind={age && !age.stale ? 'info' : 'warning'}
      title={snapshotNotice(age)}
      titleRoom={snapshotNotice({ago: WIDEST_AGO, stale: true})}
    >
      <Steady className={styles.noticeText} room={sourceLineRoom}>
        <SourceLine takenAt={takenAt} />
      </Steady>
    </Notice>
  );
}
