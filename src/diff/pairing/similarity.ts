/** Text and name similarity measures used to pair renamed parameters and tools. All are in [0, 1]. */

/** Lower-case word tokens of free text. */
export function wordTokens(text: string | undefined): string[] {
  if (!text) return [];
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/** Dice coefficient over token multisets: 1 for the same words, 0 for none shared. */
export function textSimilarity(a: string | undefined, b: string | undefined): number {
  const ta = wordTokens(a);
  const tb = wordTokens(b);
  return diceOfCounts(tokenCounts(ta), ta.length, tokenCounts(tb), tb.length, a, b);
}

/** How often each token occurs. */
export function tokenCounts(tokens: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of tokens) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
}

/** `textSimilarity` from token counts computed beforehand (`na`, `nb`: the token totals; `a`, `b`: the texts). */
export function diceOfCounts(ca: ReadonlyMap<string, number>, na: number, cb: ReadonlyMap<string, number>, nb: number, a: string | undefined, b: string | undefined): number {
  if (na === 0 && nb === 0) return a === b ? 1 : 0;
  if (na === 0 || nb === 0) return 0;
  let shared = 0;
  const small = ca.size <= cb.size ? ca : cb;
  const large = small === ca ? cb : ca;
  for (const [t, c] of small) shared += Math.min(c, large.get(t) ?? 0);
  return (2 * shared) / (na + nb);
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

/** Levenshtein distance (short strings only: names). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  // two rows, kept between calls: this runs for every candidate pair of a large release
  if (rowA.length <= b.length) [rowA, rowB] = [new Uint32Array(2 * (b.length + 1)), new Uint32Array(2 * (b.length + 1))];
  let prev = rowA;
  let cur = rowB;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const replace = prev[j - 1]! + (ca === b.charCodeAt(j - 1) ? 0 : 1);
      const remove = prev[j]! + 1;
      const insert = cur[j - 1]! + 1;
      cur[j] = replace < remove ? (replace < insert ? replace : insert) : remove < insert ? remove : insert;
    }
    [prev, cur] = [cur, prev];
  }
  return prev[b.length]!;
}

let rowA = new Uint32Array(64);
let rowB = new Uint32Array(64);

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
