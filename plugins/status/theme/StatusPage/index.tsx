import {useEffect, useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import {WIDEST_AGO, atSnapshot, dataAge, windowPhase, type WindowPhase} from '../../age';
import {loadLiveSummary, type LiveResult} from '../../feed';
import {indicatorLabel, type StatusMaintenance} from '../../normalise';
import type {StatusRouteData} from '../../types';
import LocalTime from '@site/src/components/LocalTime';
import Steady, {WIDEST_LOCAL_TIME} from '@site/src/components/LocalTime/Steady';
import {useViewTime} from '@site/src/components/LocalTime/useViewTime';
import StatusIcon, {toneOfIndicator} from '../StatusIcon';
import {product} from '@site/src/data/product';
import ComponentList from './ComponentList';
import History from './History';
import IncidentCard from './IncidentCard';
import {Notice, ProblemList, SnapshotNotice, SourceLine} from './Notices';
import styles from './styles.module.css';

type LiveState = {readonly kind: 'off'} | {readonly kind: 'loading'} | LiveResult;

/** Fetches the live feed after hydration, when one is configured; the snapshot shows until then. */
function useLiveStatus(feedUrl: string): LiveState {
  const [state, setState] = useState<LiveState>({kind: 'off'});
  useEffect(() => {
    if (!feedUrl) return undefined;
    const controller = new AbortController();
    setState({kind: 'loading'});
    void loadLiveSummary(feedUrl, {signal: controller.signal}).then((result) => {
      if (!controller.signal.aborted) setState(result);
    });
    return () => controller.abort();
  }, [feedUrl]);
  return state;
}

const feedHost = (url: string): string => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

const phaseLabel: Readonly<Record<WindowPhase, string | undefined>> = {
  upcoming: 'Upcoming',
  'in-progress': 'In progress (as scheduled)',
  completed: 'Completed',
  unknown: undefined,
};

/** The maintenance windows, split by where they stand at `reference` (the viewing time, or the data's own time). */
function byPhase(maintenances: readonly StatusMaintenance[], reference: number) {
  const phased = maintenances.map((maintenance) => ({maintenance, phase: windowPhase(maintenance, reference)}));
  return {
    current: phased.filter(({phase}) => phase !== 'completed'),
    ended: phased.filter(({phase}) => phase === 'completed'),
  };
}

/** The note on incidents that were open at the snapshot, with how long ago that was when known. */
const openAtSnapshot = (ago: string | undefined): string =>
  `Open when the snapshot was taken${ago ? `, ${ago}` : ''}; they may have been resolved since.`;

type Summary = StatusRouteData['summary'];
type Age = ReturnType<typeof dataAge> | null;

/** The route's data, the live state and the viewing time (null until it is known). */
interface StatusProps {
  readonly data: StatusRouteData;
  readonly live: LiveState;
  readonly now: number | null;
}

/** Where the status comes from (snapshot, loading, live, failed) and what of it could not be read. */
function StatusNotices({data, live, now}: StatusProps) {
  const isLive = live.kind === 'live';
  return (
    <div className={styles.notices} role="status">
      {live.kind === 'off' && <SnapshotNotice takenAt={data.takenAt} now={now} />}
      {live.kind === 'loading' && (
        <p className={styles.source}>
          Checking live status… <SourceLine takenAt={data.takenAt} />
        </p>
      )}
      {isLive && <p className={styles.source}>Showing live status from {feedHost(data.feedUrl)}.</p>}
      {live.kind === 'failed' && (
        <Notice kind="warning" title="Live status could not be loaded.">
          <p className={styles.noticeText}>
            {live.reason} <SourceLine takenAt={data.takenAt} />
          </p>
        </Notice>
      )}
      {isLive && live.problems.length > 0 && (
        <Notice kind="warning" title="Some of the live status could not be read. The rest is shown.">
          <ProblemList problems={live.problems} />
        </Notice>
      )}
      {!isLive && data.problems.length > 0 && (
        <Notice kind="warning" title="Some of the status snapshot could not be read. The rest is shown.">
          <ProblemList problems={data.problems} />
        </Notice>
      )}
    </div>
  );
}

function OverallState({
  summary,
  isLive,
  snapshotAge,
  updatedAge,
}: {
  readonly summary: Summary;
  readonly isLive: boolean;
  readonly snapshotAge: Age;
  readonly updatedAge: Age;
}) {
  return (
    <div className={styles.overall} data-indicator={summary.indicator}>
      {!isLive && (
        // One text node, changed in place when the age is known: a separate ':' would move.
        <p className={styles.overallContext}>{atSnapshot(snapshotAge)}</p>
      )}
      <p className={styles.overallState}>
        <StatusIcon tone={toneOfIndicator[summary.indicator]} size={28} />
        <strong>{indicatorLabel[summary.indicator]}</strong>
      </p>
      <Steady className={styles.updated} room={`Last updated ${WIDEST_LOCAL_TIME} (${WIDEST_AGO})`}>
        Last updated <LocalTime iso={summary.updatedAt} missing="at a time the feed did not give" />
        {updatedAge && ` (${updatedAge.ago})`}
      </Steady>
    </div>
  );
}

function ActiveIncidents({
  summary,
  isLive,
  snapshotAge,
}: {
  readonly summary: Summary;
  readonly isLive: boolean;
  readonly snapshotAge: Age;
}) {
  return (
    <section aria-labelledby="active-incidents" className={styles.section}>
      <h2 id="active-incidents">{isLive ? 'Active incidents' : 'Active incidents at the snapshot'}</h2>
      {!isLive && summary.incidents.length > 0 && (snapshotAge === null || snapshotAge.stale) && (
        <Steady className={styles.small} room={openAtSnapshot(WIDEST_AGO)}>
          {openAtSnapshot(snapshotAge?.ago)}
        </Steady>
      )}
      {summary.incidents.length === 0 ? (
        <p className={styles.muted}>No active incidents.</p>
      ) : (
        summary.incidents.map((incident) => (
          <IncidentCard key={incident.id} incident={incident} headingLevel="h3" timeline="open" />
        ))
      )}
    </section>
  );
}

/** Windows still to come or under way, then those that have ended, placed at `reference`. */
function Maintenance({
  summary,
  isLive,
  now,
  reference,
}: {
  readonly summary: Summary;
  readonly isLive: boolean;
  readonly now: number | null;
  readonly reference: number;
}) {
  const maintenance = byPhase(summary.maintenances, reference);
  return (
    <section aria-labelledby="maintenance" className={styles.section}>
      <h2 id="maintenance">Scheduled maintenance</h2>
      {maintenance.current.length === 0 ? (
        <p className={styles.muted}>No maintenance is scheduled or in progress.</p>
      ) : (
        maintenance.current.map(({maintenance: window, phase}) => (
          <IncidentCard
            key={window.id}
            incident={window}
            headingLevel="h3"
            timeline="open"
            statusLabel={now === null ? undefined : phaseLabel[phase]}
          />
        ))
      )}
      {maintenance.ended.length > 0 && (
        <section aria-labelledby="maintenance-ended" className={styles.month}>
          <h3 id="maintenance-ended">Completed maintenance</h3>
          <p className={styles.small}>
            {isLive ? 'These windows have ended.' : 'The snapshot listed these windows; they have ended since.'}
          </p>
          {maintenance.ended.map(({maintenance: window}) => (
            <IncidentCard
              key={window.id}
              incident={window}
              headingLevel="h4"
              timeline="folded"
              statusLabel="Completed"
            />
          ))}
        </section>
      )}
    </section>
  );
}

function Components({
  summary,
  history,
  isLive,
  snapshotAge,
}: {
  readonly summary: Summary;
  readonly history: StatusRouteData['history'];
  readonly isLive: boolean;
  readonly snapshotAge: Age;
}) {
  return (
    <section aria-labelledby="components" className={styles.section}>
      <h2 id="components">Components</h2>
      <p className={styles.small}>
        {isLive ? 'States are live.' : 'States are as at the snapshot.'} Uptime covers the {history.windowDays} days
        (UTC) up to the snapshot of <LocalTime iso={history.windowEnd} dateOnly />
        {snapshotAge && ` (${snapshotAge.ago})`}. Major outage time counts in full and partial outage time at 30%;
        degraded performance and maintenance do not count as downtime.
      </p>
      <ComponentList components={summary.components} history={history} />
    </section>
  );
}

/** What the status page shows, from `live` if it loaded and from the snapshot otherwise, read at `now`. */
function StatusBody({data, live, now}: StatusProps): ReactNode {
  const isLive = live.kind === 'live';
  const summary = isLive ? live.summary : data.summary;
  const {history} = data;
  // The snapshot's wording before the viewing time is known (server, hydration): as at the snapshot.
  const reference = now ?? Date.parse(data.takenAt);
  const snapshotAge = now === null ? null : dataAge(data.takenAt, now);
  const updatedAge = now === null ? null : dataAge(summary.updatedAt, now);
  return (
    <>
      <StatusNotices data={data} live={live} now={now} />
      <OverallState summary={summary} isLive={isLive} snapshotAge={snapshotAge} updatedAge={updatedAge} />
      <ActiveIncidents summary={summary} isLive={isLive} snapshotAge={snapshotAge} />
      <Maintenance summary={summary} isLive={isLive} now={now} reference={reference} />
      <Components summary={summary} history={history} isLive={isLive} snapshotAge={snapshotAge} />
      <section aria-labelledby="past-incidents" className={styles.section}>
        <h2 id="past-incidents">Past incidents</h2>
        <History history={history} recentlyResolved={summary.recentlyResolved} />
      </section>
    </>
  );
}

/**
 * The status as it is read: live when a feed is configured and loads, at the viewing time once it is known.
 * Its own component, so that what changes after hydration (the viewing time, the live data) re-renders the
 * status alone, not the page's layout, navbar and footer around it.
 */
function Status({data}: {readonly data: StatusRouteData}): ReactNode {
  const live = useLiveStatus(data.feedUrl);
  const now = useViewTime();
  const unusable: LiveState = {kind: 'failed', reason: 'The live status could not be shown.'};
  return (
    <ErrorBoundary key={live.kind} fallback={() => <StatusBody data={data} live={unusable} now={now} />}>
      <StatusBody data={data} live={live} now={now} />
    </ErrorBoundary>
  );
}

/**
 * The status page: overall state, incidents, maintenance, components with uptime, and history. Old
 * data never reads as current: the snapshot says it is one and how old it is, and maintenance windows
 * are placed relative to the time the page is viewed. If live data cannot even be shown, the snapshot
 * is shown with a notice.
 */
export default function StatusPage({data}: {readonly data: StatusRouteData}): ReactNode {
  return (
    <Layout
      title="Service status"
      description={`Current state of ${product.name} services, active incidents, scheduled maintenance and 90 days of history.`}
    >
      <main className={styles.main}>
        <h1>{product.name} service status</h1>
        <p className={styles.lead}>
          The state of each {product.name} service, incidents we are working on, planned maintenance and the last{' '}
          {data.history.windowDays} days of history. To get notified of incidents, subscribe on{' '}
          <Link href={product.statusPageUrl}>{feedHost(product.statusPageUrl)}</Link>.
        </p>
        <Status data={data} />
      </main>
    </Layout>
  );
}
