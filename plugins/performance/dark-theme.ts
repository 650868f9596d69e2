/**
 * Light only: the site disables the colour-mode switch and ignores the system preference
 * (config/theme.ts), so dark-theme rules can never apply. This PostCSS plugin removes dark-theme
 * selectors from every stylesheet, and rules left with none.
 */

/** Selectors that only match in dark mode (`html[data-theme=dark] ...`, `[data-theme='dark'] ...`). */
const DARK_THEME_SELECTOR = /\[data-theme=(['"]?)dark\1\]/;

interface RuleLike {
  selectors: string[];
  remove(): void;
}

export const dropDarkTheme = {
  postcssPlugin: 'vidcove-drop-dark-theme',
  Rule(rule: RuleLike) {
    const light = rule.selectors.filter((selector) => !DARK_THEME_SELECTOR.test(selector));
    if (light.length === 0) rule.remove();
    else if (light.length < rule.selectors.length) rule.selectors = light;
  },
};
