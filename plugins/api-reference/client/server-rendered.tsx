/**
 * Stands in for `@docusaurus/BrowserOnly` inside three openapi theme components (ParamsDetails,
 * RequestSchema, ResponseSchema; ../index.ts swaps it in for their imports only), which would otherwise
 * leave a loading placeholder in the page's HTML where the parameters, request bodies and responses go.
 * Here they render on the server as in the browser. They are safe to: they read nothing but the
 * operation's store, which the server rendering has too (./store.ts).
 */
import type {ReactNode} from 'react';

export default function ServerRendered({children}: {children?: () => ReactNode; fallback?: ReactNode}): ReactNode {
  return children?.() ?? null;
}
