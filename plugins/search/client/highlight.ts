/**
 * Highlighted text from a search backend as safe HTML for the /search page. The local index escapes text,
 * Algolia may not, so the value is un-escaped, escaped again in full, and only then are the highlight
 * markers (requested as highlightPreTag/highlightPostTag) turned into <mark>.
 */
import {escapeHtml, unescapeHtml} from '@site/src/utils/html';

export const HIGHLIGHT_PRE = '__ais-highlight__';
export const HIGHLIGHT_POST = '__/ais-highlight__';

export function safeHighlight(value: string): string {
  return escapeHtml(unescapeHtml(value)).replaceAll(HIGHLIGHT_PRE, '<mark>').replaceAll(HIGHLIGHT_POST, '</mark>');
}
