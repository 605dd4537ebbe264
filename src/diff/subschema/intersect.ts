import type { JsonValue } from '../../util/json.js';
import { arrTop, BOTTOM, BOTTOM_LAZY, canon, hasExtras, isBottom, isTop, lazy, MAX_FORMS, numTop, objTop, strTop, TooLarge, TOP, TOP_LAZY, TYPES } from './forms.js';
import type { ArrForm, BoolForm, Canon, Extras, Lazy, NullForm, NumForm, ObjForm, StrForm, TypeKey } from './forms.js';
import { jsonSame } from './ajv-semantics.js';
import { layerValue, memberForm, memberNum, position, STRICT } from './member.js';

/** The set algebra of canonical forms: intersection and union (and the schema a property must pass, by intersection). */

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

/**
 * A list of values within the other form: a value stays unless the other form surely rejects it. A value the other
 * form surely holds (read strictly: no custom keyword there may refuse it) needs nothing more; when one is unsure, the
 * other form rides on the list whole, as a condition that always applies, so nothing it asserts is lost (fail closed:
 * a comparison that meets it says unknown, never included).
 */
function keepVals<T extends JsonValue, F extends Extras & { vals?: T[] }>(t: TypeKey, vals: T[], other: Extras, top: F, extras: Extras): F | undefined {
  const kept: T[] = [];
  let unsure = false;
  for (const v of vals) {
    const r = memberForm(t, other, v, 0, STRICT);
    if (r === false) continue;
    kept.push(v);
    if (r === undefined) unsure = true;
  }
  if (!kept.length) return undefined;
  const out: F = { ...top, ...extras, vals: kept };
  if (unsure) out.conds = [...(extras.conds ?? []), { if: TOP, then: only(t, [other]), else: BOTTOM }];
  return out;
}

/** Two lists of values: those in both (a form that lists values holds nothing else but its extras). */
function bothVals<T extends JsonValue, F extends Extras & { vals?: T[] }>(xs: T[], ys: T[], same: (a: T, b: T) => boolean, top: F, extras: Extras): F | undefined {
  const vals = xs.filter((v) => ys.some((w) => same(v, w)));
  return vals.length ? { ...top, ...extras, vals } : undefined;
}

function intersectNum(x: NumForm, y: NumForm, extras: Extras): NumForm | undefined {
  if (x.vals && y.vals) return bothVals(x.vals, y.vals, (a, b) => a === b, numTop(), extras);
  if (x.vals) return keepVals('num', x.vals, stripExtras(y), numTop(), extras);
  if (y.vals) return keepVals('num', y.vals, stripExtras(x), numTop(), extras);
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
  if (x.vals && y.vals) return bothVals(x.vals, y.vals, (a, b) => a === b, strTop(), extras);
  if (x.vals) return keepVals('str', x.vals, stripExtras(y), strTop(), extras);
  if (y.vals) return keepVals('str', y.vals, stripExtras(x), strTop(), extras);
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
  if (x.vals && y.vals) return bothVals(x.vals, y.vals, jsonSame, arrTop(), extras);
  if (x.vals) return keepVals('arr', x.vals, stripExtras(y), arrTop(), extras);
  if (y.vals) return keepVals('arr', y.vals, stripExtras(x), arrTop(), extras);
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
  if (x.vals && y.vals) return bothVals(x.vals, y.vals, jsonSame, objTop(), extras);
  if (x.vals) return keepVals('obj', x.vals, stripExtras(y), objTop(), extras);
  if (y.vals) return keepVals('obj', y.vals, stripExtras(x), objTop(), extras);
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

/** A set whose every form of the types `of` has the extra `e` (and the other types are unconstrained). */
export function withExtra(e: Extras, of: Canon = TOP): Canon {
  const out: Partial<Canon> = {};
  for (const t of TYPES) (out as Record<TypeKey, Extras[]>)[t] = (TOP[t] as Extras[]).map((f) => ((of[t] as Extras[]).length ? { ...f, ...joinExtras(f, e) } : f));
  return canon(out);
}
