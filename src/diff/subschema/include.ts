import type { JsonObject, JsonValue } from '../../util/json.js';
import { disjoint } from './disjoint.js';
import { arrTop as arrTopForm, BOTTOM_LAZY, hasExtras, known, numTop as numTopForm, isBottom, isTop, objTop, readsWithin, strTop, TooLarge, TOP_LAZY, TYPES } from './forms.js';
import type { ArrForm, Canon, Extras, Layer, NumForm, ObjForm, StrForm, TypeKey } from './forms.js';
import { member, memberForm, position, STRICT, typeKeyOf, type Strict } from './member.js';
import { only, valueOf } from './intersect.js';
import { sample, sampleForm } from './sample.js';
import { Unsupported } from './ajv-semantics.js';
import { finiteIn, numCover, numIn, strIn } from './include-scalars.js';
import { arrIn, maxLength } from './include-arrays.js';
import { extrasIn } from './include-extras.js';
import { objIn } from './include-objects.js';
import { MAX_NESTING, STEP_BUDGET, type Ctx } from './include-ctx.js';
import { combine, IN, MAX_CANDIDATES, outOrUnk, unk, type Res } from './res.js';

export { wasShortened, type Ctx } from './include-ctx.js';

/**
 * Whether every value of `x` is in `y` (the subschema core's one question), with values of `x` outside `y` as
 * candidates when it is not: per type, per form, then by the checks of each type (include-*.ts).
 */
export function newCtx(thorough = false): Ctx {
  return { memo: new Map(), stack: new Set(), hits: 0, depth: 0, budget: STEP_BUDGET, thorough, includes };
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
  // a custom keyword (or unknown format) the new form has, anywhere inside, and the old one has not beside it: the
  // validator lets through what the server may refuse, so a value it admits there is not known to pass
  const trusted = trustedBy(xf);
  const inY = (v: JsonValue) => {
    let unsure = false;
    for (const yf of yfs) {
      const r = memberForm(t, yf, v, 0, trusted);
      if (r === true) return true;
      if (r !== false) unsure = true;
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

/** The strict reading of the new side against the old form `xf`: the opaque parts `xf` carries too are unchanged. */
function trustedBy(xf: Extras): Strict {
  return xf.opaque?.length ? new Set(xf.opaque.map((o) => o.key)) : STRICT;
}

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

/** The values a set allows when it is a finite list (only listed values, no conditions), else undefined. */
function finiteValues(c: Canon): JsonValue[] | undefined {
  if (c.arr.length || c.obj.length) return undefined;
  const out: JsonValue[] = [];
  for (const f of c.null) {
    if (hasExtras(f)) return undefined;
    out.push(null);
  }
  for (const f of c.bool) {
    if (hasExtras(f)) return undefined;
    out.push(...f.vals);
  }
  for (const f of [...c.num, ...c.str] as Array<NumForm | StrForm>) {
    if (!f.vals || hasExtras(f)) return undefined;
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

/** Each type's own inclusion of one form in another (before the extras both may carry). */
const TYPE_IN: Partial<Record<TypeKey, (xf: Extras, yf: Extras, ctx: Ctx) => Res>> = {
  num: (xf, yf) => numIn(xf as NumForm, yf as NumForm),
  str: (xf, yf) => strIn(xf as StrForm, yf as StrForm),
  arr: (xf, yf, ctx) => arrIn(xf as ArrForm, yf as ArrForm, ctx),
  obj: (xf, yf, ctx) => objIn(xf as ObjForm, yf as ObjForm, ctx),
};

/** `xf` within one form `yf`: the type's own constraints, then the extras `yf` carries. */
function formIn(t: TypeKey, xf: Extras, yf: Extras, ctx: Ctx): Res {
  const yv = valsOf(t, yf);
  if (yv) {
    // only listed values pass: `xf` (not a list) must be finite to fit, which the forms cannot show; look for a witness
    const fits = finiteIn(t, xf, yf, trustedBy(xf));
    if (fits) return fits;
    return outOrUnk(sampleForm(t, xf), 'enum', (v) => memberForm(t, yf, v) === false);
  }
  const r = TYPE_IN[t]?.(xf, yf, ctx) ?? IN; // null and boolean forms hold no constraint of their own
  if (r.k === 'out') return r;
  const e = extrasIn(t, xf, yf, ctx);
  return combine([r, e]);
}
