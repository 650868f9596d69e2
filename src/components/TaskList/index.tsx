import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {PopularTask} from '@site/src/data/areas';
import styles from './styles.module.css';

/** A compact two-column list of task links. */
export default function TaskList({tasks}: {readonly tasks: readonly PopularTask[]}): ReactNode {
  return (
    <ul className={styles.list}>
      {tasks.map((task) => (
        <li key={task.to}>
          <Link to={task.to}>{task.label}</Link>
        </li>
      ))}
    </ul>
  );
}
