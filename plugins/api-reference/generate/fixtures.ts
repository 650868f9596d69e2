/** Build inputs the generation tests share. */

/**
 * A valid OpenAPI document of about 700 bytes whose extension holds a "billion laughs": nine levels of
 * lists of nine aliases to the level below, 387 million strings once expanded.
 */
export function aliasBomb(): string {
  const levels = 'abcdefghi'.split('');
  const lines = [
    'openapi: 3.0.3',
    'info: {title: Laughs, version: "1"}',
    'paths:',
    '  /a: {get: {operationId: a, responses: {"200": {description: ok}}}}',
    'x-laughs:',
    `  a: &a [${Array(9).fill('lol').join(', ')}]`,
  ];
  for (let i = 1; i < levels.length; i += 1) {
    lines.push(
      `  ${levels[i]}: &${levels[i]} [${Array(9)
        .fill(`*${levels[i - 1]}`)
        .join(', ')}]`,
    );
  }
  return `${lines.join('\n')}\n`;
}
