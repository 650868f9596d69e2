/**
 * Partial results: when no page holds every word of a query, both backends answer with the pages that
 * match some of them and say which words they left out in `queryAfterRemoval` (Algolia's response field:
 * the query with the left-out words in `<em>`; the local engine sets it the same way). The search UIs
 * read it to tell the reader. The modal's DocSearch does not pass response fields on, so its search
 * client is wrapped to remember the last one per query.
 */

/** The words a `queryAfterRemoval` value marks as left out, as plain text (never rendered as HTML). */
export function removedWords(queryAfterRemoval: string | undefined | null): string[] {
  if (!queryAfterRemoval) return [];
  const text = (html: string) =>
    html
      .replace(/<[^>]*>/g, '')
      .replace(
        /&(amp|lt|gt|quot|#39);/g,
        (_, name: string) => ({amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'"})[name]!,
      )
      .trim();
  return [...queryAfterRemoval.matchAll(/<em>([\s\S]*?)<\/em>/g)].map((m) => text(m[1]!)).filter(Boolean);
}

const removals = new Map<string, string[]>();

type Searchable = {search: (...args: never[]) => Promise<unknown>};

/** Wraps a search client (Algolia's or the local one) to remember each query's left-out words. */
export function rememberPartialResults<T extends Searchable>(client: T): T {
  const search = client.search.bind(client) as (...args: unknown[]) => Promise<{results?: unknown[]}>;
  return Object.assign(Object.create(client) as T, {
    async search(...args: unknown[]) {
      const response = await search(...args);
      for (const result of response.results ?? []) {
        const {query, queryAfterRemoval} = (result ?? {}) as {query?: unknown; queryAfterRemoval?: string};
        if (typeof query === 'string') removals.set(query, removedWords(queryAfterRemoval));
      }
      if (removals.size > 50) removals.delete(removals.keys().next().value!);
      return response;
    },
  });
}

/** The words left out of the results shown for `query` (empty when every word matched). */
export function partialResultsFor(query: string): string[] {
  return removals.get(query) ?? [];
}
