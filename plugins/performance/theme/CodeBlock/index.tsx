// Wraps the code block so the syntax highlighter (Prism, ~30 KB) loads only when code is about to be seen.
import {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

const Highlighted = lazy(() => import('./Highlighted'));

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

/**
 * On a first visit the server-rendered code block is already highlighted; the highlighter only
 * makes it interactive (copy, wrap). Until the block comes within 200 px of the viewport it stays
 * that server-rendered markup, so a reader who never scrolls to code never downloads Prism. After
 * a client-side navigation there is no such markup and the highlighter loads at once.
 */
export default function CodeBlock(props: Props) {
  const key = codeKey(props);
  // Only code given as text has a reliable name; code given as elements is highlighted at once.
  const [frozen] = useState(() => (plainText(props.children) === '' ? null : serverRendered(key)));
  const [near, setNear] = useState(frozen === null);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      {rootMargin: '200px 0px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  if (!near && frozen !== null) {
    // The same markup as the server sent: React leaves it as it is.
    return <div ref={ref} data-code-block={key} dangerouslySetInnerHTML={{__html: frozen}} suppressHydrationWarning />;
  }
  return (
    <div ref={ref} data-code-block={key}>
      <Suspense
        fallback={frozen !== null ? <div dangerouslySetInnerHTML={{__html: frozen}} /> : <PlainCode {...props} />}
      >
        <Highlighted {...props} />
      </Suspense>
    </div>
  );
}
