import { canonicalJson } from '../../contract/canonical.js';
import { isObject, type JsonValue } from '../../util/json.js';
import type { NodePair } from '../rule.js';
import type { SchemaView } from '../schema/view.js';

/**
 * How the allowed values (`enum`/`const`, across union alternatives) of a node changed: shared by the value rules
 * (enum-narrowed, enum-widened, const-changed, and schema-representation-changed for a reordered list), so each
 * reports its own case of one classification.
 */
export type ValueChange =
  | { kind: 'imposed'; after: JsonValue[] }
  | { kind: 'lifted'; before: JsonValue[] }
  | { kind: 'reordered'; before: JsonValue[]; after: JsonValue[] }
  | { kind: 'const'; before: JsonValue | JsonValue[] | null; after: JsonValue }
  | { kind: 'edited'; before: JsonValue[]; after: JsonValue[]; removed: JsonValue[]; added: JsonValue[] };

const memo = new WeakMap<SchemaView, WeakMap<SchemaView, ValueChange | undefined>>();

/** The change of allowed values between the two nodes; `undefined` when they allow the same values in the same order. */
export function valueChange(pair: NodePair): ValueChange | undefined {
  let row = memo.get(pair.before);
  if (!row) memo.set(pair.before, (row = new WeakMap()));
  if (row.has(pair.after)) return row.get(pair.after);
  const out = classify(pair.before, pair.after);
  row.set(pair.after, out);
  return out;
}

function classify(va: SchemaView, vb: SchemaView): ValueChange | undefined {
  const a = va.values;
  const b = vb.values;
  if (a === null && b === null) return undefined;
  if (a === null) return vb.isConst ? { kind: 'const', before: null, after: b![0] as JsonValue } : { kind: 'imposed', after: b! };
  if (b === null) return { kind: 'lifted', before: a };
  const ka = a.map((v) => canonicalJson(v));
  const kb = b.map((v) => canonicalJson(v));
  const removed = a.filter((_, i) => !kb.includes(ka[i] as string));
  const added = b.filter((_, i) => !ka.includes(kb[i] as string));
  if (!removed.length && !added.length) return ka.join() !== kb.join() && !va.isConst && !vb.isConst ? { kind: 'reordered', before: a, after: b } : undefined;
  if (vb.isConst && (va.isConst || removed.length)) return { kind: 'const', before: va.isConst ? (a[0] as JsonValue) : a, after: b[0] as JsonValue };
  return { kind: 'edited', before: a, after: b, removed, added };
}

/**
 * Where value findings point: the new node's `const` or `enum`, or the union alternative's that holds it when the node
 * has none of its own (pydantic's optional `anyOf: [{enum: […]}, {type: "null"}]`).
 */
export function valuesPointer(pair: NodePair): string {
  const key = pair.after.isConst ? 'const' : 'enum';
  const { schema, pointer } = pair.after.node;
  if (schema[key] === undefined)
    for (const union of ['anyOf', 'oneOf'] as const) {
      const alternatives = schema[union];
      const i = Array.isArray(alternatives) ? alternatives.findIndex((alt) => isObject(alt) && alt[key] !== undefined) : -1;
      if (i >= 0) return `${pointer}/${union}/${i}/${key}`;
    }
  return `${pointer}/${key}`;
}

/** The keywords the value rules claim. */
export const VALUE_KEYWORDS: readonly string[] = ['enum', 'const'];
