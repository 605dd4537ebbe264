import { jsonEqual, type JsonValue } from '../../util/json.js';
import type { Detected, NodePair } from '../rule.js';
import { CONDITION_KEYWORDS, semanticForm } from '../subschema/keywords.js';
import { keywordEffect } from './effects.js';

/** Keywords read together: a condition and its branches, a `contains` and its counts. */
const GROUPS: ReadonlyArray<readonly string[]> = [['if', 'then', 'else']];

/**
 * A condition (`not`, `if`/`then`, `dependentRequired`, …) or another keyword the diff does not read one by one, added,
 * removed or changed on a node. Shared by composition-narrowed (added or changed: a new requirement) and
 * composition-widened (removed), each reporting its own side.
 */
export interface ConditionChange {
  narrowed: boolean;
  /** Written differently, the same values pass (the subschema core says so). */
  same: boolean;
  finding: Detected<{ keyword: string; detail: string }>;
}

const memo = new WeakMap<NodePair, ConditionChange[]>();

/** Every such keyword of the two nodes that differs in effect, by keyword. */
export function conditionChanges(pair: NodePair): ConditionChange[] {
  let out = memo.get(pair);
  if (!out) memo.set(pair, (out = classify(pair)));
  return out;
}

function classify(pair: NodePair): ConditionChange[] {
  const { before: va, after: vb } = pair;
  const keys = [...new Set([...va.other.keys(), ...vb.other.keys()])].sort();
  const out: ConditionChange[] = [];
  for (const k of keys) {
    if (pair.claimed.has(k)) continue; // a rule's detect hook reports it
    const x = va.other.get(k);
    const y = vb.other.get(k);
    if (jsonEqual(semanticForm(x), semanticForm(y))) continue;
    const pointer = pair.at(k, vb.other.has(k));
    const what = CONDITION_KEYWORDS.has(k) ? 'condition' : 'keyword';
    // which way it goes is the core's answer for the keyword (with its group) changed alone; when it cannot tell, an
    // added or changed condition reads as a new requirement
    const effect = keywordEffect(pair, GROUPS.find((g) => g.includes(k)) ?? [k]);
    const narrowed = effect === 'unknown' ? y !== undefined : effect === 'narrower' || effect === 'both';
    const found = (before: JsonValue | null, after: JsonValue | null, detail: string) => ({ before, after, pointer, meta: { keyword: k, detail } });
    const how = effect === 'wider' ? ' (loosened)' : effect === 'narrower' ? ' (tightened)' : '';
    const same = effect === 'same';
    if (x === undefined) out.push({ narrowed, same, finding: found(null, y ?? null, `${k} ${what} added${how}`) });
    else if (y === undefined) out.push({ narrowed, same, finding: found(x, null, `${k} ${what} removed${how}`) });
    else out.push({ narrowed, same, finding: found(x, y, `${k} changed${how}`) });
  }
  return out;
}
