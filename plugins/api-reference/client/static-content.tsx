/**
 * An operation page's content stays the server's HTML, not hydrated, so that none of the openapi theme's
 * content components load on a page load. When the reader reaches for it (src/client/reach.ts), its chunk
 * (./live-content.tsx) loads and React's rendering replaces the HTML in one commit, focus and input moving
 * with it (`data-live` marks it). After a client-side navigation it renders at once. More: README.md.
 */
import {
  Suspense,
  lazy,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useReach} from '@site/src/client/reach';
import {KEEP_SERVER_HTML, useWithServerHtml} from '@site/src/client/server-html';
import type {ApiOperation} from './store';

type LiveModule = typeof import('./live-content');
type LiveComponent = keyof LiveModule;

/**
 * The server rendering has the content's components at once: a lazy component would make React's
 * server renderer stream the content after the page, hidden until a script moves it into place, which
 * leaves readers without script nothing to read. ../index.ts sets API_REFERENCE_SERVER_BUNDLE for each
 * bundle, so this `require` is not even in the browser's.
 */
let live: LiveModule | undefined =
  process.env.API_REFERENCE_SERVER_BUNDLE === 'true'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
      (require('./live-content') as LiveModule)
    : undefined;
let loading: Promise<LiveModule> | undefined;

export function loadLiveContent(): Promise<LiveModule> {
  loading ??= import('./live-content').then((module) => (live = module));
  return loading;
}

function Skeleton() {
  return <div className="openapi-skeleton sm" />;
}

/**
 * A component of the live content by name: rendered directly once its chunk is loaded (always, on the
 * server), otherwise lazily: a client-side navigation shows a placeholder meanwhile.
 */
export function deferred<K extends LiveComponent>(name: K): ComponentType<ComponentProps<LiveModule[K]>> {
  const Lazy = lazy(() => loadLiveContent().then((module) => ({default: module[name] as ComponentType<object>})));
  function Deferred(props: ComponentProps<LiveModule[K]>): ReactNode {
    const Loaded = live?.[name] as ComponentType<object> | undefined;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={<Skeleton />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  Deferred.displayName = `Deferred(${name})`;
  return Deferred;
}

const LiveProviders = deferred('LiveProviders');

/** Element indexes from `root` down to `node`. */
function pathTo(root: Element, node: Element): number[] | undefined {
  const path: number[] = [];
  for (let current: Element | null = node; current && current !== root; current = current.parentElement) {
    const parent: Element | null = current.parentElement;
    if (!parent) return undefined;
    path.unshift(Array.prototype.indexOf.call(parent.children, current));
  }
  return path;
}

function elementAt(root: Element, path: readonly number[]): HTMLElement | undefined {
  let current: Element | undefined = root;
  for (const index of path) current = current?.children[index];
  return current instanceof HTMLElement ? current : undefined;
}

export default function StaticContent({api, children}: {api: ApiOperation; children: ReactNode}): ReactNode {
  const withServerHtml = useWithServerHtml();
  const [reached, setReached] = useState(false);
  // Live at once on a client-side navigation, where there is no server HTML to keep.
  const isLive = !withServerHtml || reached;
  const container = useRef<HTMLDivElement>(null);
  const carried = useRef<{focus?: number[]; click?: number[]; key?: {path: number[]; init: KeyboardEventInit}}>({});

  const goLive = useCallback(() => {
    const root = container.current;
    const recordClick = (event: MouseEvent) => {
      if (root && event.target instanceof Element) carried.current.click = pathTo(root, event.target);
    };
    // A key the live content answers (the tabs' arrow keys, Enter): Tab has already moved focus by itself.
    const recordKey = (event: KeyboardEvent) => {
      const path = root && event.target instanceof Element ? pathTo(root, event.target) : undefined;
      if (!path || event.key === 'Tab') return;
      const {key, code, shiftKey, altKey, ctrlKey, metaKey} = event;
      carried.current.key = {
        path,
        init: {key, code, shiftKey, altKey, ctrlKey, metaKey, bubbles: true, cancelable: true},
      };
    };
    // Kept until the live content has replaced this HTML (the element goes, and its listeners with it): a click
    // or key press while React renders the live content is carried over too.
    root?.addEventListener('click', recordClick, true);
    root?.addEventListener('keydown', recordKey, true);
    void loadLiveContent().then(() => {
      if (root && document.activeElement && root.contains(document.activeElement)) {
        carried.current.focus = pathTo(root, document.activeElement);
      }
      setReached(true);
    });
  }, []);
  useReach(container, goLive, {enabled: !isLive});

  useLayoutEffect(() => {
    const root = container.current;
    if (!isLive || !root) return;
    const {focus, click, key} = carried.current;
    carried.current = {};
    if (focus) elementAt(root, focus)?.focus();
    if (click) elementAt(root, click)?.click();
    if (key) elementAt(root, key.path)?.dispatchEvent(new KeyboardEvent('keydown', key.init));
  }, [isLive]);

  if (ExecutionEnvironment.canUseDOM && !isLive) {
    // Keeps the server's HTML: React neither hydrates nor replaces an element's inner HTML it was given.
    return <div key="static" ref={container} className="api-content" {...KEEP_SERVER_HTML} />;
  }
  return (
    // Only where React renders it: the server's HTML of it is what a page load keeps, not yet live.
    <div key="live" ref={container} className="api-content" data-live={ExecutionEnvironment.canUseDOM || undefined}>
      <LiveProviders api={api}>{children}</LiveProviders>
    </div>
  );
}
