/**
 * What a twin must not contain outside code: an HTML tag, MDX syntax, or a value that went missing
 * ("undefined"). The built-site check (tools/check-site/markdown-twins.ts) and the tests apply it.
 */
/** Markdown without fenced code blocks and code spans: where prose rules apply. */
export function proseOf(markdown: string): string {
  return markdown
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '')
    .replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, '');
}

/** What is wrong with a twin's text, outside code; empty when nothing is. */
export function twinTextProblems(markdown: string): string[] {
  const prose = proseOf(markdown);
  const problems: string[] = [];
  const tag = /(?<!\\)<\/?[A-Za-z][\w-]*(\s[^<>\n]*)?\/?>/.exec(prose);
  if (tag) problems.push(`an HTML tag outside code: ${tag[0]}`);
  const mdx =
    /^(import|export)\s.+$/m.exec(prose) ??
    /^:::\w*.*$/m.exec(prose) ??
    /(?<!\\)\{[A-Za-z_$][\w$.]*(\(\))?\}/.exec(prose);
  if (mdx) problems.push(`MDX syntax: ${mdx[0]}`);
  const leftover = /\bundefined\b|\[object Object\]|\bNaN\b/.exec(prose);
  if (leftover) problems.push(`"${leftover[0]}" outside code`);
  return problems;
}
