// Wraps the code block so the syntax highlighter (Prism) loads only when a reader reaches for the code.
import {lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import type {Props} from '@theme/CodeBlock';

/** The highlighter for code given as elements, which the server streams into the page once highlighted. */
const LazyHighlighted = lazy(() => import('./Highlighted'));

/**
 * On the server, the highlighter itself: code given as text is rendered highlighted and in place (lazily,
 * React's server renderer would send it twice, plain where it stands and highlighted at the end of the
 * page for a script to move in). ../../index.ts sets PERFORMANCE_SERVER_BUNDLE for each bundle, so this
 * `require` is not even in the browser's.
 */
const ServerHighlighted: ComponentType<Props> | undefined =
  process.env.PERFORMANCE_SERVER_BUNDLE === 'true'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
      (require('./Highlighted') as typeof import('./Highlighted')).default
    : undefined;

/** In the browser: the highlighter once loaded, loaded once for every block. */
let highlighter: ComponentType<Props> | null = null;
let loading: Promise<ComponentType<Props>> | null = null;
function loadHighlighter(): Promise<ComponentType<Props>> {
  loading ??= import('./Highlighted').then(
    (module) => (highlighter = module.default),
    (error: unknown) => {
      loading = null; // A later reach may try again (the network may be back).
      throw error;
    },
  );
  return loading;
}

/** The code as text, for elements (`<CodeBlock><span>…</span></CodeBlock>`) as well as strings. */
function plainText(children: ReactNode): string {
  if (typeof children === 'string' || typeof children === 'number') return String(children);
  if (Array.isArray(children)) return children.map(plainText).join('');
  return '';
}

/** A short, stable name for a code block, the same on the server and in the browser. */
function codeKey({language, title, children}: Props): string {
  let hash = 5381;
  for (const char of `${language ?? ''}\n${String(title ?? '')}\n${plainText(children)}`) {
    hash = (hash * 33) ^ char.charCodeAt(0);
  }
  return (hash >>> 0).toString(36);
}

/** The server-rendered (already highlighted) markup of the code block named `key`, while hydrating. */
function serverRendered(key: string): string | null {
  if (typeof document === 'undefined' || document.documentElement.dataset.hasHydrated === 'true') return null;
  return document.querySelector(`[data-code-block="${key}"]`)?.innerHTML ?? null;
}

/** After a client-side navigation, the code unhighlighted for the moment the highlighter loads. */
function PlainCode({children}: Props) {
  return (
    <pre tabIndex={0}>
      <code>{plainText(children)}</code>
    </pre>
  );
}

/** What a reader does when about to use a code block: point at it, touch it, or move the keyboard focus into it. */
const REACH_EVENTS = ['pointerenter', 'touchstart', 'focusin'] as const;

/**
 * The highlighter, once the reader has reached for the block (at once when there is no `frozen` markup to
 * keep); `ref` goes on the block's element. The focus stays on the code when the block is replaced.
 */
function useHighlighterOnReach(frozen: string | null, streamed: boolean) {
  const [reached, setReached] = useState(frozen === null);
  const [Highlighter, setHighlighter] = useState<ComponentType<Props> | null>(() => highlighter);
  const ref = useRef<HTMLDivElement>(null);
  const focusCode = useRef(false);

  useEffect(() => {
    const element = ref.current;
    if (reached || !element) return undefined;
    const reach = () => {
      focusCode.current = element.contains(document.activeElement);
      setReached(true);
    };
    for (const type of REACH_EVENTS) element.addEventListener(type, reach, {passive: true});
    return () => {
      for (const type of REACH_EVENTS) element.removeEventListener(type, reach);
    };
  }, [reached]);

  useEffect(() => {
    if (!reached || Highlighter || streamed) return undefined;
    let current = true;
    loadHighlighter().then(
      (component) => current && setHighlighter(() => component),
      // Offline or failed: the code stays readable as it is (without the buttons); the next reach tries again.
      () => current && frozen !== null && setReached(false),
    );
    return () => {
      current = false;
    };
  }, [reached, Highlighter, frozen, streamed]);

  useIsomorphicLayoutEffect(() => {
    if (!Highlighter || !focusCode.current) return;
    focusCode.current = false;
    ref.current?.querySelector<HTMLElement>('pre')?.focus();
  }, [Highlighter]);

  return {ref, reached, Highlighter};
}

/**
 * On a first visit the server-rendered code block is already highlighted; the highlighter only adds the
 * buttons (copy, wrap), which show when the pointer is over the block or the keyboard focus is in it. So the
 * block stays that markup until the reader reaches for it (pointer, touch, focus), and a reader who only
 * reads the code never downloads Prism, however much code is in view. If the focus was in the block, it
 * stays on the code when the block is replaced. After a client-side navigation there is no such markup and
 * the highlighter loads at once.
 */
export default function CodeBlock(props: Props) {
  const key = codeKey(props);
  // Only code given as text has a reliable name; code given as elements is highlighted at once.
  const [frozen] = useState(() => (plainText(props.children) === '' ? null : serverRendered(key)));
  // Rendered on the server, or hydrated without markup to keep: the highlighted block, streamed when ready.
  const [streamed] = useState(
    () =>
      frozen === null && (typeof document === 'undefined' || document.documentElement.dataset.hasHydrated !== 'true'),
  );
  const {ref, reached, Highlighter} = useHighlighterOnReach(frozen, streamed);

  const unhighlighted = frozen !== null ? <div dangerouslySetInnerHTML={{__html: frozen}} /> : <PlainCode {...props} />;
  if (ServerHighlighted && plainText(props.children) !== '') {
    // What the browser keeps as it is while hydrating (`frozen`).
    return (
      <div data-code-block={key}>
        <ServerHighlighted {...props} />
      </div>
    );
  }
  if (streamed) {
    // Code given as elements: the server streams the highlighted block into the page; hydrated the same way.
    return (
      <div data-code-block={key}>
        <Suspense fallback={<PlainCode {...props} />}>
          <LazyHighlighted {...props} />
        </Suspense>
      </div>
    );
  }
  if (reached && Highlighter) {
    // If the highlighter fails on this code, it stays readable as it is rather than taking the page down.
    return (
      <div ref={ref} data-code-block={key}>
        <ErrorBoundary fallback={() => unhighlighted}>
          <Highlighter {...props} />
        </ErrorBoundary>
      </div>
    );
  }
  if (frozen !== null) {
    // The same markup as the server sent: React leaves it as it is.
    return <div ref={ref} data-code-block={key} dangerouslySetInnerHTML={{__html: frozen}} suppressHydrationWarning />;
  }
  return (
    <div ref={ref} data-code-block={key}>
      <PlainCode {...props} />
    </div>
  );
}
