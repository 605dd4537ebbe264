/**
 * Literal pre-checks for the signal families' patterns. Most sentences a diff adds hold none of the words a pattern is
 * built around, yet V8 compiles a pattern (for the long case-insensitive ones, a millisecond or more) the first time
 * it runs, whatever the text. `gated(re)` reads from the pattern itself the literals one of which every match must
 * contain (`needed`), and answers "no match" for a text that holds none of them without compiling or running the
 * pattern; for any other text it runs the pattern. The answer is always the pattern's own.
 *
 * The reading is conservative: a construct it does not know (or a literal it cannot be sure of) needs nothing, so the
 * check only ever skips texts the pattern cannot match. Case-insensitive patterns are checked on ASCII texts only
 * (lower-cased), where case folding is plain ASCII case; other texts always run the pattern.
 */

import { READINGS } from '../generated/literal-readings.js';

/** Something that can be tested like a RegExp (without `g` or `y`: a gated pattern keeps no state between calls). */
export interface Pattern {
  test(text: string): boolean;
  exec(text: string): RegExpExecArray | null;
}

const ASCII = /^[\x00-\x7f]*$/;

/** The last text checked and its lower-case form (the families test one sentence against many patterns in turn). */
let lastText: string | undefined;
let lastLower: string | undefined;
let lastAscii = false;

function lowerAscii(text: string): string | undefined {
  if (text !== lastText) {
    lastText = text;
    lastAscii = ASCII.test(text);
    lastLower = lastAscii ? text.toLowerCase() : undefined;
  }
  return lastLower;
}

/** `re`, tested only on texts that hold one of the literals its matches need. */
export function gated(re: RegExp): Pattern {
  // a global or sticky pattern's test depends on lastIndex: not gated
  if (/[gyv]/.test(re.flags)) return re;
  const may = mayMatch(re.source, re.flags);
  return {
    test: (text) => may(text) && re.test(text),
    exec: (text) => (may(text) ? re.exec(text) : null),
  };
}

