/**
 * The live demos as the sample pages import them. A demo is loaded in the browser only, when it comes
 * within half a screen of the viewport or the reader reaches for it (src/client/reach.ts): its code,
 * Player.js, the reference player and its test video (the heaviest part of a sample page) are not
 * downloaded by a reader who reads only the explanation above it. The page's own chunk holds just its
 * text, so pages that prefetch a sample page (for example from the sidebar) do not download demo code
 * either. A demo whose code fails to load shows the error with a Retry button.
 */
import {useRef, type ComponentType, type ReactNode} from 'react';
import {useReached} from '@site/src/client/reach';
import {lazyWithRetry} from '@site/src/components/LoadFailure/lazyWithRetry';
import styles from './loading.module.css';

/** Half a screen below the viewport: the demo has loaded by the time a reader scrolling down gets to it. */
const NEAR = '0px 0px 50% 0px';

function Placeholder({onOpen}: {onOpen?: () => void}): ReactNode {
  return (
    <div className={styles.loading}>
      {onOpen ? (
        <>
          {/* For a reader who reaches the demo without scrolling it into view (a screen reader's browse mode). */}
          <button type="button" className={`button button--secondary ${styles.withScript}`} onClick={onOpen}>
            Load the live demo
          </button>
          <span className={styles.withoutScript}>
            The live demo runs in your browser: turn on JavaScript to try it.
          </span>
        </>
      ) : (
        <span role="status">Loading the live demo…</span>
      )}
    </div>
  );
}

function lazyDemo<P extends object>(load: () => Promise<{default: ComponentType<P>}>): ComponentType<P> {
  const Demo = lazyWithRetry(load, {what: 'the live demo', fallback: <Placeholder />});
  function LiveDemo(props: P): ReactNode {
    const box = useRef<HTMLDivElement>(null);
    const [near, open] = useReached(box, box, {inView: true, margin: NEAR});
    return (
      <div ref={box} tabIndex={-1}>
        {near ? <Demo {...props} /> : <Placeholder onOpen={open} />}
      </div>
    );
  }
  return LiveDemo;
}

export const FixedIframeDemo = lazyDemo(() => import('./demos/FixedIframeDemo'));
export const ResponsiveDemo = lazyDemo(() => import('./demos/ResponsiveDemo'));
export const ScriptDemo = lazyDemo(() => import('./demos/ScriptDemo'));
export const ApiEmbedDemo = lazyDemo(() => import('./demos/ApiEmbedDemo'));
export const StartParamDemo = lazyDemo(() => import('./demos/StartParamDemo'));
export const StartApiDemo = lazyDemo(() => import('./demos/StartApiDemo'));
export const ChapterCheckDemo = lazyDemo(() => import('./demos/ChapterCheckDemo'));
export const RestrictionsDemo = lazyDemo(() => import('./demos/RestrictionsDemo'));
export const FeaturesDemo = lazyDemo(() => import('./demos/FeaturesDemo'));
