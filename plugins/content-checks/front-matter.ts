/**
 * Front matter as the style guide sets it: valid YAML, a title, a 50–160 character description, and tags that
 * the section's tags.yml declares. Docusaurus reads front matter through `markdown.parseFrontMatter`
 * (docusaurus.config.ts), so a mistake fails the dev server and the build with the file and line.
 */
import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {ParseFrontMatter} from '@docusaurus/types';
import {FAQ_TOPICS} from '../../src/components/FaqList/topics';
import {didYouMean, failOn, SITE_DIR, siteRelative, UNWRITTEN, type Problem} from './problems';

export const DESCRIPTION_LENGTH = {min: 50, max: 160} as const;

/** Content folders whose pages need the style guide's front matter, each with its tags file. */
const SECTIONS: Readonly<Record<string, string>> = {docs: 'docs/tags.yml', blog: 'blog/tags.yml'};

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n?---(?:\r?\n|$)/;

const tagsCache = new Map<string, {mtimeMs: number; keys: string[]}>();

/** The tag keys a tags file declares (read again when it changes, as the dev server runs). */
export function declaredTags(tagsFile: string): string[] {
  const full = path.join(SITE_DIR, tagsFile);
  const {mtimeMs} = statSync(full);
  const cached = tagsCache.get(full);
  if (cached?.mtimeMs === mtimeMs) return cached.keys;
  const keys = Object.keys((yaml.load(readFileSync(full, 'utf8')) ?? {}) as object);
  tagsCache.set(full, {mtimeMs, keys});
  return keys;
}

/** The content section whose rules apply to a file (docs or blog), or null; partials (`_x.mdx`) have none. */
function sectionOf(file: string): string | null {
  const section = file.split('/')[0]!;
  return SECTIONS[section] && !path.basename(file).startsWith('_') && /\.mdx?$/.test(file) ? section : null;
}

/** The line of a front matter key in the file (its first line when the key is missing). */
function keyLine(source: string, key: string): number {
  const index = source.split('\n').findIndex((line, number) => number > 0 && line.startsWith(`${key}:`));
  return index < 0 ? 1 : index + 1;
}

function valueProblems(file: string, source: string, data: Record<string, unknown>, section: string): Problem[] {
  const problems: Problem[] = [];
  const at = (key: string, message: string) => problems.push({file, line: keyLine(source, key), message});
  if (typeof data.title !== 'string' || !data.title.trim()) at('title', 'front matter has no title: add title: …');
  for (const key of ['title', 'description', 'sidebar_label']) {
    if (typeof data[key] === 'string' && UNWRITTEN.test(data[key]))
      at(key, `replace the WRITE marker in ${key}: ${data[key]}`);
  }
  const {description} = data;
  if (typeof description !== 'string' || !description.trim()) {
    at('description', 'front matter has no description: add a one-sentence description: … (50 to 160 characters)');
  } else if (description.length < DESCRIPTION_LENGTH.min || description.length > DESCRIPTION_LENGTH.max) {
    at(
      'description',
      `description is ${description.length} characters; the style guide asks for ${DESCRIPTION_LENGTH.min} to ${DESCRIPTION_LENGTH.max}`,
    );
  }
  const topic = (data.sidebar_custom_props as {topic?: unknown} | undefined)?.topic;
  if (file.startsWith('docs/frequently-asked-questions/') && !FAQ_TOPICS.includes(topic as never)) {
    at(
      'sidebar_custom_props',
      `FAQ topic ${JSON.stringify(topic)} is not one of the FAQ index's: ${FAQ_TOPICS.join(', ')}`,
    );
  }
  const tags = data.tags ?? [];
  const declared = declaredTags(SECTIONS[section]!);
  for (const tag of new Set<unknown>(Array.isArray(tags) ? tags : [tags])) {
    if (typeof tag === 'string' && declared.includes(tag)) continue;
    at(
      'tags',
      `tag ${JSON.stringify(tag)} is not in ${SECTIONS[section]}${typeof tag === 'string' ? didYouMean(tag, declared) : ''}: use a declared key, or declare it there`,
    );
  }
  return problems;
}

/** The problems of a page's front matter; `file` is its path from the repository root. */
export function frontMatterProblems(file: string, source: string): Problem[] {
  const section = sectionOf(file);
  if (!section) return [];
  const match = FRONT_MATTER.exec(source);
  if (!match)
    return [{file, line: 1, message: 'the page has no front matter: start it with ---, title: …, description: …, ---'}];
  try {
    const data = (yaml.load(match[1]!) ?? {}) as Record<string, unknown>;
    if (typeof data !== 'object' || Array.isArray(data))
      return [{file, line: 2, message: 'front matter is not a list of key: value lines'}];
    return valueProblems(file, source, data, section);
  } catch (error) {
    const {mark, reason} = error as yaml.YAMLException;
    return [
      {
        file,
        line: (mark?.line ?? 0) + 2,
        message: `front matter is not valid YAML: ${reason ?? (error as Error).message}`,
      },
    ];
  }
}

/** Docusaurus' front matter parser, after the style guide's checks (docusaurus.config.ts `markdown.parseFrontMatter`). */
export const parseCheckedFrontMatter: ParseFrontMatter = async (params) => {
  failOn(frontMatterProblems(siteRelative(params.filePath), params.fileContent));
  return params.defaultParseFrontMatter(params);
};
