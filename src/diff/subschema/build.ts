import { canonicalJson } from '../../contract/canonical.js';
import { isObject, type JsonObject, type JsonValue } from '../../util/json.js';
import {
  arrTop,
  BOTTOM,
  BOTTOM_LAZY,
  canon,
  isBottom,
  lazy,
  noteReading,
  objTop,
  TooLarge,
  TOP,
  TOP_LAZY,
  TYPES,
  type ArrForm,
  type Canon,
  type Contains,
  type Extras,
  type Lazy,
  type Layer,
  type ObjForm,
  type Opaque,
  type Reading,
} from './forms.js';
import { ANNOTATIONS, isCustomKeyword, isTrivial } from './keywords.js';
import { complement } from './complement.js';
import { formEmpty, intersect, intersectForm, union, withExtra } from './intersect.js';
import { disjoint } from './disjoint.js';
import { includes, newCtx } from './include.js';
import { isNamedFormat, Unsupported } from './ajv-semantics.js';
import { isKnownDialect, plainUnevaluated, typesOf } from './node-reading.js';
import { refTarget } from './refs.js';
import { isFreeFormValue } from './calls.js';
import { declaredIn, NOTHING_DECLARED, type Declared } from './declared-names.js';
import { numForm, numKeyword, strForm, valuesCanon } from './scalar-forms.js';

/**
 * How a schema is read. `open`: the values it accepts. `entry`: the calls it describes (§5b: a value whose objects use
 * only declared names, as `callsOf` writes it), at a place where the value is new (the root, a property, an item).
 * `inplace`: the same reading for a subschema applied to the same value (an `allOf` branch, a `$ref` target), which
 * closes nothing itself.
 */
export type Mode = Reading;

const memo = new WeakMap<object, Partial<Record<Mode, { root: JsonValue; c: Canon }>>>();

/** The canonical form of `schema` (located in `root`, for `$ref`). */
export function canonOf(schema: JsonValue, root: JsonValue, mode: Mode = 'open'): Canon {
  // `true` below the root is a free-form value (calls.ts): any value, its keys data; as the root, no arguments
  if (schema === true) return mode === 'entry' && schema === root ? closeCanon(TOP, NOTHING_DECLARED) : TOP;
  if (schema === false) return BOTTOM;
  if (!isObject(schema)) return TOP;
  let row = memo.get(schema);
  const hit = row?.[mode];
  if (hit && hit.root === root) return hit.c;
  // a schema that refers to nothing is read the same in any document: one form for equal texts, so the two sides'
  // unchanged parts are the same form and compare at once (`includes` answers x === y without looking inside)
  // (the root's call reading closes what the same text below the root leaves free-form: not shared)
  const text = mode === 'entry' && schema === root ? undefined : textOf(schema);
  const key = text === undefined ? undefined : `${mode}\u0000${text}`;
  const shared = key === undefined ? undefined : interned.get(key);
  if (shared) {
    if (!row) memo.set(schema, (row = {}));
    row[mode] = { root, c: shared };
    return shared;
  }
  // Re-entered while this very schema is being built: a recursive $ref whose children a `oneOf` overlap check forces
  // before the outer build has finished. Past that bound the form is unknown (never a guess, never a stack overflow).
  let marks = building.get(schema);
  if (marks?.has(mode)) return opaqueCanon('$ref', schema, root);
  if (!marks) building.set(schema, (marks = new Set()));
  marks.add(mode);
  let c: Canon;
  try {
    c = build(schema, root, mode, []);
  } finally {
    marks.delete(mode);
  }
  if (!row) memo.set(schema, (row = {}));
  row[mode] = { root, c };
  if (key !== undefined) {
    if (interned.size >= MAX_INTERNED) interned.clear();
    interned.set(key, c);
    noteReading(c, text as string, mode);
  }
  return c;
}

/** Forms by the text of a schema that refers to nothing (no `$ref`, `$dynamicRef`, `$recursiveRef` inside) and mode. */
const interned = new Map<string, Canon>();
/** Distinct texts remembered per process (a bound on memory; past it the map starts again). */
const MAX_INTERNED = 20_000;
/** A schema text longer than this is not remembered (its parts are). */
const MAX_INTERNED_TEXT = 1 << 20;
const REFERS = /"\$(?:ref|dynamicRef|recursiveRef)"/;

