/**
 * What the search button shows when search itself cannot be loaded (the network dropped before the
 * reader first opened search, so the modal's code or the search configuration never arrived): the
 * spec's search failure message in the failure box, with Retry, where the modal would have opened.
 * Escape or Close dismisses it.
 */
import {useEffect, useRef, type ReactNode} from 'react';
import LoadFailure from '@site/src/components/LoadFailure';
import styles from './SearchLoadFailure.module.css';

interface Props {
  readonly onRetry: () => void;
  readonly onClose: () => void;
}

export default function SearchLoadFailure({onRetry, onClose}: Props): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelector('button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className={styles.overlay} role="dialog" aria-modal="false" aria-label="Search" ref={box}>
      <LoadFailure
        title="Unable to fetch results"
        message="You might want to check your network connection."
        onRetry={onRetry}
      />
      <button type="button" className={styles.close} onClick={onClose}>
        Close
      </button>
    </div>
  );
}
