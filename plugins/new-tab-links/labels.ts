/**
 * When a link opens a new tab, and whether it says so. Shared by the Link wrapper (client/Link.tsx),
 * the client module for links other code renders (client/label-runtime-links.ts), the check of the
 * built HTML (check-html.ts) and the browser tests.
 */

/** The words every link that opens a new tab carries (WCAG 3.2.5 advisory; the spec's label). */
export const NEW_TAB_LABEL = '(opens in new tab)';

/** True for URLs Docusaurus' Link treats as internal (no scheme, not protocol-relative). */
export function isInternalUrl(url: string | undefined): boolean {
  return !!url && !/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url);
}

/**
 * Whether Docusaurus' Link opens `to ?? href` in a new tab: an explicit `target="_blank"`, or no
 * target and a URL that is not internal (it adds `target="_blank"` to those).
 */
export function opensInNewTab({to, href, target}: {to?: string; href?: string; target?: string}): boolean {
  if (target !== undefined) return target === '_blank';
  const url = to || href;
  return !!url && !isInternalUrl(url);
}

/** Whether a text (an accessible name, the text of a link) already says the link opens a new tab. */
export const saysNewTab = (text: string | null | undefined): boolean => !!text && text.includes(NEW_TAB_LABEL);
