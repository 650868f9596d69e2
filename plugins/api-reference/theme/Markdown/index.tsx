// Replaced: the openapi theme renders the OpenAPI document's text with rehype-raw, and an admonition's text through innerHTML, so HTML in a document fetched from another host would run in the reader's browser; this renders the same Markdown without raw HTML (../../client/safe-markdown.tsx).
import type {ReactNode} from 'react';
import PanelCode from '../../client/panel-code';
import SafeMarkdown from '../../client/safe-markdown';

export default function Markdown({children}: {children?: string}): ReactNode {
  return <SafeMarkdown Code={PanelCode}>{children}</SafeMarkdown>;
}
