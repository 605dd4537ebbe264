import { jsonEqual, type JsonValue } from '../../util/json.js';
import type { Detected, NodePair } from '../rule.js';
import { CONDITION_KEYWORDS, semanticForm } from '../schema/keywords.js';

/**
 * A condition (`not`, `if`/`then`, `dependentRequired`, …) or another keyword the diff does not read one by one, added,
 * removed or changed on a node. Shared by composition-narrowed (added or changed: a new requirement) and
 * composition-widened (removed), each reporting its own side.
 */
export interface ConditionChange {
  narrowed: boolean;
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
    const x = va.other.get(k);
    const y = vb.other.get(k);
    if (jsonEqual(semanticForm(x), semanticForm(y))) continue;
    const pointer = pair.at(k, vb.other.has(k));
    const what = CONDITION_KEYWORDS.has(k) ? 'condition' : 'keyword';
    const found = (before: JsonValue | null, after: JsonValue | null, detail: string) => ({ before, after, pointer, meta: { keyword: k, detail } });
    if (x === undefined) out.push({ narrowed: true, finding: found(null, y ?? null, `${k} ${what} added`) });
    else if (y === undefined) out.push({ narrowed: false, finding: found(x, null, `${k} ${what} removed`) });
    else out.push({ narrowed: true, finding: found(x, y, `${k} changed`) });
  }
  return out;
}
