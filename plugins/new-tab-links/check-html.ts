/**
 * The gate over built HTML: every `<a target="_blank">` says "(opens in new tab)", in its text, its
 * aria-label or the aria-label of an element inside it (`npm run check:site` runs it on every page).
 */
import {parse} from 'node-html-parser';
import {saysNewTab} from './labels';

export interface UnlabelledLink {
  readonly href: string;
  readonly text: string;
}

/** Links of one page that open a new tab without saying so. */
export function unlabelledNewTabLinks(html: string): UnlabelledLink[] {
  const found: UnlabelledLink[] = [];
  for (const anchor of parse(html).querySelectorAll('a')) {
    if (anchor.getAttribute('target')?.toLowerCase() !== '_blank') continue;
    const labels = [anchor, ...anchor.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label'));
    if (saysNewTab(anchor.text) || labels.some(saysNewTab)) continue;
    found.push({href: anchor.getAttribute('href') ?? '', text: anchor.text.trim().replace(/\s+/g, ' ').slice(0, 80)});
  }
  return found;
}
