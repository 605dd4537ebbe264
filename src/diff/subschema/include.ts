import type { JsonObject, JsonValue } from '../../util/json.js';
import { disjoint } from './disjoint.js';
import {
  arrTop as arrTopForm,
  BOTTOM_LAZY,
  canon,
  known,
  numTop as numTopForm,
  isBottom,
  isTop,
  objTop,
  readsWithin,
  strTop,
  TooLarge,
  TOP,
  TOP_LAZY,
  TYPES,
  type ArrForm,
  type Canon,
  type Extras,
  type Lazy,
  type Layer,
  type NumForm,
  type ObjForm,
  type StrForm,
  type TypeKey,
} from './forms.js';
import { intersect, intersectForm, only, valueOf } from './intersect.js';
import { layerValue, matches, member, memberForm, memberNum, memberStr, position, typeKeyOf } from './member.js';
import { lattice, sample, sampleForm } from './sample.js';
import { exampleIn, lengthPattern, patternIn } from './strings.js';
import { isCustomKeyword } from './keywords.js';
import { Unsupported } from './ajv-semantics.js';
import { validates } from './validate.js';
import { numIn, range, strIn } from './include-scalars.js';
import { combine, IN, MAX_CANDIDATES, outOrUnk, unk, type Res } from './res.js';

export type { Res } from './res.js';
export { NUMBER_LIMIT, provesMultiple } from './include-scalars.js';

/** Nesting past this is not compared (a recursive schema's deepest levels): the answer is unknown. */
export const MAX_NESTING = 40;
/** Comparison steps per question, so one pathological pair cannot stall a run. */
export const STEP_BUDGET = 20000;

export interface Ctx {
  memo: Map<string, Res>;
  stack: Set<string>;
  /** Times an assumption (a pair still being compared, met again deeper) was used. */
  hits: number;
  depth: number;
  budget: number;
  /** Every check is searched for candidates; otherwise an object's search stops at the first check that finds some. */
  thorough: boolean;
}

/** Memos that hold an answer of a search stopped at its first check with candidates (see objIn). */
const shortened = new WeakSet<Map<string, Res>>();

/** Whether an answer read or written through `memo` may come from a shortened search (then a full one may say more). */
export function wasShortened(memo: Map<string, Res>): boolean {
  return shortened.has(memo);
}

export function newCtx(thorough = false): Ctx {
  return { memo: new Map(), stack: new Set(), hits: 0, depth: 0, budget: STEP_BUDGET, thorough };
}

export function includes(x: Canon, y: Canon, ctx: Ctx): Res {
  if (x === y || isBottom(x) || isTop(y) || readsWithin(x, y)) return IN;
  const key = `${x.id}:${y.id}`;
  const hit = ctx.memo.get(key);
  if (hit) return hit;
  // a recursive schema meets the same pair again one value deeper: assume it (the values are finite, so the proof
  // holds by induction on their depth)
  if (ctx.stack.has(key)) {
    ctx.hits++;
    return IN;
  }
  if (ctx.depth >= MAX_NESTING) return unk('$ref');
  if (--ctx.budget < 0) return unk('size');
  const hits = ctx.hits;
  ctx.stack.add(key);
  ctx.depth++;
  let r: Res;
  try {
    r = typesIn(x, y, ctx);
  } catch (e) {
    if (e instanceof TooLarge) r = unk(e.keyword);
    else if (e instanceof Unsupported) r = unk(e.keyword);
    else throw e;
  } finally {
    ctx.stack.delete(key);
    ctx.depth--;
  }
  if (r.k !== 'in' || ctx.hits === hits) ctx.memo.set(key, r);
  return r;
}

function typesIn(x: Canon, y: Canon, ctx: Ctx): Res {
  const rs: Res[] = [];
  for (const t of TYPES) {
    for (const xf of x[t] as Extras[]) {
      const r = formInUnion(t, xf, y[t] as Extras[], ctx);
      rs.push(r);
      if (r.k === 'out') return combine(rs);
    }
  }
  return combine(rs);
}

