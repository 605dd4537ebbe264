import { setOwn, type JsonObject, type JsonValue } from '../../util/json.js';
import { isBottom, TYPES, type ArrForm, type BoolForm, type Canon, type Extras, type NumForm, type ObjForm, type StrForm, type TypeKey } from './forms.js';
import { intersect, valueOf } from './intersect.js';
import { layerValue, member, memberForm, memberNum, position } from './member.js';
import { sampleStrings } from './strings.js';

/**
 * Concrete values of a canonical form, for witnesses: a few candidates, each checked to be a member (values the form
 * cannot vouch for are dropped). Objects get their required properties (and as few others as the bounds allow),
 * arrays their shortest length; numbers sit on the bounds and on the lattice of `multipleOf`.
 */
const MAX_DEPTH = 8;
const PER_FORM = 4;

export interface ObjSteer {
  /** Properties set to these values. */
  fix?: ReadonlyMap<string, JsonValue>;
  /** Properties left out (when the form allows it). */
  omit?: ReadonlySet<string>;
  /** Add every optional declared property (for "too many properties" witnesses). */
  full?: boolean;
}

export interface ArrSteer {
  /** Positions set to these values. */
  at?: ReadonlyMap<number, JsonValue>;
  /** The length wanted (at least what the form requires). */
  length?: number;
  /** Prefer items that fail this schema (to miss a `contains`). */
  avoid?: Canon;
  /** Repeat the first item (for a `uniqueItems` witness). */
  duplicate?: boolean;
}

/** Members of `c`, a few per type. */
export function sample(c: Canon, depth = 0): JsonValue[] {
  if (depth > MAX_DEPTH || isBottom(c)) return [];
  const hit = memo.get(c);
  if (hit) return hit;
  const out: JsonValue[] = [];
  for (const t of ORDER) {
    for (const f of c[t] as Extras[]) {
      for (const v of sampleForm(t, f, depth)) if (member(c, v) !== false) out.push(v);
      if (out.length >= PER_FORM * 2) break;
    }
  }
  // what a deep level could not build may be buildable from the top: only complete answers are remembered
  if (out.length || depth === 0) memo.set(c, out);
  return out;
}

const memo = new WeakMap<Canon, JsonValue[]>();

/** Primitive types first: the simplest witness is the most readable. */
const ORDER: readonly TypeKey[] = ['str', 'num', 'bool', 'null', 'obj', 'arr'];
void TYPES;

export function sampleForm(t: TypeKey, f: Extras, depth = 0, steer?: ObjSteer | ArrSteer): JsonValue[] {
  let cands: JsonValue[];
  switch (t) {
    case 'null':
      cands = [null];
      break;
    case 'bool':
      cands = (f as BoolForm).vals;
      break;
    case 'num':
      cands = numberCandidates(f as NumForm);
      break;
    case 'str':
      cands = sampleStrings(f as StrForm);
      break;
    case 'arr':
      cands = arrays(f as ArrForm, depth, (steer as ArrSteer) ?? {});
      break;
    default:
      cands = objects(f as ObjForm, depth, (steer as ObjSteer) ?? {});
  }
  const out: JsonValue[] = [];
  for (const v of cands) {
    if (memberForm(t, f, v) === true && !out.some((o) => o === v)) out.push(v);
    if (out.length >= PER_FORM) break;
  }
  return out;
}

// ---------------------------------------------------------------- numbers

/** The step every value must be a multiple of (dyadic and integer steps; otherwise the first one). */
export function lattice(mult: number[]): number | undefined {
  if (!mult.length) return undefined;
  let scale = 1;
  while (scale <= 1 << 20 && !mult.every((m) => Number.isInteger(m * scale))) scale *= 2;
  if (!mult.every((m) => Number.isInteger(m * scale))) return mult[0];
  let l = 1;
  for (const m of mult) {
    const k = Math.round(m * scale);
    l = (l * k) / gcd(l, k);
    if (l > 1e12) return mult[0];
  }
  return l / scale;
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return Math.abs(a);
}

export function numberCandidates(f: NumForm, extra: number[] = []): number[] {
  if (f.vals) return [...f.vals];
  const step = lattice(f.mult);
  const out: number[] = [...extra];
  const onLattice = (v: number, dir: 1 | -1) => (step ? (dir > 0 ? Math.ceil(v / step) : Math.floor(v / step)) * step : v);
  const near = (v: number) => [v, v + 1, v - 1, v + 0.5, v - 0.5];
  if (Number.isFinite(f.lo)) {
    let v = onLattice(f.lo, 1);
    if (f.loEx && v === f.lo) v += step ?? Math.min(0.5, Number.isFinite(f.hi) ? (f.hi - f.lo) / 2 : 0.5);
    out.push(v, ...near(v));
    if (step) out.push(v + step, v + 2 * step);
  }
  if (Number.isFinite(f.hi)) {
    let v = onLattice(f.hi, -1);
    if (f.hiEx && v === f.hi) v -= step ?? Math.min(0.5, Number.isFinite(f.lo) ? (f.hi - f.lo) / 2 : 0.5);
    out.push(v, ...near(v));
    if (step) out.push(v - step);
  }
  out.push(0, 1, -1, 2, 0.5, 1.5, 3, 10, 7, 100);
  if (step) out.push(step, -step, 2 * step, 3 * step);
  for (const m of f.notMult) out.push(m / 2, m + 1, m * 1.5);
  return out.filter((v) => Number.isFinite(v) && Math.abs(v) < 1e15 && memberNum(f, v));
}

