import {useCallback, useEffect, useId, useState, type FormEvent} from 'react';
import {useLocation} from '@docusaurus/router';
import type {Player} from 'player.js';
import {Demo, PlayerFrame, PlayerStatusLine, ask, usePlayerJs, useReferencePlayerUrl} from '..';
import {EMBED_URL} from '../constants';
import {embedQuery, formatTime, parseStartTime} from '../params';
import styles from './demos.module.css';

/** The test video is 12 seconds long. */
const DURATION = 12;
const DEFAULT_START = '5';

/** A deep link: ?t=7 on this page's URL becomes the start time (ignored when it is not a time). */
function useLinkedStart(onStart: (text: string, seconds: number) => void) {
  const {search} = useLocation();
  useEffect(() => {
    const linked = new URLSearchParams(search).get('t');
    if (linked === null) return;
    const result = parseStartTime(linked, DURATION);
    if (result.ok) onStart(linked, result.seconds);
  }, [search, onStart]);
}

function StartTimeForm({
  inputId,
  text,
  onText,
  problem,
  onSubmit,
}: {
  readonly inputId: string;
  readonly text: string;
  readonly onText: (text: string) => void;
  readonly problem: string | null;
  readonly onSubmit: (event: FormEvent) => void;
}) {
  return (
    <form className={styles.field} onSubmit={onSubmit} noValidate>
      <div>
        <label htmlFor={inputId}>Start time</label>
        <input
          id={inputId}
          type="text"
          inputMode="text"
          autoComplete="off"
          value={text}
          aria-invalid={problem !== null}
          aria-describedby={`${inputId}-hint${problem ? ` ${inputId}-error` : ''}`}
          onChange={(event) => onText(event.target.value)}
        />
      </div>
      <button type="submit" className="button button--primary">
        Reload the player
      </button>
    </form>
  );
}

/**
 * Start time by parameter: the reader types a start time, the demo reloads the player with
 * `?start=…` and reports where the player says it is once ready. Opening the page with `?t=7`
 * pre-fills the field, the way a deep link from another page would.
 */
export default function StartParamDemo() {
  const inputId = useId();
  const [text, setText] = useState(DEFAULT_START);
  const [start, setStart] = useState(Number(DEFAULT_START));
  const [problem, setProblem] = useState<string | null>(null);
  const [readyAt, setReadyAt] = useState<number | null>(null);
  useLinkedStart(
    useCallback((linked: string, seconds: number) => {
      setText(linked);
      setProblem(null);
      setStart(seconds);
    }, []),
  );
  const onReady = useCallback((player: Player) => {
    void ask(player, 'getCurrentTime').then(setReadyAt);
  }, []);
  const handle = usePlayerJs(onReady);
  const src = useReferencePlayerUrl({start, demo: 'start-param'});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseStartTime(text, DURATION);
    if (!result.ok) {
      setProblem(result.message);
      return;
    }
    setProblem(null);
    if (result.seconds !== start) {
      setReadyAt(null);
      setStart(result.seconds);
    }
  };

  return (
    <Demo label="Start at a time given in the embed URL">
      <StartTimeForm inputId={inputId} text={text} onText={setText} problem={problem} onSubmit={submit} />
      <p className={styles.hint} id={`${inputId}-hint`}>
        Seconds (such as 5 or 7.5) or minutes and seconds (such as 0m9s); the test video is {DURATION} seconds long.
      </p>
      {problem && (
        <p className={styles.error} id={`${inputId}-error`} role="alert">
          {problem}
        </p>
      )}
      <p className={styles.url}>
        Embed URL: <code>{EMBED_URL + embedQuery({start})}</code>
      </p>
      <PlayerFrame key={src} handle={handle} src={src} title="Vidcove test pattern" />
      <PlayerStatusLine status={handle.status} />
      <p className={styles.measure} data-testid="ready-at">
        {readyAt === null
          ? 'Waiting for the player to report its position…'
          : `The player reported ready at ${formatTime(readyAt)} (getCurrentTime: ${readyAt.toFixed(2)} s).`}
      </p>
    </Demo>
  );
}
