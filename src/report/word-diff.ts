/**
 * A short word-level diff of two texts (a changed description), for a changelog line: the changed runs with a few
 * words of context each, as git's `--word-diff` shows them. Pure; server text stays raw here (renderers escape it).
 */

/** One changed run: the words before it (context), the words removed and added, the words after it (context). */
export interface WordHunk {
  before: string;
  removed: string;
  added: string;
  after: string;
  /** Whether words were left out before the context (`…`) or after it. */
  cutBefore: boolean;
  cutAfter: boolean;
}

/** Words of context on each side of a change. */
const WORD_CONTEXT = 4;
/** Most changed runs shown; the count of the rest is returned. */
const WORD_HUNKS = 3;
/** Longest texts compared word by word (longer: only their shared start and end are trimmed). */
const MAX_WORDS = 2000;

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** The edit script of two word lists (longest common subsequence), as runs of kept, removed and added words. */
function script(a: readonly string[], b: readonly string[]): Array<{ op: '=' | '-' | '+'; words: string[] }> {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const ops: Array<{ op: '=' | '-' | '+'; word: string }> = a.slice(0, start).map((w) => ({ op: '=', word: w }));
  const x = a.slice(start, endA);
  const y = b.slice(start, endB);
  if (x.length * y.length > MAX_WORDS * MAX_WORDS || x.length > MAX_WORDS || y.length > MAX_WORDS) {
    ops.push(...x.map((w) => ({ op: '-' as const, word: w })), ...y.map((w) => ({ op: '+' as const, word: w })));
  } else {
    // lengths of the longest common subsequences of the suffixes
    const n = x.length;
    const m = y.length;
    const len = new Uint32Array((n + 1) * (m + 1));
    for (let i = n - 1; i >= 0; i--)
      for (let j = m - 1; j >= 0; j--) len[i * (m + 1) + j] = x[i] === y[j] ? len[(i + 1) * (m + 1) + j + 1]! + 1 : Math.max(len[(i + 1) * (m + 1) + j]!, len[i * (m + 1) + j + 1]!);
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && x[i] === y[j]) {
        ops.push({ op: '=', word: x[i]! });
        i++;
        j++;
      } else if (j < m && (i === n || len[i * (m + 1) + j + 1]! >= len[(i + 1) * (m + 1) + j]!)) ops.push({ op: '+', word: y[j++]! });
      else ops.push({ op: '-', word: x[i++]! });
    }
  }
  ops.push(...a.slice(endA).map((w) => ({ op: '=' as const, word: w })));
  const runs: Array<{ op: '=' | '-' | '+'; words: string[] }> = [];
  for (const o of ops) {
    const last = runs[runs.length - 1];
    if (last && last.op === o.op) last.words.push(o.word);
    else runs.push({ op: o.op, words: [o.word] });
  }
  return runs;
}

/** The changed runs of `before` → `after` (whitespace differences alone are none), the first WORD_HUNKS of them, and how many more there are. */
export function wordDiff(before: string, after: string): { hunks: WordHunk[]; more: number } {
  const runs = script(words(before), words(after));
  const hunks: WordHunk[] = [];
  let total = 0;
  for (let k = 0; k < runs.length; k++) {
    const r = runs[k]!;
    if (r.op === '=') continue;
    // a removal followed by an addition (or the reverse) is one change
    const next = runs[k + 1];
    const paired = next && next.op !== '=' && next.op !== r.op ? next : undefined;
    const removed = r.op === '-' ? r.words : (paired?.words ?? []);
    const added = r.op === '+' ? r.words : (paired?.words ?? []);
    const prev = runs[k - 1];
    const follow = runs[k + (paired ? 2 : 1)];
    const left = prev?.op === '=' ? prev.words : [];
    const right = follow?.op === '=' ? follow.words : [];
    if (paired) k++;
    total++;
    if (hunks.length >= WORD_HUNKS) continue;
    hunks.push({
      before: left.slice(-WORD_CONTEXT).join(' '),
      removed: removed.join(' '),
      added: added.join(' '),
      after: right.slice(0, WORD_CONTEXT).join(' '),
      cutBefore: left.length > WORD_CONTEXT,
      cutAfter: right.length > WORD_CONTEXT,
    });
  }
  return { hunks, more: total - hunks.length };
}
