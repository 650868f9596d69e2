import {useCallback} from 'react';
import type {Player} from 'player.js';
import {
  Controls,
  Demo,
  EventLog,
  PlayerFrame,
  PlayerStatusLine,
  useEventLog,
  usePlayerJs,
  useReferencePlayerUrl,
} from '..';
import {chapters} from '../reference-player';
import {formatTime} from '../params';

/** Start time by API: buttons seek with setCurrentTime and then play; `seeked` confirms the jump. */
export default function StartApiDemo() {
  const {entries, add, clear} = useEventLog();
  const onReady = useCallback(
    (player: Player) => {
      add('ready');
      player.on('seeked', (value) => add('seeked', value));
      player.on('play', () => add('play'));
      player.on('pause', () => add('pause'));
    },
    [add],
  );
  const handle = usePlayerJs(onReady);
  const {player} = handle;
  const src = useReferencePlayerUrl({demo: 'start-api'});

  const playFrom = (seconds: number) => {
    if (!player) return;
    add('setCurrentTime', seconds);
    player.setCurrentTime(seconds);
    player.play();
  };

  return (
    <Demo label="Jump to a time with setCurrentTime">
      <PlayerFrame handle={handle} src={src} title="Vidcove test pattern" />
      <PlayerStatusLine status={handle.status} />
      <Controls label="Start points">
        {chapters.map((chapter) => (
          <button
            key={chapter.start}
            type="button"
            className="button button--secondary"
            disabled={player === null}
            onClick={() => playFrom(chapter.start)}
          >
            Play from {formatTime(chapter.start).replace(/\.0$/, '')} ({chapter.title})
          </button>
        ))}
      </Controls>
      <EventLog entries={entries} onClear={clear} />
    </Demo>
  );
}
