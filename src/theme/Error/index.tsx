// Replaces the core's outer crash fallback (shown when an error escapes the layout): it drew its own unstyled page with a grey browser button; this one shows the theme's crash fallback, the same as inside the layout.
import type {ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Head from '@docusaurus/Head';
import {RouteContextProvider} from '@site/src/internals/docusaurus-core';
import type {Props} from '@theme/Error';
import ErrorPageContent from '@theme/ErrorPageContent';
import Layout from '@theme/Layout';

/** The layout needs a route context; a crashed route has none (as in the core's fallback). */
const errorRoute = {plugin: {name: 'docusaurus-core-error-boundary', id: 'default'}};

export default function Error({error, tryAgain}: Props): ReactNode {
  return (
    <RouteContextProvider value={errorRoute}>
      {/* If the layout itself throws, the fallback shows without it (still styled by the site's stylesheet). */}
      <ErrorBoundary fallback={() => <ErrorPageContent error={error} tryAgain={tryAgain} />}>
        <Head>
          <title>Page Error</title>
        </Head>
        <Layout>
          <ErrorPageContent error={error} tryAgain={tryAgain} />
        </Layout>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
