// @ts-check
/**
 * Bundle-time fixes to DocSearch's modal (`@docsearch/react/dist/esm/DocSearchModal.js`, pinned in
 * package.json), for bugs readers would see: what each fix does is in PATCHES.md, "DocSearch modal fixes".
 * Each fix must match exactly once, so an upgrade that changes the code fails the build, not the fix.
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
