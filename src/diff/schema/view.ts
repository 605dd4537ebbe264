import { canonicalJson } from '../../contract/canonical.js';
import { isObject, type JsonObject, type JsonValue } from '../../util/json.js';
import { LOWER_BOUNDS, NO_EFFECT_KEYWORDS, PRESENCE_CONSTRAINTS, semanticForm, STRUCTURAL_KEYWORDS, UPPER_BOUNDS } from '../subschema/keywords.js';
import { child, resolveRefs, type Located } from './resolve.js';

/**
 * A schema node seen the way a caller experiences it: `$ref`s followed, `allOf` merged, `anyOf`/`oneOf` expanded into
 * alternatives, and the alternatives folded into one set of types, values and (when there is a single object form)
 * properties. Two schemas that accept the same instances give the same view, whatever their spelling.
 */
export interface SchemaView {
  node: Located;
  /** Flattened `anyOf`/`oneOf` alternatives; `[node]` when there is no union. */
  alternatives: Located[];
  /** `null`: any type. Sorted. */
  types: string[] | null;
  /** Allowed values (from `enum`/`const`, across alternatives); `null`: unconstrained. */
  values: JsonValue[] | null;
  isConst: boolean;
  description?: string;
  title?: string;
  hasDefault: boolean;
  default?: JsonValue;
  /** Alternatives that describe objects / arrays. */
  objectForms: Located[];
  arrayForms: Located[];
  /** Bounds and value constraints by keyword. */
  constraints: Map<string, JsonValue>;
  /** Conditions and keywords the walker does not model, compared literally. */
  other: Map<string, JsonValue>;
  /** Keywords without effect on validation ($schema, examples, …). */
  noEffect: Map<string, JsonValue>;
}

const MAX_FLATTEN_DEPTH = 8;

const cache = new WeakMap<object, { root: object; pointer: string; view: SchemaView }>();

/** The view of a node; computed once per node (pairing, summaries and the walk all ask for the same ones). */
export function viewOf(located: Located): SchemaView {
  const hit = cache.get(located.schema);
  if (hit && hit.root === located.root && hit.pointer === located.pointer) return hit.view;
  const view = computeView(located);
  cache.set(located.schema, { root: located.root, pointer: located.pointer, view });
  return view;
}

function computeView(located: Located): SchemaView {
  const node = resolveRefs(located);
  const alternatives = collapseForms(flatten(node, 0));
  const altTypes = alternatives.map(typesOf);
  let types: string[] | null = null;
  if (altTypes.every((t) => t !== null)) types = [...new Set(altTypes.flat() as string[])].sort();

  // the values the alternatives list (a `null` alternative lists null: pydantic's Optional enum takes null too); an
  // alternative that lists none is left out (its type shows as a type change), and the subschema core judges the rest
  const altValues = alternatives.map((alt, i) => valuesOf(alt) ?? (altTypes[i]?.length === 1 && altTypes[i]![0] === 'null' && alternatives.length > 1 ? [null] : null));
  let values: JsonValue[] | null = null;
  if (altValues.some((v, i) => v !== null && !(altTypes[i]?.length === 1 && altTypes[i]![0] === 'null'))) values = dedupe(altValues.flatMap((v) => v ?? []));
  const isConst = alternatives.length === 1 && alternatives[0]!.schema.const !== undefined;

  const own = node.schema;
  const firstAlt = <K extends string>(key: K): JsonValue | undefined => {
    if (own[key] !== undefined) return own[key];
    for (const alt of alternatives) if (alt.schema[key] !== undefined) return alt.schema[key];
    return undefined;
  };
  const description = firstAlt('description');
  const title = firstAlt('title');
  const nonNull = alternatives.filter((a, i) => !(altTypes[i]?.length === 1 && altTypes[i]![0] === 'null'));
  const defaultSource = own.default !== undefined ? own : nonNull.length === 1 ? nonNull[0]!.schema : own;

  const constraints = new Map<string, JsonValue>();
  const other = new Map<string, JsonValue>();
  const noEffect = new Map<string, JsonValue>();
  for (const alt of alternatives) {
    for (const [k, v] of Object.entries(alt.schema)) {
      if (STRUCTURAL_KEYWORDS.has(k)) continue;
      const bucket = UPPER_BOUNDS.has(k) || LOWER_BOUNDS.has(k) || PRESENCE_CONSTRAINTS.has(k) ? constraints : NO_EFFECT_KEYWORDS.has(k) || k.startsWith('x-') ? noEffect : other;
      if (!bucket.has(k)) bucket.set(k, v);
    }
  }
  if (isNoopPropertyNames(other.get('propertyNames'))) other.delete('propertyNames');

  return {
    node,
    alternatives,
    types,
    values,
    isConst,
    description: typeof description === 'string' ? description : undefined,
    title: typeof title === 'string' ? title : undefined,
    hasDefault: defaultSource.default !== undefined,
    default: defaultSource.default,
    objectForms: alternatives.filter((a, i) => isObjectForm(a, altTypes[i] ?? null)),
    arrayForms: alternatives.filter((a, i) => isArrayForm(a, altTypes[i] ?? null)),
    constraints,
    other,
    noEffect,
  };
}

