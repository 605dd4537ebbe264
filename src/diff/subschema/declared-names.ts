import { isObject, type JsonObject, type JsonValue } from '../../util/json.js';
import { isTrivial } from './keywords.js';
import { refTarget } from './refs.js';

/** The names a node's call reading declares (build.ts closes the calls to them). */

export interface Declared {
  /** Each declared name with the schemas that declare it (a value there passed one of them). */
  names: Map<string, JsonValue[]>;
  patterns: Map<string, JsonValue[]>;
  /** A map (`additionalProperties` with a value schema) or an `unevaluatedProperties` that takes any name. */
  all: boolean;
}

export const NOTHING_DECLARED: Declared = { names: new Map(), patterns: new Map(), all: false };

/**
 * Every name a subschema applied to this value may declare, with the schemas that declare it (over-approximated: the
 * names of every branch, whether or not it passes), so a closed reading never rejects a call that `callsOf` accepts:
 * a name declared by another branch of a union passes only when that branch passed, so its value is one that branch
 * allows.
 */
export function declaredIn(s: JsonObject, root: JsonValue): Declared {
  const out: Declared = { names: new Map(), patterns: new Map(), all: false };
  const seen = new Set<object>();
  const add = (m: Map<string, JsonValue[]>, k: string, v: JsonValue) => m.set(k, [...(m.get(k) ?? []), v]);
  const visit = (x: JsonValue | undefined, depth: number) => {
    if (!isObject(x) || seen.has(x) || depth > 32 || out.all) return;
    seen.add(x);
    if (isObject(x.properties)) for (const [k, v] of Object.entries(x.properties)) add(out.names, k, v);
    if (isObject(x.patternProperties)) for (const [k, v] of Object.entries(x.patternProperties)) add(out.patterns, k, v);
    if (x.additionalProperties !== undefined && !isTrivial(x.additionalProperties) && x.additionalProperties !== false) out.all = true;
    if (x.unevaluatedProperties !== undefined && x.unevaluatedProperties !== false) out.all = true;
    for (const k of ['allOf', 'anyOf', 'oneOf'] as const) if (Array.isArray(x[k])) for (const b of x[k] as JsonValue[]) visit(b, depth + 1);
    for (const k of ['if', 'then', 'else'] as const) visit(x[k], depth + 1);
    for (const k of ['dependentSchemas', 'dependencies'] as const) if (isObject(x[k])) for (const d of Object.values(x[k] as JsonObject)) visit(d, depth + 1);
    if (typeof x.$ref === 'string') visit(refTarget(root, x.$ref), depth + 1);
  };
  visit(s, 0);
  return out;
}
