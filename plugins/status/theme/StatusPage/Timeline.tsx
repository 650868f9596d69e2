import type {ReactNode} from 'react';
import {incidentStatusLabel, type StatusUpdate} from '../../normalise';
import LocalTime from '@site/src/components/LocalTime';
import styles from './styles.module.css';

/** An incident's updates, newest first. Feed text is rendered as text, never as HTML. */
export default function Timeline({updates}: {readonly updates: readonly StatusUpdate[]}): ReactNode {
  if (updates.length === 0) return <p className={styles.muted}>No updates have been posted.</p>;
  return (
    <ol className={styles.timeline}>
      {updates.map((update, index) => (
        <li key={`${update.id}-${index}`} className={styles.update}>
          <p className={styles.updateMeta}>
            <strong>{incidentStatusLabel[update.status]}</strong> · <LocalTime iso={update.at} />
          </p>
          {update.body ? (
            <p className={styles.text}>{update.body}</p>
          ) : (
            <p className={styles.muted}>This update has no text.</p>
          )}
        </li>
      ))}
    </ol>
  );
}
