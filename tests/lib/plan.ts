/**
 * The editorial plan (content/plan.yml): every planned doc with its route, file and flags.
 * Browser tests use it to know which routes must answer, and which must not.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {DOCS_DIR, parseDoc, ROOT, type Doc} from './content';

export interface PlanEntry {
  readonly route: string;
  readonly file: string;
  readonly title: string;
  readonly tags: readonly string[];
  readonly unlisted?: boolean;
  readonly draft?: boolean;
}

export function loadPlan(): PlanEntry[] {
  return yaml.load(readFileSync(path.join(ROOT, 'content', 'plan.yml'), 'utf8')) as PlanEntry[];
}

export interface PlannedDoc extends PlanEntry {
  readonly doc: Doc;
}

/** Plan entries whose file has been written, with the doc as written. */
export function writtenPlan(): PlannedDoc[] {
  return loadPlan().flatMap((entry) => {
    const file = path.join(DOCS_DIR, entry.file);
    return existsSync(file) ? [{...entry, doc: parseDoc(entry.file, readFileSync(file, 'utf8'))}] : [];
  });
}

/** The content areas whose pages have landed; every planned page in them must exist. */
export const LANDED_SECTIONS = [
  'getting-started',
  'library',
  'channels',
  'managing-media',
  'managing-your-account',
  'managing-events',
  'embedding-media',
  'media-players',
  'technical-information',
  'building-a-site',
  'frequently-asked-questions',
] as const;

export function sectionOf(entry: PlanEntry): string {
  return entry.file.split('/')[0]!;
}
