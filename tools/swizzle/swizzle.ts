/**
 * The ejected theme components and the upstream files they were ejected from. Each eject is recorded in
 * `ejected.json` with a copy of the upstream original as it was when the component was ejected
 * (`originals/<package>@<version>/<path>`), so that after a Docusaurus (or openapi theme) upgrade
 * `npm run swizzle:check` names the ejects whose upstream changed and shows what changed.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

export interface EjectRecord {
  /** The ejected component in this repository. */
  readonly file: string;
  /** The package it came from. */
  readonly package: string;
  /** The upstream source file, relative to the package. */
  readonly upstream: string;
  /** The package version the eject was made from (and the original recorded at). */
  readonly version: string;
}

/** First-line markers of a component that replaces, rather than wraps, its upstream original. */
const EJECT_MARKER = /^\/\/ (Ejected|Replaced)\b/;

export function originalPath(toolDir: string, record: Pick<EjectRecord, 'package' | 'upstream' | 'version'>): string {
  return path.join(toolDir, 'originals', `${record.package}@${record.version}`, record.upstream);
}

/** Theme component files (`.tsx`/`.ts`) below a folder, relative to the site. */
function themeFiles(siteDir: string, dir: string): string[] {
  const full = path.join(siteDir, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, {withFileTypes: true}).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return themeFiles(siteDir, relative);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

/** Every theme folder of the site: src/theme and each local plugin's theme/. */
export function themeFolders(siteDir: string): string[] {
  const plugins = path.join(siteDir, 'plugins');
  const pluginThemes = existsSync(plugins)
    ? readdirSync(plugins, {withFileTypes: true})
        .filter((entry) => entry.isDirectory() && existsSync(path.join(plugins, entry.name, 'theme')))
        .map((entry) => `plugins/${entry.name}/theme`)
    : [];
  return ['src/theme', ...pluginThemes];
}

/** Files whose first line says they are ejected or replaced components. */
export function markedEjects(siteDir: string): string[] {
  return themeFolders(siteDir)
    .flatMap((dir) => themeFiles(siteDir, dir))
    .filter((file) => EJECT_MARKER.test(readFileSync(path.join(siteDir, file), 'utf8').split('\n', 1)[0]!))
    .sort();
}

export type Finding =
  | {kind: 'unrecorded'; file: string}
  | {kind: 'unmarked'; file: string}
  | {kind: 'missing-original'; record: EjectRecord}
  | {kind: 'upstream-gone'; record: EjectRecord; installed: string}
  | {kind: 'changed'; record: EjectRecord; installed: string; original: string; current: string}
  | {kind: 'unchanged'; record: EjectRecord; installed: string};

export interface CheckInput {
  readonly siteDir: string;
  readonly toolDir: string;
  readonly records: readonly EjectRecord[];
  /** Installed version of a package. */
  readonly installedVersion: (pkg: string) => string;
  /** The installed upstream source, or null when the file no longer exists. */
  readonly installedSource: (pkg: string, upstream: string) => string | null;
}

export function checkEjects({siteDir, toolDir, records, installedVersion, installedSource}: CheckInput): Finding[] {
  const recorded = new Set(records.map((record) => record.file));
  const marked = markedEjects(siteDir);
  const findings: Finding[] = [
    ...marked.filter((file) => !recorded.has(file)).map((file) => ({kind: 'unrecorded' as const, file})),
    ...records
      .filter((record) => !marked.includes(record.file))
      .map((record) => ({kind: 'unmarked' as const, file: record.file})),
  ];
  for (const record of records) {
    const stored = originalPath(toolDir, record);
    if (!existsSync(stored)) {
      findings.push({kind: 'missing-original', record});
      continue;
    }
    const installed = installedVersion(record.package);
    const current = installedSource(record.package, record.upstream);
    if (current === null) findings.push({kind: 'upstream-gone', record, installed});
    else if (current !== readFileSync(stored, 'utf8')) {
      findings.push({kind: 'changed', record, installed, original: stored, current});
    } else findings.push({kind: 'unchanged', record, installed});
  }
  return findings;
}

/** True when the findings need a maintainer's attention. */
export const needsAttention = (finding: Finding): boolean => finding.kind !== 'unchanged';
