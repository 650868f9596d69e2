import {useCallback, useId, useState, type CSSProperties, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {embedQuery, type EmbedParams} from './params';
import {REFERENCE_PLAYER_PATH} from './reference-player';
import type {PlayerJsHandle, PlayerStatus} from './usePlayerJs';
import styles from './styles.module.css';

export {ask, usePlayerJs, loadPlayerJs} from './usePlayerJs';
export type {PlayerJsHandle, PlayerStatus} from './usePlayerJs';

/** The reference player's URL with the given embed parameters, under the site's base URL. */
export function useReferencePlayerUrl(params: EmbedParams): string {
  return useBaseUrl(REFERENCE_PLAYER_PATH) + embedQuery(params);
}

export type FrameLayout = 'fixed' | 'aspect-ratio' | 'padding';

/** Inline styles of the embed snippets, so the live demo uses exactly the CSS the page tells readers to copy. */
export const frameStyles = {
  fixed: {border: 0, maxWidth: 'none'},
  aspectRatio: {display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', border: 0},
  paddingWrapper: {position: 'relative', paddingTop: '56.25%'},
  paddingFrame: {position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0},
} as const satisfies Record<string, CSSProperties>;

export interface PlayerFrameProps {
  readonly handle: PlayerJsHandle;
  readonly src: string;
  readonly title: string;
  readonly layout?: FrameLayout;
  /** Fixed layout only. */
  readonly width?: number;
  readonly height?: number;
}

/**
 * A player iframe wired to Player.js, laid out the way a sample's snippet lays it out. Until
 * Player.js has loaded, a box of the same shape holds its place.
 */
export function PlayerFrame({
  handle,
  src,
  title,
  layout = 'aspect-ratio',
  width = 640,
  height = 360,
}: PlayerFrameProps) {
  const frame = (style: CSSProperties, size?: {width: number; height: number}) =>
    handle.libraryLoaded ? (
      <iframe
        ref={handle.iframeRef}
        src={src}
        title={title}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        style={style}
        {...size}
      />
    ) : (
      <div className={styles.placeholder} style={size ? {...style, ...size} : style}>
        Loading the player…
      </div>
    );

  let content: ReactNode;
  if (layout === 'fixed') {
    content = <div className={styles.scroller}>{frame(frameStyles.fixed, {width, height})}</div>;
  } else if (layout === 'padding') {
    content = <div style={frameStyles.paddingWrapper}>{frame(frameStyles.paddingFrame)}</div>;
  } else {
    content = frame(frameStyles.aspectRatio);
  }
  return (
    <div className={styles.stage} data-layout={layout}>
      {content}
    </div>
  );
}

/** One line under a demo saying whether the player has reported `ready`, and what it supports. */
export function PlayerStatusLine({status}: {readonly status: PlayerStatus}) {
  if (status.state === 'failed') {
    return (
      <p className={styles.statusFailed} role="alert">
        {status.message}
      </p>
    );
  }
  return (
    <p className={styles.status} role="status">
      {status.state === 'ready'
        ? `Player.js: ready. The player supports ${status.info.methods.length} methods and ${status.info.events.length} events.`
        : 'Player.js: waiting for the player to report ready…'}
    </p>
  );
}

/** A frame around one live demo, with a caption that says it is live. */
export function Demo({label, children}: {readonly label: string; readonly children: ReactNode}) {
  const id = useId();
  return (
    <section className={styles.demo} aria-labelledby={id}>
      <p className={styles.demoLabel} id={id}>
        <span className={styles.liveBadge}>Live demo</span> {label}
      </p>
      {children}
    </section>
  );
}

export interface LogEntry {
  readonly id: number;
  readonly name: string;
  readonly detail: string;
}

const MAX_LOG_ENTRIES = 40;

/** Formats an event or method value for the log: numbers to two decimals, objects as JSON. */
export function describeValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(2);
  if (typeof value === 'object') {
    return JSON.stringify(value, (_key, inner: unknown) =>
      typeof inner === 'number' && !Number.isInteger(inner) ? Number(inner.toFixed(2)) : inner,
    );
  }
  return String(value);
}

/** The newest entries of an event log, and functions to add to and clear it. */
export function useEventLog() {
  const [entries, setEntries] = useState<readonly LogEntry[]>([]);
  const add = useCallback((name: string, value?: unknown) => {
    setEntries((current) => {
      const id = (current[0]?.id ?? 0) + 1;
      return [{id, name, detail: describeValue(value)}, ...current].slice(0, MAX_LOG_ENTRIES);
    });
  }, []);
  const clear = useCallback(() => setEntries([]), []);
  return {entries, add, clear};
}

/**
 * The event log: newest entry first. It is not a live region, since `timeupdate` arrives four
 * times a second; state that matters is announced by the demo's own status line.
 */
export function EventLog({entries, onClear}: {readonly entries: readonly LogEntry[]; readonly onClear: () => void}) {
  const id = useId();
  return (
    <div className={styles.logBox}>
      <div className={styles.logHeader}>
        <p id={id} className={styles.logTitle}>
          Event log <span className={styles.muted}>(newest first, last {MAX_LOG_ENTRIES})</span>
        </p>
        <button type="button" className="button button--sm button--secondary" onClick={onClear}>
          Clear log
        </button>
      </div>
      <ol className={styles.log} aria-labelledby={id} tabIndex={0} data-testid="event-log">
        {entries.length === 0 ? (
          <li className={styles.muted}>Nothing yet.</li>
        ) : (
          entries.map((entry) => (
            <li key={entry.id}>
              <code>{entry.name}</code> {entry.detail}
            </li>
          ))
        )}
      </ol>
    </div>
  );
}

/** A row of controls under a demo. */
export function Controls({label, children}: {readonly label: string; readonly children: ReactNode}) {
  return (
    <div className={styles.controls} role="group" aria-label={label}>
      {children}
    </div>
  );
}