function valsOf(t: TypeKey, f: Extras): JsonValue[] | undefined {
  if (t === 'bool') return (f as { vals: boolean[] }).vals;
  if (t === 'null') return undefined;
  return (f as { vals?: JsonValue[] }).vals;
}

function formInUnion(t: TypeKey, xf: Extras, yfs: Extras[], ctx: Ctx, split: ReadonlySet<string> = NO_SPLIT): Res {
  const inY = (v: JsonValue) => {
    let unsure = false;
    for (const yf of yfs) {
      const r = memberForm(t, yf, v);
      if (r === true) return true;
      if (r === undefined) unsure = true;
    }
    return unsure ? undefined : false;
  };
  const outside = (v: JsonValue) => memberForm(t, xf, v) === true && inY(v) === false;
  if (emptyForm(t, xf, ctx)) return IN;
  const xv = valsOf(t, xf);
  if (xv && t !== 'bool') {
    // a finite set: each value is checked (with the forms' conditions)
    let unsure = false;
    const cands: JsonValue[] = [];
    for (const v of xv) {
      if (memberForm(t, xf, v) === false) continue;
      const r = inY(v);
      if (r === false) cands.push(v);
      else if (r === undefined) unsure = true;
    }
    if (cands.length) return { k: 'out', kw: 'enum', cands: cands.slice(0, MAX_CANDIDATES) };
    return unsure ? unk('enum') : IN;
  }
  if (t === 'bool') {
    const cands = (xv as boolean[]).filter((v) => memberForm(t, xf, v) !== false && inY(v) === false);
    if (cands.length) return { k: 'out', kw: 'type', cands };
    if ((xv as boolean[]).some((v) => memberForm(t, xf, v) !== false && inY(v) === undefined)) return unk('enum');
    return IN;
  }
  if (!yfs.length) return outOrUnk(sampleForm(t, xf), 'type', outside);
  const rs: Res[] = [];
  for (const yf of yfs) {
    const r = formIn(t, xf, yf, ctx);
    if (r.k === 'in') return IN;
    rs.push(r);
  }
  if (yfs.length > 1) {
    const r = t === 'num' ? numCover(xf as NumForm, yfs as NumForm[]) : t === 'obj' ? discriminated(xf as ObjForm, yfs as ObjForm[], ctx, split) : undefined;
    if (r) return r;
  }
  const cands = [...rs.flatMap((r) => (r.k === 'out' ? r.cands : [])), ...sampleForm(t, xf)];
  const found = outOrUnk(cands, rs.find((r) => r.k === 'out')?.kw ?? 'anyOf', outside);
  if (found.k === 'out') return found;
  return rs.length === 1 ? (rs[0]!.k === 'unk' ? rs[0]! : found) : unk(rs.find((r) => r.k === 'unk')?.kw ?? 'anyOf');
}

const NO_SPLIT: ReadonlySet<string> = new Set();

/**
 * A form no value can be in, shown by its conditions: every value of it (read without them) lies in two branches of
 * one of its `oneOf`s (so it fails), or in a schema it must not match, or an array whose `contains` no position can
 * hold. Sound: only a proof returns true.
 */
function emptyForm(t: TypeKey, xf: Extras, ctx: Ctx): boolean {
  if (t === 'arr') {
    const a = xf as ArrForm;
    if (!a.vals)
      for (const c of a.contains) {
        if (c.min === 0) continue;
        let none = true;
        const n = Math.min(a.prefix.length, maxLength(a));
        for (let i = 0; i <= n && none; i++) if (i < maxLength(a) && !disjoint(position(a, i).get(), c.s.get())) none = false;
        if (none) return true;
      }
  }
  if (!xf.oneOfs?.length && !xf.nots?.length) return false;
  const { nots, oneOfs, conds: _c, opaque: _o, ...bare } = xf;
  const base = only(t, [bare as Extras]);
  for (const n of nots ?? []) if (includes(base, n, ctx).k === 'in') return true;
  for (const group of oneOfs ?? []) {
    let inside = 0;
    for (const b of group) if (includes(base, b, ctx).k === 'in' && ++inside >= 2) return true;
  }
  return false;
}

