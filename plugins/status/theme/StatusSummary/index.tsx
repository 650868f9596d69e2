import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import {dataAge} from '../../age';
import {PLUGIN_NAME, type StatusGlobalData} from '../../types';
import LocalTime from '@site/src/components/LocalTime';
import {useViewTime} from '@site/src/components/LocalTime/useViewTime';
import StatusIcon, {toneOfIndicator} from '../StatusIcon';
import {product} from '@site/src/data/product';
import styles from './styles.module.css';

/**
 * The home page's one-line service status, from the status plugin's global data (the committed
 * snapshot). It says first that it is a snapshot and how old it is, so an old state never reads as
 * the current one. It links to the status page and deliberately imports none of its code.
 */
export default function StatusSummary(): ReactNode {
  const status = usePluginData(PLUGIN_NAME) as StatusGlobalData | undefined;
  const now = useViewTime();
  if (!status) return null;
  const age = now === null ? null : dataAge(status.takenAt, now);
  const current = age !== null && !age.stale;
  return (
    <div className={styles.summary}>
      <p className={styles.context}>
        Status snapshot taken <LocalTime iso={status.takenAt} />
        {age && ` (${age.ago})`}:
      </p>
      <p className={styles.state}>
        <StatusIcon tone={toneOfIndicator[status.indicator]} size={22} />
        <strong>{status.label}</strong>
      </p>
      <p className={styles.meta}>
        {!current && (
          <>
            This is not the current status: for that, see{' '}
            <Link href={product.statusPageUrl}>{new URL(product.statusPageUrl).host}</Link>.{' '}
          </>
        )}
        <Link to={status.routePath}>
          {status.live ? 'See live status' : 'See components, incidents and maintenance'}
        </Link>
      </p>
    </div>
  );
}
