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
export declare function assignPairs<A, B>(left: readonly A[], right: readonly B[], score: (a: A, b: B) => number, rule: PairingRule | number): Array<[A, B, number]>;
