import { comparePatterns } from '../rules/patterns.js';
import type { StrForm } from './forms.js';
import { memberStr } from './ops.js';
import { formatHolds } from './validate.js';

/**
 * Strings through the one regex library the project uses, reached only by `comparePatterns` (src/diff/rules/
 * patterns.ts): two patterns compared by the strings they accept, with an example of a string one accepts and the
 * other rejects. Lengths are written as patterns (`^[\s\S]{2,5}$`) so they compare the same way.
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
  const key = `${p}\u0000${q}`;
  let out = memo.get(key);
  if (out) return out;
  const c = comparePatterns(p, q);
  if (c.kind === 'equivalent' || c.kind === 'widened') out = { kind: 'in' };
  else if (c.kind === 'narrowed') out = c.example === undefined ? { kind: 'out' } : { kind: 'out', example: c.example };
  else out = { kind: 'unknown' };
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, out);
  return out;
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
    const bounds = ['^$', lo > 0 ? lengthPattern(0, lo - 1) : undefined, f.maxLen < Infinity ? lengthPattern(f.maxLen + 1, Infinity) : undefined];
    for (const q of bounds) {
      const e = q === undefined ? undefined : exampleIn(p, q);
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

/** Members of `f` among the candidates, first ones first. */
export function sampleStrings(f: StrForm, extra: string[] = []): string[] {
  return stringCandidates(f, extra).filter((s) => memberStr(f, s) === true);
}

/** Strings that fail `format` (and may pass the rest of a form). */
export function nonFormatCandidates(format: string): string[] {
  return [...NON_FORMAT, '', 'a', 'not-a-' + format].filter((s) => !formatHolds(format, s));
}
