import type {ReactNode} from 'react';
import {impactLabel, incidentStatusLabel, type StatusIncident, type StatusMaintenance} from '../../normalise';
import LocalTime from '@site/src/components/LocalTime';
import StatusIcon, {toneOfIndicator} from '../StatusIcon';
import {duration, list, plural, secondsBetween} from './format';
import Timeline from './Timeline';
import styles from './styles.module.css';

interface Props {
  readonly incident: StatusIncident | StatusMaintenance;
  readonly headingLevel: 'h3' | 'h4';
  /** Active incidents show every update; past ones fold the timeline away. */
  readonly timeline: 'open' | 'folded';
  /** Replaces the status the data gives, when the time of viewing says otherwise (a window that has ended). */
  readonly statusLabel?: string;
}

const isMaintenance = (incident: StatusIncident | StatusMaintenance): incident is StatusMaintenance =>
  'scheduledFor' in incident;

/** One incident or maintenance window: what, how bad, which components, when, and its updates. */
export default function IncidentCard({incident, headingLevel, timeline, statusLabel}: Props): ReactNode {
  const Heading = headingLevel;
  const lasted = secondsBetween(incident.startedAt, incident.resolvedAt);
  return (
    <article className={styles.incident} data-incident-id={incident.id}>
      <Heading className={styles.incidentName}>{incident.name}</Heading>
      <p className={styles.incidentMeta}>
        <span className={styles.badge}>
          <StatusIcon tone={toneOfIndicator[incident.impact]} />
          {impactLabel[incident.impact]}
        </span>
        <span className={styles.badge}>Status: {statusLabel ?? incidentStatusLabel[incident.status]}</span>
      </p>
      {incident.componentNames.length > 0 && <p className={styles.small}>Affects: {list(incident.componentNames)}</p>}
      {isMaintenance(incident) ? (
        <p className={styles.small}>
          Scheduled from <LocalTime iso={incident.scheduledFor} missing="a time not given" /> to{' '}
          <LocalTime iso={incident.scheduledUntil} missing="a time not given" />
        </p>
      ) : incident.resolvedAt ? (
        <p className={styles.small}>
          From <LocalTime iso={incident.startedAt} /> to <LocalTime iso={incident.resolvedAt} />
          {lasted !== null && ` (${duration(lasted)})`}
        </p>
      ) : (
        <p className={styles.small}>
          Started <LocalTime iso={incident.startedAt} />
        </p>
      )}
      {timeline === 'open' ? (
        <Timeline updates={incident.updates} />
      ) : (
        <>
          {incident.updates[0]?.body && <p className={styles.text}>{incident.updates[0].body}</p>}
          {incident.updates.length > 0 && (
            <details className={styles.details}>
              <summary>Timeline ({plural(incident.updates.length, 'update', 'updates')})</summary>
              <Timeline updates={incident.updates} />
            </details>
          )}
        </>
      )}
    </article>
  );
}
