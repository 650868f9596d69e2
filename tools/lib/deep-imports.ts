/**
 * Checks an adapter module: a file that holds, in one place, a package's internal files the site imports
 * (no public export offers them). For every `from '<package>/<path>'` in the adapter, the file must still
 * resolve from the site, and each name the adapter takes from it must still be exported (a CSS module:
 * each class it names must still be defined). An upgrade that moves or renames one fails the adapter's
 * unit test with the path and the name, instead of breaking the build or the page.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

const siteDir = path.resolve(__dirname, '..', '..');
const requireFromSite = createRequire(path.join(siteDir, 'package.json'));

export interface DeepImport {
  /** The import as written in the adapter. */
  readonly specifier: string;
  /** Names taken from it (`default` for the default export). */
  readonly names: readonly string[];
}

/** The package-internal imports of an adapter's source, with the names each provides. */
export function deepImports(source: string): DeepImport[] {
  const found: DeepImport[] = [];
  const pattern =
    /(?:import|export)\s+(type\s+)?(?:\{([^}]*)\}|(\w+))?\s*(?:,\s*\{([^}]*)\})?\s*from\s*'([^'.][^']*)'|import\((?:\/\*[^*]*\*\/\s*)?'([^'.][^']*)'\)/g;
  for (const match of source.matchAll(pattern)) {
    const [, typeOnly, braces, defaultName, moreBraces, fromSpecifier, dynamicSpecifier] = match;
    const specifier = (fromSpecifier ?? dynamicSpecifier)!;
    if (typeOnly) continue;
    const names = [braces, moreBraces]
      .filter((list): list is string => Boolean(list))
      .flatMap((list) => list.split(','))
      .map((entry) => entry.trim().replace(/^type\s+.*$/, ''))
      .filter(Boolean)
      .map((entry) => entry.split(/\s+as\s+/)[0]!.trim());
    if (defaultName) names.push('default');
    found.push({specifier, names});
  }
  return found;
}

/** What is wrong with one deep import today, or nothing. */
export function problems({specifier, names}: DeepImport): string[] {
  let file: string;
  try {
    file = requireFromSite.resolve(specifier);
  } catch {
    return [`${specifier}: no longer exists in the installed package`];
  }
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.css')) {
    return names
      .filter((name) => name !== 'default')
      .filter((name) => !new RegExp(`\\.${name}\\b`).test(text))
      .map((name) => `${specifier}: defines no .${name} any more`);
  }
  const exported = (name: string) =>
    name === 'default'
      ? /exports\.default\s*=|export\s+default\b|module\.exports\s*=/.test(text)
      : new RegExp(
          `exports\\.${name}\\s*=|export\\s+(?:async\\s+)?(?:function|const|class|let)\\s+${name}\\b|export\\s*\\{[^}]*\\b${name}\\b`,
        ).test(text);
  return names.filter((name) => !exported(name)).map((name) => `${specifier}: no longer exports ${name}`);
}

/** Every problem of an adapter file's deep imports (empty when the installed packages still have them). */
export function checkAdapter(file: string): string[] {
  const imports = deepImports(readFileSync(file, 'utf8'));
  if (imports.length === 0) return [`${file}: no package-internal import found (is it still an adapter?)`];
  return imports.flatMap(problems);
}
