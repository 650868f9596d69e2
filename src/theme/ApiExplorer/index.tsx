// Wraps the openapi theme's request panel to load it (Postman SDK, forms, code samples) in its own chunk after the page renders.
import type {ComponentProps} from 'react';
// Type only: the panel's code stays in its own chunk.
import type OriginalApiExplorer from '@theme-original/ApiExplorer';
import {lazyWithRetry} from '@site/src/components/LoadFailure/lazyWithRetry';

/** The same placeholder the theme shows while the panel's code loads (`@theme/SkeletonLoader`). */
function Placeholder() {
  return <div className="openapi-skeleton lg" role="status" aria-label="Loading the request panel" />;
}

// Its code samples highlight PHP, Python and shell: register Prism's extra languages with it. If the
// panel's code cannot be loaded, the reader gets the error and a Retry button.
const ApiExplorer = lazyWithRetry<ComponentProps<typeof OriginalApiExplorer>>(
  () =>
    Promise.all([import('@theme-original/ApiExplorer'), import('@site/plugins/performance/prism-languages')]).then(
      ([explorer]) => explorer,
    ),
  {what: 'the request panel', fallback: <Placeholder />},
);

export default function LazyApiExplorer(props: ComponentProps<typeof OriginalApiExplorer>) {
  return <ApiExplorer {...props} />;
}
