/**
 * Stands in for the openapi theme's Markdown renderer in its request body form (ApiExplorer/Body; ../index.ts
 * swaps it in for that import alone), which uses it for an example's summary: plain text by the OpenAPI
 * specification, so a paragraph says it all, without react-markdown and its plugins in the request panel's
 * chunk. The page's content keeps the full renderer for descriptions.
 */
import type {ReactNode} from 'react';

export default function ExampleSummary({children}: {children?: ReactNode}): ReactNode {
  return <p>{children}</p>;
}
