/**
 * The document head in the browser, in place of react-helmet-async (4 KB of script on every page). The server
 * still renders every page's head with the package; in the browser, `<Head>` elements (Docusaurus' `Head` is the
 * package's `Helmet`) update the document the same way:
 *
 * - every mounted `<Head>` contributes, in the order they first rendered (outer before inner, the page's after
 *   the layout's), and the inner one wins: the title (through the innermost `titleTemplate`), a meta tag of the
 *   same name, property, charset, http-equiv or itemprop, a link of the same rel (canonical) or href, a script of
 *   the same src or text;
 * - the tags it manages carry `data-rh`, as the server renders them; a tag already in the head as wanted is kept,
 *   the others are removed and the new ones appended, once per frame;
 * - `<html>`, `<body>` and `<title>` attributes are merged, and the names set are listed in their `data-rh`.
 *
 * Not carried over, as nothing in this site or Docusaurus uses them: `defer={false}`, `onChangeClientState`,
 * `helmetData` and `encodeSpecialCharacters` (the browser's DOM escapes). The browser test in e2e/foundation.spec.ts
 * follows links across the page types and compares the head with the server's HTML for the same address.
 */
import {
  Children,
  Fragment,
  createContext,
  isValidElement,
  useContext,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';

type Attributes = Record<string, unknown>;
type TagType = 'base' | 'link' | 'meta' | 'noscript' | 'script' | 'style';

/** What one `<Head>` asks for: its props, with its children read into them as the package reads them. */
interface HeadState {
  title?: unknown;
  titleTemplate?: string;
  defaultTitle?: string;
  htmlAttributes?: Attributes;
  bodyAttributes?: Attributes;
  titleAttributes?: Attributes;
  [list: string]: unknown;
}

interface Instance {
  /** When it first rendered: the order of precedence (later wins). */
  readonly order: number;
  state: HeadState;
}

const MARK = 'data-rh';
/** React prop names whose HTML attribute is spelt otherwise. */
const HTML_NAMES: Record<string, string> = {
  accessKey: 'accesskey',
  charSet: 'charset',
  className: 'class',
  contentEditable: 'contenteditable',
  contextMenu: 'contextmenu',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  tabIndex: 'tabindex',
};
/** The attributes that make two tags of a type the same tag (the package's primary attributes). */
const PRIMARY: [TagType, string[]][] = [
  ['link', ['rel', 'href']],
  ['meta', ['name', 'charset', 'http-equiv', 'property', 'itemprop']],
  ['noscript', ['innerHTML']],
  ['script', ['src', 'innerHTML']],
  ['style', ['cssText']],
];

function readChildren(children: ReactNode, state: HeadState): HeadState {
  Children.forEach(children, (child) => {
    if (!isValidElement<Attributes & {children?: unknown}>(child)) return;
    const {children: nested, ...props} = child.props;
    if (child.type === Fragment) {
      readChildren(nested as ReactNode, state);
      return;
    }
    const attributes: Attributes = {};
    for (const [name, value] of Object.entries(props)) attributes[HTML_NAMES[name] ?? name] = value;
    const type = child.type as string;
    if (type === 'title') {
      state.title = nested;
      state.titleAttributes = attributes;
    } else if (type === 'html' || type === 'body') {
      state[`${type}Attributes`] = attributes;
    } else if (type === 'base') {
      state.base = attributes;
    } else {
      const contents = nested ? {[type === 'style' ? 'cssText' : 'innerHTML']: nested} : {};
      state[type] = [...((state[type] as Attributes[] | undefined) ?? []), {...attributes, ...contents}];
    }
  });
  return state;
}

const text = (value: unknown) => (Array.isArray(value) ? value.join('') : value);

/** The tags of one type that all the heads want, outer heads' first; an inner head's tag replaces an outer one's. */
function tagsOf(states: HeadState[], primary: string[], type: TagType): Attributes[] {
  const seen = new Set<string>();
  const kept: Attributes[][] = [];
  for (const state of [...states].reverse()) {
    const tags = state[type];
    if (!Array.isArray(tags)) continue;
    const added: string[] = [];
    kept.unshift(
      (tags as Attributes[]).filter((tag) => {
        let key: string | undefined;
        for (const name of Object.keys(tag)) {
          const lower = name.toLowerCase();
          // A canonical link is one per page whatever its href; a stylesheet is told apart by its href.
          const canonical = key === 'rel' && String(tag[key]).toLowerCase() === 'canonical';
          const stylesheet = lower === 'rel' && String(tag[lower]).toLowerCase() === 'stylesheet';
          if (primary.includes(lower) && !canonical && !stylesheet) key = lower;
          if (primary.includes(name) && (name === 'innerHTML' || name === 'cssText')) key = name;
        }
        if (!key || !tag[key]) return false;
        const id = `${key}\n${String(tag[key]).toLowerCase()}`;
        if (seen.has(id)) return false;
        added.push(id);
        return true;
      }),
    );
    for (const id of added) seen.add(id);
  }
  return kept.flat();
}

/** The innermost head that has `key`, as the package reads it: one that sets it to nothing still counts. */
function innermost<K extends keyof HeadState>(states: HeadState[], key: K): HeadState[K] | undefined {
  return [...states].reverse().find((state) => Object.hasOwn(state, key))?.[key];
}

/** Sets the attributes on `element`, and removes those the heads set before and no longer do. */
function setAttributes(element: Element | undefined, attributes: Attributes): void {
  if (!element) return;
  const names = Object.keys(attributes);
  for (const name of names) {
    const value = String(attributes[name] || '');
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
  for (const name of element.getAttribute(MARK)?.split(',') ?? []) {
    if (!names.includes(name)) element.removeAttribute(name);
  }
  if (names.length) element.setAttribute(MARK, names.join(','));
  else element.removeAttribute(MARK);
}

/** Makes the head's tags of `type` those wanted: the ones already there are kept, in place. */
function setTags(type: TagType, tags: Attributes[]): void {
  const old = Array.from(document.head.querySelectorAll(`${type}[${MARK}]`));
  const added: Element[] = [];
  for (const tag of tags) {
    const element = document.createElement(type);
    for (const [name, value] of Object.entries(tag)) {
      if (name === 'innerHTML') element.innerHTML = String(value);
      else if (name === 'cssText') element.append(String(value));
      else element.setAttribute(name, value === undefined ? '' : String(value));
    }
    element.setAttribute(MARK, 'true');
    const same = old.findIndex((existing) => element.isEqualNode(existing));
    if (same === -1) added.push(element);
    else old.splice(same, 1);
  }
  for (const element of old) element.remove();
  document.head.append(...added);
}

function commit(states: HeadState[]): void {
  const merged = (key: 'htmlAttributes' | 'bodyAttributes' | 'titleAttributes') =>
    Object.assign({}, ...states.map((state) => state[key]));
  setAttributes(document.body, merged('bodyAttributes'));
  setAttributes(document.documentElement, merged('htmlAttributes'));
  const title = text(innermost(states, 'title'));
  const template = innermost(states, 'titleTemplate');
  const wanted =
    (template && title ? template.replace(/%s/g, () => String(title)) : title || innermost(states, 'defaultTitle')) ||
    undefined;
  if (wanted !== undefined && document.title !== wanted) document.title = String(wanted);
  setAttributes(document.querySelector('title') ?? undefined, merged('titleAttributes'));
  const base = [...states].reverse().find((state) => (state.base as Attributes | undefined)?.href)?.base;
  setTags('base', base ? [base as Attributes] : []);
  for (const [type, primary] of PRIMARY) setTags(type, tagsOf(states, primary, type));
}

interface Heads {
  readonly mounted: Set<Instance>;
  /** Updates the document in the next frame, once for all the changes of this one. */
  readonly update: () => void;
}

function createHeads(): Heads {
  const mounted = new Set<Instance>();
  let frame = 0;
  return {
    mounted,
    update() {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        commit([...mounted].sort((a, b) => a.order - b.order).map((instance) => instance.state)),
      );
    },
  };
}

const HeadsContext = createContext<Heads>(createHeads());
let rendered = 0;

export function HelmetProvider({children}: {children: ReactNode}): ReactNode {
  const [heads] = useState(createHeads);
  return <HeadsContext.Provider value={heads}>{children}</HeadsContext.Provider>;
}

export function Helmet({children, ...props}: HeadState & {children?: ReactNode}): null {
  const heads = useContext(HeadsContext);
  const [instance] = useState<Instance>(() => ({order: (rendered += 1), state: {}}));
  const state = readChildren(children, {...props});
  useLayoutEffect(() => {
    instance.state = state;
    heads.mounted.add(instance);
    heads.update();
  });
  useLayoutEffect(
    () => () => {
      heads.mounted.delete(instance);
      heads.update();
    },
    [heads, instance],
  );
  return null;
}
