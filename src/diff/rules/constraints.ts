import { jsonEqual, type JsonValue } from '../../util/json.js';
import type { NodePair } from '../rule.js';
import { isSafeIntegerLimit } from '../safe-integer.js';
import { LOWER_BOUNDS, UPPER_BOUNDS } from '../schema/keywords.js';

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
  /** A bound added at the safe-integer limit (or moved between such values): judged cosmetic, policy can restore it. */
  safeIntegerLimit: boolean;
}

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
  const out: ConstraintChange[] = [];
  for (const k of keys) {
    if (pair.claimed.has(k)) continue; // a rule's detect hook reports it
    const x = va.constraints.get(k);
    const y = vb.constraints.get(k);
    if (jsonEqual(x, y)) continue;
    let tighter: boolean;
    if (UPPER_BOUNDS.has(k) || LOWER_BOUNDS.has(k)) {
      const upper = UPPER_BOUNDS.has(k);
      if (typeof x !== 'number' || typeof y !== 'number') tighter = x === undefined;
      else tighter = upper ? y < x : y > x;
    } else if (k === 'uniqueItems') tighter = y === true;
    else tighter = y !== undefined; // format/multipleOf/… added or changed: may reject old values
    const safeIntegerLimit = tighter && isSafeIntegerLimit(k, y) && (x === undefined || isSafeIntegerLimit(k, x));
    out.push({ keyword: k, before: x ?? null, after: y ?? null, pointer: pair.at(k, vb.constraints.has(k)), tighter, safeIntegerLimit });
  }
  return out;
}
