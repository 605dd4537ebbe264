import { isObject, jsonEqual, type JsonValue } from '../../util/json.js';
import { ANNOTATIONS } from './keywords.js';

/**
 * Two schemas written alike but for annotations (ANNOTATIONS, `x-…`, at schema positions only): they accept the same
 * values, and the same calls, without building a form. The common change of a release, a description edited, is
 * proven so. Conservative: every other keyword must be equal as JSON, and a reference (`$ref`, `$dynamicRef`, any `$`
 * keyword the core does not list as an annotation) anywhere answers false, since its target may differ.
 */
export function sameValues(a: JsonValue, b: JsonValue, depth = 0): boolean {
  if (depth > MAX_DEPTH) return false;
  if (!isObject(a) || !isObject(b)) return jsonEqual(a, b);
  for (const k in a) if (!ignored(k) && !Object.prototype.hasOwnProperty.call(b, k)) return false;
  for (const k in b) {
    if (ignored(k)) continue;
    if (!Object.prototype.hasOwnProperty.call(a, k) || k.startsWith('$')) return false;
    const x = a[k] as JsonValue;
    const y = b[k] as JsonValue;
    if (SCHEMA_MAPS.has(k)) {
      if (!sameMaps(x, y, depth)) return false;
    } else if (SCHEMA_LISTS.has(k) || (k === 'items' && Array.isArray(x))) {
      if (!sameLists(x, y, depth)) return false;
    } else if (SCHEMA_SINGLES.has(k)) {
      if (!sameValues(x, y, depth + 1)) return false;
    } else if (!jsonEqual(x, y) || (!DATA.has(k) && refersAnywhere(x))) return false;
  }
  return true;
}

/** Deeper than any schema the engine reads (MAX_SCHEMA_DEPTH bounds the lists): not proven. */
const MAX_DEPTH = 128;

/** Keywords that hold one subschema, a list of them, a map of them. */
const SCHEMA_SINGLES = new Set(['items', 'additionalItems', 'unevaluatedItems', 'additionalProperties', 'unevaluatedProperties', 'contains', 'propertyNames', 'not', 'if', 'then', 'else']);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'dependentSchemas']);
/** Keywords whose value is data, never a schema (a `$ref` key in it is a value like any other). */
const DATA = new Set(['enum', 'const']);

function ignored(k: string): boolean {
  return ANNOTATIONS.has(k) || k.startsWith('x-');
}

function sameLists(x: JsonValue, y: JsonValue, depth: number): boolean {
  if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return jsonEqual(x, y) && !refersAnywhere(x);
  for (let i = 0; i < x.length; i++) if (!sameValues(x[i] as JsonValue, y[i] as JsonValue, depth + 1)) return false;
  return true;
}

function sameMaps(x: JsonValue, y: JsonValue, depth: number): boolean {
  if (!isObject(x) || !isObject(y)) return jsonEqual(x, y) && !refersAnywhere(x);
  const kx = Object.keys(x);
  if (kx.length !== Object.keys(y).length) return false;
  for (const k of kx) if (!Object.prototype.hasOwnProperty.call(y, k) || !sameValues(x[k] as JsonValue, y[k] as JsonValue, depth + 1)) return false;
  return true;
}

/**
 * A reference keyword (`$ref`, `$dynamicRef`, `$recursiveRef`) anywhere in a value, data included (a bounded walk):
 * also for the values sameValues compares as JSON (`dependencies`, an unknown keyword, a malformed position).
 */
export function refersAnywhere(v: JsonValue, depth = 0): boolean {
  if (v === null || typeof v !== 'object') return false;
  if (depth > MAX_DEPTH) return true;
  if (Array.isArray(v)) {
    for (const x of v) if (refersAnywhere(x, depth + 1)) return true;
    return false;
  }
  for (const k in v) if (REFS.has(k) || refersAnywhere(v[k] as JsonValue, depth + 1)) return true;
  return false;
}
const REFS = new Set(['$ref', '$dynamicRef', '$recursiveRef']);

/**
 * The targets of every `$ref` in a value (a bounded walk, data included), or undefined when a reference cannot be read
 * as one: a `$dynamicRef` or `$recursiveRef` (its target depends on where it is reached from), a `$ref` that is not a
 * string, or a value nested past the bound.
 */
export function refTargets(v: JsonValue): string[] | undefined {
  const out: string[] = [];
  const walk = (x: JsonValue, depth: number): boolean => {
    if (x === null || typeof x !== 'object') return true;
    if (depth > MAX_DEPTH) return false;
    if (Array.isArray(x)) return x.every((y) => walk(y, depth + 1));
    for (const k in x) {
      const y = x[k] as JsonValue;
      if (REFS.has(k)) {
        if (k !== '$ref' || typeof y !== 'string') return false;
        out.push(y);
      } else if (!walk(y, depth + 1)) return false;
    }
    return true;
  };
  return walk(v, 0) ? out : undefined;
}
