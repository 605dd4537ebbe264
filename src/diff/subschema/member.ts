import type { JsonObject, JsonValue } from '../../util/json.js';
import { TOP, type ArrForm, type BoolForm, type Canon, type Extras, type Lazy, type Layer, type NumForm, type ObjForm, type StrForm, type TypeKey } from './forms.js';
import { codePoints, formatHolds, isMultiple, jsonSame, jsonTypeOf, regexOf, Unsupported } from './ajv-semantics.js';
import { validates } from './validate.js';
import { assertsUnread } from './unread.js';

/** Membership: whether a value is in a canonical set (`member`), one form (`memberForm`) or a property's schemas. */

/** `undefined`: cannot tell (an opaque keyword the validator cannot read either). */
export type Tri = boolean | undefined;

/**
 * How the new side of a comparison is read, where a pass must be known: a custom keyword or a format no validator
 * asserts, anywhere inside, lets the validator pass values the server may refuse, so such a pass is unsure (a refusal
 * still refuses). The set holds the keys of opaque parts the old side carries as well (unchanged, so trusted). Without
 * it, membership is ajv's.
 */
export type Strict = ReadonlySet<string>;
/** Strict, trusting nothing. */
export const STRICT: Strict = new Set();

export function typeKeyOf(v: JsonValue): TypeKey {
  switch (jsonTypeOf(v)) {
    case 'null':
      return 'null';
    case 'boolean':
      return 'bool';
    case 'number':
      return 'num';
    case 'string':
      return 'str';
    case 'array':
      return 'arr';
    default:
      return 'obj';
  }
}

// ---------------------------------------------------------------- membership

/** Is `v` in the set `c`? */
export function member(c: Canon, v: JsonValue, depth = 0, strict?: Strict): Tri {
  if (c === TOP) return true;
  if (depth > 64) return undefined;
  const t = typeKeyOf(v);
  let unsure = false;
  for (const f of c[t] as Extras[]) {
    const r = memberForm(t, f, v, depth, strict);
    if (r === true) return true;
    if (r === undefined) unsure = true;
  }
  return unsure ? undefined : false;
}

export function memberForm(t: TypeKey, f: Extras, v: JsonValue, depth = 0, strict?: Strict): Tri {
  let r: Tri;
  switch (t) {
    case 'null':
      r = true;
      break;
    case 'bool':
      r = (f as BoolForm).vals.includes(v as boolean);
      break;
    case 'num':
      r = memberNum(f as NumForm, v as number);
      break;
    case 'str':
      r = memberStr(f as StrForm, v as string);
      break;
    case 'arr':
      r = memberArr(f as ArrForm, v as JsonValue[], depth, strict);
      break;
    default:
      r = memberObj(f as ObjForm, v as JsonObject, depth, strict);
  }
  if (r === false) return false;
  const e = memberExtras(f, v, depth, strict);
  if (e === false) return false;
  return r === undefined || e === undefined ? undefined : true;
}

function memberExtras(f: Extras, v: JsonValue, depth: number, strict: Strict | undefined): Tri {
  let unsure = false;
  for (const n of f.nots ?? []) {
    const r = member(n, v, depth + 1, strict);
    if (r === true) return false;
    if (r === undefined) unsure = true;
  }
  for (const group of f.oneOfs ?? []) {
    let count = 0;
    let groupUnsure = false;
    for (const b of group) {
      const r = member(b, v, depth + 1, strict);
      if (r === true) count++;
      if (r === undefined) groupUnsure = true;
    }
    if (!groupUnsure && count !== 1) return false;
    if (count > 1) return false;
    if (groupUnsure) unsure = true;
  }
  for (const c of f.conds ?? []) {
    const i = member(c.if, v, depth + 1, strict);
    if (i === undefined) {
      unsure = true;
      continue;
    }
    const r = member(i ? c.then : c.else, v, depth + 1, strict);
    if (r === false) return false;
    if (r === undefined) unsure = true;
  }
  for (const o of f.opaque ?? []) {
    try {
      if (!validates(o.root, o.schema, v)) return false;
    } catch (e) {
      if (!(e instanceof Unsupported)) throw e;
      unsure = true;
    }
    if (strict && !strict.has(o.key) && assertsUnread(o)) unsure = true;
  }
  return unsure ? undefined : true;
}

