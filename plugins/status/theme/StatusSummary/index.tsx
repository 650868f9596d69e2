import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import {WIDEST_AGO, atSnapshot, dataAge, snapshotNotice} from '../../age';
import {PLUGIN_NAME, type StatusGlobalData} from '../../types';
import LocalTime from '@site/src/components/LocalTime';
import Steady from '@site/src/components/LocalTime/Steady';
import {useViewTime} from '@site/src/components/LocalTime/useViewTime';
import StatusIcon, {toneOfIndicator} from '../StatusIcon';
import {product} from '@site/src/data/product';
import styles from './styles.module.css';

/**
 * The home page's service status, from the status plugin's global data (the committed snapshot). It
 * opens with the status page's own words on the snapshot's age, and puts the age before the state, so
 * an old state never reads as the current one. It links to the status page and imports none of its code.
 */
export default function StatusSummary(): ReactNode {
  const status = usePluginData(PLUGIN_NAME) as StatusGlobalData | undefined;
  const now = useViewTime();
  if (!status) return null;
  const age = now === null ? null : dataAge(status.takenAt, now);
  const current = age !== null && !age.stale;
  return (
    <div className={styles.summary}>
      <Steady as="p" className={styles.context} room={snapshotNotice({ago: WIDEST_AGO, stale: true})}>
        {snapshotNotice(age)}
      </Steady>
      <p className={styles.state}>
        <Steady as="span" className={styles.when} room={atSnapshot({ago: WIDEST_AGO})}>
          {atSnapshot(age)}
        </Steady>
        <StatusIcon tone={toneOfIndicator[status.indicator]} size={22} />
        <strong>{status.label}</strong>
      </p>
      <p className={styles.meta}>
        Taken <LocalTime iso={status.takenAt} />.{' '}
        {!current && (
          <>
            For the current status, see <Link href={product.statusPageUrl}>{new URL(product.statusPageUrl).host}</Link>
            .{' '}
          </>
        )}
        <Link to={status.routePath}>
          {status.live ? 'See live status' : 'See components, incidents and maintenance'}
        </Link>
      </p>
    </div>
  );
}
