/** When to accept a candidate pair. */
export interface PairingRule {
  /** Below this a pair is never accepted. */
  threshold: number;
  /** At or above this a pair is accepted on its own. */
  strong?: number;
  /**
   * Between `threshold` and `strong`, a pair must beat every other candidate of both of its members by this much:
   * four tab tools folded into one `browser_tabs` are a merge, not a rename of whichever scored highest.
   */
  margin?: number;
}

/**
 * Greedy one-to-one assignment over accepted candidates: the best-scoring pair first, ties broken by position so the
 * result is deterministic. With the handful of candidates a tool has, greedy and optimal assignment agree in practice.
 */
export function assignPairs<A, B>(left: readonly A[], right: readonly B[], score: (a: A, b: B) => number, rule: PairingRule | number): Array<[A, B, number]> {
  const scored: Array<[number, number, number]> = [];
  for (let i = 0; i < left.length; i++) for (let j = 0; j < right.length; j++) scored.push([i, j, score(left[i] as A, right[j] as B)]);
  return assignCandidates(left, right, scored, typeof rule === 'number' ? { threshold: rule } : rule);
}

/**
 * The greedy assignment over a sparse list of scored candidates `[i, j, score]` (pairs not listed are taken to score
 * below `threshold - margin`, so they can neither be accepted nor be anyone's rival). Linear in the candidates; with
 * every pair listed it is the dense assignment above, a rival being the best other score of either member.
 */
export function assignCandidates<A, B>(left: readonly A[], right: readonly B[], scored: ReadonlyArray<readonly [number, number, number]>, rule: PairingRule): Array<[A, B, number]> {
  // the best and second-best score of each member, to find a candidate's best rival without scanning all of them
  const top = (n: number) => Array.from({ length: n }, () => [-Infinity, -Infinity, -1] as [number, number, number]);
  const bestL = top(left.length);
  const bestR = top(right.length);
  const note = (t: [number, number, number], s: number, other: number) => {
    if (s > t[0]) {
      t[1] = t[0];
      t[0] = s;
      t[2] = other;
    } else if (s > t[1]) t[1] = s;
  };
  for (const [i, j, s] of scored) {
    note(bestL[i] as [number, number, number], s, j);
    note(bestR[j] as [number, number, number], s, i);
  }
  const rivalOf = (t: [number, number, number], other: number) => (t[2] === other ? t[1] : t[0]);
  const candidates: Array<[number, number, number]> = [];
  for (const [i, j, s] of scored) {
    if (s < rule.threshold) continue;
    if (rule.margin !== undefined && (rule.strong === undefined || s < rule.strong)) {
      const rival = Math.max(rivalOf(bestL[i] as [number, number, number], j), rivalOf(bestR[j] as [number, number, number], i));
      if (s - rival < rule.margin) continue;
    }
    candidates.push([s, i, j]);
  }
  candidates.sort((x, y) => y[0] - x[0] || x[1] - y[1] || x[2] - y[2]);
  const usedL = new Set<number>();
  const usedR = new Set<number>();
  const out: Array<[A, B, number]> = [];
  for (const [s, i, j] of candidates) {
    if (usedL.has(i) || usedR.has(j)) continue;
    usedL.add(i);
    usedR.add(j);
    out.push([left[i] as A, right[j] as B, s]);
  }
  return out;
}
