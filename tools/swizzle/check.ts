/**
 * `npm run swizzle:check`: names the ejects whose upstream original changed or disappeared since they were
 * ejected, with the upstream diff to re-apply, and ejects not recorded in ejected.json; exits 1 if any.
 * After re-applying: `npm run swizzle:check -- --record` stores the installed originals and versions.
 */
import {spawnSync} from 'node:child_process';
import {copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {checkEjects, type EjectRecord, type Finding, needsAttention, originalPath} from './swizzle';

const siteDir = path.resolve(__dirname, '..', '..');
const toolDir = __dirname;
const manifest = path.join(toolDir, 'ejected.json');
const require_ = createRequire(path.join(siteDir, 'package.json'));

/** The installed package's folder (found the way Node resolves it; its package.json may not be exported). */
function packageDir(pkg: string): string {
  const dir = (require_.resolve.paths(pkg) ?? [])
    .map((modules) => path.join(modules, pkg))
    .find((candidate) => existsSync(path.join(candidate, 'package.json')));
  if (!dir) throw new Error(`swizzle:check: ${pkg} is not installed (run npm ci).`);
  return dir;
}
const installedVersion = (pkg: string) =>
  (JSON.parse(readFileSync(path.join(packageDir(pkg), 'package.json'), 'utf8')) as {version: string}).version;
const installedFile = (pkg: string, upstream: string) => path.join(packageDir(pkg), upstream);
const installedSource = (pkg: string, upstream: string) => {
  const file = installedFile(pkg, upstream);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
};

const records = JSON.parse(readFileSync(manifest, 'utf8')) as EjectRecord[];

if (process.argv.includes('--record')) {
  const updated = records.map((record) => {
    const version = installedVersion(record.package);
    const target = originalPath(toolDir, {...record, version});
    mkdirSync(path.dirname(target), {recursive: true});
    copyFileSync(installedFile(record.package, record.upstream), target);
    return {...record, version};
  });
  writeFileSync(manifest, `${JSON.stringify(updated, null, 2)}\n`);
  console.log(`swizzle:check: recorded ${updated.length} upstream originals.`);
  process.exit(0);
}

function describe(finding: Finding): string {
  switch (finding.kind) {
    case 'unrecorded':
      return `${finding.file}: ejected but not recorded in tools/swizzle/ejected.json (add it, then run with --record)`;
    case 'unmarked':
      return `${finding.file}: recorded, but the file is gone or its first line no longer says "// Ejected" or "// Replaced"`;
    case 'missing-original':
      return `${finding.record.file}: no stored original for ${finding.record.package}@${finding.record.version} (run with --record)`;
    case 'upstream-gone':
      return `${finding.record.file}: ${finding.record.package}@${finding.installed} no longer has ${finding.record.upstream}`;
    case 'changed': {
      const diff = spawnSync(
        'git',
        [
          'diff',
          '--no-index',
          '--no-color',
          finding.original,
          installedFile(finding.record.package, finding.record.upstream),
        ],
        {encoding: 'utf8'},
      ).stdout;
      return `${finding.record.file}: upstream ${finding.record.upstream} changed (${finding.record.version} → ${finding.installed}); re-apply:\n${diff}`;
    }
    case 'unchanged':
      return `${finding.record.file}: upstream unchanged (${finding.record.package}@${finding.installed})`;
  }
}

const findings = checkEjects({siteDir, toolDir, records, installedVersion, installedSource});
for (const finding of findings) console.log(describe(finding));
const attention = findings.filter(needsAttention);
console.log(
  attention.length === 0
    ? `swizzle:check: ${records.length} ejected components, every upstream original unchanged.`
    : `swizzle:check: ${attention.length} of ${records.length} ejected components need attention.`,
);
process.exit(attention.length === 0 ? 0 : 1);