/**
 * Object forms with the same properties, requirements and closedness that differ only in the values of their
 * properties (`oneOf: [{type: {enum: [web]}}, {type: {enum: [news]}}]`) are one form whose values add up.
 */
function collapseForms(alternatives: Located[]): Located[] {
  if (alternatives.length < 2) return alternatives;
  const groups = new Map<string, Located[]>();
  const order: Array<Located | string> = [];
  for (const alt of alternatives) {
    const props = isObject(alt.schema.properties) ? alt.schema.properties : undefined;
    if (!props || (typesOf(alt) ?? []).join() !== 'object') {
      order.push(alt);
      continue;
    }
    const shape = { ...alt.schema, properties: Object.fromEntries(Object.entries(props).map(([k, v]) => [k, withoutValues(v)])) };
    const key = canonicalJson(semanticForm(shape) as JsonValue);
    if (!groups.has(key)) {
      groups.set(key, []);
      order.push(key);
    }
    groups.get(key)!.push(alt);
  }
  if (groups.size === 0 || [...groups.values()].every((g) => g.length === 1)) return alternatives;
  return order.map((entry) => {
    if (typeof entry !== 'string') return entry;
    const group = groups.get(entry)!;
    if (group.length === 1) return group[0]!;
    const first = group[0]!;
    const props = first.schema.properties as JsonObject;
    const merged: JsonObject = {};
    for (const name of Object.keys(props)) {
      const variants = group.map((g) => (g.schema.properties as JsonObject)[name] as JsonValue);
      const values = variants.map((v) => (isObject(v) ? (v.const !== undefined ? [v.const] : Array.isArray(v.enum) ? v.enum : null) : null));
      if (values.every((v) => v !== null)) {
        const { const: _c, enum: _e, ...restOf } = variants[0] as JsonObject;
        merged[name] = { ...restOf, enum: dedupe(values.flat() as JsonValue[]) };
      } else merged[name] = variants[0] as JsonValue;
    }
    return { ...first, schema: { ...first.schema, properties: merged } };
  });
}

function withoutValues(schema: JsonValue): JsonValue {
  if (!isObject(schema)) return schema;
  const { const: _c, enum: _e, description: _d, ...rest } = schema;
  return rest;
}

/** `propertyNames: {type: "string"}` says what every property name already is (zod 4 writes it for records). */
function isNoopPropertyNames(value: JsonValue | undefined): boolean {
  const form = semanticForm(value);
  return isObject(form) && Object.keys(form).length === 1 && form.type === 'string';
}

function flatten(node: Located, depth: number): Located[] {
  let current = resolveRefs(node);
  if (depth > MAX_FLATTEN_DEPTH) return [current];
  if (Array.isArray(current.schema.allOf)) current = mergeAllOf(current);
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const branches = current.schema[keyword];
    if (!Array.isArray(branches) || branches.length === 0) continue;
    const { [keyword]: _drop, ...shared } = current.schema;
    const out: Located[] = [];
    branches.forEach((branch, i) => {
      const b = child(current, branch, keyword, i);
      if (!b) return;
      const resolved = resolveRefs(b);
      const merged: Located = { ...resolved, schema: mergeShared(shared, resolved.schema) };
      out.push(...flatten(merged, depth + 1));
    });
    return out.length ? out : [current];
  }
  return [current];
}

/** Branch keywords win; the union's own keywords (properties, description, …) apply to every branch. */
function mergeShared(shared: JsonObject, branch: JsonObject): JsonObject {
  const out: JsonObject = { ...shared, ...branch };
  if (isObject(shared.properties) && isObject(branch.properties)) out.properties = { ...shared.properties, ...branch.properties };
  if (Array.isArray(shared.required) && Array.isArray(branch.required)) out.required = [...new Set([...shared.required, ...branch.required])] as JsonValue[];
  if (shared.type !== undefined && branch.type !== undefined) out.type = intersectTypes(shared.type, branch.type);
  return out;
}

/** `allOf`: every branch holds, so properties and requirements add up and types intersect. */
function mergeAllOf(node: Located): Located {
  const { allOf, ...rest } = node.schema;
  let merged: JsonObject = rest;
  (allOf as JsonValue[]).forEach((branch, i) => {
    const b = child(node, branch, 'allOf', i);
    if (!b) return;
    const s = resolveRefs(b).schema;
    const next: JsonObject = { ...s, ...merged };
    if (isObject(s.properties) || isObject(merged.properties)) next.properties = { ...(isObject(s.properties) ? s.properties : {}), ...(isObject(merged.properties) ? merged.properties : {}) };
    if (Array.isArray(s.required) || Array.isArray(merged.required))
      next.required = [...new Set([...(Array.isArray(merged.required) ? merged.required : []), ...(Array.isArray(s.required) ? s.required : [])])] as JsonValue[];
    if (s.type !== undefined && merged.type !== undefined) next.type = intersectTypes(merged.type, s.type);
    if (s.additionalProperties === false || merged.additionalProperties === false) next.additionalProperties = false;
    merged = next;
  });
  return { ...node, schema: merged };
}

