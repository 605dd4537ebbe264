import { arrTop, BOTTOM, BOTTOM_LAZY, canon, hasExtras, isBottom, MAX_FORMS, numTop, objTop, strTop, TOP, TOP_LAZY, TYPES } from './forms.js';
import type { ArrForm, BoolForm, Canon, Extras, Lazy, Layer, NumForm, ObjForm, StrForm, TypeKey } from './forms.js';
import { formEmpty, intersectForm } from './intersect.js';

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
