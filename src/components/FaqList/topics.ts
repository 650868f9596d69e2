/** The FAQ topics, in the order the index shows them; each FAQ names one in `sidebar_custom_props.topic`. */
export const FAQ_TOPICS = [
  'Accounts and sign-in',
  'Security',
  'Players and embedding',
  'Media and captions',
  'Analytics and integrations',
  'Troubleshooting',
] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];
