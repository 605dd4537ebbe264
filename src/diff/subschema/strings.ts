import { lostString, printable } from '../rules/patterns.js';
import type { StrForm } from './forms.js';
import { memberStr } from './ops.js';
import { codePoints, formatHolds, regexOf } from './validate.js';

/**
 * Strings through the one regex library the project uses, reached only through src/diff/rules/patterns.ts: whether
 * every string one pattern accepts passes another, with an example of one that does not. Lengths are written as
 * patterns (`^[\s\S]{2,5}$`) and compared by arithmetic, exactly as the engine would compare them.
 */

/** Every string. */
export const ANY = '^[\\s\\S]*$';

/** The strings of `min` to `max` code points, as a pattern. */
export function lengthPattern(min: number, max: number): string {
  if (max === Infinity) return min === 0 ? ANY : `^[\\s\\S]{${min},}$`;
  return `^[\\s\\S]{${min},${max}}$`;
}

export type Inclusion = { kind: 'in' } | { kind: 'out'; example?: string } | { kind: 'unknown' };

const memo = new Map<string, Inclusion>();
const MEMO_LIMIT = 2048;

/** Does every string `p` accepts pass `q`? With a printable example when not. */
export function patternIn(p: string, q: string): Inclusion {
  if (p === q || q === ANY) return { kind: 'in' };
  const lengths = lengthsIn(p, q);
  if (lengths) return lengths;
  const key = `${p}\u0000${q}`;
  let out = memo.get(key);
  if (out) return out;
  const lost = lostString(p, q);
  if (lost === null) out = { kind: 'in' };
  else if (lost === undefined) out = { kind: 'unknown' };
  else {
    const example = printable(lost);
    out = example === undefined ? { kind: 'out' } : { kind: 'out', example };
  }
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, out);
  return out;
}

const LENGTHS = /^\^\[\\s\\S\](?:\*|\{(\d+),(\d*)\})\$$/;

/** The lengths (in code points) a pattern written as `lengthPattern` writes it accepts, else undefined. */
function lengthsOf(p: string): [number, number] | undefined {
  const m = LENGTHS.exec(p);
  if (!m) return undefined;
  if (m[1] === undefined) return [0, Infinity];
  const min = Number(m[1]);
  const max = m[2] === '' ? Infinity : Number(m[2]);
  // out of order is no regex at all (the engine says unknown); past the safe integers, the arithmetic is not exact
  if (!(min <= max) || !Number.isSafeInteger(min) || !(max === Infinity || Number.isSafeInteger(max))) return undefined;
  return [min, max];
}

/**
 * Two length patterns compared by arithmetic, as the engine would answer (its shortest string outside: code point 0
 * repeated, printable only when empty), without loading it and at any length (the engine's automata stop at a size).
 */
function lengthsIn(p: string, q: string): Inclusion | undefined {
  const a = lengthsOf(p);
  const b = lengthsOf(q);
  if (!a || !b) return undefined;
  const [lo, hi] = a;
  const [min, max] = b;
  const lost = lo < min ? lo : hi > max ? Math.max(lo, max + 1) : undefined;
  if (lost === undefined) return { kind: 'in' };
  return lost === 0 ? { kind: 'out', example: '' } : { kind: 'out' };
}

/** A string `p` accepts and `q` rejects, when one is printable. */
export function exampleIn(p: string, q: string): string | undefined {
  const r = patternIn(p, q);
  return r.kind === 'out' ? r.example : undefined;
}

