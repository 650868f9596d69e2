// Part of the facts sheet (../facts.ts): see the rules for editors there.
import {type PerPlan} from './product';

// ---------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------

export const events = {
  types: {
    live: {name: 'Live event', description: 'Stream live from an encoder over RTMP(S) or SRT.'},
    simulatedLive: {
      name: 'Simulated live',
      alsoKnownAs: 'Premiere',
      description: 'Plays an uploaded media item at a scheduled time, as if it were live, with chat and Q&A.',
    },
  },
  registrationOptions: [
    {label: 'No registration', description: 'Anyone with the link can watch.'},
    {label: 'Registration form', description: 'Viewers enter their name and email, and any custom fields you add.'},
    {
      label: 'Approved email domains',
      description: 'Only registrants with an email address at domains you list can join.',
    },
    {label: 'Invite list', description: 'Only people on a list you upload as CSV can register.'},
    {
      label: 'Sign in with your identity provider',
      description: "Viewers sign in with your organisation's SSO (Enterprise).",
    },
  ],
  registrationStandardFields: ['First name', 'Last name', 'Email'],
  maxCustomRegistrationFields: 10,
  /** Reminder emails sent to registrants before the start. */
  reminderEmails: ['24 hours before', '1 hour before'],
  /** The event page opens (waiting room) this many minutes before the start. */
  waitingRoomOpensMinutes: 15,
  interactivity: {
    chat: {label: 'Chat', options: ['On', 'Off', 'Moderated'], maxMessageLength: 500},
    qa: {label: 'Q&A', options: ['Anonymous questions', 'Upvoting', 'Moderate before publishing']},
    polls: {label: 'Polls', maxOptions: 6},
  },
  stylingElements: [
    'Banner image',
    'Logo',
    'Background colour',
    'Accent colour',
    'Font',
    'Countdown',
    'Waiting room message',
    'Ended message',
  ],
  bannerImage: {recommendedWidthPx: 1920, recommendedHeightPx: 480, maxSizeMb: 10, formats: ['PNG', 'JPEG', 'WebP']},
  maxConcurrentViewers: {starter: 250, business: 2500, enterprise: 25000},
  /** Enterprise customers can arrange higher audiences in advance. */
  higherAudienceNoticeDays: 10,
} as const satisfies {
  readonly maxConcurrentViewers: PerPlan<number>;
  readonly [key: string]: unknown;
};
