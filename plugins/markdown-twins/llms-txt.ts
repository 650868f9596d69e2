/**
 * `/llms.txt` (the llmstxt.org format: an H1 with the site's name, a blockquote summary, then one H2
 * section per content area listing each page's twin with its description) and `/llms-full.txt` (the
 * same heading and summary, then every twin in full, in the same order).
 */
export interface ListedTwin {
  readonly title: string;
  readonly description: string;
  /** Absolute URL of the twin. */
  readonly twinUrl: string;
  readonly section: string;
  /** The whole twin. */
  readonly markdown: string;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function heading(siteTitle: string, summary: string): string {
  return `# ${siteTitle}\n\n> ${oneLine(summary)}\n`;
}

export function llmsTxt(siteTitle: string, summary: string, twins: readonly ListedTwin[]): string {
  const parts = [heading(siteTitle, summary)];
  let section: string | undefined;
  for (const twin of twins) {
    if (twin.section !== section) {
      section = twin.section;
      parts.push(`\n## ${section}\n\n`);
    }
    const link = `[${twin.title.replace(/([[\]])/g, '\\$1')}](${twin.twinUrl})`;
    parts.push(`- ${link}${twin.description ? `: ${oneLine(twin.description)}` : ''}\n`);
  }
  return parts.join('');
}

export function llmsFullTxt(siteTitle: string, summary: string, twins: readonly ListedTwin[]): string {
  return [heading(siteTitle, summary), ...twins.map((twin) => twin.markdown)].join('\n');
}
