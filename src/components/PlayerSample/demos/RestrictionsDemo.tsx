import {useCallback, useId, useState} from 'react';
import type {Player} from 'player.js';
import {Demo, EventLog, PlayerFrame, PlayerStatusLine, useEventLog, usePlayerJs, useReferencePlayerUrl} from '..';
import {RESTRICTED_ERROR_CODE, restrictionTypes, type RestrictionValue} from '../constants';
import styles from './demos.module.css';

interface PlayerError {
  readonly code?: number;
  readonly msg?: string;
  readonly reason?: string;
}

type Choice = RestrictionValue | 'none';

/**
 * Restricted playback: the reader picks the restriction the player stands in for; the player shows
 * the viewer message and emits `error`, and the page reacts by explaining what the viewer can do.
 */
export default function RestrictionsDemo() {
  const groupId = useId();
  const [choice, setChoice] = useState<Choice>('domains');
  const [blocked, setBlocked] = useState<PlayerError | null>(null);
  const {entries, add, clear} = useEventLog();

  const onReady = useCallback(
    (player: Player) => {
      add('ready');
      player.on('play', () => add('play'));
      player.on('error', (value) => {
        const error = (value ?? {}) as PlayerError;
        add('error', error);
        if (error.code === RESTRICTED_ERROR_CODE) setBlocked(error);
      });
    },
    [add],
  );
  const handle = usePlayerJs(onReady);
  const src = useReferencePlayerUrl({restricted: choice === 'none' ? undefined : choice, demo: 'restrictions'});

  const choose = (value: Choice) => {
    setBlocked(null);
    setChoice(value);
  };

  return (
    <Demo label="A player under a restriction profile">
      <fieldset className={styles.inlineFieldset}>
        <legend>Restriction the player stands in for</legend>
        {[...restrictionTypes, {value: 'none', label: 'No restriction'} as const].map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name={`${groupId}-restriction`}
              value={option.value}
              checked={choice === option.value}
              onChange={() => choose(option.value)}
            />{' '}
            {option.label}
          </label>
        ))}
      </fieldset>
      <PlayerFrame key={src} handle={handle} src={src} title="Vidcove test pattern" />
      <PlayerStatusLine status={handle.status} />
      {blocked && (
        <div className={styles.reaction} role="alert" data-testid="page-reaction">
          <p>
            <strong>The page heard the player&apos;s error event (code {blocked.code}).</strong>
          </p>
          <p>
            The player says: &ldquo;{blocked.msg}
            {blocked.reason ? ` ${blocked.reason}` : ''}&rdquo;
          </p>
          <p>
            This page would now hide its &ldquo;Play&rdquo; prompts and offer another way in, such as signing in or
            contacting the publisher.
          </p>
        </div>
      )}
      <EventLog entries={entries} onClear={clear} />
    </Demo>
  );
}
