// Wraps the code block so the syntax highlighter (Prism, ~30 KB) loads only on pages that show code.
import {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

const Highlighted = lazy(() => import('./Highlighted'));

/** The code as text, for elements (`<CodeBlock><span>…</span></CodeBlock>`) as well as strings. */
function plainText(children: ReactNode): string {
  if (typeof children === 'string' || typeof children === 'number') return String(children);
  if (Array.isArray(children)) return children.map(plainText).join('');
  return '';
}

/**
 * What a reader sees for the moment the highlighter loads after a client-side navigation: the same
 * code, unhighlighted. On a first visit React keeps the server-rendered, highlighted HTML meanwhile.
 */
function PlainCode({children}: Props) {
  return (
    <pre tabIndex={0}>
      <code>{plainText(children)}</code>
    </pre>
  );
}

export default function CodeBlock(props: Props) {
  return (
    <Suspense fallback={<PlainCode {...props} />}>
      <Highlighted {...props} />
    </Suspense>
  );
}