function typeList(t: JsonValue): string[] {
  return (Array.isArray(t) ? t : [t]).filter((x): x is string => typeof x === 'string');
}

function intersectTypes(a: JsonValue, b: JsonValue): JsonValue {
  const bs = new Set(typeList(b));
  const out = typeList(a).filter((t) => bs.has(t) || (t === 'number' && bs.has('integer')));
  const withInt = typeList(a).includes('integer') && bs.has('number') ? [...out, 'integer'] : out;
  const uniq = [...new Set(withInt)];
  return uniq.length === 1 ? (uniq[0] as string) : uniq;
}

const OBJECT_HINTS = ['properties', 'required', 'additionalProperties', 'patternProperties', 'minProperties', 'maxProperties', 'propertyNames'];
const ARRAY_HINTS = ['items', 'prefixItems', 'minItems', 'maxItems', 'uniqueItems', 'contains'];
const STRING_HINTS = ['minLength', 'maxLength', 'pattern', 'format'];
const NUMBER_HINTS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'];

/** Declared types, or the types the keywords imply; `null` when anything goes. */
export function typesOf(alt: Located): string[] | null {
  const s = alt.schema;
  // `nullable: true` beside a type admits null, as ajv (the MCP SDK's validator) reads it
  if (s.type !== undefined) return [...new Set([...typeList(s.type), ...(s.nullable === true ? ['null'] : [])])].sort();
  const vals = valuesOf(alt);
  if (vals) return [...new Set(vals.map(jsonType))].sort();
  if (OBJECT_HINTS.some((k) => k in s)) return ['object'];
  if (ARRAY_HINTS.some((k) => k in s)) return ['array'];
  if (STRING_HINTS.some((k) => k in s)) return ['string'];
  if (NUMBER_HINTS.some((k) => k in s)) return ['number'];
  return null;
}

function jsonType(v: JsonValue): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

export function valuesOf(alt: Located): JsonValue[] | null {
  if (alt.schema.const !== undefined) return [alt.schema.const];
  if (Array.isArray(alt.schema.enum)) return alt.schema.enum;
  return null;
}

function dedupe(values: JsonValue[]): JsonValue[] {
  const seen = new Set<string>();
  const out: JsonValue[] = [];
  for (const v of values) {
    const k = canonicalJson(v);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(v);
    }
  }
  return out;
}

function isObjectForm(alt: Located, types: string[] | null): boolean {
  if (types) return types.includes('object');
  return isObject(alt.schema.properties);
}

function isArrayForm(alt: Located, types: string[] | null): boolean {
  if (types) return types.includes('array');
  return alt.schema.items !== undefined || alt.schema.prefixItems !== undefined;
}

/** Properties of an object form, in declaration order. */
export function propertiesOf(form: Located): Map<string, Located> {
  const out = new Map<string, Located>();
  const props = form.schema.properties;
  if (!isObject(props)) return out;
  for (const [name, schema] of Object.entries(props)) {
    const c = child(form, isObject(schema) ? schema : schema === false ? { not: {} } : {}, 'properties', name);
    if (c) out.set(name, c);
  }
  return out;
}

export function requiredOf(form: Located): Set<string> {
  const r = form.schema.required;
  return new Set(Array.isArray(r) ? r.filter((x): x is string => typeof x === 'string') : []);
}

/** `additionalProperties: false` (or `unevaluatedProperties: false`): unknown arguments are rejected, not dropped. */
export function isClosed(form: Located): boolean {
  return form.schema.additionalProperties === false || form.schema.unevaluatedProperties === false;
}

/** The item schema of an array form (`items` object, or `{}` when items are unconstrained). */
export function itemsOf(form: Located): Located | undefined {
  const items = form.schema.items;
  if (isObject(items)) return child(form, items, 'items');
  return undefined;
}

export function prefixItemsOf(form: Located): Located[] {
  const p = Array.isArray(form.schema.prefixItems) ? form.schema.prefixItems : Array.isArray(form.schema.items) ? form.schema.items : [];
  const key = Array.isArray(form.schema.prefixItems) ? 'prefixItems' : 'items';
  return p.map((s, i) => child(form, s, key, i)).filter((x): x is Located => x !== undefined);
}

/** A short human label of an alternative: `object {a, b}`, `string 'x' | 'y'`, `array`. */
export function describeForm(alt: Located): string {
  const t = typesOf(alt);
  const vals = valuesOf(alt);
  if (vals) return vals.map((v) => JSON.stringify(v)).join(' | ');
  if (t?.includes('object')) {
    const names = [...propertiesOf(alt).keys()];
    return `object {${names.slice(0, 6).join(', ')}${names.length > 6 ? ', …' : ''}}`;
  }
  return t ? t.join(' | ') : 'any value';
}