export function memberNum(f: NumForm, v: number): boolean {
  if (f.vals) return f.vals.includes(v);
  if (v < f.lo || (f.loEx && v === f.lo)) return false;
  if (v > f.hi || (f.hiEx && v === f.hi)) return false;
  for (const m of f.mult) if (!isMultiple(v, m)) return false;
  for (const m of f.notMult) if (isMultiple(v, m)) return false;
  return !f.notVals.includes(v);
}

export function memberStr(f: StrForm, v: string): Tri {
  if (f.vals) return f.vals.includes(v);
  try {
    const n = f.minLen > 0 || f.maxLen < Infinity ? codePoints(v) : 0;
    if (n < f.minLen || n > f.maxLen) return false;
    for (const p of f.patterns) if (!regexOf(p).test(v)) return false;
    for (const p of f.notPatterns) if (regexOf(p).test(v)) return false;
  } catch (e) {
    if (e instanceof Unsupported) return undefined;
    throw e;
  }
  for (const fm of f.formats) if (!formatHolds(fm, v)) return false;
  for (const fm of f.notFormats) if (formatHolds(fm, v)) return false;
  return !f.notVals.includes(v);
}

/** The schema of position `i` of an array form. */
export function position(f: ArrForm, i: number): Lazy {
  return i < f.prefix.length ? (f.prefix[i] as Lazy) : f.items;
}

function memberArr(f: ArrForm, v: JsonValue[], depth: number, strict: Strict | undefined): Tri {
  if (f.vals) return f.vals.some((x) => jsonSame(x, v));
  if (v.length < f.minItems || v.length > f.maxItems) return false;
  let unsure = false;
  for (let i = 0; i < v.length; i++) {
    const r = member(position(f, i).get(), v[i] as JsonValue, depth + 1, strict);
    if (r === false) return false;
    if (r === undefined) unsure = true;
  }
  for (const c of f.contains) {
    let count = 0;
    let cu = false;
    for (const x of v) {
      const r = member(c.s.get(), x, depth + 1, strict);
      if (r === true) count++;
      else if (r === undefined) cu = true;
    }
    if (!cu && (count < c.min || count > c.max)) return false;
    if (count > c.max) return false;
    if (cu) unsure = true;
  }
  if (f.unique) for (let i = 0; i < v.length; i++) for (let j = i + 1; j < v.length; j++) if (jsonSame(v[i] as JsonValue, v[j] as JsonValue)) return false;
  if (f.notVals.some((x) => jsonSame(x, v))) return false;
  return unsure ? undefined : true;
}

/** The schemas a property `name` must pass in one layer (its own schema and matching patterns, else `additional`). */
export function layerValue(layer: Layer, name: string): Lazy[] {
  const out: Lazy[] = [];
  const own = layer.props.get(name);
  if (own) out.push(own);
  for (const p of layer.patterns) if (matches(p.re, name)) out.push(p.s);
  if (!out.length) out.push(layer.additional);
  return out;
}

/** `undefined` when the pattern cannot be compiled. */
export function matches(re: string, name: string): boolean {
  return regexOf(re).test(name);
}

function memberObj(f: ObjForm, v: JsonObject, depth: number, strict: Strict | undefined): Tri {
  if (f.vals) return f.vals.some((x) => jsonSame(x, v));
  const keys = Object.keys(v);
  if (keys.length < f.minProps || keys.length > f.maxProps) return false;
  for (const r of f.required) if (!Object.prototype.hasOwnProperty.call(v, r)) return false;
  let unsure = false;
  const seen = (r: Tri) => {
    if (r === undefined) unsure = true;
    return r === false;
  };
  try {
    for (const k of keys) {
      for (const n of f.names) if (seen(member(n.get(), k, depth + 1, strict))) return false;
      for (const layer of f.layers) for (const l of layerValue(layer, k)) if (seen(member(l.get(), v[k] as JsonValue, depth + 1, strict))) return false;
    }
  } catch (e) {
    if (e instanceof Unsupported) return undefined;
    throw e;
  }
  for (const [p, qs] of f.depReq) if (Object.prototype.hasOwnProperty.call(v, p)) for (const q of qs) if (!Object.prototype.hasOwnProperty.call(v, q)) return false;
  for (const [p, s] of f.depSchemas) if (Object.prototype.hasOwnProperty.call(v, p) && seen(member(s.get(), v, depth + 1, strict))) return false;
  if (f.notVals.some((x) => jsonSame(x, v))) return false;
  return unsure ? undefined : true;
}