/** Characters that stand for themselves in a pattern (outside a class), ASCII only. */
const PLAIN = /[A-Za-z0-9 _\-'"`,;:!@#%&=<>~/]+/y;
const QUANTIFIES = /^[*+?{]$/;
const QUANTIFIER = /\{(\d+)(?:(,)(\d*))?\}/y;
const HEX2 = /([0-9A-Fa-f]{2})/y;
const HEX4 = /([0-9A-Fa-f]{4})/y;
const BRACED = /\{([0-9A-Fa-f]{1,6})\}/y;

/** Every pattern mayMatch has been given, by key: one entry per wrapped pattern, made once (at load or first use). */
const defined = new Map<string, PatternKey>();

/**
 * For the table's test and its writer: every pattern mayMatch was given, and is given from now on (a live view). Kept
 * from the start, not from this call: the modules may have been loaded before it (one module graph for a whole test).
 */
export function listPatterns(): ReadonlyMap<string, PatternKey> {
  return defined;
}

/**
 * Whether a text may match the pattern `source` (with `flags`, neither `g` nor `y`): false only when it lacks every
 * literal of an entry of what matches need. The need is read on the first call.
 */
export function mayMatch(source: string, flags: string): (text: string) => boolean {
  const ignoreCase = flags.includes('i');
  const unicode = flags.includes('u');
  const key = readingKey(source, ignoreCase, unicode);
  defined.set(key, { source, ignoreCase, unicode });
  let read: Reading | undefined;
  return (text) => {
    read ??= known().get(key) ?? reading(source, ignoreCase, unicode);
    if (text.length < read.min) return false;
    const needs = read.need;
    if (!needs.length) return true;
    const t = ignoreCase ? lowerAscii(text) : text;
    if (t === undefined) return true;
    for (const one of needs) if (!holdsOne(t, one)) return false;
    return true;
  };
}

/** A pattern as its reading depends on it: the source, and whether it ignores case and reads Unicode. */
export interface PatternKey {
  source: string;
  ignoreCase: boolean;
  unicode: boolean;
}

export function readingKey(source: string, ignoreCase: boolean, unicode: boolean): string {
  return `${ignoreCase ? 'i' : '-'}${unicode ? 'u' : '-'}${source}`;
}

/**
 * The readings of the patterns the modules define, computed beforehand (src/generated/literal-readings.ts, written
 * by scripts/generate/readings.mjs): reading them at run time was half of what a small diff spent judging. A pattern
 * missing from the table (one built at run time) is read on its first use, as before; `npm run generate -- --check`
 * (part of the lint) fails when an entry differs from what `reading` gives or a pattern the modules define is missing.
 */
let table: Map<string, Reading> | undefined;
function known(): Map<string, Reading> {
  return (table ??= new Map(READINGS.map(([key, need, min]) => [key, { need, min }])));
}

function holdsOne(text: string, literals: readonly string[]): boolean {
  for (const n of literals) if (text.includes(n)) return true;
  return false;
}

/** Thrown on a construct the reader does not know: the pattern then needs nothing (it always runs). */
class Unknown extends Error {}

/**
 * What every match of a pattern contains: each entry is a list of literals (ASCII, lower-cased for a case-insensitive
 * pattern) one of which is in the match; the match holds one of every entry. Empty: nothing is known to be needed.
 */
export type Need = ReadonlyArray<readonly string[]>;

/** How many entries a need keeps (the rarest: each costs a look at every text). */
const MAX_ENTRIES = 4;

/** What every match of a pattern contains (`need`), and the fewest UTF-16 code units a match has (`min`). */
export interface Reading {
  need: Need;
  min: number;
}

const NOTHING: Reading = { need: [], min: 0 };

/** What every match of the pattern `source` contains (see Need). */
export function needed(source: string, ignoreCase: boolean, unicode: boolean): Need {
  return reading(source, ignoreCase, unicode).need;
}

/** What every match of the pattern `source` contains and how long it is at least. */
export function reading(source: string, ignoreCase: boolean, unicode: boolean): Reading {
  const r = new Reader(source, ignoreCase, unicode);
  try {
    const out = r.disjunction();
    return r.at < source.length ? NOTHING : out; // (an unmatched `)`)
  } catch (e) {
    if (e instanceof Unknown) return NOTHING;
    throw e;
  }
}

/**
 * How rare an entry is in text: its commonest literal's weight (a letter counts 1, a space less, a digit or other sign
 * more: `@` and `://` are rarer in prose than "as"), then how few literals it offers.
 */
function rarity(one: readonly string[]): number {
  let min = Infinity;
  for (const s of one) min = Math.min(min, weight(s));
  return min * 1000 - one.length;
}

function weight(literal: string): number {
  let w = 0;
  for (let i = 0; i < literal.length; i++) {
    const c = literal.charCodeAt(i);
    w += c === 32 ? 0.5 : (c >= 97 && c <= 122) || (c >= 65 && c <= 90) ? 1 : c >= 48 && c <= 57 ? 2 : 3;
  }
  return w;
}

/** The rarest entries of a need, the rarest first. */
function rarest(need: Need): Need {
  if (need.length < 2) return need;
  const scored = need.map((one) => [rarity(one), one] as const);
  return scored
    .sort((a, b) => b[0] - a[0])
    .slice(0, MAX_ENTRIES)
    .map(([, one]) => one);
}

class Reader {
  at = 0;
  constructor(
    private readonly src: string,
    private readonly ignoreCase: boolean,
    private readonly unicode: boolean,
  ) {}

  /**
   * Alternatives up to a `)` or the end. One alternative's need is the disjunction's; of several, every match matches
   * one of them, so it holds one literal of the rarest entry of one of them.
   */
  disjunction(): Reading {
    const alternatives: Reading[] = [];
    for (;;) {
      alternatives.push(this.alternative());
      if (this.src[this.at] !== '|') break;
      this.at++;
    }
    const min = Math.min(...alternatives.map((a) => a.min));
    if (alternatives.length === 1) return alternatives[0]!;
    const all = new Set<string>();
    for (const { need } of alternatives) {
      const one = rarest(need)[0];
      if (!one) return { need: [], min };
      for (const s of one) all.add(s);
    }
    return { need: [[...all]], min };
  }

  /**
   * A sequence of terms: every match holds each run of consecutive literal characters, and what each term that must
   * match at least once needs.
   */
  alternative(): Reading {
    const need: Array<readonly string[]> = [];
    let min = 0;
    let run = '';
    const flush = () => {
      if (run) need.push([run]);
      run = '';
    };
    while (this.at < this.src.length) {
      const c = this.src[this.at]!;
      if (c === '|' || c === ')') break;
      // a stretch of plain characters at once, but for its last when a quantifier follows (it applies to that one)
      PLAIN.lastIndex = this.at;
      if (PLAIN.test(this.src)) {
        let end = PLAIN.lastIndex;
        if (QUANTIFIES.test(this.src[end] ?? '')) end--;
        if (end > this.at) {
          const text = this.src.slice(this.at, end);
          run += this.ignoreCase ? text.toLowerCase() : text;
          min += text.length;
          this.at = end;
          continue;
        }
      }
      const atom = this.atom();
      if (atom.kind === 'assertion') {
        flush();
        continue;
      }
      const q = this.quantifier();
      // a character or class is one code unit at least; a group its shortest match; a back-reference maybe none
      min += q.min * (atom.kind === 'group' ? atom.min : atom.kind === 'char' || atom.kind === 'one' ? 1 : 0);
      if (atom.kind === 'char' && atom.char !== undefined) {
        if (q.min === 0) flush();
        else {
          run += atom.char;
          if (q.max !== 1) flush();
        }
      } else {
        flush();
        if (q.min > 0 && atom.kind === 'group') need.push(...atom.need);
      }
    }
    flush();
    return { need: rarest(need), min };
  }

  /** One atom: a character (`char` undefined when it cannot be a literal), a group with its need, a class, or an assertion. */
  atom(): { kind: 'char'; char?: string } | { kind: 'group'; need: Need; min: number } | { kind: 'one' } | { kind: 'other' } | { kind: 'assertion' } {
    const src = this.src;
    const c = src[this.at]!;
    if (c === '^' || c === '$') {
      this.at++;
      return { kind: 'assertion' };
    }
    if (c === '(') {
      this.at++;
      let look = false;
      if (src[this.at] === '?') {
        const next = src[this.at + 1];
        if (next === ':') this.at += 2;
        else if (next === '=' || next === '!') {
          this.at += 2;
          look = true;
        } else if (next === '<' && (src[this.at + 2] === '=' || src[this.at + 2] === '!')) {
          this.at += 3;
          look = true;
        } else if (next === '<') {
          const end = src.indexOf('>', this.at);
          if (end < 0 || !/^[A-Za-z_$][\w$]*$/.test(src.slice(this.at + 2, end))) throw new Unknown();
          this.at = end + 1;
        } else throw new Unknown();
      }
      const inner = this.disjunction();
      if (src[this.at] !== ')') throw new Unknown();
      this.at++;
      // a lookaround is zero-width: what it reads need not be in the match (and it takes no quantifier here)
      return look ? { kind: 'assertion' } : { kind: 'group', ...inner };
    }
    if (c === '[') {
      this.at++;
      if (src[this.at] === '^') this.at++;
      // (a `]` right after `[` or `[^` closes the class: `[]` matches nothing, `[^]` any character)
      while (this.at < src.length && src[this.at] !== ']') this.at += src[this.at] === '\\' ? 2 : 1;
      if (src[this.at] !== ']') throw new Unknown();
      this.at++;
      // (`[]` matches nothing: its one code unit is a bound all the same)
      return { kind: 'one' };
    }
    if (c === '.') {
      this.at++;
      return { kind: 'one' };
    }
    if (c === '*' || c === '+' || c === '?' || c === ')' || c === '|') throw new Unknown();
    if (c === '{') {
      QUANTIFIER.lastIndex = this.at;
      if (this.unicode || QUANTIFIER.test(src)) throw new Unknown();
      this.at++;
      return this.literal('{');
    }
    if (c === '\\') return this.escape();
    this.at++;
    return this.literal(c);
  }

  private escape(): { kind: 'char'; char?: string } | { kind: 'one' } | { kind: 'other' } | { kind: 'assertion' } {
    const src = this.src;
    const e = src[this.at + 1];
    if (e === undefined) throw new Unknown();
    this.at += 2;
    if (e === 'b' || e === 'B') return { kind: 'assertion' };
    if ('dDwWsS'.includes(e)) return { kind: 'one' };
    if (e === 'p' || e === 'P') {
      if (!this.unicode) return this.literal(e);
      const end = src.indexOf('}', this.at);
      if (src[this.at] !== '{' || end < 0) throw new Unknown();
      this.at = end + 1;
      return { kind: 'one' };
    }
    // a back-reference matches what its group matched (maybe nothing); \0 is NUL
    if (/[1-9]/.test(e)) {
      while (/\d/.test(src[this.at] ?? '')) this.at++;
      return { kind: 'other' };
    }
    if (e === 'k') {
      const end = src.indexOf('>', this.at);
      if (src[this.at] !== '<' || end < 0) throw new Unknown();
      this.at = end + 1;
      return { kind: 'other' };
    }
    const control: Record<string, string> = { n: '\n', r: '\r', t: '\t', f: '\f', v: '\v' };
    if (control[e] !== undefined) return this.literal(control[e]);
    if (e === '0') {
      if (/\d/.test(src[this.at] ?? '')) throw new Unknown(); // a legacy octal escape
      return this.literal('\0');
    }
    if (e === 'x' || e === 'u') {
      const code = e === 'x' ? HEX2 : this.unicode && src[this.at] === '{' ? BRACED : HEX4;
      code.lastIndex = this.at;
      const m = code.exec(src);
      if (!m) throw new Unknown();
      this.at += m[0].length;
      const point = parseInt(m[1]!, 16);
      if (point > 0x10ffff) throw new Unknown();
      return this.literal(String.fromCodePoint(point));
    }
    if (e === 'c') throw new Unknown();
    if (/[A-Za-z0-9]/.test(e)) throw new Unknown(); // an escape this reader does not know
    return this.literal(e); // an escaped syntax character: itself
  }

  /** A literal character: kept when ASCII (lower-cased for a case-insensitive pattern), else not a literal of the check. */
  private literal(ch: string): { kind: 'char'; char?: string } {
    if (ch.length !== 1 || ch.charCodeAt(0) > 0x7f) return { kind: 'char' };
    return { kind: 'char', char: this.ignoreCase ? ch.toLowerCase() : ch };
  }

  /** The quantifier after an atom (`{1,1}` when none). */
  quantifier(): { min: number; max: number } {
    const src = this.src;
    const c = src[this.at];
    let q: { min: number; max: number } | undefined;
    if (c === '*') q = { min: 0, max: Infinity };
    else if (c === '+') q = { min: 1, max: Infinity };
    else if (c === '?') q = { min: 0, max: 1 };
    if (q) this.at++;
    else if (c === '{') {
      QUANTIFIER.lastIndex = this.at;
      const m = QUANTIFIER.exec(src);
      if (m) {
        this.at += m[0].length;
        const min = Number(m[1]);
        q = { min, max: m[2] === undefined ? min : m[3] ? Number(m[3]) : Infinity };
      }
    }
    if (!q) return { min: 1, max: 1 };
    if (src[this.at] === '?') this.at++; // lazy
    return q;
  }
}
