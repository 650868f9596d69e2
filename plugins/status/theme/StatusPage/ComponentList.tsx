import {memo, type ReactNode} from 'react';
import {uptimeOf, type StatusHistory} from '../../history';
import {componentStatusLabel, type StatusComponent} from '../../normalise';
import StatusIcon, {toneOfComponent} from '../StatusIcon';
import UptimeBar from './UptimeBar';
import styles from './styles.module.css';

interface Props {
  readonly components: readonly StatusComponent[];
  readonly history: StatusHistory;
}

/** Every component with its current state (shape and words) and its uptime over the window. */
function ComponentList({components, history}: Props): ReactNode {
  if (components.length === 0) {
    return <p className={styles.muted}>No components are listed.</p>;
  }
  return (
    <ul className={styles.components}>
      {components.map((component, index) => (
        <li key={`${component.id}-${index}`} className={styles.component} data-component-id={component.id}>
          <div className={styles.componentHead}>
            <h3 className={styles.componentName}>
              {component.group && <span className={styles.group}>{component.group}: </span>}
              {component.name}
            </h3>
            <p className={styles.state} data-status={component.status}>
              <StatusIcon tone={toneOfComponent[component.status]} />
              {componentStatusLabel[component.status]}
            </p>
          </div>
          {component.description && <p className={styles.small}>{component.description}</p>}
          <UptimeBar
            id={`${index}-${component.id.replace(/[^\w-]/g, '')}`}
            componentName={component.name}
            uptime={uptimeOf(history, component.id)}
            windowStart={history.windowStart}
            windowEnd={history.windowEnd}
            windowDays={history.windowDays}
          />
        </li>
      ))}
    </ul>
  );
}

// Memoised: the viewing time, which the status page learns after hydration, does not change it.
export default memo(ComponentList);
