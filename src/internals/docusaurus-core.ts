/**
 * @docusaurus/core's internal client modules the site uses, in one place (the package has no `exports`
 * for them): the core's own Link, which the site's `@docusaurus/Link` (plugins/new-tab-links) wraps
 * and so cannot import by that name, and the route context provider that src/theme/Error gives the
 * layout when a crashed route has none. ./docusaurus-core.test.ts fails, naming the path, when an
 * upgrade moves or renames one.
 */
export {default as CoreLink} from '@docusaurus/core/lib/client/exports/Link';
export {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';
