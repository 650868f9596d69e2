/**
 * How words are normalised for the local search engine, the same way for page text and for queries:
 * lower case, no accents, British and American spellings folded together (customise/customize,
 * colour/color, centre/center), simple plural endings removed, and filler words dropped.
 * The synonyms readers use for the same thing are in synonyms.ts.
 */

const STOPWORDS = new Set(
  (
    'a an and are as at be by can do does for from how i if in into is it its me my of on or our should ' +
    'so that the their them then there these this to was we what when where which who why will with you your ' +
    'about after also any before been being could during has have just than via very would ' +
    "can't don't doesn't isn't aren't won't didn't i'm i've it's let's what's there's"
  ).split(' '),
);

const SPELLING: [RegExp, string][] = [
  [/^(.{2,})([iy])z(e|es|ed|ing|er|ers|ation|ations)$/, '$1$2s$3'],
  [/^colors?$|^colored$|^coloring$/, 'colour'],
  [/^centers?$|^centered$/, 'centre'],
  [/^behaviors?$/, 'behaviour'],
  [/^favorites?$/, 'favourite'],
  [/^catalogs?$/, 'catalogue'],
  [/^e?mails?$/, 'email'],
  [/^licens(e|es|ed|ing)$/, 'licenc$1'],
  [/^gray$/, 'grey'],
  [/^cancel(ed|ing)$/, 'cancell$1'],
];

/** Words ending in "ed" that are not a verb's past tense. */
const NOT_PAST_TENSE = new Set(['embed', 'speed', 'proceed', 'exceed', 'succeed', 'bleed', 'breed', 'hundred']);

/** A light suffix stemmer: plurals, -ing, -ed and a final -e, so "organising", "organised" and "organise" meet. */
function stem(word: string): string {
  let term = word;
  if (term.length > 4 && term.endsWith('ies')) term = `${term.slice(0, -3)}y`;
  else if (term.length > 3 && term.endsWith('s') && !/(ss|us|is)$/.test(term)) term = term.slice(0, -1);
  let stripped = false;
  if (term.length > 5 && term.endsWith('ing')) {
    term = term.slice(0, -3);
    stripped = true;
  } else if (term.length > 4 && term.endsWith('ed') && !NOT_PAST_TENSE.has(term)) {
    term = term.slice(0, -2);
    stripped = true;
  }
  // "embedding", "embedded" → "embed", "getting" → "get"; not "called", "passed" or "fizzed".
  if (stripped && term.length >= 4 && /([^aeiouylsz])\1$/.test(term)) term = term.slice(0, -1);
  if (term.length > 4 && term.endsWith('e')) term = term.slice(0, -1);
  // Nouns in -tion meet their verbs: "restriction" → "restrict", "integration" → "integrat" (as
  // "integrate"), "organisation" → "organis" (as "organise").
  if (term.length > 8 && term.endsWith('isation')) term = term.slice(0, -5);
  else if (term.length > 8 && term.endsWith('ation')) term = term.slice(0, -3);
  else if (term.length > 7 && /[cp]tion$/.test(term)) term = term.slice(0, -3);
  return term;
}

/** Two-word verbs read as one word ("sign in", "log-in", "login"), kept apart from "sign-on" (SSO) and "sign up". */
const COMPOUNDS: Record<string, string> = {
  signin: 'signin',
  login: 'signin',
  logon: 'signin',
  signon: 'signon',
  signout: 'signout',
  logout: 'signout',
  signup: 'signup',
};

const cache = new Map<string, string | null>();
const CACHE_LIMIT = 50_000;

/** Normalises one word; null for words that carry no meaning on their own. Memoised: text repeats words. */
export function normaliseTerm(word: string): string | null {
  let term = cache.get(word);
  if (term !== undefined) return term;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  term = normaliseUncached(word);
  cache.set(word, term);
  return term;
}

function normaliseUncached(word: string): string | null {
  let term = word
    .replace(/’/g, "'")
    .replace(/^(\p{L})\.(\p{N}+)$/u, '$1$2')
    .replace(/^([\p{L}\p{N}]+)\.js$/iu, '$1js')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  if (!term || STOPWORDS.has(term)) return null;
  const compound = COMPOUNDS[term.replace(/[\s-]/g, '')];
  if (compound) return compound;
  for (const [pattern, replacement] of SPELLING) {
    if (pattern.test(term)) {
      term = term.replace(pattern, replacement);
      break;
    }
  }
  return stem(term);
}

/**
 * Words (Unicode letters and digits), with "sign in", "log-in", "sign out", "sign up" as one word, and
 * a codec name such as "H.264" ("h264", as readers also type it) or a library such as "Player.js" as one.
 */
export const WORD =
  /\b(?:sign|log)[\s-]?(?:in|on|out|up)\b|\b\p{L}\.\p{N}+\b|[\p{L}\p{N}]+\.js\b|[\p{L}\p{N}]+(?:['’][\p{L}]+)?/giu;

export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** The normalised terms of a phrase ("Two-factor authentication" → ["two", "factor", "authentication"]). */
export function normalisePhrase(phrase: string): string[] {
  return tokenize(phrase)
    .map((word) => normaliseTerm(word))
    .filter((term): term is string => term !== null);
}
