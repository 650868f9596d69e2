/**
 * Unused CSS out of the stylesheet every page links. The site-wide stylesheet carries Infima whole:
 * spacing utilities, avatars, pills, pagination, button sizes and colours the site never renders.
 * After the build, a rule is dropped when a class it needs appears nowhere in the built HTML or
 * JavaScript, so it cannot match any element the site renders, now or after hydration.
 *
 * Custom properties go the same way: a `--name` that no `var()` of any stylesheet reads and no HTML
 * or JavaScript mentions is dropped, repeatedly, as dropping one can leave others unread (Infima
 * defines ~300, most of them for components and colour shades the site does not use).
 *
 * Then the custom properties that are constants are written into the rules that read them: a
 * property set only in top-level `:root` rules, which no other stylesheet sets and no HTML or JavaScript
 * mentions (so no inline style or script sets it on an element), has one value everywhere, so
 * `var(--name)` is that value.
 * Infima reads most of its ~220 constants once or twice, and each definition and `var()` costs more
 * than the value (1.3 KB of the 12.6 KB the site-wide stylesheet weighed, compressed). A property that
 * another stylesheet reads keeps its definition too. One that reads a property set elsewhere (a
 * button size sets its own multiplier) stays a property: `:root` resolves it once, for every element.
 *
 * Conservative by design:
 * - a class counts as used when any word of the HTML or JS equals it, or when a word ending in `-`
 *   or `_` starts it (a name put together at run time, such as `'badge--' + tone`); the one exception is a
 *   class that theme-classic's script adds only for a theme config the site does not have (a navbar style
 *   it does not choose: `classesRuledOutByConfig`), unless an element of the HTML carries it;
 * - classes inside `:not()`, `:is()`, `:where()` and `:has()` never cause a removal;
 * - only stylesheets the HTML links are purged, except chunks' stylesheets (chunk-stylesheets.ts); the
 *   purged file gets a new content hash in its name and the pages link that name, so a browser never
 *   keeps a stale copy under the old one.
 */
import {createHash} from 'node:crypto';
import {readdir, readFile, rename} from 'node:fs/promises';
import path from 'node:path';
import postcss, {type Declaration, type Root} from 'postcss';
import valueParser from 'postcss-value-parser';
import {writeFileAtomic} from './write-atomic';

/** Every word of `text` that could be a class name. */
export function addWords(text: string, words: Set<string>): void {
  for (const match of text.matchAll(/[\w-]+/g)) words.add(match[0]);
}

/** Whether a class is used, given the words of the built site. */
export function isUsed(className: string, words: ReadonlySet<string>, prefixes: readonly string[]): boolean {
  return words.has(className) || prefixes.some((prefix) => className.startsWith(prefix));
}

/** Words ending in `-` or `_` (three characters or more): the start of a name built at run time. */
export function namePrefixes(words: Iterable<string>): string[] {
  return [...words].filter((word) => word.length >= 3 && /[-_]$/.test(word));
}

const FUNCTIONAL_PSEUDO = /:(not|is|where|has)\(/g;

/** The classes a selector requires, leaving out those inside functional pseudo-classes. */
export function requiredClasses(selector: string): string[] {
  let outside = '';
  let depth = 0;
  let index = 0;
  FUNCTIONAL_PSEUDO.lastIndex = 0;
  for (let match = FUNCTIONAL_PSEUDO.exec(selector); match; match = FUNCTIONAL_PSEUDO.exec(selector)) {
    if (match.index < index) continue;
    outside += selector.slice(index, match.index);
    depth = 1;
    let cursor = match.index + match[0].length;
    while (cursor < selector.length && depth > 0) {
      if (selector[cursor] === '(') depth += 1;
      else if (selector[cursor] === ')') depth -= 1;
      cursor += 1;
    }
    index = cursor;
    FUNCTIONAL_PSEUDO.lastIndex = cursor;
  }
  outside += selector.slice(index);
  return [...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? '');
}

/** Removes selectors that need an unused class, then what that empties. */
export function purgeRoot(root: Root, words: ReadonlySet<string>, prefixes: readonly string[]): void {
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as {name: string}).name)) return;
    const kept = rule.selectors.filter((selector) =>
      requiredClasses(selector).every((name) => isUsed(name, words, prefixes)),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  removeEmpty(root);
}

/** Removes rules left without declarations and at-rules (`@media`, ...) left without rules. */
function removeEmpty(root: Root): void {
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
}

