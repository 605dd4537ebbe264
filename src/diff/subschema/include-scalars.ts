import { hasExtras, type Extras, type NumForm, type StrForm, type TypeKey } from './forms.js';
import { memberForm, memberNum, memberStr, type Strict } from './member.js';
import { IN, MAX_CANDIDATES, outOrUnk, unk, type Res } from './res.js';
import { lattice, numberCandidates } from './sample.js';
import { exampleIn, lengthPattern, nonFormatCandidates, patternIn, sampleStrings } from './strings.js';
import { formatHolds, isMultiple } from './ajv-semantics.js';

/** Inclusion of number and string forms (include.ts asks these for one type's forms), and of their finite cases. */

// ---------------------------------------------------------------- numbers

/** Every multiple of `n` is a multiple of `m`, in ajv's arithmetic too (both exact binary fractions). */
export function provesMultiple(n: number, m: number): boolean {
  for (let scale = 1; scale <= 1 << 30; scale *= 2) {
    const a = n * scale;
    const b = m * scale;
    if (Number.isInteger(a) && Number.isInteger(b)) return b !== 0 && a % b === 0;
  }
  return false;
}

/**
 * The numbers compared: up to ±(2^53 − 1), the integers a JSON number carries exactly. Past them ajv's arithmetic
 * disagrees with itself (`integer` accepts 1e21, `multipleOf: 1` rejects it) and no client sends them exactly; the
 * diff already reads a bound at that limit as no bound (safe-integer.ts).
 */
export const NUMBER_LIMIT = Number.MAX_SAFE_INTEGER;

/** The inclusive lowest and highest values of a form within the compared numbers, moved onto its lattice when it has an exact one. */
export function range(f: NumForm): { lo: number; loEx: boolean; hi: number; hiEx: boolean } {
  const step = f.mult.length && f.mult.every((m) => provesMultiple(m, m)) ? lattice(f.mult) : undefined;
  let { lo, loEx, hi, hiEx } = f;
  if (lo < -NUMBER_LIMIT) [lo, loEx] = [-NUMBER_LIMIT, false];
  if (hi > NUMBER_LIMIT) [hi, hiEx] = [NUMBER_LIMIT, false];
  if (step && Number.isFinite(lo)) {
    let v = Math.ceil(lo / step) * step;
    if (loEx && v === lo) v += step;
    [lo, loEx] = [v, false];
  }
  if (step && Number.isFinite(hi)) {
    let v = Math.floor(hi / step) * step;
    if (hiEx && v === hi) v -= step;
    [hi, hiEx] = [v, false];
  }
  return { lo, loEx, hi, hiEx };
}

export function numIn(x: NumForm, y: NumForm): Res {
  const rx = range(x);
  if (rx.lo > rx.hi || (rx.lo === rx.hi && (rx.loEx || rx.hiEx))) return IN;
  const ry = range(y);
  const cands: number[] = [];
  let kw = '';
  const fail = (k: string, ...vs: number[]) => {
    kw ||= k;
    cands.push(...vs);
  };
  const loOk = rx.lo > ry.lo || (rx.lo === ry.lo && (!ry.loEx || rx.loEx));
  const hiOk = rx.hi < ry.hi || (rx.hi === ry.hi && (!ry.hiEx || rx.hiEx));
  const point = rx.lo === rx.hi;
  if (!loOk) fail(y.loEx ? 'exclusiveMinimum' : 'minimum', ...numberCandidates(x, [ry.lo, ry.lo - 1, ry.lo - 0.5]));
  if (!hiOk) fail(y.hiEx ? 'exclusiveMaximum' : 'maximum', ...numberCandidates(x, [ry.hi, ry.hi + 1, ry.hi + 0.5]));
  for (const m of y.mult) {
    if (x.mult.some((n) => provesMultiple(n, m)) || (point && isMultiple(rx.lo, m))) continue;
    fail('multipleOf', ...numberCandidates(x, [m / 2, m + 1, 1, 0.5]).filter((v) => !isMultiple(v, m)));
  }
  for (const m of y.notMult) {
    if (x.notMult.some((n) => provesMultiple(m, n))) continue;
    const step = lattice([...x.mult, m]) ?? m;
    fail('not', ...numberCandidates(x, [step, 2 * step, -step, 0]).filter((v) => isMultiple(v, m)));
  }
  for (const v of y.notVals) if (memberNum(x, v)) fail('not', v);
  if (!kw) return IN;
  return outOrUnk(cands, kw, (v) => memberNum(x, v as number) && !memberNum(y, v as number));
}

// ---------------------------------------------------------------- strings

