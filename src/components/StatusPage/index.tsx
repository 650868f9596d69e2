import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import {loadLiveSummary, type LiveResult} from '@site/plugins/status/feed';
import {indicatorLabel} from '@site/plugins/status/normalise';
import type {StatusRouteData} from '@site/plugins/status/types';
import LocalTime from '@site/src/components/LocalTime';
import StatusIcon, {toneOfIndicator} from '@site/src/components/StatusIcon';
import {product} from '@site/src/data/product';
import ComponentList from './ComponentList';
import History from './History';
import IncidentCard from './IncidentCard';
import {Notice, ProblemList, SourceLine} from './Notices';
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

/** The status page: overall state, incidents, maintenance, components with uptime, and history. */
export default function StatusPage({data}: {readonly data: StatusRouteData}): ReactNode {
  const live = useLiveStatus(data.feedUrl);
  const summary = live.kind === 'live' ? live.summary : data.summary;
  const {history} = data;
  return (
    <Layout
      title="Service status"
      description={`Current state of ${product.name} services, active incidents, scheduled maintenance and 90 days of history.`}
    >
      <main className={styles.main}>
        <h1>{product.name} service status</h1>
        <p className={styles.lead}>
          The state of each {product.name} service, incidents we are working on, planned maintenance and the last{' '}
          {history.windowDays} days of history. To get notified of incidents, subscribe on{' '}
          <Link href={product.statusPageUrl}>{feedHost(product.statusPageUrl)}</Link>.
        </p>

        <div className={styles.notices} role="status">
          {live.kind === 'off' && (
            <p className={styles.source}>
              <SourceLine takenAt={data.takenAt} />
            </p>
          )}
          {live.kind === 'loading' && (
            <p className={styles.source}>
              Checking live status… <SourceLine takenAt={data.takenAt} />
            </p>
          )}
          {live.kind === 'live' && <p className={styles.source}>Showing live status from {feedHost(data.feedUrl)}.</p>}
          {live.kind === 'failed' && (
            <Notice kind="warning" title="Live status could not be loaded.">
              <p className={styles.noticeText}>
                {live.reason} <SourceLine takenAt={data.takenAt} />
              </p>
            </Notice>
          )}
          {live.kind === 'live' && live.problems.length > 0 && (
            <Notice kind="warning" title="Some of the live status could not be read. The rest is shown.">
              <ProblemList problems={live.problems} />
            </Notice>
          )}
          {live.kind !== 'live' && data.problems.length > 0 && (
            <Notice kind="warning" title="Some of the status snapshot could not be read. The rest is shown.">
              <ProblemList problems={data.problems} />
            </Notice>
          )}
        </div>

        <div className={styles.overall} data-indicator={summary.indicator}>
          <p className={styles.overallState}>
            <StatusIcon tone={toneOfIndicator[summary.indicator]} size={28} />
            <strong>{indicatorLabel[summary.indicator]}</strong>
          </p>
          <p className={styles.updated}>
            Last updated <LocalTime iso={summary.updatedAt} missing="at a time the feed did not give" />
          </p>
        </div>

        <section aria-labelledby="active-incidents" className={styles.section}>
          <h2 id="active-incidents">Active incidents</h2>
          {summary.incidents.length === 0 ? (
            <p className={styles.muted}>No active incidents.</p>
          ) : (
            summary.incidents.map((incident) => (
              <IncidentCard key={incident.id} incident={incident} headingLevel="h3" timeline="open" />
            ))
          )}
        </section>

        <section aria-labelledby="maintenance" className={styles.section}>
          <h2 id="maintenance">Scheduled maintenance</h2>
          {summary.maintenances.length === 0 ? (
            <p className={styles.muted}>No maintenance is scheduled or in progress.</p>
          ) : (
            summary.maintenances.map((maintenance) => (
              <IncidentCard key={maintenance.id} incident={maintenance} headingLevel="h3" timeline="open" />
            ))
          )}
        </section>

        <section aria-labelledby="components" className={styles.section}>
          <h2 id="components">Components</h2>
          <p className={styles.small}>
            Uptime covers the {history.windowDays} days (UTC) up to the snapshot of{' '}
            <LocalTime iso={history.windowEnd} dateOnly />. Major outage time counts in full and partial outage time at
            30%; degraded performance and maintenance do not count as downtime.
          </p>
          <ComponentList components={summary.components} history={history} />
        </section>

        <section aria-labelledby="past-incidents" className={styles.section}>
          <h2 id="past-incidents">Past incidents</h2>
          <History history={history} recentlyResolved={summary.recentlyResolved} />
        </section>
      </main>
    </Layout>
  );
}
