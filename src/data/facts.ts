/**
 * The Vidcove facts sheet: the one source of every number, limit, label, URL and list an article states,
 * split into one module per section (./facts/) so that a page bundles only what it renders. Change a value
 * here, never in an article; spell UI labels as the web app shows them (British English), menu paths with
 * ` > `; build URLs from Vidcove's identity (src/data/product.ts), never type a host (tests/identity.test.ts).
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
