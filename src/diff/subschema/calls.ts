import { isObject, setOwn, type JsonObject, type JsonValue } from '../../util/json.js';
import { isTrivial } from './keywords.js';

/**
 * Which calls count (DESIGN §5b): the calls an agent builds from the old contract use only the properties the old
 * schema declares. An open object (`additionalProperties` absent, `true` or `{}`) is therefore read as closed to names
 * it never declared; a declared map (`additionalProperties` with a real value schema, `patternProperties`) keeps its
 * names, since values inside it are data.
 *
 * `callsOf(schema)` writes that reading as a JSON Schema 2020-12 document any validator can check: every open
 * `additionalProperties` is dropped, and every place where the instance moves to a child (the root, each property,
 * pattern and map value, each item) gets `unevaluatedProperties: false`, so a property passes only when a subschema
 * that applies there declares it. Conditions (`not`, `if`, `contains`, `propertyNames`) are left as they are: they
 * test values, they do not describe the calls. Definitions (`$defs`) are rewritten in place, so a `$ref` reads the
 * rewritten target; a definition used both as a call and inside `not` is read as a call in both places.
 */
export function callsOf(schema: JsonValue): JsonValue {
  if (isObject(schema) || typeof schema === 'boolean') {
    const hit = memo.get(schema as object);
    if (hit !== undefined) return hit;
  }
  const out = entry(schema);
  if (isObject(schema)) memo.set(schema, out);
  return out;
}

const memo = new WeakMap<object, JsonValue>();

/** A place where the instance is a new value: closed to names nothing declares. */
function entry(s: JsonValue): JsonValue {
  if (s === false) return false;
  if (s === true) return { unevaluatedProperties: false };
  if (!isObject(s)) return s;
  const out = inPlace(s);
  if (isObject(out) && out.unevaluatedProperties === undefined) out.unevaluatedProperties = false;
  return out;
}

/** A subschema applied to the same value: rewritten inside, not closed itself (its siblings may declare more names). */
function inPlace(s: JsonValue): JsonValue {
  if (!isObject(s)) return s;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(s)) {
    switch (k) {
      case 'additionalProperties':
        if (!isTrivial(v)) setOwn(out, k, entry(v));
        break;
      case 'properties':
      case 'patternProperties':
        setOwn(out, k, isObject(v) ? mapValues(v, entry) : v);
        break;
      case '$defs':
      case 'definitions':
      case 'dependentSchemas':
        setOwn(out, k, isObject(v) ? mapValues(v, inPlace) : v);
        break;
      case 'dependencies':
        setOwn(out, k, isObject(v) ? mapValues(v, (d) => (Array.isArray(d) ? d : inPlace(d))) : v);
        break;
      case 'items':
        setOwn(out, k, Array.isArray(v) ? v.map(entry) : entry(v));
        break;
      case 'prefixItems':
        setOwn(out, k, Array.isArray(v) ? v.map(entry) : v);
        break;
      case 'additionalItems':
        setOwn(out, k, entry(v));
        break;
      case 'allOf':
      case 'anyOf':
      case 'oneOf':
        setOwn(out, k, Array.isArray(v) ? v.map(inPlace) : v);
        break;
      case 'then':
      case 'else':
        setOwn(out, k, inPlace(v));
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

/** The calls one node describes, read as a place where the value is new (for a node inside `callsOf(root)`). */
export function callsOfNode(schema: JsonValue): JsonValue {
  if (typeof schema === 'boolean') return entry(schema);
  if (!isObject(schema)) return schema;
  let out = nodeMemo.get(schema);
  if (out === undefined) nodeMemo.set(schema, (out = { allOf: [inPlace(schema)], unevaluatedProperties: false }));
  return out;
}
