/**
 * How words are normalised for the local search engine, the same way for page text and for queries:
 * lower case, no accents, British and American spellings folded together (customise/customize,
 * colour/color, centre/center), simple plural endings removed, and filler words dropped.
 * Also the synonyms readers use for the same thing ("log in" for "sign in", "2FA" for "MFA").
 */

const STOPWORDS = new Set(
  (
    'a an and are as at be by can do does for from how i if in into is it its me my of on or our should ' +
    'so that the their them then there these this to was we what when where which who why will with you your'
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
];

/** A light suffix stemmer: plurals, -ing, -ed and a final -e, so "organising", "organised" and "organise" meet. */
function stem(word: string): string {
  let term = word;
  if (term.length > 4 && term.endsWith('ies')) term = `${term.slice(0, -3)}y`;
  else if (term.length > 3 && term.endsWith('s') && !/(ss|us|is)$/.test(term)) term = term.slice(0, -1);
  if (term.length > 5 && term.endsWith('ing')) term = term.slice(0, -3);
  else if (term.length > 4 && term.endsWith('ed')) term = term.slice(0, -2);
  if (term.length > 4 && term.endsWith('e')) term = term.slice(0, -1);
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

/** Words (Unicode letters and digits), with "sign in", "log-in", "sign out", "sign up" as one word. */
export const WORD = /\b(?:sign|log)[\s-]?(?:in|on|out|up)\b|[\p{L}\p{N}]+(?:['’][\p{L}]+)?/giu;

export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * Groups of words and phrases readers use for the same thing. A query containing one member is also
 * matched, at a lower weight, against the others. Phrases are written as readers type them.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['sign in', 'log in', 'login', 'signin', 'log on', 'logon'],
  ['sign out', 'log out', 'logout', 'signout'],
  ['sign up', 'signup', 'register', 'create an account', 'trial'],
  ['mfa', '2fa', 'two-factor', 'multi-factor', 'authenticator', 'two step verification'],
  ['sso', 'single sign-on', 'saml', 'identity provider'],
  ['entra', 'azure ad', 'azure active directory'],
  ['captions', 'subtitles', 'closed captions', 'cc'],
  ['transcript', 'transcription'],
  ['delete', 'remove', 'erase'],
  ['video', 'clip', 'movie'],
  ['embed', 'iframe', 'embed code'],
  ['forgot', 'reset', 'lost', 'change'],
  ['analytics', 'reports', 'statistics', 'stats', 'metrics', 'views'],
  ['role', 'permission', 'access level'],
  ['user', 'member', 'people', 'seat', 'colleague'],
  ['channel', 'playlist', 'collection'],
  ['thumbnail', 'poster', 'cover image', 'preview image'],
  ['live', 'livestream', 'live stream', 'broadcast', 'webinar'],
  ['event', 'webinar', 'town hall'],
  ['watermark', 'logo overlay'],
  ['support', 'contact', 'help desk', 'ticket'],
  ['format', 'file type', 'codec', 'container'],
  ['resolution', 'dimensions', 'aspect ratio'],
  ['player', 'video player'],
  ['site', 'portal', 'website'],
  ['chapters', 'markers', 'timestamps'],
  ['processing', 'stuck', 'encoding'],
  ['private', 'restrict', 'restriction', 'password protect', 'secure'],
  ['owner', 'ownership', 'transfer'],
  ['import', 'migrate', 'migration', 'bring in'],
];

function normalisePhrase(phrase: string): string[] {
  return tokenize(phrase)
    .map((word) => normaliseTerm(word))
    .filter((term): term is string => term !== null);
}

const SYNONYMS: {terms: string[]; group: string[][]}[] = SYNONYM_GROUPS.map((group) => {
  const normalised = group.map(normalisePhrase).filter((terms) => terms.length > 0);
  return normalised.map((terms) => ({terms, group: normalised}));
}).flat();

/**
 * The synonyms of one query term: each other member of its groups, as the list of its terms (a phrase such as
 * "two-factor" gives ["two", "factor"], to be matched together).
 */
export function synonymsOf(term: string): string[][] {
  const result = new Map<string, string[]>();
  for (const {terms, group} of SYNONYMS) {
    if (terms.length !== 1 || terms[0] !== term) continue;
    for (const member of group) {
      if (member.length === 1 && member[0] === term) continue;
      result.set(member.join(' '), member);
    }
  }
  return [...result.values()];
}
