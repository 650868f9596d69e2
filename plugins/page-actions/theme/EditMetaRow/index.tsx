// Wrapped (the upstream row renders in client/FooterWidgets) so that Edit this page, Last updated and "Was this
// page helpful?" load, code and all, only when the reader nears the end of the page: others download none of it.
import {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import type {Props} from '@theme/EditMetaRow';

const FooterWidgets = lazy(() => import('../../client/FooterWidgets'));

export default function DeferredEditMetaRow(props: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '400px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={ref}>
      {near && (
        <Suspense fallback={null}>
          <FooterWidgets {...props} />
        </Suspense>
      )}
    </div>
  );
}
