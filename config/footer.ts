import type {Footer} from '@docusaurus/theme-common';
import {marketing, product} from '../src/data/product';

/** The spec's four marketing columns plus the sign-in link to the web app. */
const columns = [
  {
    title: 'Features',
    items: [
      {label: 'Video hosting', href: marketing('/features/video-hosting')},
      {label: 'Live streaming', href: marketing('/features/live-streaming')},
      {label: 'Video players', href: marketing('/features/players')},
      {label: 'Analytics', href: marketing('/features/analytics')},
      {label: 'Security', href: marketing('/features/security')},
    ],
  },
  {
    title: 'Solutions',
    items: [
      {label: 'Learning and training', href: marketing('/solutions/learning')},
      {label: 'Internal communications', href: marketing('/solutions/internal-communications')},
      {label: 'Marketing', href: marketing('/solutions/marketing')},
      {label: 'Virtual events', href: marketing('/solutions/events')},
    ],
  },
  {
    title: 'Services',
    items: [
      {label: 'Onboarding', href: marketing('/services/onboarding')},
      {label: 'Migration', href: marketing('/services/migration')},
      {label: 'Event production', href: marketing('/services/event-production')},
      {label: 'Premium support', href: marketing('/services/premium-support')},
    ],
  },
  {
    title: 'Resources',
    items: [
      {label: 'Blog', href: product.blogUrl},
      {label: 'Customer stories', href: marketing('/customers')},
      {label: 'Webinars', href: marketing('/webinars')},
      {label: `Log in to ${product.name}`, href: product.loginUrl},
    ],
  },
] satisfies Footer['links'];

/**
 * Each column takes a fixed share of Infima's 12-column row (`col--3` for four), not a share of the
 * columns parsed so far: a page arriving in pieces would otherwise paint three wide columns and squeeze
 * them when the fourth arrives, a layout shift readers see on short pages (e2e/partial-delivery.spec.ts).
 * Below 997px Infima stacks every `.col` full width.
 */
const GRID_COLUMNS = 12;
if (GRID_COLUMNS % columns.length !== 0) {
  throw new Error(`config/footer.ts: ${columns.length} footer columns do not divide a ${GRID_COLUMNS}-column row`);
}
const share = `col--${GRID_COLUMNS / columns.length}`;

/** Footer: the marketing columns, each a fixed share of the row, and the copyright line. */
export const footer = {
  style: 'dark',
  links: columns.map((column) => ({...column, className: share})),
  copyright: `Copyright © 2025 ${product.legalName}.`,
} satisfies Footer;