/** Valid values of the formats ajv-formats checks, for building strings that must pass one. */
const FORMAT_EXAMPLES: Record<string, string[]> = {
  date: ['2024-01-01'],
  time: ['00:00:00Z'],
  'date-time': ['2024-01-01T00:00:00Z'],
  'iso-time': ['00:00:00Z'],
  'iso-date-time': ['2024-01-01T00:00:00Z'],
  duration: ['P1D'],
  uri: ['https://example.com'],
  'uri-reference': ['a', 'https://example.com'],
  'uri-template': ['a'],
  url: ['https://example.com'],
  email: ['a@example.com'],
  hostname: ['example.com'],
  ipv4: ['127.0.0.1'],
  ipv6: ['::1'],
  regex: ['a'],
  uuid: ['00000000-0000-0000-0000-000000000000'],
  'json-pointer': ['', '/a'],
  'json-pointer-uri-fragment': ['#'],
  'relative-json-pointer': ['0'],
  byte: ['', 'YQ=='],
};

/** Strings that fail most formats (for a string outside a format). */
const NON_FORMAT = [' ', '~ ~', 'a b', '\u0000'];

/** Candidate members of a string form: the boundary lengths, format examples, strings each pattern accepts. */
export function stringCandidates(f: StrForm, extra: string[] = []): string[] {
  if (f.vals) return [...f.vals];
  const out = new Set<string>(extra);
  const lo = f.minLen;
  const hi = Math.min(f.maxLen, lo + 8);
  out.add('a'.repeat(lo));
  if (hi > lo) out.add('a'.repeat(lo + 1));
  out.add('0'.repeat(Math.max(lo, 1)));
  for (const fm of f.formats) for (const e of FORMAT_EXAMPLES[fm] ?? []) out.add(e);
  for (const p of f.patterns) {
    // a non-empty string it accepts, one at least `minLen` long, one at most `maxLen` long
    const bounds: [number, number, string | undefined][] = [[1, Infinity, '^$']];
    if (lo > 0) bounds.push([lo, Infinity, lengthPattern(0, lo - 1)]);
    if (f.maxLen < Infinity) bounds.push([0, f.maxLen, lengthPattern(f.maxLen + 1, Infinity)]);
    for (const [min, max, q] of bounds) {
      const e = commonMember(p, min, max, lo) ?? (q === undefined ? undefined : exampleIn(p, q));
      if (e !== undefined) out.add(e);
    }
    out.add('');
  }
  for (const p of f.notPatterns) {
    const e = exampleIn(lengthPattern(lo, f.maxLen), p);
    if (e !== undefined) out.add(e);
  }
  if (f.notFormats.length) for (const s of NON_FORMAT) out.add(s);
  return [...out];
}

/** Everyday strings, then the format examples: tried against a pattern before the regex engine (see commonMember). */
const COMMON = [...['a', '0', 'a0', 'A', '1', 'abc', 'a-b', 'a_b', 'a.b', 'a b', 'A1', '-', '_', '.', '/', '/a', 'a/b', '@', '#', '+', '+1'], ...Object.values(FORMAT_EXAMPLES).flat()];

/**
 * A string of `min` to `max` code points that `pattern` accepts (its own RegExp says so), among everyday strings and
 * the form's shortest ones: when there is one, the regex engine (about 1 MB of code, loaded on first use) is not
 * needed to build a sample, and a run in which no pattern changed does not load it.
 */
function commonMember(pattern: string, min: number, max: number, lo: number): string | undefined {
  let re: RegExp;
  try {
    re = regexOf(pattern);
  } catch {
    return undefined;
  }
  const fits = (s: string) => {
    const n = codePoints(s);
    return n >= min && n <= max && re.test(s);
  };
  const at = Math.max(min, lo, 1);
  for (const s of ['a'.repeat(at), '0'.repeat(at)]) if (fits(s)) return s;
  for (const s of COMMON) if (fits(s)) return s;
  return undefined;
}

/** Members of `f` among the candidates, first ones first. */
export function sampleStrings(f: StrForm, extra: string[] = []): string[] {
  return stringCandidates(f, extra).filter((s) => memberStr(f, s) === true);
}

/** Strings that fail `format` (and may pass the rest of a form). */
export function nonFormatCandidates(format: string): string[] {
  return [...NON_FORMAT, '', 'a', 'not-a-' + format].filter((s) => !formatHolds(format, s));
}
