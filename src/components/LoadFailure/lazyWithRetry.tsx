/**
 * React.lazy with the spec's failure state. React.lazy remembers a failed import for good, so a
 * component whose chunk failed to load (a dropped connection, a deploy that removed the old chunk)
 * would stay broken, and its error would crash the whole page. Here the failure shows LoadFailure
 * (the error text and Retry) in place of the component, and Retry imports the chunk again.
 */
import {lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import LoadFailure, {errorText} from './index';

interface Options {
  /** What the component is, for the failure title: "the live demo". */
  readonly what: string;
  /** Shown while the code loads. */
  readonly fallback: ReactNode;
}

export function lazyWithRetry<P extends object>(
  load: () => Promise<{default: ComponentType<P>}>,
  {what, fallback}: Options,
): ComponentType<P> {
  // Shared by every instance; a retry starts a new import for the instance that failed.
  const shared = lazy(load);
  function Retryable(props: P): ReactNode {
    const [attempt, setAttempt] = useState(0);
    const Component = useMemo(() => (attempt === 0 ? shared : lazy(load)), [attempt]);
    return (
      <ErrorBoundary
        key={attempt}
        fallback={({error}) => (
          <LoadFailure
            title={`${what.charAt(0).toUpperCase()}${what.slice(1)} could not be loaded.`}
            message={errorText(error)}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        )}
      >
        <Suspense fallback={fallback}>
          <Component {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return Retryable;
}
