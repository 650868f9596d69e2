/**
 * The live demos as the sample pages import them, loaded in the browser only when a demo nears the viewport
 * or the reader reaches for it (src/client/reach.ts): a reader of the explanation alone, or a page that
 * prefetches a sample page, downloads no demo code, Player.js or test video. Until then the server's HTML of
 * the demo stays, inert and not hydrated, at the live demo's size, so nothing below moves when it takes its
 * place; a button over it loads it at once (a screen reader's browse mode). A failed load shows Retry.
 */
import {useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useReached} from '@site/src/client/reach';
import {KEEP_SERVER_HTML, useWithServerHtml} from '@site/src/client/server-html';
import {lazyWithRetry} from '@site/src/components/LoadFailure/lazyWithRetry';
import styles from './loading.module.css';

/** Half a screen below the viewport: the demo has loaded by the time a reader scrolling down gets to it. */
const NEAR = '0px 0px 50% 0px';

type DemoModule<P> = {default: ComponentType<P>};

/**
 * The demos in the server bundle only (`PERFORMANCE_SERVER_BUNDLE`, set by plugins/performance for each
 * bundle), where they render at once into the page's HTML: a lazy component would make React's server
 * renderer stream them after the page instead. The browser bundle does not even contain this `require`.
 */
const server: typeof import('./demos/server') | undefined =
  process.env.PERFORMANCE_SERVER_BUNDLE === 'true'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
      require('./demos/server')
    : undefined;

function Overlay({onOpen}: {onOpen: () => void}): ReactNode {
  return (
    <div className={styles.overlay}>
      <button type="button" className={`button button--primary ${styles.withScript}`} onClick={onOpen}>
        Load the live demo
      </button>
      <span className={styles.withoutScript}>The live demo runs in your browser: turn on JavaScript to try it.</span>
    </div>
  );
}

function Loading(): ReactNode {
  return (
    <div className={styles.loading}>
      <span role="status">Loading the live demo…</span>
    </div>
  );
}

/** A live demo: `load` is its code for the browser; `onServer` the same demo in the server bundle. */
function lazyDemo<P extends object>(
  load: () => Promise<DemoModule<P>>,
  onServer: ComponentType<P> | undefined,
): ComponentType<P> {
  // Once loaded, the demo renders directly: a lazy component mounting would show its fallback first,
  // transition or not, and the page would jump twice. lazyWithRetry is for a load that failed: it shows
  // the error, with a Retry that loads the code again.
  let loaded: ComponentType<P> | undefined;
  const Retryable = lazyWithRetry(load, {what: 'the live demo', fallback: <Loading />});
  function LiveDemo(props: P): ReactNode {
    const box = useRef<HTMLDivElement>(null);
    const fromServer = useWithServerHtml();
    const [near, open] = useReached(box, box, {inView: true, margin: NEAR});
    const [live, setLive] = useState(false);
    useEffect(() => {
      if (!near) return;
      // A failed load goes live too: Retryable shows the error, with Retry.
      load().then(
        (module) => {
          loaded = module.default;
          setLive(true);
        },
        () => setLive(true),
      );
    }, [near]);

    let content: ReactNode;
    if (live) {
      const Demo = loaded ?? Retryable;
      content = <Demo {...props} />;
    } else if (!ExecutionEnvironment.canUseDOM && onServer) {
      const Demo = onServer;
      content = (
        <div className={styles.shell} inert>
          <Demo {...props} />
        </div>
      );
    } else if (fromServer) {
      content = <div className={styles.shell} inert {...KEEP_SERVER_HTML} />;
    } else content = <div className={styles.shell} inert />;
    return (
      <div ref={box} tabIndex={-1} className={styles.box}>
        {content}
        {live ? null : <Overlay onOpen={open} />}
      </div>
    );
  }
  return LiveDemo;
}

export const FixedIframeDemo = lazyDemo(() => import('./demos/FixedIframeDemo'), server?.FixedIframeDemo);
export const ResponsiveDemo = lazyDemo(() => import('./demos/ResponsiveDemo'), server?.ResponsiveDemo);
export const ScriptDemo = lazyDemo(() => import('./demos/ScriptDemo'), server?.ScriptDemo);
export const ApiEmbedDemo = lazyDemo(() => import('./demos/ApiEmbedDemo'), server?.ApiEmbedDemo);
export const StartParamDemo = lazyDemo(() => import('./demos/StartParamDemo'), server?.StartParamDemo);
export const StartApiDemo = lazyDemo(() => import('./demos/StartApiDemo'), server?.StartApiDemo);
export const ChapterCheckDemo = lazyDemo(() => import('./demos/ChapterCheckDemo'), server?.ChapterCheckDemo);
export const RestrictionsDemo = lazyDemo(() => import('./demos/RestrictionsDemo'), server?.RestrictionsDemo);
export const FeaturesDemo = lazyDemo(() => import('./demos/FeaturesDemo'), server?.FeaturesDemo);