/** The text `schema` is interned by (with the mode), or undefined when its reading may depend on the document around it. */
function textOf(schema: JsonObject): string | undefined {
  let text: string;
  try {
    text = JSON.stringify(schema);
  } catch {
    return undefined; // nested past what the serializer takes: not shared
  }
  if (text.length > MAX_INTERNED_TEXT || REFERS.test(text)) return undefined;
  return text;
}

/** The schemas (and modes) whose canonical form is being built right now, for `canonOf`'s re-entry bound. */
const building = new WeakMap<object, Set<Mode>>();

function childLazy(schema: JsonValue | undefined, root: JsonValue, mode: Mode): Lazy {
  if (schema === undefined) return mode === 'entry' ? lazy(() => canonOf(true, root, mode)) : TOP_LAZY;
  if (schema === false) return BOTTOM_LAZY;
  if (mode === 'open' && isTrivial(schema)) return TOP_LAZY;
  return lazy(() => canonOf(schema, root, mode));
}

function build(s: JsonObject, root: JsonValue, mode: Mode, refs: object[]): Canon {
  try {
    return buildInner(s, root, mode, refs);
  } catch (e) {
    if (e instanceof TooLarge) return opaqueCanon(e.keyword, s, root);
    throw e;
  }
}

function buildInner(written: JsonObject, root: JsonValue, mode: Mode, refs: object[]): Canon {
  const s = plainUnevaluated(written);
  const inner: Mode = mode === 'open' ? 'open' : 'inplace';
  const child: Mode = mode === 'open' ? 'open' : 'entry';
  let c = own(s, root, child);
  if (s.const !== undefined) c = intersect(c, valuesCanon([s.const]));
  if (Array.isArray(s.enum)) c = intersect(c, valuesCanon(s.enum));
  if (typeof s.$ref === 'string') {
    const target = refTarget(root, s.$ref);
    if (target === undefined || (isObject(target) && refs.includes(target))) c = intersect(c, opaqueCanon('$ref', { $ref: s.$ref }, root));
    else c = intersect(c, isObject(target) ? build(target, root, inner, [...refs, target]) : canonOf(target, root, inner));
  }
  // what the core cannot read is never compared: a dialect it does not know, a format no validator asserts (ajv
  // ignores it, but it meant something to the server: a change of it cannot be told safe)
  if (!isKnownDialect(s.$schema)) throw new Unsupported('$schema');
  if (typeof s.format === 'string' && !isNamedFormat(s.format)) c = intersect(c, opaqueCanon('format', { format: s.format }, root));
  // a keyword with no known semantics (not one of JSON Schema's, not an `x-` extension): validators ignore it, but the
  // server may not; a change of it cannot be compared
  for (const k in s) if (isCustomKeyword(k)) c = intersect(c, opaqueCanon(k, { [k]: s[k] } as JsonObject, root));
  for (const k of ['$dynamicRef', '$recursiveRef', 'unevaluatedItems'] as const) if (s[k] !== undefined) c = intersect(c, opaqueCanon(k, { [k]: s[k] } as JsonObject, root));
  if (s.unevaluatedProperties !== undefined && !(mode === 'entry' && s.unevaluatedProperties === false)) c = intersect(c, opaqueCanon('unevaluatedProperties', s, root, objOnly));
  const sub = (x: JsonValue) => (isObject(x) ? build(x, root, inner, refs) : canonOf(x, root, inner));
  if (Array.isArray(s.allOf)) for (const b of s.allOf) c = intersect(c, sub(b));
  if (Array.isArray(s.anyOf) && s.anyOf.length) c = intersect(c, union(s.anyOf.map(sub)));
  // each branch read within what the rest of the node allows (the same values: a value outside it fails anyway), so
  // branches disjoint there are told apart (`type: string` beside `oneOf: [{maxLength: 5}, {minLength: 6}]`)
  if (Array.isArray(s.oneOf) && s.oneOf.length) {
    const within = c;
    c = intersect(c, oneOf(s.oneOf.map((b) => intersect(within, sub(b)))));
  }
  if (s.not !== undefined) c = intersect(c, not(canonOf(s.not, root, 'open')));
  if (s.if !== undefined && (s.then !== undefined || s.else !== undefined)) {
    const i = canonOf(s.if, root, 'open');
    const t = s.then === undefined ? TOP : sub(s.then);
    const e = s.else === undefined ? TOP : sub(s.else);
    const ni = complement(i);
    c = intersect(c, ni ? union([intersect(i, t), intersect(ni, e)]) : withExtra({ conds: [{ if: i, then: t, else: e }] }));
  }
  if (mode === 'entry' && !isFreeFormValue(s, root)) c = closeCanon(c, declaredIn(s, root), root);
  return pruned(c);
}

