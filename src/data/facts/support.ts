// Part of the facts sheet (../facts.ts): see the rules for editors there.
import {product} from '../product';
import {type PerPlan} from './product';

// ---------------------------------------------------------------------------------------------
// Support
// ---------------------------------------------------------------------------------------------

export type Priority = 'p1' | 'p2' | 'p3' | 'p4';

export const support = {
  channels: {
    inApp: 'Help > Contact support',
    email: product.supportEmail,
    /** Enterprise only; number on the order form is the same. */
    phone: {number: '+44 20 7946 0321', plans: ['enterprise']},
    statusPage: product.statusPageUrl,
  },
  /** Who can ask support for help. */
  whoCanContact: 'Every user who can sign in to Vidcove can contact support, whatever their role, on every plan.',
  hours: {
    standard: 'Monday to Friday, 08:00–18:00 UK time, except UK bank holidays',
    enterpriseP1: '24 hours a day, 7 days a week, for P1 incidents (by phone)',
  },
  priorities: {
    p1: {name: 'P1 – Critical', meaning: 'Vidcove is unavailable, or a live event in progress is failing.'},
    p2: {name: 'P2 – High', meaning: 'A major feature is not working and there is no workaround.'},
    p3: {name: 'P3 – Normal', meaning: 'A feature is not working as expected, but a workaround exists.'},
    p4: {name: 'P4 – Low', meaning: 'A question, a how-to request or a feature suggestion.'},
  },
  /** First-response targets, by priority and plan. */
  responseTargets: {
    p1: {starter: '4 business hours', business: '2 business hours', enterprise: '1 hour, 24/7'},
    p2: {starter: '8 business hours', business: '4 business hours', enterprise: '2 business hours'},
    p3: {starter: '2 business days', business: '1 business day', enterprise: '8 business hours'},
    p4: {starter: '3 business days', business: '2 business days', enterprise: '1 business day'},
  },
  ticketChecklist: [
    'Your account key (Settings > Account).',
    'The media ID, channel ID, site ID or event ID involved.',
    'The page or URL where the problem happens.',
    'What you did, what you expected and what happened instead.',
    'The date, time and time zone it happened.',
    'Your browser, its version and your operating system.',
    'Any error message, word for word, and a screenshot or screen recording.',
    'For live events: your encoder, its settings and the ingest protocol.',
  ],
} as const satisfies {
  readonly priorities: Readonly<Record<Priority, {readonly name: string; readonly meaning: string}>>;
  readonly responseTargets: Readonly<Record<Priority, PerPlan<string>>>;
  readonly [key: string]: unknown;
};
