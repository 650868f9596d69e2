import {memo, type ReactNode} from 'react';
import type {StatusHistory} from '../../history';
import type {StatusIncident} from '../../normalise';
import IncidentCard from './IncidentCard';
import {monthName, monthsOf} from './format';
import styles from './styles.module.css';

interface Props {
  readonly history: StatusHistory;
  /** Resolved incidents a live feed still lists, shown with the history. */
  readonly recentlyResolved: readonly StatusIncident[];
}

/** Past incidents of the window, grouped by month; months without incidents say so. */
function History({history, recentlyResolved}: Props): ReactNode {
  const known = new Set(history.incidents.map((i) => i.id));
  const incidents = [...recentlyResolved.filter((i) => !known.has(i.id)), ...history.incidents];
  // A live feed can be newer than the snapshot: extend the months to its newest incident.
  const newest = incidents
    .map((i) => i.startedAt ?? i.createdAt ?? '')
    .reduce((latest, date) => (date > latest ? date : latest), history.windowEnd);
  return (
    <>
      {monthsOf(history.windowStart, newest).map((key) => {
        const inMonth = incidents.filter((i) => (i.startedAt ?? i.createdAt ?? '').startsWith(key));
        return (
          <section key={key} aria-labelledby={`month-${key}`} className={styles.month}>
            <h3 id={`month-${key}`}>{monthName(key)}</h3>
            {inMonth.length === 0 ? (
              <p className={styles.muted}>No incidents reported.</p>
            ) : (
              inMonth.map((incident) => (
                <IncidentCard key={incident.id} incident={incident} headingLevel="h4" timeline="folded" />
              ))
            )}
          </section>
        );
      })}
    </>
  );
}

// Memoised: the viewing time, which the status page learns after hydration, does not change it.
export default memo(History);