/** Custom properties read by `var()` in `css`. */
export function readProperties(css: string, into = new Set<string>()): Set<string> {
  for (const match of css.matchAll(/var\(\s*(--[\w-]+)/g)) into.add(match[1] ?? '');
  return into;
}

/** The custom properties that stylesheets other than the one being purged read and set. */
export interface PropertiesElsewhere {
  readonly read: Set<string>;
  readonly set: Set<string>;
}

/** Adds what `css` reads and sets to `into`. */
export function addPropertiesOf(css: string, into: PropertiesElsewhere): void {
  readProperties(css, into.read);
  for (const match of css.matchAll(/(?:^|[{;\s])(--[\w-]+)\s*:/g)) into.set.add(match[1] ?? '');
}

/**
 * Removes declarations of custom properties nobody reads: not `var()` in this stylesheet or in
 * `readElsewhere` (other stylesheets), nor a word of the HTML or JavaScript.
 */
export function purgeProperties(
  root: Root,
  words: ReadonlySet<string>,
  prefixes: readonly string[],
  readElsewhere: ReadonlySet<string> = new Set(),
): void {
  for (let removed = true; removed;) {
    removed = false;
    const read = readProperties(root.toString(), new Set(readElsewhere));
    root.walkDecls(/^--/, (declaration) => {
      const name = declaration.prop;
      if (read.has(name) || isUsed(name, words, prefixes)) return;
      declaration.remove();
      removed = true;
    });
  }
  removeEmpty(root);
}

/** A value that makes a custom property mean something other than its text (CSS Variables, § 2). */
const CSS_WIDE_KEYWORD = /^(inherit|initial|unset|revert|revert-layer)$/i;

/** Whether `left` followed by `right` would read as one token (a longer name or number, or a function). */
function runTogether(left: string, right: string): boolean {
  return /[\w.-]$/.test(left) && /^[\w.(-]/.test(right);
}

/** Whether `declaration` is a plain declaration of a top-level `:root` rule. */
function inTopLevelRoot(declaration: Declaration): boolean {
  const rule = declaration.parent;
  return (
    rule?.type === 'rule' &&
    (rule as {selector: string}).selector === ':root' &&
    rule.parent?.type === 'root' &&
    !declaration.important
  );
}

/** Whether `declaration` sets its property on the document's root and nowhere else can differ. */
function isRootDefinition(declaration: Declaration): boolean {
  return inTopLevelRoot(declaration) && !CSS_WIDE_KEYWORD.test(declaration.value.trim());
}

/**
 * Removes custom properties that a later top-level `:root` declaration overrides: the site's theme
 * sets Infima's primary colours and fonts again, and only the last one counts.
 */
export function dropOverriddenRootProperties(root: Root): void {
  const last = new Map<string, Declaration>();
  const overridden: Declaration[] = [];
  root.walkDecls(/^--/, (declaration) => {
    if (!inTopLevelRoot(declaration)) return;
    const earlier = last.get(declaration.prop);
    if (earlier) overridden.push(earlier);
    last.set(declaration.prop, declaration);
  });
  for (const declaration of overridden) declaration.remove();
  removeEmpty(root);
}

/**
 * Writes the value of each constant custom property (see the top of this file) where a `var()`
 * reads it, and removes its definition unless another stylesheet still reads it. A property that
 * another stylesheet sets (the search page's breadcrumbs set their own separator size) is no constant.
 */
export function inlineConstantProperties(
  root: Root,
  words: ReadonlySet<string>,
  prefixes: readonly string[],
  elsewhere: PropertiesElsewhere = {read: new Set(), set: new Set()},
): void {
  const definitions = new Map<string, Declaration[]>();
  const constant = new Map<string, boolean>();
  root.walkDecls(/^--/, (declaration) => {
    const list = definitions.get(declaration.prop) ?? [];
    list.push(declaration);
    definitions.set(declaration.prop, list);
    const stillConstant = constant.get(declaration.prop) ?? !elsewhere.set.has(declaration.prop);
    constant.set(declaration.prop, stillConstant && isRootDefinition(declaration));
  });
  const resolved = new Map<string, string | null>();
  const resolving = new Set<string>();

  /** The property's value with every `var()` resolved, or null if it is not a constant. */
  function resolve(name: string): string | null {
    const known = resolved.get(name);
    if (known !== undefined) return known;
    const declarations = definitions.get(name);
    if (!declarations || !constant.get(name) || isUsed(name, words, prefixes) || resolving.has(name)) return null;
    resolving.add(name);
    // Later `:root` rules win, as in the cascade.
    const value = substitute(declarations.at(-1)?.value ?? '');
    resolving.delete(name);
    resolved.set(name, value);
    return value;
  }

  /** `value` with constants written in, or null if it reads a property that is not one. */
  function substitute(value: string, partial = false): string | null {
    const parsed = valueParser(value);
    let complete = true;
    const written = new Set<valueParser.Node>();
    parsed.walk((node, index, siblings) => {
      if (node.type !== 'function' || node.value !== 'var') return undefined;
      const name = node.nodes[0]?.value ?? '';
      const constantValue = resolve(name);
      if (constantValue === null) {
        complete = false;
        return false;
      }
      // var() substitutes tokens, not text: `var(--size)/var(--leading)var(--family)` must not become
      // `1.65system-ui`, so a space keeps the value apart from a name or number it would run into.
      const previous = siblings[index - 1];
      const next = siblings[index + 1];
      const before = previous && !written.has(previous) && runTogether(valueParser.stringify(previous), constantValue);
      const after = next && runTogether(constantValue, valueParser.stringify(next));
      Object.assign(node, {type: 'word', value: `${before ? ' ' : ''}${constantValue}${after ? ' ' : ''}`, nodes: []});
      written.add(node);
      return false;
    });
    return complete || partial ? parsed.toString() : null;
  }

  root.walkDecls((declaration) => {
    if (!declaration.value.includes('var(')) return;
    const value = substitute(declaration.value, true);
    if (value !== null) declaration.value = value;
  });
  for (const [name, value] of resolved) {
    if (value === null || elsewhere.read.has(name)) continue;
    for (const declaration of definitions.get(name) ?? []) declaration.remove();
  }
  removeEmpty(root);
}

export function purgeCss(css: string, words: ReadonlySet<string>, elsewhere?: PropertiesElsewhere): string {
  const root = postcss.parse(css);
  const prefixes = namePrefixes(words);
  purgeRoot(root, words, prefixes);
  purgeProperties(root, words, prefixes, elsewhere?.read);
  dropOverriddenRootProperties(root);
  inlineConstantProperties(root, words, prefixes, elsewhere);
  return root.toString();
}

export async function filesUnder(dir: string, extensions: RegExp): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && extensions.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export interface PurgedStylesheet {
  readonly from: string;
  readonly to: string;
  readonly bytesBefore: number;
  readonly bytesAfter: number;
}

/** `/assets/css/styles.0123abcd.css` with the hash of `content`. */
export function rehashedName(href: string, content: string): string {
  const hash = createHash('md5').update(content).digest('hex').slice(0, 8);
  return href.replace(/\.[0-9a-f]{8}\.css$/, `.${hash}.css`);
}

/**
 * Classes that theme-classic's scripts name, and so keep in the stylesheet, but add only for a theme
 * configuration this site does not have: the navbar's `navbar--dark` and `navbar--primary` styles
 * (`themeConfig.navbar.style`). Infima's rules for the styles the site does not use are then dropped.
 */
export function classesRuledOutByConfig(themeConfig: unknown): string[] {
  const style = (themeConfig as {navbar?: {style?: unknown}} | undefined)?.navbar?.style;
  return ['dark', 'primary'].filter((name) => name !== style).map((name) => `navbar--${name}`);
}

/** The classes that elements of `html` carry (their `class` attributes, quoted or not). */
export function classesInHtml(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass=(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g)) {
    for (const name of (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * Purges the stylesheets the built HTML links (under `/assets/css/`) and relinks them, except those
 * `loadedByName` keeps: a chunk's stylesheet that pages link in their head (chunk-stylesheets.ts) is
 * also requested by webpack's runtime under its built name, so it may not change. Classes in `ruledOut`
 * count as unused unless a page's HTML carries them.
 */
export async function purgeLinkedStylesheets(
  outDir: string,
  baseUrl = '/',
  loadedByName: (fileName: string) => boolean = () => false,
  ruledOut: readonly string[] = [],
): Promise<PurgedStylesheet[]> {
  const pages = await filesUnder(outDir, /\.html$/);
  const scripts = await filesUnder(outDir, /\.js$/);
  const words = new Set<string>();
  const html = new Map<string, string>();
  const linked = new Set<string>();
  for (const file of pages) {
    const text = await readFile(file, 'utf8');
    html.set(file, text);
    addWords(text, words);
    for (const match of text.matchAll(/<link\b[^>]*\brel=["']?stylesheet\b[^>]*>/g)) {
      const href = /\bhref=["']?([^"' >]+)/.exec(match[0])?.[1];
      if (href?.startsWith(`${baseUrl}assets/css/`) && !loadedByName(path.posix.basename(href))) linked.add(href);
    }
  }
  for (const file of scripts) addWords(await readFile(file, 'utf8'), words);
  // A class the scripts name only for a configuration the site does not have (classesRuledOutByConfig).
  const carried = (word: string) =>
    [...html.values()].some((text) => text.includes(word) && classesInHtml(text).has(word));
  for (const word of ruledOut) if (!carried(word)) words.delete(word);
  // Custom properties that stylesheets loaded later (page chunks, the search modal) read and set.
  const elsewhere: PropertiesElsewhere = {read: new Set(), set: new Set()};
  for (const file of await filesUnder(outDir, /\.css$/)) {
    if (!linked.has(`${baseUrl}${path.relative(outDir, file).split(path.sep).join('/')}`)) {
      addPropertiesOf(await readFile(file, 'utf8'), elsewhere);
    }
  }

  const purged: PurgedStylesheet[] = [];
  for (const href of linked) {
    const file = path.join(outDir, href.slice(baseUrl.length));
    const css = await readFile(file, 'utf8');
    const out = purgeCss(css, words, elsewhere);
    const to = rehashedName(href, out);
    await writeFileAtomic(file, out);
    if (to !== href) await rename(file, path.join(outDir, to.slice(baseUrl.length)));
    purged.push({from: href, to, bytesBefore: Buffer.byteLength(css), bytesAfter: Buffer.byteLength(out)});
  }
  for (const [file, text] of html) {
    let relinked = text;
    for (const {from, to} of purged) relinked = relinked.replaceAll(from, to);
    if (relinked !== text) await writeFileAtomic(file, relinked);
  }
  return purged;
}
