import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import {PLUGIN_NAME, type StatusGlobalData} from '@site/plugins/status/types';
import LocalTime from '@site/src/components/LocalTime';
import StatusIcon, {toneOfIndicator} from '@site/src/components/StatusIcon';
import styles from './styles.module.css';

/**
 * The home page's one-line service status, from the status plugin's global data (the committed
 * snapshot). It links to the status page and deliberately imports none of its code.
 */
export default function StatusSummary(): ReactNode {
  const status = usePluginData(PLUGIN_NAME) as StatusGlobalData | undefined;
  if (!status) return null;
  return (
    <div className={styles.summary}>
      <p className={styles.state}>
        <StatusIcon tone={toneOfIndicator[status.indicator]} size={22} />
        <strong>{status.label}</strong>
      </p>
      <p className={styles.meta}>
        {status.live ? 'Last snapshot' : 'As of'} <LocalTime iso={status.takenAt} />.{' '}
        <Link to={status.routePath}>
          {status.live ? 'See live status' : 'See components, incidents and maintenance'}
        </Link>
      </p>
    </div>
  );
}
