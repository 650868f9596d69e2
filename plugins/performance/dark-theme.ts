/**
 * Light only: the site disables the colour-mode switch and ignores the system preference
 * (config/theme.ts), so dark-theme rules can never apply. This PostCSS plugin removes dark-theme
 * selectors from every stylesheet, and rules left with none. With the switch disabled, the navbar's
 * colour-mode toggle renders nothing; `NAVBAR_COLOR_MODE_TOGGLE` stands in for it with a component that
 * imports nothing, so the toggle's code and styles stay out of what every page loads.
 */
import path from 'node:path';

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

/** Theme-classic's navbar toggle (which returns nothing when the switch is disabled) and what stands in for it. */
export const NAVBAR_COLOR_MODE_TOGGLE = {
  module: /theme-classic[\\/]lib[\\/]theme[\\/]Navbar[\\/]ColorModeToggle[\\/]index\.js$/,
  standIn: path.join(__dirname, 'no-color-mode-toggle.tsx'),
};

/** Whether the theme config disables the colour-mode switch. */
export function colorModeSwitchDisabled(themeConfig: unknown): boolean {
  const colorMode = (themeConfig as {colorMode?: {disableSwitch?: unknown}} | undefined)?.colorMode;
  return colorMode?.disableSwitch === true;
}
