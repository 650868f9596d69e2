import type {Footer} from '@docusaurus/theme-common';
import {marketing, product} from '../src/data/product';

/** Footer: the spec's four marketing columns plus the sign-in link to the web app. */
export const footer = {
  style: 'dark',
  links: [
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
  ],
  copyright: `Copyright © 2025 ${product.legalName}.`,
} satisfies Footer;
