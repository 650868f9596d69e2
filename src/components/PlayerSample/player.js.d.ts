/**
 * Types for the `player.js` package (0.1.0), the parent side of the Player.js protocol. The package
 * ships none; only what the developer samples use is declared.
 */
declare module 'player.js' {
  export type PlayerJsEvent = 'ready' | 'play' | 'pause' | 'ended' | 'timeupdate' | 'seeked' | 'error' | 'progress';

  export interface PlayerJsReadyValue {
    readonly src: string;
    readonly events: readonly string[];
    readonly methods: readonly string[];
  }

  export class Player {
    constructor(iframe: HTMLIFrameElement | string);
    readonly elem: HTMLIFrameElement;
    readonly isReady: boolean;
    /** Events and methods the player listed in its `ready` message. */
    readonly events: readonly string[];
    readonly methods: readonly string[];
    on(event: PlayerJsEvent, callback: (value?: unknown) => void): boolean;
    off(event: PlayerJsEvent, callback?: (value?: unknown) => void): boolean;
    supports(kind: 'method' | 'event', names: string | readonly string[]): boolean;
    play(): void;
    pause(): void;
    mute(): void;
    unmute(): void;
    setVolume(volume: number): void;
    setCurrentTime(seconds: number): void;
    setLoop(loop: boolean): void;
    getPaused(callback: (paused: boolean) => void): void;
    getMuted(callback: (muted: boolean) => void): void;
    getVolume(callback: (volume: number) => void): void;
    getDuration(callback: (seconds: number) => void): void;
    getCurrentTime(callback: (seconds: number) => void): void;
    getLoop(callback: (loop: boolean) => void): void;
  }

  const playerjs: {readonly Player: typeof Player; readonly VERSION: string};
  export default playerjs;
}
