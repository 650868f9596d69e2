/** The logic of prefetch-on-intent.ts, free of Docusaurus' runtime so it can be unit tested. */

type RouteLoader = (routePath: string) => false | Promise<void[]>;

/** The part of `window.docusaurus` the policy wraps. */
export interface DocusaurusClientApi {
  prefetch: RouteLoader;
  preload: RouteLoader;
}

const noPrefetch: RouteLoader = () => false;

/** A copy of Docusaurus' client API whose `prefetch` (links in view) does nothing; `preload` is kept. */
export function withoutViewportPrefetch<T extends DocusaurusClientApi>(docusaurus: T): T {
  return Object.freeze({...docusaurus, prefetch: noPrefetch});
}
