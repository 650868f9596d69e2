import type {ReactNode} from 'react';
import styles from './styles.module.css';

interface Props {
  /** What could not be loaded, as a sentence: "The live demo could not be loaded." */
  readonly title: string;
  /** The error text, or a hint for the reader. */
  readonly message: string;
  /** Tries the load again. */
  readonly onRetry: () => void;
}

/**
 * The spec's page-load failure state: a red box with the error text and a Retry button that retries
 * the load. Used where a part of a page loads its code on demand (lazyWithRetry, the search modal).
 */
export default function LoadFailure({title, message, onRetry}: Props): ReactNode {
  return (
    <div className={styles.failure} role="alert">
      <p className={styles.title}>{title}</p>
      <p className={styles.message}>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

/** An error as one line a reader can pass on: its message without a stack. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.split('\n')[0]!.slice(0, 300);
}
