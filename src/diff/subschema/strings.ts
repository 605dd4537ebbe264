import { createRequire } from 'node:module';
import type * as Refa from 'refa';
import type { StrForm } from './forms.js';
import { memberStr } from './member.js';
import { codePoints, formatHolds, regexOf } from './ajv-semantics.js';

/**
 * Strings through the one regex library the project uses (refa), reached only here: whether every string one pattern
 * accepts passes another, with an example of one that does not. Two patterns are compared by the strings they accept:
 * each is turned into a finite automaton with JSON Schema's search semantics (a pattern matches anywhere unless
 * anchored), and one is a subset of the other when no string is accepted by it and rejected by the other. Lengths are written as
 * patterns (`^[\s\S]{2,5}$`) and compared by arithmetic, exactly as the engine would compare them.
 */

/** How one pattern compares with another, by the strings each accepts (the pattern rules name it: rules/patterns.ts). */
export type PatternChange =
  | { kind: 'added'; after: string }
  | { kind: 'removed'; before: string }
  /** Accepts the same strings, written differently (a pattern every string passes, added or removed: `null` on that side). */
  | { kind: 'equivalent'; before: string | null; after: string | null }
  /** Accepts every string it accepted, and more (`example`: one of the new strings, when printable). */
  | { kind: 'widened'; before: string; after: string; example?: string }
  /** Rejects some strings it accepted (`example`: one of them, when printable); `partial`: it also accepts new ones. */
  | { kind: 'narrowed'; before: string; after: string; example?: string; partial: boolean }
  /** Backreferences, lookarounds, flags or size the automata cannot take: the two cannot be compared. */
  | { kind: 'unknown'; before: string; after: string };

/** Automata larger than this are not built: the comparison answers `unknown` rather than spend the run on it. */
export const PATTERN_AUTOMATON_LIMIT = 4000;

/**
 * The regex engine (refa, about 1 MB of code), loaded on first use: only a run that compares two different patterns
 * pays for it. The load is synchronous, so the comparison stays so. In a bundle, this `require` is webpack's: it loads
 * the bundled module when first called (the CLI and action bundles keep refa in a file of their own, an ncc external:
 * see scripts/bundle.mjs); run from the sources, Node's.
 */
let engine: typeof Refa | undefined;
function refa(): typeof Refa {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy load that webpack bundles (see above)
  return (engine ??= typeof require === 'function' ? (require('refa') as typeof Refa) : (createRequire(import.meta.url)('refa') as typeof Refa));
}

type Edge = 'behind' | 'ahead';
type Node = NonNullable<ReturnType<typeof Refa.JS.Parser.prototype.parse>['expression']['alternatives'][number]['elements'][number]>;

/** `^` and `$` (outside multiline mode) parse as "no character before / after": a negated lookaround of every character. */
function isAnchor(el: Node | undefined, kind: Edge): boolean {
  if (el?.type !== 'Assertion' || !el.negate || el.kind !== kind || el.alternatives.length !== 1) return false;
  const only = el.alternatives[0]!.elements;
  return only.length === 1 && only[0]!.type === 'CharacterClass' && only[0]!.characters.isAll;
}

/** The automaton of the strings a JSON Schema `pattern` accepts (ECMA-262 with the `u` flag, unanchored search). */
function automaton(pattern: string): Refa.NFA {
  const { CharSet, JS, NFA } = refa();
  const { expression, maxCharacter } = JS.Parser.fromLiteral({ source: pattern, flags: 'u' }).parse({ assertions: 'parse', backreferences: 'throw' });
  const anything = {
    type: 'Quantifier' as const,
    min: 0,
    max: Infinity,
    lazy: false,
    alternatives: [{ type: 'Concatenation' as const, elements: [{ type: 'CharacterClass' as const, characters: CharSet.all(maxCharacter) }] }],
  };
  const alternatives = expression.alternatives.map((c) => {
    const elements = [...c.elements];
    const start = isAnchor(elements[0], 'behind');
    if (start) elements.shift();
    const end = isAnchor(elements[elements.length - 1], 'ahead');
    if (end) elements.pop();
    return { type: 'Concatenation' as const, elements: [...(start ? [] : [anything]), ...elements, ...(end ? [] : [anything])] };
  });
  // any other assertion (a lookahead, \b, an anchor inside a group) makes fromRegex throw: the comparison is unknown
  return NFA.fromRegex({ type: 'Expression', alternatives }, { maxCharacter }, { assertions: 'throw', unknowns: 'throw' }, new NFA.LimitedNodeFactory(PATTERN_AUTOMATON_LIMIT));
}

/** A string `a` accepts and `b` rejects (`null`: none, `a` ⊆ `b`). */
function witness(a: Refa.NFA, notB: Refa.DFA): number[] | null {
  for (const word of refa().getIntersectionWords(a, notB)) return [...word];
  return null;
}

/**
 * Each pattern's automaton and the complement of its DFA, built once per process (the subschema core asks about the
 * same few patterns many times: one against the empty string, against a length, against another). `null`: the
 * engine cannot take the pattern (a backreference, a lookaround, past the size limit).
 */
interface Automata {
  nfa: Refa.NFA;
  /** Built when first needed. */
  notDfa?: Refa.DFA;
}
const automata = new Map<string, Automata | null>();
/** Distinct patterns whose automata are remembered per process. */
const AUTOMATA_LIMIT = 512;

function automataOf(pattern: string): Automata {
  let out = automata.get(pattern);
  if (out === undefined) {
    try {
      out = { nfa: automaton(pattern) };
    } catch {
      out = null;
    }
    if (automata.size >= AUTOMATA_LIMIT) automata.clear();
    automata.set(pattern, out);
  }
  if (out === null) throw new Error('the automaton cannot be built');
  return out;
}

function complementOf(a: Automata): Refa.DFA {
  if (!a.notDfa) {
    const { DFA } = refa();
    const d = DFA.fromFA(a.nfa, new DFA.LimitedNodeFactory(PATTERN_AUTOMATON_LIMIT));
    d.complement();
    a.notDfa = d;
  }
  return a.notDfa;
}

/**
 * One direction of the comparison: a string `before` accepts and `after` rejects (`null`: there is none, every string
 * of `before` passes `after`; `undefined`: the automata cannot say). The subschema core asks only this.
 */
export function lostString(before: string, after: string): number[] | null | undefined {
  refa();
  try {
    return witness(automataOf(before).nfa, complementOf(automataOf(after)));
  } catch {
    return undefined;
  }
}

/** A witness worth showing: printable ASCII, not too long. */
export function printable(word: number[] | null): string | undefined {
  if (!word || word.length > 40 || word.some((c) => c < 0x20 || c > 0x7e)) return undefined;
  return String.fromCharCode(...word);
}

/** Compare two patterns by the strings they accept. */
export function comparePatterns(before: string, after: string): PatternChange {
  let lost: number[] | null;
  let gained: number[] | null;
  refa(); // outside the try: an engine that cannot load is an error of the build, never a pattern found incomparable
  try {
    const a = automataOf(before);
    const b = automataOf(after);
    lost = witness(a.nfa, complementOf(b));
    gained = witness(b.nfa, complementOf(a));
  } catch {
    return { kind: 'unknown', before, after };
  }
  if (!lost && !gained) return { kind: 'equivalent', before, after };
  if (!lost) return { kind: 'widened', before, after, example: printable(gained) };
  return { kind: 'narrowed', before, after, example: printable(lost), partial: gained !== null };
}

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
