/** Options of the markdown-twins plugin (set in config/markdown-twins.ts). */

/** One section of llms.txt: a docs folder, a whole docs instance, or a blog instance. */
export interface TwinSection {
  readonly title: string;
  readonly docsPluginId?: string;
  /** With `docsPluginId`: the docs whose id is this folder or starts with it (`getting-started`). */
  readonly dir?: string;
  readonly blogPluginId?: string;
}

export interface MarkdownTwinsOptions {
  /** The paragraph under the site's title in llms.txt and llms-full.txt. */
  readonly summary: string;
  /** The sections of llms.txt in order; a page belongs to the first that matches it. */
  readonly sections: readonly TwinSection[];
  /** The API reference: its operation pages' twins are written from the OpenAPI document. */
  readonly api?: {
    readonly docsPluginId: string;
    /** The OpenAPI document this build uses, relative to the site. */
    readonly specPath: string;
    /** Shell variable the example requests read the API key from. */
    readonly apiKeyVariable: string;
  };
}

/** Checks the options at start-up, so a typo fails the build with a sentence rather than a stack trace. */
export function validateTwinOptions(options: MarkdownTwinsOptions): MarkdownTwinsOptions {
  if (!options.summary?.trim()) throw new Error('markdown-twins: `summary` must be a non-empty paragraph');
  if (!Array.isArray(options.sections) || options.sections.length === 0) {
    throw new Error('markdown-twins: `sections` must list at least one section');
  }
  for (const section of options.sections) {
    if (!section.title?.trim()) throw new Error('markdown-twins: every section needs a `title`');
    if (!section.docsPluginId === !section.blogPluginId) {
      throw new Error(`markdown-twins: section "${section.title}" needs exactly one of docsPluginId and blogPluginId`);
    }
  }
  if (options.api && !/^[A-Z_][A-Z0-9_]*$/.test(options.api.apiKeyVariable)) {
    throw new Error('markdown-twins: `api.apiKeyVariable` must be a shell variable name such as VIDCOVE_API_KEY');
  }
  return options;
}
