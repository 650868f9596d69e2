/**
 * Highlighted text from a search backend as safe HTML for the /search page. The local index escapes text,
 * Algolia may not, so the value is un-escaped, escaped again in full, and only then are the highlight
 * markers (requested as highlightPreTag/highlightPostTag) turned into <mark>.
 */
export const HIGHLIGHT_PRE = '__ais-highlight__';
export const HIGHLIGHT_POST = '__/ais-highlight__';

const ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'"};
const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function safeHighlight(value: string): string {
  return value
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!)
    .replace(/[&<>"']/g, (c) => ESCAPES[c]!)
    .replaceAll(HIGHLIGHT_PRE, '<mark>')
    .replaceAll(HIGHLIGHT_POST, '</mark>');
}
