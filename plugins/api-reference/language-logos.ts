/**
 * Drops the openapi theme's logos (base64 SVGs in `.openapi-tabs__code-item--<language>::after`) of the
 * code-sample languages the reference does not offer (./options.ts `languageTabs`): they are most of the
 * API stylesheet, which every API page loads before it renders. A language is a modifier with a logo (an
 * `::after` rule with a `url(…)` background); other modifiers (`--variant`, `--sample`) stay.
 */
import type {Plugin, Root} from 'postcss';

/** A selector that names a code-sample tab modifier, and which one. */
const TAB_MODIFIER = /\.openapi-tabs__code-item--([\w-]+)/g;
const LOGO_SELECTOR = /^\.openapi-tabs__code-item--([\w-]+)::?after$/;

/** The languages the stylesheet draws a logo for. */
function languagesWithLogos(root: Root): Set<string> {
  const languages = new Set<string>();
  root.walkRules((rule) => {
    const hasLogo = rule.nodes.some(
      (node) => node.type === 'decl' && /^background(-image)?$/.test(node.prop) && node.value.includes('url('),
    );
    if (!hasLogo) return;
    for (const selector of rule.selectors) {
      const language = LOGO_SELECTOR.exec(selector.trim())?.[1];
      if (language) languages.add(language);
    }
  });
  return languages;
}

export function dropUnofferedLanguages(offered: readonly string[]): Plugin {
  const keep = new Set(offered);
  return {
    postcssPlugin: 'vidcove-unoffered-language-logos',
    OnceExit(root) {
      const dropped = [...languagesWithLogos(root)].filter((language) => !keep.has(language));
      if (dropped.length === 0) return;
      const isDropped = (selector: string) =>
        [...selector.matchAll(TAB_MODIFIER)].some((match) => dropped.includes(match[1]!));
      root.walkRules((rule) => {
        const kept = rule.selectors.filter((selector) => !isDropped(selector));
        if (kept.length === 0) rule.remove();
        else if (kept.length < rule.selectors.length) rule.selectors = kept;
      });
    },
  };
}
