/**
 * Code in code blocks is text: every token colour of the code theme must meet WCAG 2.1 AA (4.5:1)
 * on the code background and on a highlighted line.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, test} from 'node:test';
import {themes} from 'prism-react-renderer';
import {codeTheme} from '../config/prism-theme';

type Rgb = [number, number, number];

function hex(colour: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  assert.ok(match, `${colour} is not a #rrggbb colour`);
  return [match[1], match[2], match[3]].map((part) => parseInt(part ?? '', 16)) as Rgb;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The highlighted-line colour from custom.css (`rgb(r g b / a%)`) laid over `base`. */
function highlighted(base: Rgb): Rgb {
  const css = readFileSync('src/css/custom.css', 'utf8');
  const match = /--docusaurus-highlighted-code-line-bg:\s*rgb\((\d+) (\d+) (\d+) \/ (\d+)%\)/.exec(css);
  assert.ok(match, 'custom.css sets --docusaurus-highlighted-code-line-bg as rgb(r g b / a%)');
  const alpha = Number(match[4]) / 100;
  return base.map((channel, i) => Math.round(channel * (1 - alpha) + Number(match[i + 1]) * alpha)) as Rgb;
}

const background = hex(codeTheme.plain.backgroundColor ?? '');
const backgrounds: [string, Rgb][] = [
  ['the code background', background],
  ['a highlighted line', highlighted(background)],
];
const colours = [
  ['plain text', codeTheme.plain.color ?? ''],
  ...codeTheme.styles.flatMap(({types, style}) => (style.color ? [[types.join(', '), style.color]] : [])),
] as [string, string][];

describe('code theme contrast', () => {
  test('the stock GitHub theme fails, so the check can tell', () => {
    const stock = themes.github.styles.map(({style}) => style.color).filter((c): c is string => !!c);
    assert.ok(stock.some((colour) => contrast(hex(colour), background) < 4.5));
  });

  for (const [types, colour] of colours) {
    for (const [where, rgb] of backgrounds) {
      test(`${types} (${colour}) is at least 4.5:1 on ${where}`, () => {
        const ratio = contrast(hex(colour), rgb);
        assert.ok(ratio >= 4.5, `${colour} on ${where}: ${ratio.toFixed(2)}:1`);
      });
    }
  }

  test('no token is dimmed with opacity', () => {
    assert.deepEqual(
      codeTheme.styles.filter(({style}) => style.opacity !== undefined).map(({types}) => types.join(', ')),
      [],
    );
  });
});