/** A number range covered by the union of intervals (no lattice on the union's side), swept from its low end. */
function numCover(x: NumForm, ys: NumForm[]): Res | undefined {
  if (x.vals || ys.some((y) => y.vals || y.mult.length || y.notMult.length || y.notVals.length || hasExtrasOf(y))) return undefined;
  const rx = range(x);
  const step = x.mult.length ? lattice(x.mult) : undefined;
  let cur = rx.lo;
  let curEx = rx.loEx;
  for (let guard = 0; guard <= ys.length + 1; guard++) {
    if (step !== undefined && Number.isFinite(cur)) {
      let v = Math.ceil(cur / step) * step;
      if (curEx && v === cur) v += step;
      [cur, curEx] = [v, false];
    }
    if (cur > rx.hi || (cur === rx.hi && (curEx || rx.hiEx))) return IN;
    let best: NumForm | undefined;
    for (const y of ys) {
      const startsOk = y.lo < cur || (y.lo === cur && (!y.loEx || curEx)) || y.lo === -Infinity;
      const holds = y.hi > cur || (y.hi === cur && !y.hiEx && !curEx);
      if (startsOk && holds && (!best || y.hi > best.hi || (y.hi === best.hi && !y.hiEx))) best = y;
    }
    if (!best) return undefined;
    if (best.hi === Infinity) return IN;
    [cur, curEx] = [best.hi, !best.hiEx];
  }
  return undefined;
}

function hasExtrasOf(f: Extras): boolean {
  return !!(f.nots?.length || f.oneOfs?.length || f.conds?.length || f.opaque?.length);
}

/** The values a set allows when it is a finite list (only listed values, no conditions), else undefined. */
function finiteValues(c: Canon): JsonValue[] | undefined {
  if (c.arr.length || c.obj.length) return undefined;
  const out: JsonValue[] = [];
  for (const f of c.null) {
    if (hasExtrasOf(f)) return undefined;
    out.push(null);
  }
  for (const f of c.bool) {
    if (hasExtrasOf(f)) return undefined;
    out.push(...f.vals);
  }
  for (const f of [...c.num, ...c.str] as Array<NumForm | StrForm>) {
    if (!f.vals || hasExtrasOf(f)) return undefined;
    out.push(...f.vals);
  }
  return out;
}

/**
 * An object checked against a union of object forms told apart by one property's listed values (a discriminated
 * union): split by that property, each value (and its absence) must fit the union on its own.
 */
function discriminated(x: ObjForm, ys: ObjForm[], ctx: Ctx, split: ReadonlySet<string>): Res | undefined {
  if (x.vals) return undefined;
  const candidates = new Set<string>();
  for (const y of ys) for (const l of y.layers) for (const n of l.props.keys()) if (!split.has(n)) candidates.add(n);
  for (const d of candidates) {
    const sets = ys.map((y) => finiteValues(valueOf(y, d).get()));
    if (sets.some((s) => s === undefined)) continue;
    const all: JsonValue[] = [];
    for (const s of sets) for (const v of s as JsonValue[]) if (!all.some((w) => JSON.stringify(w) === JSON.stringify(v))) all.push(v);
    const vx = valueOf(x, d).get();
    const next = new Set([...split, d]);
    const rs: Res[] = [];
    for (const v of all) {
      if (member(vx, v) === false) continue;
      const fixed: Layer = { props: new Map([[d, known(only(typeKeyOf(v), [valueForm(v)]))]]), patterns: [], additional: TOP_LAZY };
      const piece: ObjForm = { ...x, required: new Set([...x.required, d]), layers: [...x.layers, fixed] };
      rs.push(formInUnion('obj', piece, ys, ctx, next));
    }
    if (!x.required.has(d)) {
      const absent: Layer = { props: new Map([[d, BOTTOM_LAZY]]), patterns: [], additional: TOP_LAZY };
      const piece: ObjForm = { ...x, layers: [...x.layers, absent] };
      rs.push(formInUnion('obj', piece, ys, ctx, next));
    }
    const others = sample(vx).filter((v) => !all.some((w) => JSON.stringify(w) === JSON.stringify(v)));
    if (others.length)
      rs.push(
        outOrUnk(
          others.flatMap((v) => sampleForm('obj', x, 0, { fix: new Map([[d, v]]) })),
          'anyOf',
          (v) => memberForm('obj', x, v) === true && ys.every((y) => memberForm('obj', y, v) === false),
        ),
      );
    const r = combine(rs);
    if (r.k !== 'unk') return r;
  }
  return undefined;
}

