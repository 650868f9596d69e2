import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Code colours: prism-react-renderer's GitHub theme with every token colour darkened to at least
 * 4.5:1 against the code background and against a highlighted line (src/css/custom.css) (WCAG 2.1 AA; the stock theme's
 * strings, keywords, numbers and comments measure 2.6 to 4.3). tests/prism-theme.test.ts checks it.
 */
/** Languages registered on top of prism-react-renderer's own; the content checks accept code samples in them. */
export const additionalLanguages = ['bash', 'json', 'php', 'python'];

const darker: Record<string, string> = {
  '#999988': '#5f5f52', // comments
  '#e3116c': '#b3094f', // strings, attribute values
  '#36acaa': '#16716e', // numbers, booleans, properties, URLs
  '#00a4db': '#006690', // attribute names
  '#d73a49': '#b52a3b', // functions, deleted lines
};

export const codeTheme: PrismTheme = {
  plain: themes.github.plain,
  styles: themes.github.styles.map(({types, style}) => {
    const {opacity: _dimmed, ...rest} = style; // namespace prefixes: opacity would drop their contrast
    const color = rest.color && (darker[rest.color] ?? rest.color);
    return {types, style: color ? {...rest, color} : rest};
  }),
};