// ---------------------------------------------------------------- arrays

function arrays(f: ArrForm, depth: number, steer: ArrSteer): JsonValue[][] {
  if (f.vals) return [...f.vals];
  const maxAt = steer.at?.size ? Math.max(...steer.at.keys()) + 1 : 0;
  const needed = Math.max(f.minItems, maxAt, steer.length ?? 0, ...f.contains.map((c) => c.min));
  if (needed > f.maxItems || needed > 64) return [];
  const out: JsonValue[][] = [];
  for (const variant of [0, 1]) {
    const arr: JsonValue[] = [];
    const counts = f.contains.map(() => 0);
    let ok = true;
    for (let i = 0; i < needed && ok; i++) {
      const fixed = steer.at?.get(i);
      if (fixed !== undefined) {
        arr.push(fixed);
        continue;
      }
      if (steer.duplicate && i > 0 && arr.length) {
        arr.push(arr[0] as JsonValue);
        continue;
      }
      let schema = position(f, i).get();
      // fill the positions a `contains` still needs with items it counts
      const owed = f.contains.findIndex((c, k) => (counts[k] as number) < c.min);
      if (owed >= 0) schema = intersect(schema, (f.contains[owed] as ArrForm['contains'][number]).s.get());
      let cands = sample(schema, depth + 1);
      if (steer.avoid) {
        const avoiding = cands.filter((c) => member(steer.avoid!, c) === false);
        if (avoiding.length) cands = avoiding;
      }
      if (f.unique) cands = cands.filter((c) => !arr.some((a) => JSON.stringify(a) === JSON.stringify(c)));
      const pick = cands[variant % Math.max(1, cands.length)] ?? cands[0];
      if (pick === undefined) {
        ok = false;
        break;
      }
      arr.push(pick);
      f.contains.forEach((c, k) => {
        if (member(c.s.get(), pick) === true) counts[k]!++;
      });
    }
    if (ok) out.push(arr);
  }
  return out;
}

// ---------------------------------------------------------------- objects

/** A property name no layer declares and every layer lets through (`additional` or a pattern), for maps and bounds. */
function freshNames(f: ObjForm, taken: Set<string>): string[] {
  const out: string[] = [];
  for (const n of ['a', 'b', 'c', 'x', 'y', 'z', 'k1', 'k2', 'k3', 'item']) {
    if (taken.has(n)) continue;
    if (f.names.some((s) => member(s.get(), n) !== true)) continue;
    if (f.layers.some((l) => layerValue(l, n).some((s) => isBottom(s.get())))) continue;
    out.push(n);
  }
  return out;
}

/** Every name a layer of the form declares, first declaration first (kept per form: forms do not change). */
function declaredNames(f: ObjForm): readonly string[] {
  let out = DECLARED.get(f);
  if (!out) {
    const names = new Set<string>();
    for (const l of f.layers) for (const n of l.props.keys()) names.add(n);
    DECLARED.set(f, (out = [...names]));
  }
  return out;
}
const DECLARED = new WeakMap<ObjForm, readonly string[]>();

function objects(f: ObjForm, depth: number, steer: ObjSteer): JsonObject[] {
  if (f.vals) return [...f.vals];
  const out: JsonObject[] = [];
  for (const variant of [0, 1]) {
    const o: JsonObject = {};
    const valueFor = (name: string): JsonValue | undefined => {
      const fixed = steer.fix?.get(name);
      if (fixed !== undefined) return fixed;
      const cands = sample(valueOf(f, name).get(), depth + 1);
      return cands[variant % Math.max(1, cands.length)] ?? cands[0];
    };
    const put = (name: string): boolean => {
      if (Object.prototype.hasOwnProperty.call(o, name)) return true;
      const v = valueFor(name);
      if (v === undefined) return false;
      setOwn(o, name, v);
      return true;
    };
    let ok = true;
    for (const [name, v] of steer.fix ?? []) setOwn(o, name, v);
    for (const r of f.required) if (!put(r)) ok = false;
    if (!ok) continue;
    const optional = declaredNames(f).filter((n) => !f.required.has(n) && !steer.omit?.has(n) && !steer.fix?.has(n));
    if (steer.full) for (const n of optional) put(n);
    // dependencies: a present property brings the ones it requires
    for (let round = 0; round < 3; round++) for (const [p, qs] of f.depReq) if (Object.prototype.hasOwnProperty.call(o, p)) for (const q of qs) if (!steer.omit?.has(q)) put(q);
    let pool = [...optional, ...freshNames(f, new Set([...Object.keys(o), ...declaredNames(f)]))];
    while (Object.keys(o).length < f.minProps && pool.length) {
      const n = pool.shift() as string;
      put(n);
    }
    if (steer.full) {
      pool = freshNames(f, new Set(Object.keys(o)));
      while (Object.keys(o).length < Math.min(f.maxProps, 16) && pool.length) put(pool.shift() as string);
    }
    out.push(o);
  }
  return out;
}
