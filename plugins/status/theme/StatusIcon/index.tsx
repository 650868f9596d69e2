import type {ReactNode} from 'react';
import type {ComponentStatus, Impact, Indicator} from '../../normalise';
import styles from './styles.module.css';

/** Visual tones of a status; each has its own shape as well as its own colour. */
export type Tone = 'operational' | 'degraded' | 'partial' | 'major' | 'maintenance' | 'unknown';

export const toneOfComponent: Readonly<Record<ComponentStatus, Tone>> = {
  operational: 'operational',
  degraded_performance: 'degraded',
  partial_outage: 'partial',
  major_outage: 'major',
  under_maintenance: 'maintenance',
  unknown: 'unknown',
};

export const toneOfIndicator: Readonly<Record<Indicator | Impact, Tone>> = {
  none: 'operational',
  minor: 'degraded',
  major: 'partial',
  critical: 'major',
  maintenance: 'maintenance',
  unknown: 'unknown',
};

const shapes: Record<Tone, ReactNode> = {
  // Circle with a tick.
  operational: (
    <>
      <circle cx="8" cy="8" r="7.5" />
      <path d="M4.6 8.3l2.2 2.2 4.6-4.8" className={styles.mark} />
    </>
  ),
  // Triangle with an exclamation mark.
  degraded: (
    <>
      <path d="M8 0.8l7.4 13.6H0.6z" />
      <path d="M8 5.4v4.2M8 11.6v0.6" className={styles.mark} />
    </>
  ),
  // Diamond with a minus.
  partial: (
    <>
      <path d="M8 0.3l7.7 7.7-7.7 7.7-7.7-7.7z" />
      <path d="M4.8 8h6.4" className={styles.mark} />
    </>
  ),
  // Octagon with a cross.
  major: (
    <>
      <path d="M5 0.5h6l4.5 4.5v6L11 15.5H5L0.5 11V5z" />
      <path d="M5.4 5.4l5.2 5.2M10.6 5.4l-5.2 5.2" className={styles.mark} />
    </>
  ),
  // Rounded square with a clock face.
  maintenance: (
    <>
      <rect x="0.5" y="0.5" width="15" height="15" rx="3.5" />
      <path d="M8 3.6V8l2.8 1.8" className={styles.mark} />
    </>
  ),
  // Dashed circle with a question mark.
  unknown: (
    <>
      <circle cx="8" cy="8" r="7.5" />
      <path d="M5.9 6.1a2.1 2.1 0 1 1 2.9 1.9c-0.6 0.3-0.8 0.7-0.8 1.3v0.4M8 11.8v0.6" className={styles.mark} />
    </>
  ),
};

/** A decorative status shape; the state is always also written out next to it. */
export default function StatusIcon({tone, size = 16}: {readonly tone: Tone; readonly size?: number}): ReactNode {
  return (
    <svg
      className={`${styles.icon} ${styles[tone]}`}
      width={size}
      height={size}
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      data-tone={tone}
    >
      {shapes[tone]}
    </svg>
  );
}