/** Without the forms that are empty on their face (`minLength` over `maxLength`, crossed bounds). */
function pruned(c: Canon): Canon {
  let changed = false;
  const out: Partial<Canon> = {};
  for (const t of TYPES) {
    const forms = (c[t] as Extras[]).filter((f) => !formEmpty(t, f));
    if (forms.length !== c[t].length) changed = true;
    (out as Record<string, Extras[]>)[t] = forms;
  }
  return changed ? canon(out) : c;
}

const objOnly = canon({ obj: [objTop()] });

/** A keyword the core does not read: every value of the types it can constrain carries it, raw. */
function opaqueCanon(keyword: string, schema: JsonObject, root: JsonValue, of: Canon = TOP): Canon {
  const o: Opaque = { keyword, key: opaqueKey(schema, root), schema, root };
  return withExtra({ opaque: [o] }, of);
}

const rootKeys = new WeakMap<object, string>();
function opaqueKey(schema: JsonObject, root: JsonValue): string {
  const text = canonicalJson(schema);
  if (!text.includes('"$ref"') || !isObject(root)) return text;
  let defs = rootKeys.get(root);
  if (defs === undefined) rootKeys.set(root, (defs = canonicalJson({ $defs: root.$defs ?? null, definitions: root.definitions ?? null })));
  return `${text}@${defs}`;
}

/**
 * `oneOf`: the union, plus "exactly one" on every form when two branches may overlap. A branch whose every value is
 * also in another branch adds nothing (each of its values matches two branches and fails): it leaves the union.
 */
function oneOf(branches: Canon[]): Canon {
  if (branches.length === 1) return branches[0] as Canon;
  let overlap = false;
  for (let i = 0; i < branches.length && !overlap; i++) for (let j = i + 1; j < branches.length && !overlap; j++) if (!disjoint(branches[i] as Canon, branches[j] as Canon)) overlap = true;
  if (!overlap) return union(branches);
  const ctx = newCtx();
  const live = branches.filter((b, i) => !branches.some((other, j) => j !== i && includes(b, other, ctx).k === 'in'));
  const u = union(live);
  if (isBottom(u)) return BOTTOM;
  return intersect(u, withExtra({ oneOfs: [branches] }, u));
}

function not(n: Canon): Canon {
  const c = complement(n);
  return c ?? withExtra({ nots: [n] }, n);
}

/** The node's own keywords: its types and each type's constraints (subschemas lazy). */
function own(s: JsonObject, root: JsonValue, child: Mode): Canon {
  let types: Set<string> | undefined;
  const declared = typesOf(s);
  if (declared) types = new Set(declared);
  const has = (t: string) => !types || types.has(t);
  const out: Partial<Canon> = {};
  out.null = has('null') ? [{}] : [];
  out.bool = has('boolean') ? [{ vals: [true, false] }] : [];
  if (has('number') || has('integer')) {
    const f = numForm(s);
    if (types && !types.has('number') && !f.mult.includes(1)) f.mult = [...f.mult, 1];
    out.num = [f];
  } else out.num = [];
  out.str = has('string') ? [strForm(s)] : [];
  out.arr = has('array') ? [arrForm(s, root, child)] : [];
  out.obj = has('object') ? [objForm(s, root, child)] : [];
  return canon(out);
}

