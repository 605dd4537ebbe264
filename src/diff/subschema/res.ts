import type { JsonValue } from '../../util/json.js';

/**
 * Is every value of `x` in `y`? `in`: proven. `out`: believed not, with candidate witnesses (values of `x` that fail
 * `y`), which the caller confirms with the validator before reporting anything. `unk`: cannot tell, and why (the
 * keyword). Proofs may read `x` larger than it is (dropping its conditions) but never `y` smaller: an `in` is sound.
 */
export type Res = { k: 'in' } | { k: 'out'; cands: JsonValue[]; kw: string } | { k: 'unk'; kw: string };

export const IN: Res = { k: 'in' };
export const unk = (kw: string): Res => ({ k: 'unk', kw });

/** Candidate witnesses kept per answer. */
export const MAX_CANDIDATES = 12;

export function combine(rs: Res[]): Res {
  const outs = rs.filter((r): r is Extract<Res, { k: 'out' }> => r.k === 'out');
  if (outs.length) return { k: 'out', kw: outs[0]!.kw, cands: dedupe(outs.flatMap((o) => o.cands)).slice(0, MAX_CANDIDATES) };
  const u = rs.find((r) => r.k === 'unk');
  return u ?? IN;
}

export function dedupe(vs: JsonValue[]): JsonValue[] {
  const seen = new Set<string>();
  return vs.filter((v) => {
    const k = JSON.stringify(v);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * `out` when some candidates are really outside, else `unk` for the keyword (a proof failed with no witness). The
 * candidates are read in order, each once, until MAX_CANDIDATES are kept: a lazy sequence (`each`) is built no further.
 */
export function outOrUnk(cands: Iterable<JsonValue>, kw: string, keep: (v: JsonValue) => boolean): Res {
  const seen = new Set<string>();
  const live: JsonValue[] = [];
  for (const v of cands) {
    const k = JSON.stringify(v);
    if (seen.has(k)) continue;
    seen.add(k);
    if (!keep(v)) continue;
    live.push(v);
    if (live.length >= MAX_CANDIDATES) break;
  }
  return live.length ? { k: 'out', kw, cands: live } : unk(kw);
}

/** The values `f` gives for each of `xs`, in order, made only as they are read. */
export function* each<T>(xs: Iterable<T>, f: (x: T) => JsonValue[]): Generator<JsonValue> {
  for (const x of xs) yield* f(x);
}
