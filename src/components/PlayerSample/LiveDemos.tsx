/**
 * The live demos as the sample pages import them. Each demo is loaded lazily, in the browser only:
 * the page's own chunk then holds just its text, so pages that prefetch a sample page (for example
 * from the sidebar) do not download demo code, and only the page on screen loads its demo and
 * Player.js. A demo whose code fails to load shows the error with a Retry button.
 */
import type {ComponentType, ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import {lazyWithRetry} from '@site/src/components/LoadFailure/lazyWithRetry';
import styles from './loading.module.css';

function Loading(): ReactNode {
  return (
    <div className={styles.loading} role="status">
      Loading the live demo…
    </div>
  );
}

function lazyDemo<P extends object>(load: () => Promise<{default: ComponentType<P>}>): ComponentType<P> {
  // If the demo's code cannot be loaded, the reader gets the error and a Retry button.
  const Demo = lazyWithRetry(load, {what: 'the live demo', fallback: <Loading />});
  function LiveDemo(props: P): ReactNode {
    return <BrowserOnly fallback={<Loading />}>{() => <Demo {...props} />}</BrowserOnly>;
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