/** A form holding exactly one value. */
function valueForm(v: JsonValue): Extras {
  switch (typeKeyOf(v)) {
    case 'null':
      return {};
    case 'bool':
      return { vals: [v as boolean] } as Extras;
    case 'num':
      return { ...numTopForm(), vals: [v as number] } as Extras;
    case 'str':
      return { ...strTop(), vals: [v as string] } as Extras;
    case 'arr':
      return { ...arrTopForm(), vals: [v as JsonValue[]] } as Extras;
    default:
      return { ...objTop(), vals: [v as JsonObject] } as Extras;
  }
}

/** `xf` within one form `yf`: the type's own constraints, then the extras `yf` carries. */
function formIn(t: TypeKey, xf: Extras, yf: Extras, ctx: Ctx): Res {
  const yv = valsOf(t, yf);
  if (yv) {
    // only listed values pass: `xf` (not a list) must be finite to fit, which the forms cannot show; look for a witness
    const fits = finiteIn(t, xf, yf);
    if (fits) return fits;
    return outOrUnk(sampleForm(t, xf), 'enum', (v) => memberForm(t, yf, v) === false);
  }
  let r: Res;
  switch (t) {
    case 'null':
      r = IN;
      break;
    case 'num':
      r = numIn(xf as NumForm, yf as NumForm);
      break;
    case 'str':
      r = strIn(xf as StrForm, yf as StrForm);
      break;
    case 'arr':
      r = arrIn(xf as ArrForm, yf as ArrForm, ctx);
      break;
    case 'obj':
      r = objIn(xf as ObjForm, yf as ObjForm, ctx);
      break;
    default:
      r = IN;
  }
  if (r.k === 'out') return r;
  const e = extrasIn(t, xf, yf, ctx);
  return combine([r, e]);
}

/** A number range with few lattice points, or strings of length 0, against a list: checked point by point. */
function finiteIn(t: TypeKey, xf: Extras, yf: Extras): Res | undefined {
  if (t === 'num') {
    const f = xf as NumForm;
    const step = lattice(f.mult);
    if (!step || !Number.isFinite(f.lo) || !Number.isFinite(f.hi) || (f.hi - f.lo) / step > 64) return undefined;
    const pts: number[] = [];
    for (let v = Math.ceil(f.lo / step) * step; v <= f.hi; v += step) if (memberNum(f, v)) pts.push(v);
    const bad = pts.filter((v) => memberForm(t, yf, v) === false);
    if (bad.length) return { k: 'out', kw: 'enum', cands: bad.slice(0, MAX_CANDIDATES) };
    return pts.every((v) => memberForm(t, yf, v) === true) ? IN : undefined;
  }
  if (t === 'str' && (xf as StrForm).maxLen === 0) {
    const r = memberForm(t, yf, '');
    return r === true || memberStr(xf as StrForm, '') === false ? IN : r === false ? { k: 'out', kw: 'enum', cands: [''] } : undefined;
  }
  return undefined;
}

