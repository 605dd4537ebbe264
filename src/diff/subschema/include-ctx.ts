import type { Canon } from './forms.js';
import type { Res } from './res.js';

/** Nesting past this is not compared (a recursive schema's deepest levels): the answer is unknown. */
export const MAX_NESTING = 40;
/** Comparison steps per question, so one pathological pair cannot stall a run. */
export const STEP_BUDGET = 20000;

/** One inclusion question's state, shared by the checks of every type (include.ts and the include-*.ts beside it). */
export interface Ctx {
  memo: Map<string, Res>;
  stack: Set<string>;
  /** Times an assumption (a pair still being compared, met again deeper) was used. */
  hits: number;
  depth: number;
  budget: number;
  /** Every check is searched for candidates; otherwise an object's search stops at the first check that finds some. */
  thorough: boolean;
  /** The inclusion check itself (include.ts `includes`): the checks of arrays, objects and extras recurse through it. */
  includes: (x: Canon, y: Canon, ctx: Ctx) => Res;
}

/** Memos that hold an answer of a search stopped at its first check with candidates (see objIn). */
const shortened = new WeakSet<Map<string, Res>>();

/** Whether an answer read or written through `memo` may come from a shortened search (then a full one may say more). */
export function wasShortened(memo: Map<string, Res>): boolean {
  return shortened.has(memo);
}

/** Record that an answer through `memo` comes from a shortened search. */
export function markShortened(memo: Map<string, Res>): void {
  shortened.add(memo);
}
