import {useCallback, useEffect, useRef, useState} from 'react';
import type {Player} from 'player.js';
import {
  Controls,
  Demo,
  EventLog,
  PlayerFrame,
  PlayerStatusLine,
  ask,
  useEventLog,
  usePlayerJs,
  useReferencePlayerUrl,
} from '..';
import {formatTime} from '../params';
import styles from './demos.module.css';

type Playback = 'not started' | 'playing' | 'paused' | 'ended';

type Getter = 'getCurrentTime' | 'getDuration' | 'getPaused';

/** The getters the demo offers, with their buttons' labels. */
const GETTERS: readonly (readonly [Getter, string])[] = [
  ['getCurrentTime', 'Get current time'],
  ['getDuration', 'Get duration'],
  ['getPaused', 'Is it paused?'],
];

/**
 * The player's events into the log and the playback state; `logTimeupdate` adds or removes the
 * timeupdate listener once the player is ready.
 */
function usePlaybackLog(logTimeupdate: boolean) {
  const {entries, add, clear} = useEventLog();
  const [playback, setPlayback] = useState<Playback>('not started');
  const onTimeupdate = useRef((value?: unknown) => add('timeupdate', value));
  const onReady = useCallback(
    (player: Player) => {
      add('ready', {methods: player.methods, events: player.events});
      const logAs = (name: string, state: Playback) => () => {
        add(name);
        setPlayback(state);
      };
      player.on('play', logAs('play', 'playing'));
      player.on('pause', logAs('pause', 'paused'));
      player.on('ended', logAs('ended', 'ended'));
      player.on('seeked', (value) => add('seeked', value));
      player.on('error', (value) => add('error', value));
      player.on('timeupdate', onTimeupdate.current);
    },
    [add],
  );
  const handle = usePlayerJs(onReady);
  const {player} = handle;
  const listening = useRef(true);
  useEffect(() => {
    if (!player || listening.current === logTimeupdate) return;
    listening.current = logTimeupdate;
    if (logTimeupdate) player.on('timeupdate', onTimeupdate.current);
    else player.off('timeupdate', onTimeupdate.current);
  }, [player, logTimeupdate]);
  return {handle, entries, add, clear, playback};
}

function MethodButtons({player, report}: {readonly player: Player | null; readonly report: (method: Getter) => void}) {
  const disabled = player === null;
  return (
    <Controls label="Player.js methods">
      <button type="button" className="button button--primary" disabled={disabled} onClick={() => player?.play()}>
        Play
      </button>
      <button type="button" className="button button--secondary" disabled={disabled} onClick={() => player?.pause()}>
        Pause
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={disabled}
        onClick={() => player?.setCurrentTime(6)}
      >
        Go to 0:06
      </button>
      {GETTERS.map(([method, label]) => (
        <button
          key={method}
          type="button"
          className="button button--secondary"
          disabled={disabled}
          onClick={() => report(method)}
        >
          {label}
        </button>
      ))}
    </Controls>
  );
}

/**
 * Player.js from the parent page: buttons call methods, listeners fill the event log, and a status
 * line says what the player is doing. Turning off `timeupdate` calls `off`, which sends
 * removeEventListener to the player.
 */
export default function ApiEmbedDemo() {
  const [logTimeupdate, setLogTimeupdate] = useState(true);
  const {handle, entries, add, clear, playback} = usePlaybackLog(logTimeupdate);
  const {player} = handle;
  const src = useReferencePlayerUrl({demo: 'api'});

  const report = async (method: Getter) => {
    if (!player) return;
    const value = await ask(player, method);
    add(`${method} →`, typeof value === 'number' ? `${value.toFixed(2)} s (${formatTime(value)})` : value);
  };

  return (
    <Demo label="Control the player through Player.js">
      <PlayerFrame handle={handle} src={src} title="Vidcove test pattern" />
      <PlayerStatusLine status={handle.status} />
      <MethodButtons player={player} report={(method) => void report(method)} />
      <label className={styles.choice}>
        <input type="checkbox" checked={logTimeupdate} onChange={(event) => setLogTimeupdate(event.target.checked)} />{' '}
        Log <code>timeupdate</code> events
      </label>
      <p role="status" className={styles.measure}>
        Playback: <strong data-testid="playback-state">{playback}</strong>
      </p>
      <EventLog entries={entries} onClear={clear} />
    </Demo>
  );
}
