/*
 * The Vidcove reference player: an HTML5 video that behaves like the embeddable player at
 * https://play.vidcove.com/embed/{mediaId}, so the developer samples in the help centre run offline.
 *
 * Query parameters (as on the real embed URL):
 *   start=90 or start=1m30s   start time (seconds, or h/m/s)
 *   autoplay=1                start playing on load (browsers allow it only when muted)
 *   muted=1                   start muted
 *   loop=1                    play again from the start at the end
 *   captions=en | fr | off    caption language shown on load
 *   walkthrough=uploading-media  play a help-centre walkthrough (../media/walkthroughs/{media}.mp4 or
 *                             .webm, with its English captions, chapters and poster) instead of the test pattern
 *   title=Upload%20your%20media   the title the player shows and announces for that video
 *   restricted=domains        stand-in for a restriction profile: countries, domains, ip-ranges,
 *                             sign-in or date-window (any other value: no reason line). The player
 *                             refuses playback, shows the viewer message and emits `error`.
 *
 * Player.js receiver (https://github.com/embedly/player.js, SPEC.rst), implemented here so the
 * player also emits `seeked` and reports restrictions. Messages are JSON strings:
 *   parent -> player  {context: 'player.js', version, method, value?, listener?}
 *   player -> parent  {context: 'player.js', version, event, value?, listener?}
 * `ready` is sent whether or not the parent listens for it, with {src, events, methods}.
 */
