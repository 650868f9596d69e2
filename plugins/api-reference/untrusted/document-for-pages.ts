/**
 * The copy of the OpenAPI document the page generator reads. The generator writes some of the document's
 * text into MDX as it is (descriptions, contact and licence, security schemes, titles in front matter), so
 * here that text becomes Markdown that MDX reads as text: `<`, `{` and `}` as character references (outside
 * code), no line that starts an `import` or `export`, titles on one line, and only http(s) addresses.
 * Readers see the same characters; the published document stays as it was fetched.
 */

/** Code spans and fenced blocks, which MDX already reads as text (the generator splits on the same). */
const CODE = /(^```[\s\S]*?^```$|`[^`\n]+`)/gm;
const MDX_SYNTAX = /[<{}]/g;
const ESM_LINE = /^(\s*)(i)(?=mport\b)|^(\s*)(e)(?=xport\b)/gm;

const reference = (character: string) => `&#${character.codePointAt(0)};`;

function textOutsideCode(text: string): string {
  return text
    .replace(MDX_SYNTAX, reference)
    .replace(ESM_LINE, (_m, a = '', i = '', b = '', e = '') => `${a}${b}${reference(i || e)}`);
}

/** A Markdown description as MDX text: the same Markdown, none of it code. */
export function markdownAsText(markdown: string): string {
  return markdown
    .split(CODE)
    .map((part, index) => (index % 2 === 1 ? part : textOutsideCode(part)))
    .join('');
}

/** A name or label the generator writes inside an element: one line of text, no tag characters at all. */
export function plainText(text: string): string {
  return textOutsideCode(text.replace(/\s+/g, ' ').trim()).replace(/>/g, reference);
}

/** A page title, which the generator writes into YAML front matter: one line, no trailing escape. */
export function titleText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/\\+$/, '');
}

/** Characters of an address that MDX, Markdown or a string literal would read as syntax. */
const URL_SYNTAX = /['"`\\{}<>()[\] ]/;

/** An http(s) address with the characters MDX or a string literal could read as syntax escaped, or undefined. */
export function safeHttpUrl(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (!URL_SYNTAX.test(text.trim())) return text.trim();
  return url.href.replace(
    new RegExp(URL_SYNTAX, 'g'),
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

const SAFE_EMAIL = /^[^\s<>{}()[\]'"`\\,;:@]+@[^\s<>{}()[\]'"`\\,;:@]+$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Sets or removes `key` on `object` with a string value transformed by `transform`. */
function rewrite(object: Json | undefined, key: string, transform: (text: string) => string | undefined): void {
  if (!object || typeof object[key] !== 'string') return;
  const value = transform(object[key]);
  if (value === undefined) delete object[key];
  else object[key] = value;
}

/** Values that are data the panel sends or shows as JSON, not prose. */
const DATA_KEYS = new Set(['example', 'default', 'enum', 'const']);
const isExampleObject = (node: Json) => 'value' in node && !('type' in node) && !('properties' in node);

/** Every description in the document, at any depth, and every summary and title, as text. */
function rewriteProse(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(rewriteProse);
  if (!isObject(node)) return;
  for (const key of ['description', 'x-deprecated-description']) rewrite(node, key, markdownAsText);
  for (const key of ['summary', 'title']) rewrite(node, key, titleText);
  for (const [key, value] of Object.entries(node)) {
    if (!DATA_KEYS.has(key) && !(key === 'value' && isExampleObject(node))) rewriteProse(value);
  }
}

function rewriteInfo(info: Json): void {
  rewrite(info, 'termsOfService', safeHttpUrl);
  const contact = isObject(info.contact) ? info.contact : undefined;
  rewrite(contact, 'name', plainText);
  rewrite(contact, 'url', safeHttpUrl);
  rewrite(contact, 'email', (email) => (SAFE_EMAIL.test(email.trim()) ? email.trim() : undefined));
  const license = isObject(info.license) ? info.license : undefined;
  rewrite(license, 'name', plainText);
  rewrite(license, 'url', safeHttpUrl);
  rewrite(license, 'identifier', (id) => (/^[\w.+-]+$/.test(id) ? id : undefined));
}

/** Security schemes: the generator writes their fields and scopes into a table as they are. */
function rewriteSecuritySchemes(schemes: unknown): void {
  if (!isObject(schemes)) return;
  for (const scheme of Object.values(schemes).filter(isObject)) {
    for (const key of ['type', 'name', 'in', 'scheme', 'bearerFormat']) rewrite(scheme, key, plainText);
    rewrite(scheme, 'openIdConnectUrl', safeHttpUrl);
    for (const flow of Object.values(isObject(scheme.flows) ? scheme.flows : {}).filter(isObject)) {
      for (const key of ['authorizationUrl', 'tokenUrl', 'refreshUrl']) rewrite(flow, key, safeHttpUrl);
      if (isObject(flow.scopes)) {
        flow.scopes = Object.fromEntries(
          Object.entries(flow.scopes).map(([scope, text]) => [plainText(scope), plainText(String(text))]),
        );
      }
    }
  }
}

/** The document as the page generator reads it (a copy; `document` is left as it is). */
export function documentForPages(document: Json): Json {
  const copy = structuredClone(document);
  rewriteProse(copy);
  if (isObject(copy.info)) rewriteInfo(copy.info);
  rewriteSecuritySchemes(isObject(copy.components) ? copy.components.securitySchemes : undefined);
  return copy;
}
