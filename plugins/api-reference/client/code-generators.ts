/**
 * Stands in for `postman-code-generators` in the browser bundle (an exact-match alias set by
 * plugins/api-reference): the package bundles every generator; the reference offers four (../options.ts
 * `languageTabs`), each loaded when its code sample is first shown. Same interface as the parts the openapi
 * theme uses: `getLanguageList` and `convert`.
 */

/** A Postman request (postman-collection's Request); passed through untouched. */
type PostmanRequest = unknown;
type ConvertOptions = Record<string, unknown>;
type ConvertCallback = (error: unknown, snippet?: string) => void;

interface CodeGenerator {
  convert(request: PostmanRequest, options: ConvertOptions, callback: ConvertCallback): void;
}

interface GeneratorEntry {
  /** Key the theme's `languageTabs` use (lower case). */
  readonly language: string;
  readonly label: string;
  readonly variant: string;
  readonly syntaxMode: string;
  readonly load: () => Promise<{default: CodeGenerator} | CodeGenerator>;
}

const generators: readonly GeneratorEntry[] = [
  {
    language: 'curl',
    label: 'cURL',
    variant: 'cURL',
    syntaxMode: 'powershell',
    load: () => import('postman-code-generators/codegens/curl'),
  },
  {
    language: 'javascript',
    label: 'JavaScript',
    variant: 'Fetch',
    syntaxMode: 'javascript',
    load: () => import('postman-code-generators/codegens/js-fetch'),
  },
  {
    language: 'python',
    label: 'Python',
    variant: 'Requests',
    syntaxMode: 'python',
    load: () => import('postman-code-generators/codegens/python-requests'),
  },
  {
    language: 'php',
    label: 'PHP',
    variant: 'cURL',
    syntaxMode: 'php',
    load: () => import('postman-code-generators/codegens/php-curl'),
  },
];

function find(language: string, variant: string): GeneratorEntry | undefined {
  return generators.find(
    (entry) =>
      entry.language === language.toLowerCase() && entry.variant.toLowerCase() === String(variant).toLowerCase(),
  );
}

const loaded = new Map<GeneratorEntry, Promise<CodeGenerator>>();

function load(entry: GeneratorEntry): Promise<CodeGenerator> {
  let generator = loaded.get(entry);
  if (!generator) {
    generator = entry.load().then((module) => ('convert' in module ? module : module.default));
    loaded.set(entry, generator);
  }
  return generator;
}

export function getLanguageList(): {key: string; label: string; syntax_mode: string; variants: {key: string}[]}[] {
  return generators.map((entry) => ({
    key: entry.language,
    label: entry.label,
    syntax_mode: entry.syntaxMode,
    variants: [{key: entry.variant}],
  }));
}

export function convert(
  language: string,
  variant: string,
  request: PostmanRequest,
  options: ConvertOptions,
  callback: ConvertCallback,
): void {
  const entry = find(language, variant);
  if (!entry) {
    callback(`Codegen~convert: no code generator for ${language} (${variant})`);
    return;
  }
  load(entry).then(
    (generator) => generator.convert(request, options, callback),
    (error: unknown) => callback(error),
  );
}

export default {getLanguageList, convert};
