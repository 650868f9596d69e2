import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {ContentArea} from '@site/src/data/areas';
import Icon from './icons';
import styles from './styles.module.css';

interface Props {
  readonly areas: readonly ContentArea[];
  /** Heading level of each card title, so the cards fit the outline of the page they sit on. */
  readonly headingLevel?: 'h2' | 'h3';
}

/** A grid of content areas; each whole card is one link with the area's title as its name. */
export default function AreaCards({areas, headingLevel = 'h3'}: Props): ReactNode {
  const Heading = headingLevel;
  return (
    <ul className={styles.grid}>
      {areas.map((area) => (
        <li key={area.to} className={styles.card}>
          <span className={styles.icon}>
            <Icon name={area.icon} />
          </span>
          <Heading className={styles.title}>
            <Link to={area.to} className={styles.link}>
              {area.title}
            </Link>
          </Heading>
          <p className={styles.description}>{area.description}</p>
        </li>
      ))}
    </ul>
  );
}
