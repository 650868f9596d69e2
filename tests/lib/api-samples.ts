/**
 * The REST API samples of the MDX pages, as readers copy them: each curl, JavaScript and Python
 * block of a `<Tabs groupId="api-language">` group that calls the API's base URL. Shared by every
 * test that checks or runs the samples.
 */
import {api} from '../../src/data/facts';
import {loadMdxPages} from './mdx';

export type SampleLanguage = 'curl' | 'javascript' | 'python';

export interface ApiSample {
  readonly file: string;
  /** Line of the opening fence in the page. */
  readonly line: number;
  readonly language: SampleLanguage;
  readonly code: string;
  /**
   * Arguments the sample's first comment gives (`// follow.mjs. Run: node follow.mjs b5t9r1m7zd`);
   * `null` for a module that other code imports (it says so instead of how to run it).
   */
  readonly args: readonly string[] | null;
}

const TAB_GROUP = /<Tabs groupId="api-language">([\s\S]*?)<\/Tabs>/g;
const TAB_ITEM = /<TabItem value="(curl|javascript|python)"[^>]*>\s*```(?:bash|javascript|python)\n([\s\S]*?)^```/gm;
const RUN_COMMENT = /^(?:\/\/|#) .*\bRun(?: with [^:]+)?: (?:node|python3?) \S+((?: \S+)*)$/;

const lineAt = (source: string, offset: number) => source.slice(0, offset).split('\n').length;

/** How a script sample is run: its arguments, or `null` when its first line says it is a module to import. */
function runArguments(language: SampleLanguage, code: string): readonly string[] | null {
  if (language === 'curl') return [];
  const match = RUN_COMMENT.exec(code.split('\n')[0] ?? '');
  return match ? match[1]!.trim().split(' ').filter(Boolean) : null;
}

/** The API samples of one page's source. */
export function extractApiSamples(file: string, source: string): ApiSample[] {
  const samples: ApiSample[] = [];
  for (const group of source.matchAll(TAB_GROUP)) {
    const groupStart = group.index + group[0].indexOf(group[1]!);
    for (const item of group[1]!.matchAll(TAB_ITEM)) {
      const [, language, code] = item as unknown as [string, SampleLanguage, string];
      if (!code.includes(api.baseUrl)) continue;
      const fence = groupStart + item.index + item[0].indexOf('```');
      samples.push({file, line: lineAt(source, fence), language, code, args: runArguments(language, code)});
    }
  }
  return samples;
}

/** Every API sample of the hand-written pages (docs and the API overview). */
export function loadApiSamples(): ApiSample[] {
  return loadMdxPages(['docs', 'api-docs']).flatMap((page) => extractApiSamples(page.file, page.source));
}