export function strIn(x: StrForm, y: StrForm): Res {
  const cands: string[] = [];
  let kw = '';
  let unsure = '';
  const fail = (k: string, ...vs: Array<string | undefined>) => {
    kw ||= k;
    for (const v of vs) if (v !== undefined) cands.push(v);
  };
  const own = [...x.patterns, lengthPattern(x.minLen, x.maxLen)];
  const provedBy = (q: string): 'in' | 'unknown' | 'out' => {
    // the lengths first: between two length patterns the answer is arithmetic, and a proof there spares the regex
    // engine the patterns
    if (patternIn(own[own.length - 1] as string, q).kind === 'in') return 'in';
    let seen: 'unknown' | 'out' = 'out';
    for (const p of own) {
      const r = patternIn(p, q);
      if (r.kind === 'in') return 'in';
      if (r.kind === 'unknown') seen = 'unknown';
      else if (r.example !== undefined) cands.push(r.example);
    }
    return seen;
  };
  if (y.minLen > x.minLen) {
    // only the empty string is lost, and `x` does not take it (a format, a pattern): proven
    const r = y.minLen === 1 && memberStr(x, '') === false ? 'in' : provedBy(lengthPattern(y.minLen, Infinity));
    if (r !== 'in') fail('minLength', 'a'.repeat(x.minLen), ...sampleStrings(x).filter((s) => [...s].length < y.minLen));
    if (r === 'unknown') unsure ||= 'minLength';
  }
  if (y.maxLen < x.maxLen) {
    const r = provedBy(lengthPattern(0, y.maxLen));
    if (r !== 'in') fail('maxLength', 'a'.repeat(y.maxLen + 1), '0'.repeat(y.maxLen + 1), ...sampleStrings(x).filter((s) => [...s].length > y.maxLen));
    if (r === 'unknown') unsure ||= 'maxLength';
  }
  for (const q of y.patterns) {
    if (x.patterns.includes(q)) continue;
    const r = provedBy(q);
    if (r === 'in') continue;
    fail('pattern', ...sampleStrings(x));
    if (r === 'unknown') unsure ||= 'pattern';
  }
  for (const f of y.formats) {
    if (x.formats.includes(f)) continue;
    fail('format', ...sampleStrings(x, nonFormatCandidates(f)));
  }
  for (const n of y.notPatterns) {
    if (x.notPatterns.includes(n) || x.notPatterns.some((m) => patternIn(n, m).kind === 'in')) continue;
    fail('not', exampleIn(n, '^$'), x.minLen > 0 ? exampleIn(n, lengthPattern(0, x.minLen - 1)) : '', ...sampleStrings(x));
  }
  for (const f of y.notFormats) {
    if (x.notFormats.includes(f)) continue;
    fail('not', ...sampleStrings(x));
  }
  for (const v of y.notVals) if (memberStr(x, v) === true) fail('not', v);
  if (!kw) return IN;
  void formatHolds;
  const r = outOrUnk(cands, kw, (v) => memberStr(x, v as string) === true && memberStr(y, v as string) === false);
  return r.k === 'unk' && unsure ? unk(unsure) : r;
}

/** A number range covered by the union of intervals (no lattice on the union's side), swept from its low end. */
export function numCover(x: NumForm, ys: NumForm[]): Res | undefined {
  if (x.vals || ys.some((y) => y.vals || y.mult.length || y.notMult.length || y.notVals.length || hasExtras(y))) return undefined;
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

/** A number range with few lattice points, or strings of length 0, against a list: checked point by point. */
export function finiteIn(t: TypeKey, xf: Extras, yf: Extras, strict: Strict): Res | undefined {
  if (t === 'num') {
    const f = xf as NumForm;
    const step = lattice(f.mult);
    if (!step || !Number.isFinite(f.lo) || !Number.isFinite(f.hi) || (f.hi - f.lo) / step > 64) return undefined;
    const pts: number[] = [];
    for (let v = Math.ceil(f.lo / step) * step; v <= f.hi; v += step) if (memberNum(f, v)) pts.push(v);
    const bad = pts.filter((v) => memberForm(t, yf, v) === false);
    if (bad.length) return { k: 'out', kw: 'enum', cands: bad.slice(0, MAX_CANDIDATES) };
    return pts.every((v) => memberForm(t, yf, v, 0, strict) === true) ? IN : undefined;
  }
  if (t === 'str' && (xf as StrForm).maxLen === 0) {
    const r = memberForm(t, yf, '', 0, strict);
    return r === true || memberStr(xf as StrForm, '') === false ? IN : r === false ? { k: 'out', kw: 'enum', cands: [''] } : undefined;
  }
  return undefined;
}
