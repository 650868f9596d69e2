import {useEffect, useRef} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {Demo, EventLog, PlayerStatusLine, loadPlayerJs, useEventLog, usePlayerJs} from '..';
import {EXAMPLE_MEDIA_ID} from '../constants';
import {REFERENCE_EMBED_SCRIPT_PATH} from '../reference-player';

declare global {
  interface Window {
    vidcoveEmbed?: {scan(root?: ParentNode): void};
  }
}

interface EmbedEventDetail {
  readonly iframe: HTMLIFrameElement;
  readonly mediaId: string;
}

let loader: Promise<void> | undefined;

/** Adds the embed loader's script tag once per page load; later demos ask it to scan again. */
function loadEmbedScript(src: string): Promise<void> {
  loader ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loader = undefined;
      reject(new Error(`${src} did not load`));
    };
    document.body.appendChild(script);
  });
  return loader;
}

/**
 * The script embed: placeholders with data attributes, turned into players by the embed loader
 * (the help centre's copy at /embed/embed.js). One placeholder is valid; the other has a mistyped
 * media ID, to show the message the loader writes instead of a player.
 */
export default function ScriptDemo() {
  const {entries, add, clear} = useEventLog();
  const handle = usePlayerJs((player) => add('ready', {methods: player.methods.length, events: player.events.length}));
  const container = useRef<HTMLDivElement>(null);
  const scriptSrc = useBaseUrl(REFERENCE_EMBED_SCRIPT_PATH);
  const {iframeRef} = handle;

  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    const onEmbed = (event: Event) => {
      const {iframe, mediaId} = (event as CustomEvent<EmbedEventDetail>).detail;
      add('vidcove:embed', {mediaId});
      iframeRef(iframe);
    };
    root.addEventListener('vidcove:embed', onEmbed);
    let cancelled = false;
    // Player.js must be listening before the new iframe reports ready, so it loads first.
    loadPlayerJs()
      .then(() => loadEmbedScript(scriptSrc))
      .then(() => {
        if (!cancelled) window.vidcoveEmbed?.scan(root);
      })
      .catch((error: unknown) => add('problem', error instanceof Error ? error.message : String(error)));
    return () => {
      cancelled = true;
      root.removeEventListener('vidcove:embed', onEmbed);
      iframeRef(null);
    };
  }, [add, iframeRef, scriptSrc]);

  return (
    <Demo label="Two placeholders handed to the embed loader">
      <div ref={container}>
        <div data-vidcove-media={EXAMPLE_MEDIA_ID} data-title="Vidcove test pattern" data-captions="en" />
        <p>And a placeholder whose media ID has a typing mistake:</p>
        <div data-vidcove-media="K7D2-M9X4" data-title="Mistyped example" />
      </div>
      <PlayerStatusLine status={handle.status} />
      <EventLog entries={entries} onClear={clear} />
    </Demo>
  );
}
