/**
 * The prose gate (`npm run lint:prose`) bites: the project's cspell config reports an American
 * spelling in prose but not in code, and its markdownlint config reports a body h1 and a skipped
 * heading level but not MDX syntax. Each check runs the tool's Node API on temporary files with the
 * project's own config, so what passes here is what the gate does.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {ROOT} from './lib/content';

const FRONT_MATTER = '---\ntitle: Choosing a colour\ndescription: A page for the prose gate tests.\n---\n\n';

/** American spellings in prose: the title, the description, a paragraph and alt text. */
const AMERICAN_IN_PROSE = `---
title: Choosing a color
description: Customize the player for your organization.
---

Choose a color for the play button, then center the logo.

<Image img={logo} alt="The gray Appearance tab" />
`;

/** The same words where they are code, routes or a third-party's own name: none is a finding. */
const AMERICAN_IN_CODE = `${FRONT_MATTER}import {colors} from '@site/src/data/facts';

export const center = (theme) => theme.color.split(' ')[0];

Set \`color: #ffffff\` and \`text-align: center\` in the footer's CSS, then see [Organising media with tags](/managing-media/organize-with-tags).

In the Microsoft Entra admin center, open **Enterprise applications**. The colour is {colors.center}.

<Image img={colors} className="color-center" alt="The Appearance tab" />

\`\`\`css
.footer {
  color: #ffffff;
  text-align: center;
}
\`\`\`
`;

/** A body h1 under a front-matter title, then a skipped level (h2 to h4). */
const BAD_HEADINGS = `${FRONT_MATTER}This page has an h1 in its body.

# Choosing a colour

## Before you start

#### Pick a palette

Choose the colours.
`;

/** MDX syntax markdownlint reads as Markdown: ES modules, a comment, expressions, JSX, an admonition. */
const MDX_SYNTAX = `${FRONT_MATTER}import {limits} from '@site/src/data/facts';
import Image from '@theme/IdealImage';

export const first = (text) => text.split(' ')[0];

This paragraph comes before the cut, with **bold** and *emphasis*.

{/* truncate */}

## Upload limits

:::note

Files of up to {limits.maxUploadSizeGb} GB, or {Math.round(2 * limits.maxUploadSizeGb)} GB in two parts.

:::

<Image img={first} alt="The upload dialog" />

| Limit | Value |
| --- | --- |
| Largest file | {limits.maxUploadSizeGb} GB |
`;

let dir = '';
const file = (name: string) => path.join(dir, name);

before(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'prose-lint-'));
  writeFileSync(file('american-in-prose.mdx'), AMERICAN_IN_PROSE);
  writeFileSync(file('american-in-code.mdx'), AMERICAN_IN_CODE);
  writeFileSync(file('bad-headings.mdx'), BAD_HEADINGS);
  writeFileSync(file('mdx-syntax.mdx'), MDX_SYNTAX);
});
after(() => rmSync(dir, {recursive: true, force: true}));

describe('cspell with the project config', () => {
  /** The words cspell reports, by file name. */
  async function spellCheck(...names: string[]): Promise<Record<string, string[]>> {
    const {lint} = await import('cspell');
    const found: Record<string, string[]> = Object.fromEntries(names.map((name) => [name, []]));
    const noop = () => undefined;
    const result = await lint(
      names.map(file),
      {config: path.join(ROOT, 'cspell.config.mjs'), root: dir, progress: false, mustFindFiles: true},
      {
        issue: (issue) => found[path.basename(issue.uri ?? '')]?.push(issue.text),
        info: noop,
        debug: noop,
        error: (message, error) => assert.fail(`${message}: ${error.message}`),
        progress: noop,
        result: noop,
      },
    );
    assert.equal(result.files, names.length, 'cspell checked every file');
    return found;
  }

  test('reports American spellings in prose, and only where they are prose', async () => {
    const found = await spellCheck('american-in-prose.mdx', 'american-in-code.mdx');
    assert.deepEqual(found['american-in-prose.mdx'], ['color', 'Customize', 'organization', 'color', 'center', 'gray']);
    assert.deepEqual(found['american-in-code.mdx'], []);
  });
});

describe('the project word list', () => {
  const words = readFileSync(path.join(ROOT, 'cspell-words.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

  test('is sorted case-insensitively, one word a line, without repeats', () => {
    const sorted = [...words].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en'));
    assert.deepEqual(words, sorted);
    assert.equal(new Set(words.map((word) => word.toLowerCase())).size, words.length, 'no repeats');
    assert.deepEqual(
      words.filter((word) => /\s/.test(word)),
      [],
      'one word a line',
    );
  });

  test('holds none of the spellings the config flags', async () => {
    const {default: config} = (await import('../cspell.config.mjs')) as {default: {flagWords: string[]}};
    const flagged = new Set(config.flagWords.map((entry) => entry.split('->')[0]!.toLowerCase()));
    assert.ok(flagged.has('color') && flagged.has('organize'), 'the config flags American spellings');
    assert.deepEqual(
      words.filter((word) => flagged.has(word.toLowerCase())),
      [],
    );
  });
});

describe('markdownlint with the project config', () => {
  /** The rule names markdownlint reports, by file name: the local binary, as `npm run lint:prose` runs it. */
  function markdownLint(...names: string[]): Record<string, string[]> {
    const found: Record<string, string[]> = Object.fromEntries(names.map((name) => [name, []]));
    const run = spawnSync(
      path.join(ROOT, 'node_modules', '.bin', 'markdownlint-cli2'),
      ['--no-globs', ...names.map((name) => `:${file(name)}`)],
      {cwd: ROOT, encoding: 'utf8'},
    );
    assert.equal(run.error, undefined, 'markdownlint-cli2 ran');
    for (const match of run.stderr.matchAll(/([\w.-]+\.mdx):\d+(?::\d+)? error (MD\d+)/g)) {
      found[match[1]!]?.push(match[2]!);
    }
    assert.match(run.stdout, new RegExp(`Linting: ${names.length} file\\(s\\)`), 'markdownlint linted every file');
    return found;
  }

  test('reports an h1 in the body and a skipped heading level, and nothing in valid MDX', () => {
    const found = markdownLint('bad-headings.mdx', 'mdx-syntax.mdx');
    assert.deepEqual(found['bad-headings.mdx'], ['MD025', 'MD001']);
    assert.deepEqual(found['mdx-syntax.mdx'], []);
  });
});
