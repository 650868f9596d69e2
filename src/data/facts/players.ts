// Part of the facts sheet (../facts.ts): see the rules for editors there.
import {domains, origin} from '../product';

// ---------------------------------------------------------------------------------------------
// Players
// ---------------------------------------------------------------------------------------------

export const players = {
  defaultPlayer: {
    name: 'Vidcove Player',
    description: 'The video player every account starts with; it is the default until you set another.',
  },
  audioOnlyPlayer: {
    name: 'Audio-only player',
    description: 'A compact player with a waveform and no picture, for podcasts and audio.',
    recommendedEmbedHeightPx: 120,
  },
  /** Options on the player tabs (Players > select a player). */
  customisation: {
    appearance: ['Primary colour', 'Control bar colour', 'Play button style', 'Corner radius'],
    controls: [
      'Show playback speed menu',
      'Playback speeds',
      'Show captions button',
      'Captions on by default',
      'Show chapters menu',
      'Show volume',
      'Show picture-in-picture',
      'Show full screen',
    ],
    branding: ['Logo', 'Logo link', 'Watermark', 'Watermark position', 'Watermark opacity'],
    /** The download button only appears on media whose Security tab has Allow downloads on. */
    sharing: ['Show share button', 'Share targets', 'Show download button'],
    advanced: ['Player ID', 'Remember playback position', 'Keyboard shortcuts'],
  },
  playbackSpeeds: [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2],
  watermarkPositions: ['Top left', 'Top right', 'Bottom left', 'Bottom right'],
  keyboardShortcuts: [
    {key: 'Space or K', action: 'Play or pause'},
    {key: 'Left arrow / Right arrow', action: 'Back or forward 5 seconds'},
    {key: 'Up arrow / Down arrow', action: 'Volume up or down'},
    {key: 'M', action: 'Mute or unmute'},
    {key: 'C', action: 'Captions on or off'},
    {key: 'F', action: 'Full screen'},
  ],
  /** Player.js (the open player.js specification) support in every Vidcove embed. */
  playerJs: {
    libraryUrl: 'https://cdn.embed.ly/player-0.1.0.min.js',
    events: ['ready', 'play', 'pause', 'ended', 'timeupdate', 'seeked', 'error'],
    /** The fields of each event's value, and when the player sends it (event and method names are shown as code). */
    eventReference: {
      ready: {
        value: ['src', 'events', 'methods'],
        when: 'The player can take commands. With a start time, it is already at that time.',
      },
      play: {value: [], when: 'Playback starts or resumes.'},
      pause: {value: [], when: 'Playback pauses, including a moment before ended.'},
      ended: {value: [], when: 'Playback reaches the end. Not sent while the player loops.'},
      timeupdate: {
        value: ['seconds', 'duration'],
        when: 'Several times a second while the media plays, and when the position jumps.',
      },
      seeked: {
        value: ['seconds', 'duration'],
        when: 'A move to a new position has finished, whether the viewer or setCurrentTime made it.',
      },
      error: {
        /** `reason` only when a restriction profile blocks the viewer. */
        value: ['code', 'msg', 'reason'],
        when: 'Something stopped playback, or a restriction profile blocks the viewer.',
      },
    },
    methods: [
      'play',
      'pause',
      'getCurrentTime',
      'setCurrentTime',
      'getDuration',
      'mute',
      'unmute',
      'getVolume',
      'setVolume',
      'setLoop',
      'getPaused',
      'getMuted',
      'getLoop',
      'addEventListener',
      'removeEventListener',
    ],
    /** The npm package to self-host instead of the CDN copy; its messages carry `protocolVersion`. */
    npmPackage: 'player.js@0.1.0',
    /** The `version` field of every Player.js message that the npm package sends. */
    protocolVersion: '0.0.11',
    /**
     * `error` values: {code, msg} plus `reason` when a restriction profile blocks playback. Codes:
     * 403 restricted (sent when a listener for `error` is added and on every play), 1 the browser cannot
     * play the media, 2 unknown method, 3 method not supported, -1 anything else.
     */
    errorCodes: {restricted: 403, mediaError: 1, unknownMethod: 2, unsupportedMethod: 3, other: -1},
    /** Units used by Player.js in Vidcove. */
    timeUnit: 'seconds',
    volumeRange: '0 to 100',
  },
  /**
   * Vidcove's JavaScript player API. Version 2 is the Player.js protocol above: the messages the
   * Player API article documents. Vidcove also serves the Player.js library as `scriptUrl`, where
   * `Vidcove.Player` is the library's `playerjs.Player`, so either script drives the same messages.
   */
  playerApi: {
    version: '2',
    protocol: 'Player.js',
    scriptUrl: `${origin(domains.play)}/js/player-api.v2.js`,
    globalName: 'Vidcove.Player',
    /** The Player.js constructor that `globalName` is another name for. */
    sameAs: 'playerjs.Player',
    legacy: {
      version: '1',
      scriptUrl: `${origin(domains.play)}/js/player-api.v1.js`,
      status: 'Maintained for security fixes only; new features are added to version 2, the Player.js protocol.',
    },
  },
} as const;
