/**
 * HTML escaping, one module for the site: text put into HTML that the site writes as a string (redirect
 * pages, search highlights, the embed code a reader copies) goes through `escapeHtml`. React escapes
 * what it renders; this is for everything else.
 */

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const ENTITIES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(ESCAPES).map(([character, entity]) => [entity, character]),
);

/** The text with `& < > " '` escaped: safe in element content and in quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** The five entities `escapeHtml` writes (and `&#x27;`), turned back into characters; others stay as they are. */
export function unescapeHtml(html: string): string {
  return html.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? "'");
}