// ---------------------------------------------------------------- extras (not, oneOf, if, unread keywords)

function extrasIn(t: TypeKey, xf: Extras, yf: Extras, ctx: Ctx): Res {
  const xc = only(t, [xf]);
  const rs: Res[] = [];
  const inX = (v: JsonValue) => memberForm(t, xf, v) === true;
  // a format no validator asserts meant something to the server: dropped or changed, it cannot be told safe either
  // (so did a custom keyword: validators ignore it, the server may not)
  for (const o of xf.opaque ?? []) if ((o.keyword === 'format' || isCustomKeyword(o.keyword)) && !yf.opaque?.some((p) => p.key === o.key)) rs.push(unk(o.keyword));
  for (const o of yf.opaque ?? []) {
    if (xf.opaque?.some((p) => p.key === o.key)) continue;
    rs.push(
      outOrUnk(sampleForm(t, xf), o.keyword, (v) => {
        try {
          return !validates(o.root, o.schema, v);
        } catch {
          return false;
        }
      }),
    );
  }
  for (const n of yf.nots ?? []) {
    if (xf.nots?.includes(n) || disjoint(xc, n)) continue;
    rs.push(
      outOrUnk(
        safeSample(() => intersect(xc, n)),
        'not',
        inX,
      ),
    );
  }
  for (const group of yf.oneOfs ?? []) {
    if (xf.oneOfs?.includes(group)) continue;
    for (let i = 0; i < group.length; i++)
      for (let j = i + 1; j < group.length; j++) {
        const gi = group[i] as Canon;
        const gj = group[j] as Canon;
        if (disjoint(xc, gi) || disjoint(xc, gj) || disjoint(gi, gj)) continue;
        // a value of `x` that passes two branches fails `oneOf`
        rs.push(
          outOrUnk(
            safeSample(() => intersect(intersect(xc, gi), gj)),
            'oneOf',
            inX,
          ),
        );
      }
  }
  for (const c of yf.conds ?? []) {
    if (xf.conds?.includes(c)) continue;
    const thenPart = includes(safeIntersect(xc, c.if), c.then, ctx);
    if (thenPart.k !== 'in') {
      rs.push(thenPart.k === 'out' ? thenPart : unk('then'));
      continue;
    }
    if (includes(xc, c.else, ctx).k === 'in' || includes(xc, c.if, ctx).k === 'in') continue;
    rs.push(outOrUnk(sampleForm(t, xf), 'else', (v) => member(c.if, v) === false && member(c.else, v) === false));
  }
  return combine(rs);
}

function safeSample(f: () => Canon): JsonValue[] {
  try {
    return sample(f());
  } catch (e) {
    if (e instanceof TooLarge) return [];
    throw e;
  }
}

function safeIntersect(a: Canon, b: Canon): Canon {
  try {
    return intersect(a, b);
  } catch (e) {
    if (e instanceof TooLarge) return a;
    throw e;
  }
}

// ---------------------------------------------------------------- arrays

/** The most items a form allows: its bound, or the first position no value can take. */
function maxLength(f: ArrForm): number {
  let max = f.maxItems;
  for (let i = 0; i < Math.min(f.prefix.length, max); i++) if (isBottom((f.prefix[i] as Lazy).get())) return i;
  if (f.items === BOTTOM_LAZY || isBottom(f.items.get())) max = Math.min(max, f.prefix.length);
  return max;
}

