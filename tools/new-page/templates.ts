/**
 * The style guide's page templates (STYLEGUIDE.md, "Structure" and "Release notes"), as `npm run new` writes
 * them. Every `TODO` is text for the writer to write: the content checks refuse a page that still holds one.
 */
import {FAQ_TOPICS} from '../../src/components/FaqList/topics';

export const PAGE_TYPES = ['how-to', 'concept', 'troubleshooting', 'faq', 'release-note'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

const frontMatter = (fields: readonly string[]) => ['---', ...fields, '---', ''].join('\n');

const RELATED = `## Related articles

- [TODO: the title of a related article](/TODO-its-route/)
- [TODO: the title of another](/TODO-its-route/)
`;

const FACTS_IMPORTS = `import {ui} from '@site/src/data/facts';
import {rolesWith} from '@site/src/data/phrases';
`;

const TAGS = 'tags: [TODO-tag, TODO-tag, TODO-tag, TODO-tag]';
const DESCRIPTION = 'description: "TODO: one sentence of 50 to 160 characters that search results show"';

function howTo(): string {
  return `${frontMatter(['title: "TODO: Adding … (a verb in -ing)"', DESCRIPTION, TAGS])}
${FACTS_IMPORTS}
This article helps you TODO. {rolesWith('uploadMedia')} can do this.

## Before you start

- TODO: what must be true first.

## TODO: the task, starting with a verb

1. In **{ui.media.label}**, select TODO.
2. Select **TODO**.

When it worked, TODO: what the reader sees.

${RELATED}`;
}

function concept(): string {
  return `${frontMatter(['title: "TODO: the concept, in sentence case"', DESCRIPTION, TAGS])}
This article explains TODO: what it is and why it matters to the reader.

## How it works

TODO: how it works, with a diagram if it helps.

## TODO: one idea per section

TODO: use a table to compare plans, roles or formats.

${RELATED}`;
}

function troubleshooting(): string {
  return `${frontMatter(['title: "TODO: Troubleshooting …"', DESCRIPTION, TAGS])}
This article helps you fix TODO.

## TODO: the exact message the reader sees

**Cause:** TODO.

**Fix:** TODO.

**How to check:** TODO.

${RELATED}`;
}

function faq(): string {
  const fields = [
    'title: "TODO: the question, as a reader asks it?"',
    'sidebar_label: "TODO: the task, in -ing"',
    DESCRIPTION,
    'tags: [faq, TODO-tag, TODO-tag, TODO-tag]',
    'sidebar_custom_props:',
    `  topic: ${FAQ_TOPICS[0]} # or: ${FAQ_TOPICS.slice(1).join(', ')}`,
  ];
  return `${frontMatter(fields)}
TODO: the answer in one paragraph, and who can do it.

## TODO: the task, starting with a verb

1. TODO.

${RELATED}`;
}

function releaseNote(date: string): string {
  const fields = [
    'title: "TODO: Vidcove 12.3, or Update of 1 January 2027"',
    DESCRIPTION,
    `date: ${date}`,
    TAGS,
    'authors: [product-team]',
  ];
  return `${frontMatter(fields)}
TODO: who the release is for and what it changes for them, with a link to the article to start with.

{/* truncate */}

## New

- **TODO: the feature.** TODO: what it does, where it is, who can use it and on which plans. See [TODO: the article](/TODO-its-route/).

## Fixed

- **TODO: area: control.** Before, TODO. Now TODO. See [TODO: the article](/TODO-its-route/).
`;
}

/** The page of a type, as the style guide's template for it. */
export function template(type: PageType, date: string): string {
  const templates: Record<PageType, () => string> = {
    'how-to': howTo,
    concept,
    troubleshooting,
    faq,
    'release-note': () => releaseNote(date),
  };
  return templates[type]();
}
