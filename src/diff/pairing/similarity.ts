/** Text and name similarity measures used to pair renamed parameters and tools. All are in [0, 1]. */
import { distance } from 'fastest-levenshtein';

/** Lower-case word tokens of free text. */
export function wordTokens(text: string | undefined): string[] {
  if (!text) return [];
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/** Dice coefficient over token multisets: 1 for the same words, 0 for none shared. */
export function textSimilarity(a: string | undefined, b: string | undefined): number {
  return diceOfBags(tokenBag(wordTokens(a)), tokenBag(wordTokens(b)), a, b);
}

/**
 * A token multiset: each distinct token once in the order first seen, with its count, and the counts by token. The
 * arrays let a comparison walk one bag without an iterator (pairing compares each tool with many).
 */
export interface TokenBag {
  tokens: string[];
  counts: number[];
  countOf: Map<string, number>;
  /** How many tokens in all. */
  total: number;
}

export function tokenBag(list: readonly string[]): TokenBag {
  const countOf = new Map<string, number>();
  for (const t of list) countOf.set(t, (countOf.get(t) ?? 0) + 1);
  return { tokens: [...countOf.keys()], counts: [...countOf.values()], countOf, total: list.length };
}

/** `textSimilarity` from bags computed beforehand (`a`, `b`: the texts, which decide when both bags are empty). */
export function diceOfBags(ba: TokenBag, bb: TokenBag, a: string | undefined, b: string | undefined): number {
  if (ba.total === 0 && bb.total === 0) return a === b ? 1 : 0;
  if (ba.total === 0 || bb.total === 0) return 0;
  const small = ba.tokens.length <= bb.tokens.length ? ba : bb;
  const large = small === ba ? bb : ba;
  let shared = 0;
  for (let i = 0; i < small.tokens.length; i++) {
    const c = large.countOf.get(small.tokens[i] as string);
    if (c !== undefined) shared += Math.min(small.counts[i] as number, c);
  }
  return (2 * shared) / (ba.total + bb.total);
}

/** Identifier tokens: camelCase, snake_case, kebab-case, dotted and digit boundaries split, lower-cased. */
export function nameTokens(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Levenshtein distance (insert, delete, substitute; UTF-16 code units), by Myers' bit-parallel algorithm. */
export const editDistance: (a: string, b: string) => number = distance;

/** How many tokens of `long`, from `at`, the token `short` abbreviates: a prefix (q → query) or initials (ff → fast forward). */
function abbreviates(short: string, longTokens: string[], at: number): number {
  const long = longTokens[at] as string;
  if (long.startsWith(short) && short.length < long.length) return 1;
  if (short.length >= 2 && at + short.length <= longTokens.length) {
    for (let k = 0; k < short.length; k++) if ((longTokens[at + k] as string)[0] !== short[k]) return 0;
    return short.length;
  }
  return 0;
}

/**
 * Similarity of two identifiers by their tokens: shared tokens count fully, abbreviations (q → query, ff → fast
 * forward) count 0.8, and a whole-name edit distance catches the rest (annotate → annotated).
 */
export function nameSimilarity(a: string, b: string): number {
  return a === b ? 1 : nameSimilarityOf(a, nameTokens(a), b, nameTokens(b));
}

/** `nameSimilarity` with the names' tokens computed beforehand (pairing scores each tool against many). */
export function nameSimilarityOf(a: string, ta: string[], b: string, tb: string[]): number {
  if (a === b) return 1;
  if (ta.length && sameJoined(ta, tb)) return 0.95; // same words, other case style: getTinyImage / get-tiny-image
  const usedA = new Uint8Array(ta.length);
  const usedB = new Uint8Array(tb.length);
  let weight = 0;
  for (let i = 0; i < ta.length; i++) {
    for (let j = 0; j < tb.length; j++) {
      if (usedB[j] || tb[j] !== ta[i]) continue;
      usedA[i] = 1;
      usedB[j] = 1;
      weight += 2;
      break;
    }
  }
  const abbrev = (xs: string[], ys: string[], ux: Uint8Array, uy: Uint8Array) => {
    for (let i = 0; i < xs.length; i++) {
      if (ux[i]) continue;
      for (let j = 0; j < ys.length; j++) {
        if (uy[j]) continue;
        const n = abbreviates(xs[i] as string, ys, j);
        if (n > 0 && !anyUsed(uy, j, n)) {
          ux[i] = 1;
          for (let k = 0; k < n; k++) uy[j + k] = 1;
          weight += 0.8 * (1 + n);
          break;
        }
      }
    }
  };
  abbrev(ta, tb, usedA, usedB);
  abbrev(tb, ta, usedB, usedA);
  const tokenScore = ta.length + tb.length ? weight / (ta.length + tb.length) : 0;
  const la = a.toLowerCase();
  const lb = b.toLowerCase();
  const edit = 1 - editDistance(la, lb) / Math.max(la.length, lb.length);
  return Math.min(1, Math.max(tokenScore, edit));
}

/** Whether any of `n` places from `at` is taken. */
function anyUsed(used: Uint8Array, at: number, n: number): boolean {
  for (let k = 0; k < n; k++) if (used[at + k]) return true;
  return false;
}

/** `xs.join('') === ys.join('')`, without joining when the lengths already differ. */
function sameJoined(xs: readonly string[], ys: readonly string[]): boolean {
  let lx = 0;
  let ly = 0;
  for (const x of xs) lx += x.length;
  for (const y of ys) ly += y.length;
  return lx === ly && xs.join('') === ys.join('');
}
