import { isObject, jsonEqual, type JsonObject, type JsonValue } from '../../util/json.js';
import type { NodePair } from '../rule.js';
import { included, type Verdict } from '../subschema/index.js';

/**
 * What changing some keywords of a node does to the values it accepts, asked of the subschema core: the old node,
 * and the old node with only those keywords taken from the new one (everything else as it was, so `multipleOf: 4`
 * → `2` reads as a loosening, `exclusiveMinimum: 0` → `minimum: 1` on an integer as the same set). Shared by the
 * rules that name keyword changes (constraints, conditions): the rule names the change, this says which way it goes.
 *
 * - `same`: the same values pass; `wider`: every old value passes and more; `narrower`: some old values fail and
 *   none are gained; `both`: some fail and some are gained; `unknown`: the core cannot tell.
 */
export type Effect = 'same' | 'wider' | 'narrower' | 'both' | 'unknown';

const memo = new WeakMap<NodePair, Map<string, Effect>>();

export function keywordEffect(pair: NodePair, keywords: readonly string[]): Effect {
  let row = memo.get(pair);
  if (!row) memo.set(pair, (row = new Map()));
  const key = keywords.join(',');
  let out = row.get(key);
  if (!out) row.set(key, (out = compute(pair, keywords)));
  return out;
}

function valueIn(view: NodePair['before'], k: string): JsonValue | undefined {
  return view.constraints.get(k) ?? view.other.get(k);
}

function compute(pair: NodePair, keywords: readonly string[]): Effect {
  const { before: va, after: vb } = pair;
  const rawA = va.node.schema;
  const rawB = vb.node.schema;
  // the new values, as they apply to the node (a keyword the view read from a union alternative or an `allOf` branch
  // has no place in the old node's own text: the comparison is then made on the keywords alone, with the node's types)
  const own = keywords.every((k) => jsonEqual(rawA[k], valueIn(va, k)) && jsonEqual(rawB[k], valueIn(vb, k)));
  let before: JsonObject;
  let after: JsonObject;
  if (own && va.alternatives.length <= 1) {
    before = rawA;
    after = { ...rawA };
    for (const k of keywords) {
      if (rawB[k] === undefined) delete after[k];
      else after[k] = rawB[k] as JsonValue;
    }
  } else {
    before = {};
    after = {};
    if (va.types) before.type = after.type = va.types;
    for (const k of keywords) {
      const x = valueIn(va, k);
      const y = valueIn(vb, k);
      if (x !== undefined) before[k] = x;
      if (y !== undefined) after[k] = y;
    }
  }
  // a new value that points into the new document cannot be read against the old one
  if (keywords.some((k) => hasRef(after[k]))) return 'unknown';
  const root = va.node.root;
  const forward = included({ schema: before, root }, { schema: after, root });
  if (forward.kind === 'unknown') return 'unknown';
  const backward: Verdict = included({ schema: after, root }, { schema: before, root });
  if (forward.kind === 'included') return backward.kind === 'included' ? 'same' : 'wider';
  return backward.kind === 'included' ? 'narrower' : 'both';
}

function hasRef(v: JsonValue | undefined): boolean {
  if (Array.isArray(v)) return v.some(hasRef);
  if (!isObject(v)) return false;
  return typeof v.$ref === 'string' || Object.values(v).some(hasRef);
}
