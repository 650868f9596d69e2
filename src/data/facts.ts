/**
 * The Vidcove facts sheet: the single source of truth for every number, limit, label, URL and
 * list that a help article states. Writers read it before writing; MDX articles render values
 * from it, for example `import {limits} from '@site/src/data/facts';` then `{limits.maxUploadSizeGb}`.
 *
 * Rules for editors of this file:
 * - Change a value here, never in an article. Articles that render it update on the next build.
 * - UI labels are spelt exactly as the web app shows them. The app itself uses British English
 *   ("Accent colour"), so labels and prose agree.
 * - Menu paths use ` > ` between steps, as in `Media > Upload`.
 * - Host names, product names and the site's own addresses come from Vidcove's identity
 *   (`src/data/product.ts`): build URLs from `domains` and `product`, never type a host here
 *   (`tests/identity.test.ts` fails if one is typed outside the identity).
 *
 * The sheet is split into one module per section (src/data/facts/), re-exported here, so that a
 * page bundles only the sections it renders.
 */

export * from './facts/plans';
export * from './facts/product';
export * from './facts/roles';
export * from './facts/limits';
export * from './facts/formats';
export * from './facts/live';
export * from './facts/ui';
export * from './facts/integrations';
export * from './facts/sso';
export * from './facts/identifiers';
export * from './facts/urls';
export * from './facts/players';
export * from './facts/restrictions';
export * from './facts/support';
export * from './facts/browsers';
export * from './facts/events';
export * from './facts/analytics';
export * from './facts/api';
export * from './facts/thirdParty';
export * from './facts/sites';

/** Every top-level export, for tooling that lists the sheet's sections. */
export type FactsSection =
  | 'domains'
  | 'product'
  | 'plans'
  | 'billing'
  | 'trial'
  | 'roles'
  | 'limits'
  | 'formats'
  | 'live'
  | 'ui'
  | 'integrations'
  | 'sso'
  | 'mfa'
  | 'identifiers'
  | 'urls'
  | 'players'
  | 'restrictions'
  | 'support'
  | 'browsers'
  | 'events'
  | 'analytics'
  | 'api'
  | 'thirdParty'
  | 'siteHtml';
