import { jsonEqual, type JsonValue } from '../../util/json.js';
import type { NodePair } from '../rule.js';
import { isSafeIntegerLimit } from '../safe-integer.js';
import { LOWER_BOUNDS, UPPER_BOUNDS } from '../subschema/keywords.js';
import { keywordEffect } from './effects.js';

/**
 * A constraint keyword that no rule claims (a bound, `format`, `multipleOf`, `uniqueItems`, …) added, removed or
 * changed, and whether it now rejects more values (`tighter`). Shared by constraint-tightened and constraint-loosened,
 * each reporting its own side; claimed keywords (`pattern`, `enum`, `default`, …) are their rules' alone.
 */
export interface ConstraintChange {
  keyword: string;
  before: JsonValue | null;
  after: JsonValue | null;
  pointer: string;
  tighter: boolean;
  /** Written differently, the same values pass (`exclusiveMinimum: 0` → `minimum: 1` on an integer, `minItems: 0`). */
  same: boolean;
  /** A bound added at the safe-integer limit (or moved between such values): judged cosmetic, policy can restore it. */
  safeIntegerLimit: boolean;
}

/** The inclusive and exclusive form of one bound: a move from one to the other is one change of that bound. */
const BOUND_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['minimum', 'exclusiveMinimum'],
  ['maximum', 'exclusiveMaximum'],
];

const memo = new WeakMap<NodePair, ConstraintChange[]>();

/** Every unclaimed constraint of the two nodes that differs, by keyword. */
export function constraintChanges(pair: NodePair): ConstraintChange[] {
  let out = memo.get(pair);
  if (!out) memo.set(pair, (out = classify(pair)));
  return out;
}

function classify(pair: NodePair): ConstraintChange[] {
  const { before: va, after: vb } = pair;
  const keys = [...new Set([...va.constraints.keys(), ...vb.constraints.keys()])].sort();
  const differs = (k: string) => !pair.claimed.has(k) && !jsonEqual(va.constraints.get(k), vb.constraints.get(k));
  const out: ConstraintChange[] = [];
  const done = new Set<string>();
  for (const k of keys) {
    if (done.has(k) || !differs(k)) continue;
    // `minimum: 5` → `exclusiveMinimum: 5`: one bound moved, one finding (its values as the keywords that hold them)
    const pairOf = BOUND_PAIRS.find((p) => p.includes(k) && p.every(differs));
    const group = pairOf ?? [k];
    for (const g of group) done.add(g);
    const x = pairOf ? boundOf(pairOf, va.constraints) : (va.constraints.get(k) ?? null);
    const y = pairOf ? boundOf(pairOf, vb.constraints) : (vb.constraints.get(k) ?? null);
    const present = group.find((g) => vb.constraints.has(g));
    const keyword = pairOf ? pairOf[0] : k;
    const effect = keywordEffect(pair, group);
    const limit = isSafeIntegerLimit(k, vb.constraints.get(k)) && (va.constraints.get(k) === undefined || isSafeIntegerLimit(k, va.constraints.get(k)));
    // a bound at the safe-integer limit reads as written (the core leaves numbers past it out): policy decides on it
    const tighter = effect === 'unknown' || (effect === 'same' && limit) ? syntacticTighter(k, va.constraints.get(k), vb.constraints.get(k)) : effect === 'narrower' || effect === 'both';
    out.push({ keyword, before: x, after: y, pointer: pair.at(present ?? k, present !== undefined), tighter, same: effect === 'same' && !limit, safeIntegerLimit: tighter && limit });
  }
  return out;
}

/** Both forms of a bound as one value: `{"minimum": 5}`, or null when neither is set. */
function boundOf(keys: readonly string[], constraints: Map<string, JsonValue>): JsonValue | null {
  const out: Record<string, JsonValue> = {};
  for (const k of keys) if (constraints.has(k)) out[k] = constraints.get(k) as JsonValue;
  return Object.keys(out).length ? out : null;
}

/** When the core cannot tell: a bound up (or down), a keyword added, reads as tighter. */
function syntacticTighter(k: string, x: JsonValue | undefined, y: JsonValue | undefined): boolean {
  if (UPPER_BOUNDS.has(k) || LOWER_BOUNDS.has(k)) {
    if (typeof x !== 'number' || typeof y !== 'number') return x === undefined;
    return UPPER_BOUNDS.has(k) ? y < x : y > x;
  }
  if (k === 'uniqueItems') return y === true;
  return y !== undefined;
}
