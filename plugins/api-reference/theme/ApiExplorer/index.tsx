// Wraps the openapi theme's request panel to load it (Postman SDK, forms, code samples) in its own chunk after the page renders.
import {lazy, Suspense, type ComponentProps} from 'react';

// Its code samples highlight PHP, Python and shell: register Prism's extra languages with it.
const ApiExplorer = lazy(() =>
  Promise.all([import('@theme-init/ApiExplorer'), import('@site/src/prism/register-languages')]).then(
    ([explorer]) => explorer,
  ),
);

/** The same placeholder the theme shows while the panel's code loads (`@theme/SkeletonLoader`). */
function Placeholder() {
  return <div className="openapi-skeleton lg" role="status" aria-label="Loading the request panel" />;
}

export default function LazyApiExplorer(props: ComponentProps<typeof ApiExplorer>) {
  return (
    <Suspense fallback={<Placeholder />}>
      <ApiExplorer {...props} />
    </Suspense>
  );
}
