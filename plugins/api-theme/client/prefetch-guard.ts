/** The logic of client/prefetch.ts, free of Docusaurus' generated modules so it can be unit tested. */

/** The part of `window.docusaurus` the guard wraps. */
export interface DocusaurusClientApi {
  prefetch: (routePath: string) => false | Promise<void[]>;
  preload: (routePath: string) => false | Promise<void[]>;
}

export function isApiRoute(pathname: string, routeBase: string): boolean {
  return pathname === routeBase || pathname.startsWith(`${routeBase}/`);
}

/** A copy of Docusaurus' client API whose `prefetch` skips API routes unless on an API page. */
export function guardPrefetch<T extends DocusaurusClientApi>(
  docusaurus: T,
  routeBase: string,
  currentPathname: () => string,
): T {
  return Object.freeze({
    ...docusaurus,
    prefetch: (routePath: string) =>
      isApiRoute(routePath, routeBase) && !isApiRoute(currentPathname(), routeBase)
        ? false
        : docusaurus.prefetch(routePath),
  });
}
