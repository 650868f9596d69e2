import {useCallback, useId, useState} from 'react';
import type {Player} from 'player.js';
import {Controls, Demo, PlayerFrame, PlayerStatusLine, ask, usePlayerJs, useReferencePlayerUrl} from '..';
import {EMBED_URL} from '../constants';
import {embedQuery} from '../params';
import styles from './demos.module.css';

interface PlayerState {
  readonly loop: boolean;
  readonly muted: boolean;
  readonly volume: number;
}

const captionChoices = [
  {value: 'off', label: 'Off'},
  {value: 'en', label: 'English (en)'},
  {value: 'fr', label: 'French (fr)'},
] as const;
type Captions = (typeof captionChoices)[number]['value'];

/** The embed URL parameters: captions on load, and muted autoplay. */
function LoadOptions({
  ids,
  captions,
  onCaptions,
  autoplay,
  onAutoplay,
}: {
  readonly ids: string;
  readonly captions: Captions;
  readonly onCaptions: (captions: Captions) => void;
  readonly autoplay: boolean;
  readonly onAutoplay: (autoplay: boolean) => void;
}) {
  return (
    <div className={styles.field}>
      <div>
        <label htmlFor={`${ids}-captions`}>Captions on load</label>
        <select
          id={`${ids}-captions`}
          value={captions}
          onChange={(event) => onCaptions(event.target.value as Captions)}
        >
          {captionChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <label className={styles.choice}>
        <input type="checkbox" checked={autoplay} onChange={(event) => onAutoplay(event.target.checked)} /> Play on
        load, muted
      </label>
    </div>
  );
}

/** Calls a Player.js method with the state it should lead to. */
type Apply = (action: (p: Player) => void, expected: Partial<PlayerState>) => void;

/** Play, pause, loop, mute and volume through Player.js. */
function OptionControls({
  ids,
  player,
  state,
  volume,
  setVolume,
  apply,
}: {
  readonly ids: string;
  readonly player: Player | null;
  readonly state: PlayerState | null;
  readonly volume: number;
  readonly setVolume: (volume: number) => void;
  readonly apply: Apply;
}) {
  return (
    <Controls label="Player.js options">
      <button type="button" className="button button--secondary" disabled={!player} onClick={() => player?.play()}>
        Play
      </button>
      <button type="button" className="button button--secondary" disabled={!player} onClick={() => player?.pause()}>
        Pause
      </button>
      <label className={styles.choice}>
        <input
          type="checkbox"
          disabled={!player}
          checked={state?.loop ?? false}
          onChange={(event) => {
            const loop = event.target.checked;
            apply((p) => p.setLoop(loop), {loop});
          }}
        />{' '}
        Loop
      </label>
      <label className={styles.choice}>
        <input
          type="checkbox"
          disabled={!player}
          checked={state?.muted ?? false}
          onChange={(event) => {
            const mute = event.target.checked;
            apply((p) => (mute ? p.mute() : p.unmute()), {muted: mute});
          }}
        />{' '}
        Mute
      </label>
      <label className={styles.choice} htmlFor={`${ids}-volume`}>
        Volume
      </label>
      <input
        id={`${ids}-volume`}
        type="range"
        min={0}
        max={100}
        step={10}
        disabled={!player}
        value={volume}
        aria-valuetext={`${volume}%`}
        onChange={(event) => {
          const next = Number(event.target.value);
          setVolume(next);
          apply((p) => p.setVolume(next), {volume: next});
        }}
      />
      <span aria-hidden="true">{volume}%</span>
    </Controls>
  );
}

/** What the player's getters returned last. */
function ReportedState({state}: {readonly state: PlayerState | null}) {
  return (
    <dl className={styles.state} data-testid="player-state">
      <dt>Loop</dt>
      <dd>{state ? (state.loop ? 'on' : 'off') : '–'}</dd>
      <dt>Muted</dt>
      <dd>{state ? (state.muted ? 'yes' : 'no') : '–'}</dd>
      <dt>Volume</dt>
      <dd>{state ? `${Math.round(state.volume)} of 100` : '–'}</dd>
    </dl>
  );
}

/**
 * The remaining options: loop, mute and volume through Player.js (read back with the getters),
 * captions and muted autoplay through embed URL parameters (which reload the player).
 */
export default function FeaturesDemo() {
  // The fields' ids come from the demo itself, so that the ids the server renders stay put.
  const ids = useId();
  const [captions, setCaptions] = useState<Captions>('en');
  const [autoplay, setAutoplay] = useState(false);
  const [state, setState] = useState<PlayerState | null>(null);
  const [volume, setVolume] = useState(100);

  const readState = useCallback(async (player: Player) => {
    const [loop, muted, current] = await Promise.all([
      ask(player, 'getLoop'),
      ask(player, 'getMuted'),
      ask(player, 'getVolume'),
    ]);
    setState({loop, muted, volume: current});
    setVolume(Math.round(current));
  }, []);
  const handle = usePlayerJs((player) => void readState(player));
  const {player} = handle;
  const params = {captions, autoplay, muted: autoplay} as const;
  const src = useReferencePlayerUrl({...params, demo: 'features'});

  /** Calls a Player.js method, shows the expected state at once, then confirms it with the getters. */
  const apply: Apply = (action, expected) => {
    if (!player) return;
    action(player);
    setState((current) => (current ? {...current, ...expected} : current));
    void readState(player);
  };

  return (
    <Demo label="Loop, mute, volume, captions and muted autoplay">
      <LoadOptions
        ids={ids}
        captions={captions}
        onCaptions={setCaptions}
        autoplay={autoplay}
        onAutoplay={setAutoplay}
      />
      <p className={styles.url}>
        Embed URL: <code>{EMBED_URL + embedQuery(params)}</code>
      </p>
      <PlayerFrame key={src} handle={handle} src={src} title="Vidcove test pattern" />
      <PlayerStatusLine status={handle.status} />
      <OptionControls ids={ids} player={player} state={state} volume={volume} setVolume={setVolume} apply={apply} />
      <p className={styles.measure}>What the player reports (getLoop, getMuted, getVolume):</p>
      <ReportedState state={state} />
    </Demo>
  );
}
