/**
 * A part of a page left as the server rendered it, not hydrated, until the reader reaches for it: an
 * API operation's content (plugins/api-reference/client/static-content.tsx) and a developer sample's
 * live demos (src/components/PlayerSample/LiveDemos.tsx). While hydrating, an element given
 * `dangerouslySetInnerHTML` keeps the children the server gave it: React neither hydrates nor replaces
 * them, and `suppressHydrationWarning` says the difference is meant.
 */
import {useState} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * Spread on the element that keeps its server HTML. One object for every render: React replaces an
 * element's inner HTML whenever the value of `dangerouslySetInnerHTML` changes.
 */
export const KEEP_SERVER_HTML = {dangerouslySetInnerHTML: {__html: ''}, suppressHydrationWarning: true} as const;

/**
 * Whether the component came with server HTML: true on the server (which writes it) and while a page
 * load hydrates; false after a client-side navigation, where there is none. Fixed for the component's life.
 */
export function useWithServerHtml(): boolean {
  const [withServerHtml] = useState(!useIsBrowser());
  return withServerHtml;
}