function arrIn(x: ArrForm, y: ArrForm, ctx: Ctx): Res {
  const xmax = maxLength(x);
  if (x.minItems > xmax) return IN;
  const rs: Res[] = [];
  const arrays = (steer: Parameters<typeof sampleForm>[3]) => sampleForm('arr', x, 0, steer);
  const keep = (v: JsonValue) => memberForm('arr', x, v) === true && memberForm('arr', y, v) === false;
  if (y.minItems > x.minItems) rs.push(outOrUnk(arrays({ length: x.minItems }), 'minItems', keep));
  if (y.maxItems < xmax) rs.push(outOrUnk(arrays({ length: y.maxItems + 1 }), 'maxItems', keep));
  const n = Math.max(x.prefix.length, y.prefix.length);
  for (let i = 0; i <= n && i < xmax; i++) {
    const r = includes(position(x, i).get(), position(y, i).get(), ctx);
    if (r.k === 'in') continue;
    if (r.k === 'unk') rs.push(r);
    else
      rs.push(
        outOrUnk(
          r.cands.flatMap((c) => arrays({ at: new Map([[i, c]]) })),
          r.kw,
          keep,
        ),
      );
  }
  for (const c of y.contains) {
    if (c.min > 0) {
      const byContains = x.contains.some((d) => d.min >= c.min && includes(d.s.get(), c.s.get(), ctx).k === 'in');
      let forced = 0;
      for (let i = 0; i < Math.min(x.minItems, n + 1); i++) if (includes(position(x, i).get(), c.s.get(), ctx).k === 'in') forced++;
      if (x.minItems > n && includes(x.items.get(), c.s.get(), ctx).k === 'in') forced += x.minItems - n;
      if (!byContains && forced < c.min) rs.push(outOrUnk([...arrays({ avoid: c.s.get() }), ...arrays({ avoid: c.s.get(), length: x.minItems })], c.min > 1 ? 'minContains' : 'contains', keep));
    }
    if (c.max < Infinity && xmax > c.max) {
      const byContains = x.contains.some((d) => d.max <= c.max && includes(c.s.get(), d.s.get(), ctx).k === 'in');
      let disjointAll = true;
      for (let i = 0; i <= n && disjointAll; i++) if (!disjoint(position(x, i).get(), c.s.get())) disjointAll = false;
      if (!byContains && !disjointAll) {
        const at = new Map<number, JsonValue>();
        for (let i = 0; i <= c.max; i++) {
          const v = sample(intersect(position(x, i).get(), c.s.get()))[0];
          if (v === undefined) break;
          at.set(i, v);
        }
        rs.push(outOrUnk(at.size > c.max ? arrays({ at }) : [], 'maxContains', keep));
      }
    }
  }
  if (y.unique && !x.unique && xmax >= 2) rs.push(outOrUnk(arrays({ duplicate: true, length: Math.max(2, x.minItems) }), 'uniqueItems', keep));
  for (const v of y.notVals) if (memberForm('arr', x, v) === true) rs.push({ k: 'out', kw: 'not', cands: [v] });
  return combine(rs);
}

// ---------------------------------------------------------------- objects

function declared(f: ObjForm): Set<string> {
  const out = new Set<string>();
  for (const l of f.layers) for (const n of l.props.keys()) out.add(n);
  return out;
}

/** Can a value of `f` hold property `name`? (`false` when a layer or `propertyNames` rules it out.) */
function allows(f: ObjForm, name: string): boolean {
  if (f.names.some((s) => member(s.get(), name) === false)) return false;
  return !isBottom(valueOf(f, name).get());
}

function namesCanon(f: ObjForm): Canon {
  let c: Canon = canon({ str: [strTop()] });
  for (const s of f.names) c = intersect(c, s.get());
  return c;
}

