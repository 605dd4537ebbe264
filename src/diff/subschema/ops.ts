import { isObject, type JsonObject, type JsonValue } from '../../util/json.js';
import {
  arrTop,
  BOTTOM,
  BOTTOM_LAZY,
  canon,
  hasExtras,
  isBottom,
  isTop,
  lazy,
  MAX_FORMS,
  numTop,
  objTop,
  strTop,
  TooLarge,
  TOP,
  TOP_LAZY,
  TYPES,
  type ArrForm,
  type BoolForm,
  type Canon,
  type Extras,
  type Lazy,
  type Layer,
  type NullForm,
  type NumForm,
  type ObjForm,
  type StrForm,
  type TypeKey,
} from './forms.js';
import { codePoints, formatHolds, isMultiple, jsonSame, jsonTypeOf, regexOf, Unsupported } from './ajv-semantics.js';
import { validates } from './validate.js';

/** `undefined`: cannot tell (an opaque keyword the validator cannot read either). */
export type Tri = boolean | undefined;

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
export function member(c: Canon, v: JsonValue, depth = 0): Tri {
  if (c === TOP) return true;
  if (depth > 64) return undefined;
  const t = typeKeyOf(v);
  let unsure = false;
  for (const f of c[t] as Extras[]) {
    const r = memberForm(t, f, v, depth);
    if (r === true) return true;
    if (r === undefined) unsure = true;
  }
  return unsure ? undefined : false;
}

export function memberForm(t: TypeKey, f: Extras, v: JsonValue, depth = 0): Tri {
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
      r = memberArr(f as ArrForm, v as JsonValue[], depth);
      break;
    default:
      r = memberObj(f as ObjForm, v as JsonObject, depth);
  }
  if (r === false) return false;
  const e = memberExtras(f, v, depth);
  if (e === false) return false;
  return r === undefined || e === undefined ? undefined : true;
}

