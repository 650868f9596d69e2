/**
 * Tokenising and highlighting: a text's words and their normalised terms, and a hit's highlights and
 * snippets, with the words that matched the query between the highlight tags. Text is HTML-escaped
 * before the tags are added: both search UIs insert it as HTML.
 */
import type {HighlightValue, Hit, SearchParams, SnippetValue} from './response';
import {LEVELS, type DocSearchRecord, type Level} from './records';
import {WORD, normaliseTerm} from './text';
import {escapeHtml} from '../../src/utils/html';

export interface Highlighter {
  /** Normalised document terms that matched the query. */
  terms: Set<string>;
  queryTermCount: number;
  pre: string;
  post: string;
}

interface Word {
  text: string;
  start: number;
  end: number;
  hit: boolean;
}

interface Token {
  text: string;
  start: number;
  end: number;
  term: string | null;
}

/** Texts' words and their terms, kept for the texts searched lately (a reader typing meets them again). */
const tokenCache = new Map<string, Token[]>();
const TOKEN_CACHE_LIMIT = 5000;

export function tokensOf(text: string): Token[] {
  let tokens = tokenCache.get(text);
  if (!tokens) {
    tokens = [];
    for (const m of text.matchAll(WORD)) {
      tokens.push({text: m[0], start: m.index, end: m.index + m[0].length, term: normaliseTerm(m[0])});
    }
    if (tokenCache.size >= TOKEN_CACHE_LIMIT) tokenCache.delete(tokenCache.keys().next().value!);
    tokenCache.set(text, tokens);
  }
  return tokens;
}

function words(text: string, h: Highlighter): Word[] {
  return tokensOf(text).map(({text: word, start, end, term}) => ({
    text: word,
    start,
    end,
    hit: term !== null && h.terms.has(term),
  }));
}

function matchLevel(list: Word[], h: Highlighter): {level: HighlightValue['matchLevel']; matched: string[]} {
  const matched = [...new Set(list.filter((w) => w.hit).map((w) => w.text.toLowerCase()))];
  const distinctTerms = new Set(list.filter((w) => w.hit).map((w) => normaliseTerm(w.text)));
  if (matched.length === 0) return {level: 'none', matched};
  return {level: distinctTerms.size >= h.queryTermCount ? 'full' : 'partial', matched};
}

/** Escaped `text[from, to)` with highlight tags around matched words. */
function markup(text: string, list: Word[], from: number, to: number, h: Highlighter): string {
  let out = '';
  let cursor = from;
  for (const w of list) {
    if (!w.hit || w.start < from || w.end > to) continue;
    out += escapeHtml(text.slice(cursor, w.start)) + h.pre + escapeHtml(w.text) + h.post;
    cursor = w.end;
  }
  return out + escapeHtml(text.slice(cursor, to));
}

function highlight(text: string, h: Highlighter, list = words(text, h)): HighlightValue {
  const {level, matched} = matchLevel(list, h);
  const value: HighlightValue = {
    value: markup(text, list, 0, text.length, h),
    matchLevel: level,
    matchedWords: matched,
  };
  if (level !== 'none') value.fullyHighlighted = list.every((w) => w.hit);
  return value;
}

function snippet(text: string, size: number, ellipsis: string, h: Highlighter, list = words(text, h)): SnippetValue {
  const {level} = matchLevel(list, h);
  if (list.length <= size) return {value: markup(text, list, 0, text.length, h), matchLevel: level};
  const first = Math.max(
    0,
    list.findIndex((w) => w.hit),
  );
  const startWord = Math.max(0, Math.min(first - Math.floor(size / 3), list.length - size));
  const endWord = startWord + size - 1;
  const from = startWord === 0 ? 0 : list[startWord]!.start;
  const to = endWord >= list.length - 1 ? text.length : list[endWord]!.end;
  const before = startWord > 0 ? escapeHtml(ellipsis) : '';
  const after = to < text.length ? escapeHtml(ellipsis) : '';
  return {value: before + markup(text, list, from, to, h) + after, matchLevel: level};
}

function snippetSizes(attributes: readonly string[] | undefined): Map<string, number> {
  const sizes = new Map<string, number>();
  const list = attributes ?? [...LEVELS.slice(1).map((l) => `hierarchy.${l}:15`), 'content:15'];
  for (const entry of list) {
    const [name, size] = entry.split(':');
    sizes.set(name!, Number(size) || 10);
  }
  return sizes;
}

export function toHit(record: DocSearchRecord, params: SearchParams, h: Highlighter): Hit {
  const hierarchyHighlight: Partial<Record<Level, HighlightValue>> = {};
  const hierarchySnippet: Partial<Record<Level, SnippetValue>> = {};
  const sizes = snippetSizes(params.attributesToSnippet);
  const ellipsis = params.snippetEllipsisText ?? '…';
  for (const level of LEVELS) {
    const value = record.hierarchy[level];
    if (!value) continue;
    const list = words(value, h);
    hierarchyHighlight[level] = highlight(value, h, list);
    const size = sizes.get(`hierarchy.${level}`);
    if (size) hierarchySnippet[level] = snippet(value, size, ellipsis, h, list);
  }
  const hit: Hit = {
    ...record,
    hierarchy: {...record.hierarchy},
    weight: {...record.weight},
    _highlightResult: {hierarchy: hierarchyHighlight, hierarchy_camel: [hierarchyHighlight]},
    _snippetResult: {hierarchy: hierarchySnippet},
  };
  if (record.content !== null) {
    const list = words(record.content, h);
    hit._highlightResult.content = highlight(record.content, h, list);
    const size = sizes.get('content');
    if (size) hit._snippetResult.content = snippet(record.content, size, ellipsis, h, list);
  }
  return hit;
}

/** Highlights the index terms that matched, with the tags the request asks for. */
export function highlighterFor(params: SearchParams, matchedTerms: ReadonlySet<string>, queryTermCount: number) {
  const highlighter: Highlighter = {
    terms: new Set(matchedTerms),
    queryTermCount,
    pre: params.highlightPreTag ?? '<mark>',
    post: params.highlightPostTag ?? '</mark>',
  };
  return highlighter;
}
