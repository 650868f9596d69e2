import {useCallback, useEffect, useRef, useState} from 'react';
import type {Player, PlayerJsReadyValue} from 'player.js';

type PlayerJsModule = typeof import('player.js');

let library: Promise<PlayerJsModule['default']> | undefined;

/**
 * Loads the `player.js` package on first use. It is imported dynamically so that it ships in its
 * own chunk, fetched only by pages that show a live sample.
 */
export function loadPlayerJs(): Promise<PlayerJsModule['default']> {
  library ??= import('player.js').then((module) => {
    const namespace = (module as unknown as {default?: PlayerJsModule['default']}).default ?? module;
    return namespace as PlayerJsModule['default'];
  });
  return library;
}

export type PlayerStatus =
  | {readonly state: 'loading'}
  | {readonly state: 'ready'; readonly info: PlayerJsReadyValue}
  | {readonly state: 'failed'; readonly message: string};

export interface PlayerJsHandle {
  /** False until Player.js has loaded; render the iframe only then (see below). */
  readonly libraryLoaded: boolean;
  /** Attach to the player iframe. */
  readonly iframeRef: (iframe: HTMLIFrameElement | null) => void;
  /** The Player.js player once it is ready, otherwise null. */
  readonly player: Player | null;
  readonly status: PlayerStatus;
}

/**
 * Connects a Player.js client to a player iframe.
 *
 * Player.js has to be listening before the iframe's player announces `ready`, so the iframe is
 * rendered only after the library has loaded, and the client is created as soon as React attaches
 * the iframe, before its document has loaded. `onReady` runs once per iframe, with the player.
 */
export function usePlayerJs(onReady?: (player: Player) => void): PlayerJsHandle {
  const [libraryLoaded, setLibraryLoaded] = useState(false);
  const [player, setPlayer] = useState<Player | null>(null);
  const [status, setStatus] = useState<PlayerStatus>({state: 'loading'});
  const onReadyRef = useRef(onReady);
  const frameRef = useRef<HTMLIFrameElement | null>(null);

  useEffect(() => {
    onReadyRef.current = onReady;
  }, [onReady]);

  useEffect(() => {
    let cancelled = false;
    loadPlayerJs().then(
      () => {
        if (!cancelled) setLibraryLoaded(true);
      },
      (error: unknown) => {
        if (!cancelled) {
          setStatus({
            state: 'failed',
            message: `Player.js could not be loaded (${error instanceof Error ? error.message : String(error)}). Reload the page to try again.`,
          });
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const iframeRef = useCallback((iframe: HTMLIFrameElement | null) => {
    if (iframe === frameRef.current) return;
    frameRef.current = iframe;
    setPlayer(null);
    if (!iframe) return;
    setStatus({state: 'loading'});
    void loadPlayerJs().then((playerjs) => {
      if (frameRef.current !== iframe) return;
      const client = new playerjs.Player(iframe);
      client.on('ready', (value) => {
        if (frameRef.current !== iframe) return;
        setPlayer(client);
        setStatus({state: 'ready', info: value as PlayerJsReadyValue});
        onReadyRef.current?.(client);
      });
    });
  }, []);

  return {libraryLoaded, iframeRef, player, status};
}

/** Asks the player for a value: `await ask(player, 'getCurrentTime')`. */
export function ask<K extends 'getPaused' | 'getMuted' | 'getVolume' | 'getDuration' | 'getCurrentTime' | 'getLoop'>(
  player: Player,
  method: K,
): Promise<Parameters<Parameters<Player[K]>[0]>[0]> {
  return new Promise((resolve) => {
    (player[method] as (callback: (value: unknown) => void) => void).call(player, (value) =>
      resolve(value as Parameters<Parameters<Player[K]>[0]>[0]),
    );
  });
}