function arrForm(s: JsonObject, root: JsonValue, child: Mode): ArrForm {
  const f = arrTop();
  const min = numKeyword(s, 'minItems');
  const max = numKeyword(s, 'maxItems');
  if (min !== undefined) f.minItems = Math.max(0, Math.ceil(min));
  if (max !== undefined) f.maxItems = Math.floor(max);
  const tuple = Array.isArray(s.prefixItems) ? s.prefixItems : Array.isArray(s.items) ? s.items : undefined;
  const rest = Array.isArray(s.prefixItems) ? s.items : Array.isArray(s.items) ? s.additionalItems : s.items;
  if (tuple) f.prefix = tuple.map((x) => childLazy(x, root, child));
  f.items = childLazy(rest, root, child);
  if (s.contains !== undefined) {
    const c: Contains = { s: childLazy(s.contains, root, 'open'), min: numKeyword(s, 'minContains') ?? 1, max: numKeyword(s, 'maxContains') ?? Infinity };
    if (!(c.min === 0 && c.max === Infinity)) f.contains.push(c);
  }
  if (s.uniqueItems === true) f.unique = true;
  return f;
}

function objForm(s: JsonObject, root: JsonValue, child: Mode): ObjForm {
  const f = objTop();
  const props = isObject(s.properties) ? Object.entries(s.properties) : [];
  const patterns = isObject(s.patternProperties) ? Object.entries(s.patternProperties) : [];
  const closedCalls = child === 'entry';
  // a call reading drops an open additionalProperties: the entry's closing decides which names pass
  const ap = s.additionalProperties === undefined || (closedCalls && isTrivial(s.additionalProperties)) ? undefined : s.additionalProperties;
  if (props.length || patterns.length || ap !== undefined) {
    const layer: Layer = {
      props: new Map(props.map(([k, v]) => [k, childLazy(v, root, child)])),
      patterns: patterns.map(([re, v]) => ({ re, s: childLazy(v, root, child) })),
      additional: ap === undefined ? TOP_LAZY : childLazy(ap, root, child),
    };
    f.layers.push(layer);
  }
  if (Array.isArray(s.required)) for (const r of s.required) if (typeof r === 'string') f.required.add(r);
  const min = numKeyword(s, 'minProperties');
  const max = numKeyword(s, 'maxProperties');
  if (min !== undefined) f.minProps = Math.max(0, Math.ceil(min));
  if (max !== undefined) f.maxProps = Math.floor(max);
  if (s.propertyNames !== undefined && !isTrivial(s.propertyNames)) f.names.push(childLazy(s.propertyNames, root, 'open'));
  const depReq = isObject(s.dependentRequired) ? Object.entries(s.dependentRequired) : [];
  const deps = isObject(s.dependencies) ? Object.entries(s.dependencies) : [];
  for (const [p, qs] of [...depReq, ...deps.filter(([, d]) => Array.isArray(d))])
    if (Array.isArray(qs)) {
      const names = qs.filter((q): q is string => typeof q === 'string');
      if (names.length) f.depReq.push([p, names]);
    }
  const depSchemas = isObject(s.dependentSchemas) ? Object.entries(s.dependentSchemas) : [];
  for (const [p, d] of [...depSchemas, ...deps.filter(([, d]) => !Array.isArray(d))]) if (!isTrivial(d)) f.depSchemas.push([p, childLazy(d, root, child === 'entry' ? 'inplace' : 'open')]);
  return f;
}

// ---------------------------------------------------------------- closing the calls (declared-names.ts)

/** Object values restricted to the declared names (a layer that rejects every other name), each with a value a declaring schema allows. */
function closeCanon(c: Canon, d: Declared, root: JsonValue = null): Canon {
  if (d.all || !c.obj.length) return c;
  const valueOf = (schemas: JsonValue[]): Lazy =>
    schemas.some((x) => isTrivial(x) && x !== false) ? lazy(() => canonOf(true, root, 'entry')) : lazy(() => union(schemas.map((x) => canonOf(x, root, 'entry'))));
  const layer: Layer = {
    props: new Map([...d.names].map(([n, schemas]) => [n, valueOf(schemas)])),
    patterns: [...d.patterns].map(([re, schemas]) => ({ re, s: valueOf(schemas) })),
    additional: BOTTOM_LAZY,
  };
  const closing: ObjForm = { ...objTop(), layers: [layer] };
  const obj = c.obj.map((f) => intersectForm('obj', f, closing) as ObjForm | undefined).filter((f): f is ObjForm => f !== undefined);
  return canon({ ...c, obj });
}

export { ANNOTATIONS };
export type { Extras };
