import type { JsonValue } from '../../util/json.js';
import { BOTTOM_LAZY, isBottom, TYPES, type ArrForm, type BoolForm, type Canon, type Extras, type NumForm, type ObjForm, type StrForm, type TypeKey } from './forms.js';
import { layerValue, memberForm, position } from './member.js';

const MAX_DEPTH = 4;

/**
 * Provably no value is in both (sound, not complete: `false` means "could not prove it"). Used to read a `oneOf` whose
 * branches cannot overlap as a plain union, the way discriminated unions are written.
 */
export function disjoint(a: Canon, b: Canon, depth = 0): boolean {
  if (isBottom(a) || isBottom(b)) return true;
  if (depth > MAX_DEPTH) return false;
  for (const t of TYPES) for (const x of a[t] as Extras[]) for (const y of b[t] as Extras[]) if (!formsDisjoint(t, x, y, depth)) return false;
  return true;
}

function valsOf(t: TypeKey, f: Extras): JsonValue[] | undefined {
  return t === 'num' || t === 'str' || t === 'arr' || t === 'obj' ? (f as { vals?: JsonValue[] }).vals : undefined;
}

function formsDisjoint(t: TypeKey, x: Extras, y: Extras, depth: number): boolean {
  const vx = valsOf(t, x);
  const vy = valsOf(t, y);
  if (vx && vx.every((v) => memberForm(t, y, v) === false)) return true;
  if (vy && vy.every((v) => memberForm(t, x, v) === false)) return true;
  switch (t) {
    case 'null':
      return false;
    case 'bool':
      return !(x as BoolForm).vals.some((v) => (y as BoolForm).vals.includes(v));
    case 'num': {
      const a = x as NumForm;
      const b = y as NumForm;
      if (a.vals || b.vals) return false;
      return below(a, b) || below(b, a);
    }
    case 'str': {
      const a = x as StrForm;
      const b = y as StrForm;
      if (a.vals || b.vals) return false;
      if (a.maxLen < b.minLen || b.maxLen < a.minLen) return true;
      return a.patterns.some((p) => b.patterns.some((q) => prefixesClash(p, q)));
    }
    case 'arr': {
      const a = x as ArrForm;
      const b = y as ArrForm;
      if (a.vals || b.vals) return false;
      if (a.maxItems < b.minItems || b.maxItems < a.minItems) return true;
      const both = Math.max(a.minItems, b.minItems);
      for (let i = 0; i < Math.min(both, Math.max(a.prefix.length, b.prefix.length) + 1); i++) if (disjoint(position(a, i).get(), position(b, i).get(), depth + 1)) return true;
      return false;
    }
    default: {
      const a = x as ObjForm;
      const b = y as ObjForm;
      if (a.vals || b.vals) return false;
      if (a.maxProps < b.minProps || b.maxProps < a.minProps) return true;
      for (const [p, q] of [
        [a, b],
        [b, a],
      ] as const)
        for (const r of p.required) if (forbids(q, r)) return true;
      for (const r of a.required) {
        if (!b.required.has(r)) continue;
        const va = a.layers.flatMap((l) => layerValue(l, r));
        const vb = b.layers.flatMap((l) => layerValue(l, r));
        for (const sa of va) for (const sb of vb) if (disjoint(sa.get(), sb.get(), depth + 1)) return true;
      }
      return false;
    }
  }
}

/** Every value of `a` is below every value of `b`. */
function below(a: NumForm, b: NumForm): boolean {
  return a.hi < b.lo || (a.hi === b.lo && (a.hiEx || b.loEx));
}

/** A name the form can never hold (a layer gives it no value). */
function forbids(f: ObjForm, name: string): boolean {
  return f.layers.some((l) => layerValue(l, name).some((s) => s === BOTTOM_LAZY || isBottom(s.get())));
}

/** Two anchored patterns that start with different literal text cannot match the same string. */
function prefixesClash(p: string, q: string): boolean {
  const lp = literalPrefix(p);
  const lq = literalPrefix(q);
  if (lp === undefined || lq === undefined) return false;
  const n = Math.min(lp.length, lq.length);
  return lp.slice(0, n) !== lq.slice(0, n);
}

function literalPrefix(p: string): string | undefined {
  if (!p.startsWith('^') || p.includes('|')) return undefined;
  let out = '';
  for (let i = 1; i < p.length; i++) {
    const c = p[i] as string;
    if (/[A-Za-z0-9_\- :/@]/.test(c)) {
      // a quantifier after the character makes it optional or repeated: stop before it
      const next = p[i + 1];
      if (next === '?' || next === '*' || next === '{') return out;
      out += c;
    } else break;
  }
  return out.length ? out : undefined;
}
