/**
 * The style guide's page templates (STYLEGUIDE.md, "Structure" and "Release notes"), as `npm run new` writes
 * them. Every `WRITE` marker is text for the writer to write: the content checks refuse a page that still holds one.
 */
import {FAQ_TOPICS} from '../../src/components/FaqList/topics';

export const PAGE_TYPES = ['how-to', 'concept', 'troubleshooting', 'faq', 'release-note'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

const frontMatter = (fields: readonly string[]) => ['---', ...fields, '---', ''].join('\n');

const RELATED = `## Related articles

- [WRITE: the title of a related article](/WRITE-its-route/)
- [WRITE: the title of another](/WRITE-its-route/)
`;

const FACTS_IMPORTS = `import {ui} from '@site/src/data/facts';
`;

const TAGS = 'tags: [WRITE-tag, WRITE-tag, WRITE-tag, WRITE-tag]';
const DESCRIPTION = 'description: "WRITE: one sentence of 50 to 160 characters that search results show"';

function howTo(): string {
  return `${frontMatter(['title: "WRITE: Adding … (a verb in -ing)"', DESCRIPTION, TAGS])}
${FACTS_IMPORTS}
WRITE: what the reader gets from this task, in words specific to it (the badge says who can do it).

## Before you start

- WRITE: what must be true first.

## WRITE: the task, starting with a verb

1. In **{ui.media.label}**, select WRITE.
2. Select **WRITE**.

When it worked, WRITE: what the reader sees.

${RELATED}`;
}

function concept(): string {
  return `${frontMatter(['title: "WRITE: the concept, in sentence case"', DESCRIPTION, TAGS])}
WRITE: what the concept is and why it matters to the reader, in words specific to it.

## How it works

WRITE: how it works, with a diagram if it helps.

## WRITE: one idea per section

WRITE: use a table to compare plans, roles or formats.

${RELATED}`;
}

function troubleshooting(): string {
  return `${frontMatter(['title: "WRITE: Troubleshooting …"', DESCRIPTION, TAGS])}
WRITE: the problem this page fixes, as the reader sees it.

## WRITE: the exact message the reader sees

**Cause:** WRITE.

**Fix:** WRITE.

**How to check:** WRITE.

${RELATED}`;
}

function faq(): string {
  const fields = [
    'title: "WRITE: the question, as a reader asks it?"',
    'sidebar_label: "WRITE: the task, in -ing"',
    DESCRIPTION,
    'tags: [faq, WRITE-tag, WRITE-tag, WRITE-tag]',
    'sidebar_custom_props:',
    `  topic: ${FAQ_TOPICS[0]} # or: ${FAQ_TOPICS.slice(1).join(', ')}`,
  ];
  return `${frontMatter(fields)}
WRITE: the answer in one paragraph, and who can do it.

## WRITE: the task, starting with a verb

1. WRITE.

${RELATED}`;
}

function releaseNote(date: string): string {
  const fields = [
    'title: "WRITE: Vidcove 12.3, or Update of 1 January 2027"',
    DESCRIPTION,
    `date: ${date}`,
    TAGS,
    'authors: [product-team]',
  ];
  return `${frontMatter(fields)}
WRITE: who the release is for and what it changes for them, with a link to the article to start with.

{/* truncate */}

## New

- **WRITE: the feature.** WRITE: what it does, where it is, who can use it and on which plans. See [WRITE: the article](/WRITE-its-route/).

## Fixed

- **WRITE: area: control.** Before, WRITE. Now WRITE. See [WRITE: the article](/WRITE-its-route/).
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
