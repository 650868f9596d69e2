import type {ReactNode} from 'react';
import LocalTime from '@site/src/components/LocalTime';
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

/** Where the shown status comes from: the snapshot, the live feed, or the snapshot after a failure. */
export function SourceLine({takenAt}: {readonly takenAt: string}): ReactNode {
  return (
    <>
      Showing the status snapshot taken <LocalTime iso={takenAt} />.
    </>
  );
}