function objIn(x: ObjForm, y: ObjForm, ctx: Ctx): Res {
  const rs: Res[] = [];
  // the first check that finds values outside ends the search: its candidates lead the answer either way, and each
  // further check samples whole objects of \`x\` (for a large schema, most of the time)
  const outside = (r: Res): boolean => {
    rs.push(r);
    if (r.k !== 'out' || ctx.thorough) return false;
    shortened.add(ctx.memo);
    return true;
  };
  const keep = (v: JsonValue) => memberForm('obj', x, v) === true && memberForm('obj', y, v) === false;
  const objects = (steer: Parameters<typeof sampleForm>[3]) => sampleForm('obj', x, 0, steer);
  const names = new Set<string>([...declared(x), ...declared(y), ...y.required, ...y.depReq.flatMap(([p, qs]) => [p, ...qs]), ...y.depSchemas.map(([p]) => p)]);
  for (const n of names) {
    if (!allows(x, n)) continue;
    const vx = valueOf(x, n).get();
    if (y.names.some((s) => member(s.get(), n) === false)) {
      if (
        outside(
          outOrUnk(
            sample(vx).flatMap((v) => objects({ fix: new Map([[n, v]]) })),
            'propertyNames',
            keep,
          ),
        )
      )
        return combine(rs);
      continue;
    }
    const r = includes(vx, valueOf(y, n).get(), ctx);
    if (r.k === 'in') continue;
    if (r.k === 'unk') rs.push(r);
    else if (
      outside(
        outOrUnk(
          r.cands.flatMap((c) => objects({ fix: new Map([[n, c]]) })),
          r.kw,
          keep,
        ),
      )
    )
      return combine(rs);
  }
  if (outside(otherNames(x, y, names, ctx, objects, keep))) return combine(rs);
  for (const r of y.required) {
    if (x.required.has(r)) continue;
    if (outside(outOrUnk(objects({ omit: new Set([r]) }), 'required', keep))) return combine(rs);
  }
  if (y.minProps > Math.max(x.minProps, x.required.size) && outside(outOrUnk(objects({}), 'minProperties', keep))) return combine(rs);
  if (y.maxProps < x.maxProps && y.maxProps < nameCount(x) && outside(outOrUnk(objects({ full: true }), 'maxProperties', keep))) return combine(rs);
  for (const [p, qs] of y.depReq) {
    if (!allows(x, p)) continue;
    for (const q of qs) {
      if (x.required.has(q) || x.depReq.some(([p2, q2]) => p2 === p && q2.includes(q))) continue;
      const v = sample(valueOf(x, p).get())[0];
      if (outside(outOrUnk(v === undefined ? [] : objects({ fix: new Map([[p, v]]), omit: new Set([q]) }), 'dependentRequired', keep))) return combine(rs);
    }
  }
  for (const [p, s] of y.depSchemas) {
    if (!allows(x, p)) continue;
    const withP: ObjForm = { ...x, required: new Set([...x.required, p]) };
    let xc = only('obj', [withP]);
    for (const [p2, s2] of x.depSchemas) if (p2 === p) xc = safeIntersect(xc, s2.get());
    const r = includes(xc, s.get(), ctx);
    if (r.k !== 'in' && outside(r.k === 'out' ? { ...r, kw: r.kw || 'dependentSchemas' } : r)) return combine(rs);
  }
  for (const v of y.notVals) if (memberForm('obj', x, v) === true) rs.push({ k: 'out', kw: 'not', cands: [v] });
  return combine(rs);
}

/** How many names a value of `f` can hold at most (Infinity unless a layer closes it to a list). */
function nameCount(f: ObjForm): number {
  let best = Infinity;
  for (const l of f.layers) {
    if (l.patterns.length || !(l.additional === BOTTOM_LAZY || isBottom(l.additional.get()))) continue;
    best = Math.min(best, [...l.props.keys()].filter((n) => allows(f, n)).length);
  }
  return best;
}

/**
 * Names neither form declares: those matching a pattern of `x`, and any other name when every layer of `x` lets
 * unknown names through. Each class is compared by the schemas that apply to it on both sides.
 */
