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

/**
 * Player.js from the parent page: buttons call methods, listeners fill the event log, and a status
 * line says what the player is doing. Turning off `timeupdate` calls `off`, which sends
 * removeEventListener to the player.
 */
export default function ApiEmbedDemo() {
  const {entries, add, clear} = useEventLog();
  const [playback, setPlayback] = useState<Playback>('not started');
  const [logTimeupdate, setLogTimeupdate] = useState(true);
  const onTimeupdate = useRef((value?: unknown) => add('timeupdate', value));

  const onReady = useCallback(
    (player: Player) => {
      add('ready', {methods: player.methods, events: player.events});
      player.on('play', () => {
        add('play');
        setPlayback('playing');
      });
      player.on('pause', () => {
        add('pause');
        setPlayback('paused');
      });
      player.on('ended', () => {
        add('ended');
        setPlayback('ended');
      });
      player.on('seeked', (value) => add('seeked', value));
      player.on('error', (value) => add('error', value));
      player.on('timeupdate', onTimeupdate.current);
    },
    [add],
  );
  const handle = usePlayerJs(onReady);
  const {player} = handle;
  const src = useReferencePlayerUrl({demo: 'api'});

  // Adds or removes the timeupdate listener when the checkbox changes after the player is ready.
  const listening = useRef(true);
  useEffect(() => {
    if (!player || listening.current === logTimeupdate) return;
    listening.current = logTimeupdate;
    if (logTimeupdate) player.on('timeupdate', onTimeupdate.current);
    else player.off('timeupdate', onTimeupdate.current);
  }, [player, logTimeupdate]);

  const disabled = player === null;
  const report = async (method: 'getCurrentTime' | 'getDuration' | 'getPaused') => {
    if (!player) return;
    const value = await ask(player, method);
    add(`${method} →`, typeof value === 'number' ? `${value.toFixed(2)} s (${formatTime(value)})` : value);
  };

  return (
    <Demo label="Control the player through Player.js">
      <PlayerFrame handle={handle} src={src} title="Vidcove test pattern" />
      <PlayerStatusLine status={handle.status} />
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
        <button
          type="button"
          className="button button--secondary"
          disabled={disabled}
          onClick={() => void report('getCurrentTime')}
        >
          Get current time
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={disabled}
          onClick={() => void report('getDuration')}
        >
          Get duration
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={disabled}
          onClick={() => void report('getPaused')}
        >
          Is it paused?
        </button>
      </Controls>
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
