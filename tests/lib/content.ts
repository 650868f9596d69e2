/**
 * Reads the help centre's content as the build sees it: docs with their front matter and the tags file.
 * Shared by the content tests and the site-wide content checks.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

export const ROOT = path.resolve(__dirname, '..', '..');
export const DOCS_DIR = path.join(ROOT, 'docs');

export interface FrontMatter {
  readonly title?: unknown;
  readonly description?: unknown;
  readonly tags?: unknown;
  readonly slug?: unknown;
  readonly draft?: unknown;
  readonly unlisted?: unknown;
  readonly [key: string]: unknown;
}

export interface Doc {
  /** Path relative to docs/, with forward slashes. */
  readonly file: string;
  readonly frontMatter: FrontMatter;
  /** The MDX body without front matter. */
  readonly body: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export function parseDoc(file: string, source: string): Doc {
  const match = FRONT_MATTER.exec(source);
  const frontMatter = match ? ((yaml.load(match[1]!) ?? {}) as FrontMatter) : {};
  return {file, frontMatter, body: match ? source.slice(match[0].length) : source};
}

function walk(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_') ? [full] : [];
  });
}

export function loadDocs(): Doc[] {
  return walk(DOCS_DIR)
    .sort()
    .map((full) => parseDoc(path.relative(DOCS_DIR, full).split(path.sep).join('/'), readFileSync(full, 'utf8')));
}

export interface TagDefinition {
  readonly label: string;
  readonly description: string;
  readonly permalink?: string;
}

export function loadTags(): Record<string, TagDefinition> {
  return yaml.load(readFileSync(path.join(DOCS_DIR, 'tags.yml'), 'utf8')) as Record<string, TagDefinition>;
}

/** Prose words of an MDX body: code blocks, imports, JSX tags, URLs and Markdown syntax removed. */
export function proseWords(body: string): string[] {
  const text = body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^(import|export) .*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\{[^}]*\}/g, ' x ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/[#*_`>|[\]-]/g, ' ');
  return text.split(/\s+/).filter((word) => /[A-Za-z]/.test(word));
}

export const PLACEHOLDER =
  /lorem ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|coming soon|content goes here|placeholder text|insert .{1,30} here/i;

/** The first paragraph of prose of a page body: after imports, exports, components and blank lines. */
export function firstParagraph(body: string): string {
  const blocks = body.split(/\r?\n\s*\r?\n/).map((block) => block.trim());
  return blocks.find((block) => block && !/^(import|export|<|\{\/\*|:::|#)/.test(block)) ?? '';
}
