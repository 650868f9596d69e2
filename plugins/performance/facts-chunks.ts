/**
 * The facts sheet in chunks: help articles import the facts sheet (src/data/facts.ts), which would put
 * every section into every article's chunk. Its modules are marked free of side effects, so a page
 * bundles only the sections it imports, and each section goes into one chunk the pages that render it share.
 */

/** The facts sheet: its barrel (src/data/facts.ts) and one module per section (src/data/facts/). */
export const FACTS_SHEET = /[\\/]src[\\/]data[\\/]facts(\.ts$|[\\/])/;

/** The phrase helpers (src/data/phrases.ts, label.ts), free of side effects too: unused once facts are inlined (inline-facts.ts). */
export const PHRASES = /[\\/]src[\\/]data[\\/](phrases|label)\.ts$/;

/** A section module of the facts sheet, with its name. */
export const FACTS_SECTION = /[\\/]src[\\/]data[\\/]facts[\\/]([\w-]+)\.ts$/;

/** `facts-limits` for src/data/facts/limits.ts: one chunk per section, shared by the pages that render it. */
export function factsChunkName(resource: string | undefined): string | undefined {
  const section = resource ? FACTS_SECTION.exec(resource)?.[1] : undefined;
  return section ? `facts-${section}` : undefined;
}

/** The cache group that gathers each section into its chunk. */
export const factsCacheGroup = {
  test: FACTS_SECTION,
  name: (module: unknown) => factsChunkName((module as {resource?: string} | undefined)?.resource),
  chunks: 'async',
  enforce: true,
  priority: 45,
} as const;
