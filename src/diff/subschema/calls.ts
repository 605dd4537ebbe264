import { isObject, setOwn, type JsonObject, type JsonValue } from '../../util/json.js';
import { isTrivial } from './keywords.js';
import { locateRef } from './refs.js';

/**
 * Which calls count (docs/accuracy.md): the calls an agent builds from the old contract use only the properties the old
 * schema declares. An open object (`additionalProperties` absent, `true` or `{}`) is therefore read as closed to names
 * it never declared; a declared map (`additionalProperties` with a real value schema, `patternProperties`) keeps its
 * names, since values inside it are data. So does a free-form value (`isFreeFormValue`): inside a declared parameter,
 * an object that declares no names at all, whose keys are data too.
 *
 * `callsOf(schema)` writes that reading as a JSON Schema 2020-12 document any validator can check: every open
 * `additionalProperties` or `unevaluatedProperties` is dropped, and every place where the instance moves to a child
 * (the root, each property, pattern and map value, each item) gets `unevaluatedProperties: false`, so a property
 * passes only when a subschema that applies there declares it. Conditions (`not`, `if`, `contains`, `propertyNames`)
 * are left as they are: they test values, they do not describe the calls. Definitions (`$defs`) are rewritten in
 * place, so a `$ref` reads the rewritten target; a definition used both as a call and inside `not` is read as a call
 * in both places.
 */
export function callsOf(schema: JsonValue): JsonValue {
  if (isObject(schema)) {
    const hit = memo.get(schema);
    if (hit !== undefined) return hit;
  }
  const out = entry(schema, schema, true);
  if (isObject(schema)) memo.set(schema, out);
  return out;
}

const memo = new WeakMap<object, JsonValue>();

/**
 * A free-form value (§5b): below the root (inside a declared parameter), a schema that declares no property names
 * (no `properties`, `patternProperties` or map, in itself or in any subschema applied in place: `allOf`/`anyOf`/
 * `oneOf`, `if`/`then`/`else`, `dependentSchemas`, a `$ref` target) and closes nothing (`additionalProperties` or
 * `unevaluatedProperties` false). Its keys are data, like the values of a declared map: the calls keep them, so
 * closing it is breaking. The root is never one (a tool that declares no arguments is called with none). The one
 * definition, used by `callsOf` and by the canonical forms' call reading (`build.ts`).
 */
export function isFreeFormValue(s: JsonValue, root: JsonValue): boolean {
  if (s === root) return false;
  if (s === true) return true;
  if (!isObject(s)) return false;
  let hit = freeFormMemo.get(s);
  if (hit === undefined) freeFormMemo.set(s, (hit = declaresNothing(s, root)));
  return hit;
}

const freeFormMemo = new WeakMap<object, boolean>();

function declaresNothing(s: JsonObject, root: JsonValue): boolean {
  const seen = new Set<object>();
  const nonEmpty = (v: JsonValue | undefined) => isObject(v) && Object.keys(v).length > 0;
  const visit = (x: JsonValue | undefined, depth: number): boolean => {
    if (!isObject(x) || seen.has(x)) return true;
    if (depth > 32) return false;
    seen.add(x);
    if (nonEmpty(x.properties) || nonEmpty(x.patternProperties)) return false;
    if (x.additionalProperties !== undefined && !isTrivial(x.additionalProperties)) return false;
    if (x.unevaluatedProperties !== undefined && !isTrivial(x.unevaluatedProperties)) return false;
    for (const k of ['allOf', 'anyOf', 'oneOf'] as const) if (Array.isArray(x[k])) for (const b of x[k] as JsonValue[]) if (!visit(b, depth + 1)) return false;
    for (const k of ['if', 'then', 'else'] as const) if (!visit(x[k], depth + 1)) return false;
    for (const k of ['dependentSchemas', 'dependencies'] as const) if (isObject(x[k])) for (const d of Object.values(x[k] as JsonObject)) if (!visit(d, depth + 1)) return false;
    if (typeof x.$ref === 'string') {
      // by the one resolver: a pointer, an embedded resource's `$id`, an `$anchor`
      const t = isObject(root) ? locateRef(root, x.$ref, x)?.target : undefined;
      if (t === undefined || t === root || !visit(t, depth + 1)) return false;
    }
    if (x.$dynamicRef !== undefined || x.$recursiveRef !== undefined) return false;
    return true;
  };
  return visit(s, 0);
}

/** A place where the instance is a new value: closed to names nothing declares (unless a free-form value). */
function entry(s: JsonValue, root: JsonValue, top = false): JsonValue {
  if (s === false) return false;
  if (s === true) return top ? { unevaluatedProperties: false } : true;
  if (!isObject(s)) return s;
  const out = inPlace(s, root);
  if (!top && isFreeFormValue(s, root)) return out;
  if (isObject(out) && out.unevaluatedProperties === undefined) out.unevaluatedProperties = false;
  return out;
}

/** A subschema applied to the same value: rewritten inside, not closed itself (its siblings may declare more names). */
function inPlace(s: JsonValue, root: JsonValue): JsonValue {
  if (!isObject(s)) return s;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(s)) {
    switch (k) {
      case 'additionalProperties':
        if (!isTrivial(v)) setOwn(out, k, entry(v, root));
        break;
      case 'unevaluatedProperties':
        // open (`true`, `{}`) is read as closed, like an open additionalProperties: the entry closes it
        if (!isTrivial(v)) setOwn(out, k, v);
        break;
      case 'properties':
      case 'patternProperties':
        setOwn(out, k, isObject(v) ? mapValues(v, (x) => entry(x, root)) : v);
        break;
      case '$defs':
      case 'definitions':
      case 'dependentSchemas':
        setOwn(out, k, isObject(v) ? mapValues(v, (x) => inPlace(x, root)) : v);
        break;
      case 'dependencies':
        setOwn(out, k, isObject(v) ? mapValues(v, (d) => (Array.isArray(d) ? d : inPlace(d, root))) : v);
        break;
      case 'items':
        setOwn(out, k, Array.isArray(v) ? v.map((x) => entry(x, root)) : entry(v, root));
        break;
      case 'prefixItems':
        setOwn(out, k, Array.isArray(v) ? v.map((x) => entry(x, root)) : v);
        break;
      case 'additionalItems':
        setOwn(out, k, entry(v, root));
        break;
      case 'allOf':
      case 'anyOf':
      case 'oneOf':
        setOwn(out, k, Array.isArray(v) ? v.map((x) => inPlace(x, root)) : v);
        break;
      case 'then':
      case 'else':
        setOwn(out, k, inPlace(v, root));
        break;
      default:
        setOwn(out, k, v);
    }
  }
  return out;
}

function mapValues(o: JsonObject, f: (v: JsonValue) => JsonValue): JsonObject {
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(o)) setOwn(out, k, f(v));
  return out;
}

const nodeMemo = new WeakMap<object, JsonValue>();

/** The calls one node of `root` describes, read as a place where the value is new (for a node inside `callsOf(root)`). */
export function callsOfNode(schema: JsonValue, root: JsonValue): JsonValue {
  if (typeof schema === 'boolean') return entry(schema, root, schema === root);
  if (!isObject(schema)) return schema;
  let out = nodeMemo.get(schema);
  if (out === undefined) nodeMemo.set(schema, (out = isFreeFormValue(schema, root) ? { allOf: [inPlace(schema, root)] } : { allOf: [inPlace(schema, root)], unevaluatedProperties: false }));
  return out;
}