function otherNames(x: ObjForm, y: ObjForm, named: Set<string>, ctx: Ctx, objects: (s: Parameters<typeof sampleForm>[3]) => JsonValue[], keep: (v: JsonValue) => boolean): Res {
  const rs: Res[] = [];
  const yPatterns = y.layers.flatMap((l) => l.patterns);
  const xPatterns = x.layers.flatMap((l) => l.patterns.map((p) => p.re));
  /** A name no form declares, in the class (`pattern` of x, or none of x's), that `target` (a pattern of y, or none of y's) governs. */
  const fresh = (pattern: string | undefined, target: string | undefined): string | undefined => {
    const tries = [pattern, target]
      .filter((p): p is string => p !== undefined)
      .flatMap((p) => [exampleIn(p, '^$'), exampleIn(p, lengthPattern(0, 1))])
      .concat(['zz', 'extra', 'k9', 'q', 'a', 'x-a']);
    for (const n of tries) {
      if (n === undefined || named.has(n)) continue;
      try {
        if (pattern !== undefined && !matches(pattern, n)) continue;
        if (pattern === undefined && x.layers.some((l) => l.patterns.some((p) => matches(p.re, n)))) continue;
        if (target !== undefined && !matches(target, n)) continue;
        if (target === undefined && y.layers.some((l) => l.patterns.some((p) => matches(p.re, n)))) continue;
      } catch {
        continue;
      }
      if (allows(x, n)) return n;
    }
    return undefined;
  };
  const against = (vx: Canon, pattern: string | undefined, namePart: Canon): void => {
    if (isBottom(vx)) return;
    // the names themselves must pass y's propertyNames
    for (const ns of y.names) {
      const r = includes(namePart, ns.get(), ctx);
      if (r.k === 'in') continue;
      const name = r.k === 'out' ? (r.cands.find((c) => typeof c === 'string' && !named.has(c)) as string | undefined) : undefined;
      const v = sample(vx)[0];
      rs.push(name !== undefined && v !== undefined ? outOrUnk(objects({ fix: new Map([[name, v]]) }), 'propertyNames', keep) : r.k === 'unk' ? r : unk('propertyNames'));
    }
    for (const layer of y.layers) {
      const covered = pattern !== undefined && layer.patterns.some((q) => patternIn(pattern, q.re).kind === 'in');
      // a pattern of y every name of which matches a pattern of x governs none of the other names
      const targets: Array<{ s: Lazy; re?: string }> = layer.patterns.filter((q) =>
        pattern === undefined ? !xPatterns.some((p) => patternIn(q.re, p).kind === 'in') : !disjointPatterns(pattern, q.re),
      );
      if (!covered) targets.push({ s: layer.additional });
      for (const target of targets) {
        if (target.s === TOP_LAZY) continue;
        const r = includes(vx, target.s.get(), ctx);
        if (r.k === 'in') continue;
        if (r.k === 'unk') {
          rs.push(r);
          continue;
        }
        const name = fresh(pattern, target.re);
        rs.push(outOrUnk(name === undefined ? [] : r.cands.flatMap((c) => objects({ fix: new Map([[name, c]]) })), target.re === undefined ? 'additionalProperties' : 'patternProperties', keep));
      }
    }
  };
  const xNames = namesCanon(x);
  for (const layer of x.layers)
    for (const p of layer.patterns) {
      let vx: Canon = p.s.get();
      // the other layers' schemas for these names narrow it (a closing layer's pattern is only a permission)
      try {
        vx = intersect(vx, TOP);
      } catch {
        /* keep */
      }
      let namePart: Canon = xNames;
      try {
        namePart = intersect(xNames, canon({ str: [{ ...strTop(), patterns: [p.re] }] }));
      } catch {
        /* keep */
      }
      against(vx, p.re, namePart);
    }
  // any other name: only when no layer of x closes the object
  let additional: Canon = TOP;
  for (const layer of x.layers) additional = intersect(additional, layer.additional.get());
  if (!isBottom(additional)) against(additional, undefined, xNames);
  void yPatterns;
  return combine(rs);
}

/** Two patterns that provably match no common name (anchored, different literal starts). */
function disjointPatterns(p: string, q: string): boolean {
  return disjoint(canon({ str: [{ ...strTop(), patterns: [p] }] }), canon({ str: [{ ...strTop(), patterns: [q] }] }));
}

void objTop;
void intersectForm;
void layerValue;
