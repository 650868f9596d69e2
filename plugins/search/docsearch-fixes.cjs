// @ts-check
/**
 * Bundle-time fixes to DocSearch's modal (@docsearch/react 4.7.0, pinned in package.json), applied by the
 * search plugin to `@docsearch/react/dist/esm/DocSearchModal.js` only:
 *
 * 1. "Try searching for" never shows in v4: the suggestions are stored with object spread, then read as an
 *    array (`.length`, `.slice`), so the list is always skipped (algolia/docsearch#2922). Stored as a
 *    de-duplicated array instead.
 * 2. "Unable to fetch results" never stays on screen: when a search fails, DocSearch sets the status to
 *    `error`, but autocomplete-core resets it to `idle` in a `finally` right after, and the modal falls back
 *    to the no-results screen. The failure is also kept in the autocomplete context (`searchFailed`, set when
 *    a search rejects and cleared when one succeeds) and the error screen shows while it is set.
 * 3. No eval: the modal's bundled copy of zod probes `new Function("")` to choose a faster parser, which
 *    the site's Content-Security-Policy (no `unsafe-eval`, plugins/hosting) blocks and reports as a
 *    violation. The probe answers "no" instead, as it does on Cloudflare Workers: zod's other parser.
 *
 * Each fix must match exactly once; if DocSearch's code changes, the build fails here with a message
 * instead of silently losing the fix.
 */

/**
 * @param {string} setContext name of the setContext parameter in DocSearch's search function
 * @returns {{name: string; pattern: RegExp; replace: (...groups: string[]) => string}[]}
 */
const fixes = (setContext) => [
  {
    name: 'searchSuggestions as an array (algolia/docsearch#2922)',
    pattern:
      /searchSuggestions:(\w+)\(\1\(\{\},null!==\((\w+)=(\w+)\.context\.searchSuggestions\)&&void 0!==\2\?\2:\[\]\),Object\.keys\((\w+)\)\)/,
    replace: (_m, _spread, tmp, state, sources) =>
      `searchSuggestions:Array.from(new Set([].concat(null!==(${tmp}=${state}.context.searchSuggestions)&&void 0!==${tmp}&&Array.isArray(${tmp})?${tmp}:[],Object.keys(${sources}))))`,
  },
  {
    name: 'remember a failed search in the context',
    pattern: /case 3:throw (\w+)\.p=3,"RetryError"===\((\w+)=\1\.v\)\.name&&(\w+)\("error"\),\2;/,
    replace: (_m, gen, err, setStatus) =>
      `case 3:throw ${gen}.p=3,${err}=${gen}.v,${setContext}({searchFailed:!0}),${setStatus}("error"),${err};`,
  },
  {
    name: 'clear the failure when a search succeeds',
    pattern: /case 2:return (\w+)=(\w+)\.v,(\w+)=\1\.results,/,
    replace: (_m, response, gen, results) =>
      `case 2:return ${setContext}({searchFailed:!1}),${response}=${gen}.v,${results}=${response}.results,`,
  },
  {
    name: "no eval probe in zod's parser (the CSP forbids eval)",
    pattern: /try\{return new Function\(""\),!0\}catch\(\w+\)\{return!1\}/,
    replace: () => 'return!1',
  },
  {
    name: 'show the error screen while the last search failed',
    pattern: /"error"===\(null===\((\w+)=(\w+)\.state\)\|\|void 0===\1\?void 0:\1\.status\)\?/,
    replace: (m, _tmp, props) => `${m.slice(0, -1)}||${props}.state.query&&${props}.state.context.searchFailed?`,
  },
];

/** Where DocSearch's search function reads its parameters; the fourth name is setContext. */
const SET_CONTEXT = /(\w+)=(\w+)\.query,(\w+)=\2\.state,(\w+)=\2\.setContext,(\w+)=\2\.setStatus,/g;

/** @param {RegExp} pattern @param {string} source */
function countMatches(pattern, source) {
  return (source.match(new RegExp(pattern.source, 'g')) ?? []).length;
}

/** @param {string} source */
function applyDocSearchFixes(source) {
  const params = [...source.matchAll(SET_CONTEXT)];
  if (params.length !== 1) {
    throw new Error(
      "search: cannot find the parameters of DocSearch's search function. Was @docsearch/react upgraded? " +
        'Check plugins/search/docsearch-fixes.cjs against the new version.',
    );
  }
  let out = source;
  for (const fix of fixes(/** @type {string} */ (params[0]?.[4]))) {
    const count = countMatches(fix.pattern, out);
    if (count !== 1) {
      throw new Error(
        `search: cannot apply the DocSearch fix "${fix.name}" (${count} matches). Was @docsearch/react ` +
          'upgraded? Check plugins/search/docsearch-fixes.cjs against the new version.',
      );
    }
    out = out.replace(fix.pattern, /** @type {(...args: string[]) => string} */ (fix.replace));
  }
  return out;
}

/** @this {{cacheable?: (flag: boolean) => void}} @param {string} source */
function docSearchFixesLoader(source) {
  this.cacheable?.(true);
  return applyDocSearchFixes(source);
}

module.exports = docSearchFixesLoader;
module.exports.applyDocSearchFixes = applyDocSearchFixes;
