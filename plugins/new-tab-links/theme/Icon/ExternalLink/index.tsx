// Replaces the theme's icon: the Link wrapper (../../../client/Link.tsx) writes "(opens in new tab)" into every such link, so the icon is decorative, not a second label.
import type {ReactNode} from 'react';
import type {Props} from '@theme/Icon/ExternalLink';
import styles from './styles.module.css';

export default function IconExternalLink({width = 13.5, height = 13.5}: Props): ReactNode {
  return (
    <svg width={width} height={height} aria-hidden="true" focusable="false" className={styles.icon}>
      <use href="#theme-svg-external-link" />
    </svg>
  );
}
