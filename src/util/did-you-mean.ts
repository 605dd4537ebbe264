/** "Did you mean …?" suggestions for misspelt keys, rule ids and enum values. */

/** Levenshtein distance (insert, delete, substitute; a swap of neighbours counts as one edit). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** Same word written in another case style: `forbiddenTools`, `forbidden_tools`, `FORBIDDEN-TOOLS` → `forbiddentools`. */
function fold(s: string): string {
  return s.toLowerCase().replace(/[-_\s]/g, '');
}

/**
 * The candidate the user most likely meant, or undefined when none is close: the same word in another case style
 * (`include_meta` → `include-meta`), else the nearest by edit distance within about a third of the word's length.
 */
export function didYouMean(input: string, candidates: readonly string[]): string | undefined {
  const folded = fold(input);
  const sameWord = candidates.find((c) => fold(c) === folded);
  if (sameWord !== undefined) return sameWord;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const distance = editDistance(folded, fold(c));
    if (distance < bestDistance) {
      best = c;
      bestDistance = distance;
    }
  }
  const allowed = Math.max(1, Math.floor(Math.max(folded.length, 3) / 3));
  return bestDistance <= allowed ? best : undefined;
}

/** ` (did you mean "x"?)` or the empty string. */
export function suggestion(input: string, candidates: readonly string[]): string {
  const match = didYouMean(input, candidates);
  return match === undefined ? '' : `; did you mean "${match}"?`;
}
