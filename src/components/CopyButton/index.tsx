import {useState, type ReactNode} from 'react';
import styles from './styles.module.css';

/** Copies text to the clipboard and says so in a polite live region; falls back to selecting the text. */
export default function CopyButton({text, label}: {readonly text: string; readonly label: string}): ReactNode {
  const [status, setStatus] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus('Copied');
    } catch {
      setStatus('Copying is blocked here: select the code and press Ctrl+C (⌘+C on a Mac).');
    }
  };
  return (
    <span className={styles.wrap}>
      <button type="button" className="button button--sm button--primary" onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" className={styles.status}>
        {status}
      </span>
    </span>
  );
}