(() => {
  'use strict';

  const CONTEXT = 'player.js';
  const VERSION = '0.0.11';
  const EVENTS = ['ready', 'play', 'pause', 'ended', 'timeupdate', 'seeked', 'error'];
  const METHODS = [
    'play',
    'pause',
    'getPaused',
    'mute',
    'unmute',
    'getMuted',
    'setVolume',
    'getVolume',
    'getDuration',
    'setCurrentTime',
    'getCurrentTime',
    'setLoop',
    'getLoop',
    'removeEventListener',
    'addEventListener',
  ];

  /** The viewer message of a restriction profile, with the reason line for each restriction type. */
  const BLOCKED_MESSAGE = "This video isn't available here.";
  const BLOCKED_REASONS = {
    countries: "It can't be played in your country or region.",
    domains: 'It can only be played on approved websites.',
    'ip-ranges': 'It can only be played from approved networks.',
    'sign-in': 'Sign in to watch it.',
    'date-window': "It's only available between set dates and times.",
  };
  /** Error code sent with `error` when a restriction blocks playback. */
  const RESTRICTED_CODE = 403;

  // ------------------------------------------------------------------------------------------
  // Query parameters
  // ------------------------------------------------------------------------------------------

  /** Seconds from `90`, `90.5`, `1m30s` or `1h2m3s`; null when the value is not a time. */
  function parseTime(value) {
    if (value === null || value === '') return null;
    if (/^\d+(\.\d+)?$/.test(value)) return Number(value);
    const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+(?:\.\d+)?)s)?$/.exec(value);
    if (!match || (!match[1] && !match[2] && !match[3])) return null;
    return Number(match[1] || 0) * 3600 + Number(match[2] || 0) * 60 + Number(match[3] || 0);
  }

  function parseFlag(value) {
    return value === '1' || value === 'true';
  }

  const params = new URLSearchParams(window.location.search);
  const options = {
    start: parseTime(params.get('start')),
    autoplay: parseFlag(params.get('autoplay')),
    muted: parseFlag(params.get('muted')),
    loop: parseFlag(params.get('loop')),
    captions: (params.get('captions') || '').toLowerCase(),
    restricted: params.has('restricted') ? params.get('restricted') || 'on' : null,
    walkthrough: params.get('walkthrough'),
    title: (params.get('title') || '').trim().slice(0, 120),
  };

  /**
   * The files each video is published in, in the order offered. H.264 in MP4 first: every browser with an
   * H.264 decoder plays it, all of Apple's among them; VP9 in WebM for those without one. A browser takes the
   * first type it can play and fetches no other (tools/media/walkthroughs/README.md says why this order).
   */
  const FORMATS = [
    {extension: 'mp4', container: 'video/mp4', video: 'avc1.64001F', audio: 'mp4a.40.2'},
    {extension: 'webm', container: 'video/webm', video: 'vp9', audio: 'opus'},
  ];

  /** A walkthrough's file stem: lower-case words joined by hyphens, nothing that could leave the folder. */
  const WALKTHROUGH_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
  const UNAVAILABLE = "This video can't be played.";

  /** Set when `restricted` is given: the player stands in for media under a restriction profile. */
  const restriction =
    options.restricted === null
      ? null
      : {
          reason: Object.hasOwn(BLOCKED_REASONS, options.restricted) ? BLOCKED_REASONS[options.restricted] : '',
          get error() {
            const value = {code: RESTRICTED_CODE, msg: BLOCKED_MESSAGE};
            if (this.reason) value.reason = this.reason;
            return value;
          },
        };

  // ------------------------------------------------------------------------------------------
  // Player.js receiver
  // ------------------------------------------------------------------------------------------

  const inFrame = window.parent !== window;
  /** Messages are accepted only from the embedding page, identified by its origin when known. */
  const parentOrigin = (() => {
    try {
      return document.referrer ? new URL(document.referrer).origin : null;
    } catch {
      return null;
    }
  })();
  /** Event name -> listener ids the parent registered (null for a listener without an id). */
  const listeners = new Map();
  const handlers = new Map();
  let isReady = false;

  function send(event, value, listener) {
    if (!inFrame) return;
    const data = {context: CONTEXT, version: VERSION, event};
    if (value !== undefined && value !== null) data.value = value;
    if (listener !== undefined && listener !== null) data.listener = listener;
    window.parent.postMessage(JSON.stringify(data), parentOrigin || '*');
  }

  /** Sends an event to every listener the parent registered for it; false when there are none. */
  function emit(event, value) {
    const ids = listeners.get(event);
    if (!ids || ids.length === 0) return false;
    for (const id of ids) send(event, value, id);
    return true;
  }

  function readyValue() {
    return {src: window.location.href, events: EVENTS, methods: METHODS};
  }

  function ready() {
    isReady = true;
    if (!emit('ready', readyValue())) send('ready', readyValue());
  }

  function receive(message) {
    if (message.source !== window.parent) return;
    if (parentOrigin && message.origin !== parentOrigin) return;
    let data = message.data;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch {
        return;
      }
    }
    if (!data || typeof data !== 'object' || data.context !== CONTEXT || !data.method) return;

    if (!METHODS.includes(data.method)) {
      emit('error', {code: 2, msg: `Invalid method "${data.method}"`});
      return;
    }
    const listener = data.listener === undefined || data.listener === null ? null : data.listener;

    if (data.method === 'addEventListener') {
      const ids = listeners.get(data.value) || [];
      if (!ids.includes(listener)) ids.push(listener);
      listeners.set(data.value, ids);
      if (data.value === 'ready' && isReady) ready();
      if (data.value === 'error' && restriction) send('error', restriction.error, listener);
      return;
    }
    if (data.method === 'removeEventListener') {
      const ids = listeners.get(data.value);
      if (!ids) return;
      // With a listener id, remove only that listener; without one, remove them all (SPEC.rst).
      const kept = listener === null ? [] : ids.filter((id) => id !== listener);
      if (kept.length === 0) listeners.delete(data.value);
      else listeners.set(data.value, kept);
      return;
    }

    const handler = handlers.get(data.method);
    if (!handler) {
      emit('error', {code: 3, msg: `Method not supported "${data.method}"`});
      return;
    }
    if (data.method.startsWith('get')) send(data.method, handler(), listener);
    else handler(data.value);
  }

  if (inFrame) window.addEventListener('message', receive);

  // ------------------------------------------------------------------------------------------
  // The video
  // ------------------------------------------------------------------------------------------

  const root = document.querySelector('.player');
  const video = document.getElementById('video');
  const chapterLabel = document.getElementById('chapter');

  function timing() {
    return {seconds: video.currentTime, duration: Number.isFinite(video.duration) ? video.duration : 0};
  }

  function play() {
    if (restriction) {
      emit('error', restriction.error);
      return;
    }
    const attempt = video.play();
    if (attempt) {
      attempt.catch((error) => {
        // AbortError: a pause() or a new source interrupted play(); not a failure.
        if (error && error.name === 'NotAllowedError') {
          emit('error', {code: -1, msg: 'The browser blocked playback until the viewer interacts with the page.'});
        }
      });
    }
  }

  handlers.set('play', play);
  handlers.set('pause', () => video.pause());
  handlers.set('getPaused', () => video.paused);
  handlers.set('mute', () => {
    video.muted = true;
  });
  handlers.set('unmute', () => {
    video.muted = false;
  });
  handlers.set('getMuted', () => video.muted);
  handlers.set('setVolume', (value) => {
    const volume = Number(value);
    if (Number.isFinite(volume)) video.volume = Math.min(100, Math.max(0, volume)) / 100;
  });
  handlers.set('getVolume', () => Math.round(video.volume * 10000) / 100);
  handlers.set('getDuration', () => timing().duration);
  handlers.set('setCurrentTime', (value) => {
    const seconds = Number(value);
    if (restriction || !Number.isFinite(seconds)) return;
    video.currentTime = Math.max(0, Number.isFinite(video.duration) ? Math.min(seconds, video.duration) : seconds);
  });
  handlers.set('getCurrentTime', () => video.currentTime);
  handlers.set('setLoop', (value) => {
    video.loop = value === true || value === 'true' || value === 1;
  });
  handlers.set('getLoop', () => video.loop);

  video.addEventListener('play', () => emit('play'));
  video.addEventListener('pause', () => emit('pause'));
  video.addEventListener('ended', () => emit('ended'));
  video.addEventListener('timeupdate', () => emit('timeupdate', timing()));
  video.addEventListener('seeked', () => emit('seeked', timing()));
  /** No file could be played (none of a type the browser plays, or none found), or the one chosen failed. */
  function failed(unsupported) {
    const msg = unsupported ? "This video can't be played in this browser." : 'The video could not be loaded.';
    emit('error', {code: unsupported ? 1 : -1, msg});
    // A missing file also reports "not supported": say both causes, and what to try.
    showMessage(
      UNAVAILABLE,
      'It could not be loaded or played here. Check your connection and reload the page, or try another browser.',
    );
  }

  video.addEventListener('error', () =>
    failed(video.error && video.error.code === video.error.MEDIA_ERR_SRC_NOT_SUPPORTED),
  );

  /**
   * The video's files as <source> elements, one per format, before its tracks (as HTML orders them). A
   * browser that cannot use a source skips to the next; an error at the last means none could be used.
   */
  function offerSources(stem, withSound) {
    const firstTrack = video.querySelector('track');
    const sources = FORMATS.map((format) => {
      const source = document.createElement('source');
      const codecs = withSound ? `${format.video}, ${format.audio}` : format.video;
      source.src = `${stem}.${format.extension}`;
      source.type = `${format.container}; codecs="${codecs}"`;
      video.insertBefore(source, firstTrack);
      return source;
    });
    sources[sources.length - 1].addEventListener('error', () => failed(true));
  }

  /** Captions: the language asked for is shown, every other caption track is off. */
  function applyCaptions() {
    for (const track of video.textTracks) {
      if (track.kind === 'captions' || track.kind === 'subtitles') {
        track.mode = options.captions && track.language === options.captions ? 'showing' : 'disabled';
      }
    }
  }

  /** Chapters: the current chapter's title is shown in the corner ("Chapter 2 of 3: …"). */
  function watchChapters() {
    const track = Array.from(video.textTracks).find((t) => t.kind === 'chapters');
    if (!track) return;
    track.mode = 'hidden';
    // Where one chapter ends the next begins, so two cues can be active at once: the chapter being
    // played is the active one that began last.
    track.addEventListener('cuechange', () => {
      const active = Array.from(track.activeCues || []);
      const cue = active.reduce((latest, next) => (next.startTime > latest.startTime ? next : latest), active[0]);
      if (!cue) {
        chapterLabel.hidden = true;
        return;
      }
      const cues = Array.from(track.cues || []);
      chapterLabel.textContent = `Chapter ${cues.indexOf(cue) + 1} of ${cues.length}: ${cue.text}`;
      chapterLabel.hidden = false;
    });
  }

  /** Replaces the video with a message the viewer can read: why it cannot play, and what to do. */
  function showMessage(title, reason) {
    root.dataset.state = 'blocked';
    document.getElementById('blocked-title').textContent = title;
    const line = document.getElementById('blocked-reason');
    line.textContent = reason;
    line.hidden = !reason;
    document.getElementById('blocked').hidden = false;
    document.title = `${title} – Vidcove reference player`;
    video.removeAttribute('controls');
  }

  function showBlocked() {
    showMessage(BLOCKED_MESSAGE, restriction.reason);
    ready();
  }

  /**
   * `walkthrough=`: the walkthrough's video, captions, chapters and poster replace the test pattern's.
   * Returns false (and says why) when the parameter names no possible walkthrough.
   */
  function useWalkthrough() {
    if (options.walkthrough === null) return true;
    if (!WALKTHROUGH_ID.test(options.walkthrough)) {
      showMessage(UNAVAILABLE, 'The address does not name a video. Open the video again from its article.');
      return false;
    }
    const base = `../media/walkthroughs/${options.walkthrough}`;
    const title = options.title || 'Vidcove walkthrough';
    for (const track of video.querySelectorAll('track')) track.remove();
    const tracks = [
      {kind: 'captions', src: `${base}.en.vtt`, srclang: 'en', label: 'English'},
      {kind: 'chapters', src: `${base}.chapters.vtt`, srclang: 'en', label: 'Chapters'},
    ];
    for (const attributes of tracks) {
      const track = document.createElement('track');
      Object.assign(track, attributes);
      video.append(track);
    }
    video.dataset.media = base;
    video.dataset.sound = 'false';
    video.poster = `${base}.webp`;
    video.setAttribute('aria-label', title);
    document.querySelector('.player__title').textContent = title;
    document.title = `${title} – Vidcove reference player`;
    return true;
  }

  function start() {
    if (restriction) {
      showBlocked();
      return;
    }
    if (!useWalkthrough()) {
      ready();
      return;
    }
    video.muted = options.muted;
    video.loop = options.loop;
    applyCaptions();
    watchChapters();

    video.addEventListener(
      'loadedmetadata',
      () => {
        const finish = () => {
          root.dataset.state = 'ready';
          ready();
          if (options.autoplay) {
            const attempt = video.play();
            // Autoplay with sound is refused by browsers until the viewer interacts: stay paused.
            if (attempt) attempt.catch(() => undefined);
          }
        };
        if (options.start !== null && options.start > 0) {
          video.addEventListener('seeked', finish, {once: true});
          video.currentTime = Math.min(options.start, video.duration);
        } else {
          finish();
        }
      },
      {once: true},
    );
    offerSources(video.dataset.media, video.dataset.sound === 'true');
  }

  start();
})();