function memberExtras(f: Extras, v: JsonValue, depth: number): Tri {
  let unsure = false;
  for (const n of f.nots ?? []) {
    const r = member(n, v, depth + 1);
    if (r === true) return false;
    if (r === undefined) unsure = true;
  }
  for (const group of f.oneOfs ?? []) {
    let count = 0;
    let groupUnsure = false;
    for (const b of group) {
      const r = member(b, v, depth + 1);
      if (r === true) count++;
      if (r === undefined) groupUnsure = true;
    }
    if (!groupUnsure && count !== 1) return false;
    if (count > 1) return false;
    if (groupUnsure) unsure = true;
  }
  for (const c of f.conds ?? []) {
    const i = member(c.if, v, depth + 1);
    if (i === undefined) {
      unsure = true;
      continue;
    }
    const r = member(i ? c.then : c.else, v, depth + 1);
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

function memberArr(f: ArrForm, v: JsonValue[], depth: number): Tri {
  if (f.vals) return f.vals.some((x) => jsonSame(x, v));
  if (v.length < f.minItems || v.length > f.maxItems) return false;
  let unsure = false;
  for (let i = 0; i < v.length; i++) {
    const r = member(position(f, i).get(), v[i] as JsonValue, depth + 1);
    if (r === false) return false;
    if (r === undefined) unsure = true;
  }
  for (const c of f.contains) {
    let count = 0;
    let cu = false;
    for (const x of v) {
      const r = member(c.s.get(), x, depth + 1);
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

/** The schema a property `name` must pass in an object form (every layer), ignoring `propertyNames`. */
export function valueOf(f: ObjForm, name: string): Lazy {
  let row = values.get(f);
  if (!row) values.set(f, (row = new Map()));
  let out = row.get(name);
  if (out) return out;
  out = TOP_LAZY;
  for (const layer of f.layers) for (const l of layerValue(layer, name)) out = lazyAnd(out, l);
  row.set(name, out);
  return out;
}

const values = new WeakMap<ObjForm, Map<string, Lazy>>();

function memberObj(f: ObjForm, v: JsonObject, depth: number): Tri {
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
      for (const n of f.names) if (seen(member(n.get(), k, depth + 1))) return false;
      for (const layer of f.layers) for (const l of layerValue(layer, k)) if (seen(member(l.get(), v[k] as JsonValue, depth + 1))) return false;
    }
  } catch (e) {
    if (e instanceof Unsupported) return undefined;
    throw e;
  }
  for (const [p, qs] of f.depReq) if (Object.prototype.hasOwnProperty.call(v, p)) for (const q of qs) if (!Object.prototype.hasOwnProperty.call(v, q)) return false;
  for (const [p, s] of f.depSchemas) if (Object.prototype.hasOwnProperty.call(v, p) && seen(member(s.get(), v, depth + 1))) return false;
  if (f.notVals.some((x) => jsonSame(x, v))) return false;
  return unsure ? undefined : true;
}

// ---------------------------------------------------------------- intersection and union

function concat<T>(a: T[] | undefined, b: T[] | undefined): T[] | undefined {
  if (!a?.length) return b?.length ? b : undefined;
  if (!b?.length) return a;
  return [...a, ...b];
}

function joinExtras(a: Extras, b: Extras): Extras {
  const out: Extras = {};
  const nots = concat(a.nots, b.nots);
  const oneOfs = concat(a.oneOfs, b.oneOfs);
  const conds = concat(a.conds, b.conds);
  const opaque = concat(a.opaque, b.opaque);
  if (nots) out.nots = nots;
  if (oneOfs) out.oneOfs = oneOfs;
  if (conds) out.conds = conds;
  if (opaque) out.opaque = opaque;
  return out;
}

export function lazyAnd(x: Lazy, y: Lazy): Lazy {
  if (x === TOP_LAZY || x === y) return y;
  if (y === TOP_LAZY) return x;
  if (x === BOTTOM_LAZY || y === BOTTOM_LAZY) return BOTTOM_LAZY;
  return lazy(() => intersect(x.get(), y.get()));
}

/** The values in both. */
export function intersect(a: Canon, b: Canon): Canon {
  if (a === b || b === TOP) return a;
  if (a === TOP) return b;
  if (isBottom(a) || isBottom(b)) return BOTTOM;
  const out: Partial<Canon> = {};
  for (const t of TYPES) {
    const fa = a[t] as Extras[];
    const fb = b[t] as Extras[];
    if (!fa.length || !fb.length) continue;
    if (fa.length * fb.length > MAX_FORMS * 4) throw new TooLarge('allOf');
    const forms: Extras[] = [];
    for (const x of fa)
      for (const y of fb) {
        const f = intersectForm(t, x, y);
        if (f && !formEmpty(t, f)) forms.push(f);
      }
    if (forms.length > MAX_FORMS) throw new TooLarge('allOf');
    (out as Record<TypeKey, Extras[]>)[t] = forms;
  }
  return canon(out);
}

/** The values in either. */
export function union(parts: Canon[]): Canon {
  const live = parts.filter((p) => !isBottom(p));
  if (live.length === 0) return BOTTOM;
  if (live.length === 1) return live[0] as Canon;
  if (live.some(isTop)) return TOP;
  const out: Partial<Canon> = {};
  for (const t of TYPES) {
    const forms: Extras[] = [];
    for (const p of live) for (const f of p[t] as Extras[]) if (!forms.includes(f)) forms.push(f);
    if (forms.length > MAX_FORMS) throw new TooLarge('anyOf');
    (out as Record<TypeKey, Extras[]>)[t] = t === 'str' && forms.length > 1 ? mergeLengths(forms as StrForm[]) : forms;
  }
  return canon(out);
}

/**
 * String forms that differ only in their lengths, whose length ranges meet or touch, as one form over the joined
 * range (the same set: `maxLength: 5` or `minLength: 6` is every string).
 */
function mergeLengths(forms: StrForm[]): StrForm[] {
  const plain = (f: StrForm) => !f.nots?.length && !f.oneOfs?.length && !f.conds?.length && !f.opaque?.length && f.vals === undefined;
  const rest = (f: StrForm) => JSON.stringify([f.patterns, f.notPatterns, f.formats, f.notFormats, f.notVals]);
  const out: StrForm[] = [];
  const groups = new Map<string, StrForm[]>();
  for (const f of forms) {
    if (!plain(f)) {
      out.push(f);
      continue;
    }
    const k = rest(f);
    const g = groups.get(k);
    if (g) g.push(f);
    else groups.set(k, [f]);
  }
  for (const g of groups.values()) {
    if (g.length === 1) {
      out.push(g[0] as StrForm);
      continue;
    }
    const sorted = [...g].sort((a, b) => a.minLen - b.minLen);
    let cur = sorted[0] as StrForm;
    for (const f of sorted.slice(1)) {
      if (f.minLen <= cur.maxLen + 1) {
        if (f.maxLen > cur.maxLen) cur = { ...cur, maxLen: f.maxLen };
      } else {
        out.push(cur);
        cur = f;
      }
    }
    out.push(cur);
  }
  return out.length === forms.length ? forms : out;
}

/** The same set with one type's forms replaced. */
export function withForms(c: Canon, t: TypeKey, forms: Extras[]): Canon {
  return canon({ ...c, [t]: forms });
}

/** A canonical holding only the given forms of one type. */
export function only(t: TypeKey, forms: Extras[]): Canon {
  return canon({ [t]: forms });
}

export function intersectForm(t: TypeKey, x: Extras, y: Extras): Extras | undefined {
  const extras = joinExtras(x, y);
  switch (t) {
    case 'null':
      return extras as NullForm;
    case 'bool': {
      const vals = (x as BoolForm).vals.filter((v) => (y as BoolForm).vals.includes(v));
      return vals.length ? ({ ...extras, vals } as BoolForm) : undefined;
    }
    case 'num':
      return intersectNum(x as NumForm, y as NumForm, extras);
    case 'str':
      return intersectStr(x as StrForm, y as StrForm, extras);
    case 'arr':
      return intersectArr(x as ArrForm, y as ArrForm, extras);
    default:
      return intersectObj(x as ObjForm, y as ObjForm, extras);
  }
}

function keepVals<T extends JsonValue>(t: TypeKey, vals: T[], other: Extras): T[] {
  // a value stays unless the other form surely rejects it (an unsure one is kept with the other's extras)
  return vals.filter((v) => memberForm(t, other, v) !== false);
}

function intersectNum(x: NumForm, y: NumForm, extras: Extras): NumForm | undefined {
  if (x.vals || y.vals) {
    const vals =
      x.vals && y.vals
        ? x.vals.filter((v) => y.vals!.includes(v))
        : x.vals
          ? keepVals('num', x.vals, { ...y, nots: undefined, oneOfs: undefined, conds: undefined, opaque: undefined } as NumForm)
          : keepVals('num', y.vals!, { ...x, nots: undefined, oneOfs: undefined, conds: undefined, opaque: undefined } as NumForm);
    return vals.length ? { ...numTop(), ...extras, vals } : undefined;
  }
  const lo = Math.max(x.lo, y.lo);
  const hi = Math.min(x.hi, y.hi);
  return {
    ...extras,
    lo,
    loEx: (x.lo === lo && x.loEx) || (y.lo === lo && y.loEx),
    hi,
    hiEx: (x.hi === hi && x.hiEx) || (y.hi === hi && y.hiEx),
    mult: dedupe([...x.mult, ...y.mult]),
    notMult: dedupe([...x.notMult, ...y.notMult]),
    notVals: dedupe([...x.notVals, ...y.notVals]),
  };
}

function stripExtras<T extends Extras>(f: T): T {
  if (!hasExtras(f)) return f;
  const { nots: _n, oneOfs: _o, conds: _c, opaque: _q, ...rest } = f;
  return rest as T;
}

function intersectStr(x: StrForm, y: StrForm, extras: Extras): StrForm | undefined {
  if (x.vals || y.vals) {
    const vals = x.vals && y.vals ? x.vals.filter((v) => y.vals!.includes(v)) : x.vals ? keepVals('str', x.vals, stripExtras(y)) : keepVals('str', y.vals!, stripExtras(x));
    return vals.length ? { ...strTop(), ...extras, vals } : undefined;
  }
  return {
    ...extras,
    minLen: Math.max(x.minLen, y.minLen),
    maxLen: Math.min(x.maxLen, y.maxLen),
    patterns: dedupe([...x.patterns, ...y.patterns]),
    notPatterns: dedupe([...x.notPatterns, ...y.notPatterns]),
    formats: dedupe([...x.formats, ...y.formats]),
    notFormats: dedupe([...x.notFormats, ...y.notFormats]),
    notVals: dedupe([...x.notVals, ...y.notVals]),
  };
}

function intersectArr(x: ArrForm, y: ArrForm, extras: Extras): ArrForm | undefined {
  if (x.vals || y.vals) {
    const vals = x.vals && y.vals ? x.vals.filter((v) => y.vals!.some((w) => jsonSame(v, w))) : x.vals ? keepVals('arr', x.vals, stripExtras(y)) : keepVals('arr', y.vals!, stripExtras(x));
    return vals.length ? { ...arrTop(), ...extras, vals } : undefined;
  }
  const n = Math.max(x.prefix.length, y.prefix.length);
  const prefix: Lazy[] = [];
  for (let i = 0; i < n; i++) prefix.push(lazyAnd(position(x, i), position(y, i)));
  return {
    ...extras,
    minItems: Math.max(x.minItems, y.minItems),
    maxItems: Math.min(x.maxItems, y.maxItems),
    prefix,
    items: lazyAnd(x.items, y.items),
    contains: [...x.contains, ...y.contains],
    unique: x.unique || y.unique,
    notVals: [...x.notVals, ...y.notVals],
  };
}

function intersectObj(x: ObjForm, y: ObjForm, extras: Extras): ObjForm | undefined {
  if (x.vals || y.vals) {
    const vals = x.vals && y.vals ? x.vals.filter((v) => y.vals!.some((w) => jsonSame(v, w))) : x.vals ? keepVals('obj', x.vals, stripExtras(y)) : keepVals('obj', y.vals!, stripExtras(x));
    return vals.length ? { ...objTop(), ...extras, vals } : undefined;
  }
  return {
    ...extras,
    layers: [...x.layers, ...y.layers],
    required: new Set([...x.required, ...y.required]),
    minProps: Math.max(x.minProps, y.minProps),
    maxProps: Math.min(x.maxProps, y.maxProps),
    names: [...x.names, ...y.names],
    depReq: [...x.depReq, ...y.depReq],
    depSchemas: [...x.depSchemas, ...y.depSchemas],
    notVals: [...x.notVals, ...y.notVals],
  };
}

function dedupe<T>(xs: T[]): T[] {
  return xs.length < 2 ? xs : [...new Set(xs)];
}

/** A form that is empty on its face (bounds crossed, no value left); deeper emptiness is for the checker. */
export function formEmpty(t: TypeKey, f: Extras): boolean {
  switch (t) {
    case 'bool':
      return (f as BoolForm).vals.length === 0;
    case 'num': {
      const n = f as NumForm;
      if (n.vals) return n.vals.length === 0;
      return n.lo > n.hi || (n.lo === n.hi && (n.loEx || n.hiEx)) || (n.lo === n.hi && !memberNum(n, n.lo));
    }
    case 'str': {
      const s = f as StrForm;
      return s.vals ? s.vals.length === 0 : s.minLen > s.maxLen;
    }
    case 'arr': {
      const a = f as ArrForm;
      return a.vals ? a.vals.length === 0 : a.minItems > a.maxItems || a.contains.some((c) => c.min > c.max || c.min > a.maxItems);
    }
    case 'obj': {
      const o = f as ObjForm;
      if (o.vals) return o.vals.length === 0;
      return o.minProps > o.maxProps || o.required.size > o.maxProps;
    }
    default:
      return false;
  }
}

// ---------------------------------------------------------------- complement

const MAX_COMPLEMENT_DEPTH = 6;

/** The values not in `c`, when the forms can say it (else undefined: the caller keeps the `not` whole). */
export function complement(c: Canon, depth = 0): Canon | undefined {
  if (c === TOP) return BOTTOM;
  if (isBottom(c)) return TOP;
  if (depth > MAX_COMPLEMENT_DEPTH) return undefined;
  const out: Partial<Canon> = {};
  for (const t of TYPES) {
    const forms = c[t] as Extras[];
    if (!forms.length) {
      (out as Record<TypeKey, Extras[]>)[t] = TOP[t] as Extras[];
      continue;
    }
    if (forms.some(hasExtras)) return undefined;
    if (t === 'null') {
      out.null = [];
      continue;
    }
    if (t === 'bool') {
      const vals = [true, false].filter((v) => !(forms as BoolForm[]).some((f) => f.vals.includes(v)));
      out.bool = vals.length ? [{ vals } as BoolForm] : [];
      continue;
    }
    // ∩ over forms of (∪ over each form's constraints, negated)
    let acc: Extras[] = (TOP[t] as Extras[]).slice();
    for (const f of forms) {
      const parts = complementForm(t, f, depth);
      if (!parts) return undefined;
      const next: Extras[] = [];
      for (const a of acc)
        for (const p of parts) {
          const i = intersectForm(t, a, p);
          if (i && !formEmpty(t, i)) next.push(i);
        }
      if (next.length > MAX_FORMS) return undefined;
      acc = next;
    }
    (out as Record<TypeKey, Extras[]>)[t] = acc;
  }
  return canon(out);
}

function lazyNot(l: Lazy, depth: number): Lazy | undefined {
  if (l === TOP_LAZY) return BOTTOM_LAZY;
  if (l === BOTTOM_LAZY) return TOP_LAZY;
  const c = complement(l.get(), depth + 1);
  return c ? { get: () => c } : undefined;
}

function complementForm(t: TypeKey, f: Extras, depth: number): Extras[] | undefined {
  switch (t) {
    case 'num': {
      const n = f as NumForm;
      if (n.vals) return [{ ...numTop(), notVals: n.vals } as NumForm];
      const out: NumForm[] = [];
      if (n.lo > -Infinity) out.push({ ...numTop(), hi: n.lo, hiEx: !n.loEx });
      if (n.hi < Infinity) out.push({ ...numTop(), lo: n.hi, loEx: !n.hiEx });
      for (const m of n.mult) out.push({ ...numTop(), notMult: [m] });
      for (const m of n.notMult) out.push({ ...numTop(), mult: [m] });
      for (const v of n.notVals) out.push({ ...numTop(), vals: [v] });
      return out;
    }
    case 'str': {
      const s = f as StrForm;
      if (s.vals) return [{ ...strTop(), notVals: s.vals } as StrForm];
      const out: StrForm[] = [];
      if (s.minLen > 0) out.push({ ...strTop(), maxLen: s.minLen - 1 });
      if (s.maxLen < Infinity) out.push({ ...strTop(), minLen: s.maxLen + 1 });
      for (const p of s.patterns) out.push({ ...strTop(), notPatterns: [p] });
      for (const p of s.notPatterns) out.push({ ...strTop(), patterns: [p] });
      for (const fm of s.formats) out.push({ ...strTop(), notFormats: [fm] });
      for (const fm of s.notFormats) out.push({ ...strTop(), formats: [fm] });
      for (const v of s.notVals) out.push({ ...strTop(), vals: [v] });
      return out;
    }
    case 'arr': {
      const a = f as ArrForm;
      if (a.vals) return [{ ...arrTop(), notVals: a.vals } as ArrForm];
      if (a.unique || a.notVals.length) return undefined;
      const out: ArrForm[] = [];
      if (a.minItems > 0) out.push({ ...arrTop(), maxItems: a.minItems - 1 });
      if (a.maxItems < Infinity) out.push({ ...arrTop(), minItems: a.maxItems + 1 });
      for (const c of a.contains) {
        if (c.min > 0) out.push({ ...arrTop(), contains: [{ s: c.s, min: 0, max: c.min - 1 }] });
        if (c.max < Infinity) out.push({ ...arrTop(), contains: [{ s: c.s, min: c.max + 1, max: Infinity }] });
      }
      for (let i = 0; i < a.prefix.length; i++) {
        const p = a.prefix[i] as Lazy;
        if (p === TOP_LAZY) continue;
        const np = lazyNot(p, depth);
        if (!np) return undefined;
        out.push({ ...arrTop(), minItems: i + 1, prefix: [...Array<Lazy>(i).fill(TOP_LAZY), np] });
      }
      if (a.items !== TOP_LAZY) {
        if (a.prefix.length) return undefined;
        const ni = lazyNot(a.items, depth);
        if (!ni) return undefined;
        out.push({ ...arrTop(), contains: [{ s: ni, min: 1, max: Infinity }] });
      }
      return out;
    }
    case 'obj': {
      const o = f as ObjForm;
      if (o.vals) return [{ ...objTop(), notVals: o.vals } as ObjForm];
      if (o.names.length || o.notVals.length) return undefined;
      const out: ObjForm[] = [];
      const forbid = (name: string): Layer => ({ props: new Map([[name, BOTTOM_LAZY]]), patterns: [], additional: TOP_LAZY });
      for (const r of o.required) out.push({ ...objTop(), layers: [forbid(r)] });
      if (o.minProps > 0) out.push({ ...objTop(), maxProps: o.minProps - 1 });
      if (o.maxProps < Infinity) out.push({ ...objTop(), minProps: o.maxProps + 1 });
      for (const [p, qs] of o.depReq) for (const q of qs) out.push({ ...objTop(), required: new Set([p]), layers: [forbid(q)] });
      for (const [p, s] of o.depSchemas) {
        const ns = complement(s.get(), depth + 1);
        if (!ns) return undefined;
        for (const g of ns.obj) out.push({ ...(g as ObjForm), required: new Set([...(g as ObjForm).required, p]) });
      }
      for (const layer of o.layers) {
        if (layer.additional !== TOP_LAZY || layer.patterns.some((p) => p.s !== TOP_LAZY)) return undefined;
        for (const [name, s] of layer.props) {
          if (s === TOP_LAZY) continue;
          const ns = lazyNot(s, depth);
          if (!ns) return undefined;
          out.push({ ...objTop(), required: new Set([name]), layers: [{ props: new Map([[name, ns]]), patterns: [], additional: TOP_LAZY }] });
        }
      }
      return out;
    }
    default:
      return undefined;
  }
}

/** A set whose every form of the types `of` has the extra `e` (and the other types are unconstrained). */
export function withExtra(e: Extras, of: Canon = TOP): Canon {
  const out: Partial<Canon> = {};
  for (const t of TYPES) (out as Record<TypeKey, Extras[]>)[t] = (TOP[t] as Extras[]).map((f) => ((of[t] as Extras[]).length ? { ...f, ...joinExtras(f, e) } : f));
  return canon(out);
}

export const isObjectValue = isObject;
