import { jsonDepth, setOwn } from './json.js';
import { toWellFormed } from './well-formed-text.js';

/**
 * Strict JSON (RFC 8259) for text the gate passes on to someone else's parser: JSON.parse alone accepts duplicate
 * names (the last wins, where another parser may take the first), lone surrogates, and numbers it cannot carry
 * (`1e400` becomes Infinity, written back as null). Here a text is accepted only when it is exactly one JSON value
 * with unique names, well-formed strings, finite numbers (and, when asked, integers it can write back exactly) and no
 * deeper than asked; bytes only when they are valid UTF-8 (well-formed-text.ts: no overlong forms, no encoded surrogates).
 *
 * The common case costs little over JSON.parse. With `write` (the caller sends the text on), JSON.stringify, which
 * it needs anyway: when the text is exactly what JSON.stringify writes for the value (no whitespace, unique names,
 * shortest numbers), it holds nothing a parser could read otherwise but an escaped surrogate, checked with one regular
 * expression. Without (the caller writes its own value anew), a count: the text's members (colons outside strings)
 * must be the value's names, its numbers finite. Any other text goes through a scanner (no recursion, so any nesting
 * is safe) that finds the first problem and says where.
 */

export interface StrictJsonOptions {
  /** The deepest nesting accepted (a scalar is 0, `[]` is 1); deeper is refused. Unbounded when not given. */
  maxDepth?: number;
  /** Replace each lone surrogate (in a string or a name) with U+FFFD instead of refusing the text. */
  repairSurrogates?: boolean;
  /** Refuse an integer written without fraction or exponent that a double cannot hold exactly (past 2^53). */
  exactIntegers?: boolean;
  /** Return the value written by JSON.stringify as `text` (the caller sends it on as it is). */
  write?: boolean;
}

export type StrictJson =
  /** `text`: with `write`, the value written by JSON.stringify (undefined when it nests too deep to write at once); `repaired`: what was replaced. */
  { ok: true; value: unknown; text: string | undefined; repaired?: string } | { ok: false; reason: string };

/** An escaped surrogate (`\uD800`–`\uDFFF`); a match only sends the text through the scanner, which decides. */
const ESCAPED_SURROGATE = /\\u[dD][89a-fA-F]/;

/** Parse `text` strictly (see the module's note): the value, or the first reason it is refused (with where). */
export function parseStrictJson(text: string, o: StrictJsonOptions = {}): StrictJson {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const found = scanJson(text, o);
    return { ok: false, reason: found.problem ?? 'not a JSON value' };
  }
  const write = (v: unknown): string | undefined => {
    if (!o.write) return undefined;
    try {
      return JSON.stringify(v);
    } catch {
      return undefined; // nested too deep to write at once: the caller cuts when it writes
    }
  };
  let out = write(value);
  const shallow = o.maxDepth === undefined || text.length <= 2 * o.maxDepth || jsonDepth(value, o.maxDepth) <= o.maxDepth;
  const plain = shallow && !ESCAPED_SURROGATE.test(text);
  if (plain && (o.write ? out === text : !o.exactIntegers && sameMembers(text, value))) return { ok: true, value, text: out };
  const found = scanJson(text, o);
  if (found.problem !== undefined) return { ok: false, reason: found.problem };
  if (found.loneSurrogates === 0) return { ok: true, value, text: out };
  value = wellFormed(value);
  out = write(value);
  return { ok: true, value, text: out, repaired: `${found.loneSurrogates} lone surrogate${found.loneSurrogates === 1 ? '' : 's'} replaced with U+FFFD` };
}

/**
 * Whether a text JSON.parse read into `value` has unique names and finite numbers: its members (colons outside
 * strings) are as many as the value's names (a duplicate name leaves one fewer), and no number became ±Infinity.
 * One pass over the text, one over the value, no recursion.
 */
function sameMembers(t: string, value: unknown): boolean {
  let colons = 0;
  for (let i = 0, n = t.length; i < n; i++) {
    const c = t.charCodeAt(i);
    if (c === 0x22) {
      for (i++; i < n; i++) {
        const d = t.charCodeAt(i);
        if (d === 0x5c) i++;
        else if (d === 0x22) break;
      }
    } else if (c === 0x3a) colons++;
  }
  let names = 0;
  const work: unknown[] = [value];
  while (work.length) {
    const v = work.pop();
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return false;
    } else if (Array.isArray(v)) {
      for (const x of v) if (typeof x === 'object' ? x !== null : typeof x === 'number') work.push(x);
    } else if (typeof v === 'object' && v !== null) {
      for (const k in v) {
        names++;
        const x = (v as Record<string, unknown>)[k];
        if (typeof x === 'object' ? x !== null : typeof x === 'number') work.push(x);
      }
    }
  }
  return colons === names;
}

/** A copy of `value` with every lone surrogate (in strings and names) replaced by U+FFFD; no recursion. */
function wellFormed(value: unknown): unknown {
  const fix = (v: unknown): unknown => (typeof v === 'string' ? toWellFormed(v) : v);
  if (typeof value !== 'object' || value === null) return fix(value);
  const root: unknown = Array.isArray(value) ? [] : {};
  const work: Array<[from: object, to: object]> = [[value, root as object]];
  while (work.length) {
    const [from, to] = work.pop()!;
    const entries: Array<[string | number, unknown]> = Array.isArray(from) ? from.map((x, i) => [i, x]) : Object.entries(from);
    for (const [k, v] of entries) {
      let copy = fix(v);
      if (typeof v === 'object' && v !== null) {
        copy = Array.isArray(v) ? [] : {};
        work.push([v, copy as object]);
      }
      if (typeof k === 'number') (to as unknown[])[k] = copy;
      else setOwn(to, toWellFormed(k), copy);
    }
  }
  return root;
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** What the scanner found: the first problem (with where), and how many lone surrogates it met on the way. */
interface Scan {
  problem?: string;
  loneSurrogates: number;
}

/**
 * The scanner behind `parseStrictJson`: RFC 8259's grammar, plus unique names per object, finite numbers (exact
 * integers when asked), a depth bound, and lone surrogates counted (refused unless `repairSurrogates`). Iterative.
 */
function scanJson(t: string, o: StrictJsonOptions = {}): Scan {
  const n = t.length;
  let i = 0;
  let lone = 0;
  /** One entry per open container: the names seen so far (an object), or null (an array). */
  const stack: Array<Set<string> | null> = [];
  const fail = (why: string, at = i): Scan => ({ problem: `${why} at character ${at}`, loneSurrogates: lone });
  const ws = () => {
    for (let c = t.charCodeAt(i); c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d; c = t.charCodeAt(++i));
  };
  const show = (at: number) => {
    const c = t.codePointAt(at);
    return c === undefined ? 'the end of the text' : c >= 0x20 && c < 0x7f ? `'${String.fromCodePoint(c)}'` : `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
  };
  /** A string starting at t[i] === '"': its end (after the closing quote), or a problem. Counts lone surrogates. */
  const string = (): number | Scan => {
    const start = i;
    let high = false; // the last code unit was a high surrogate, not yet paired
    let j = i + 1;
    const unit = (u: number) => {
      if (high) {
        if (u >= 0xdc00 && u <= 0xdfff) {
          high = false;
          return;
        }
        lone++;
      }
      high = u >= 0xd800 && u <= 0xdbff;
      if (u >= 0xdc00 && u <= 0xdfff) lone++;
    };
    for (;;) {
      if (j >= n) return fail('a string that never ends (it starts', start);
      const c = t.charCodeAt(j);
      if (c === 0x22) break;
      if (c < 0x20) return fail(`a control character (U+${c.toString(16).toUpperCase().padStart(4, '0')}) inside a string; JSON needs it escaped`, j);
      if (c === 0x5c) {
        const e = t.charCodeAt(j + 1);
        if (e === 0x75) {
          const hex = t.slice(j + 2, j + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) return fail('a \\u escape without four hex digits', j);
          unit(parseInt(hex, 16));
          j += 6;
          continue;
        }
        if (e !== 0x22 && e !== 0x5c && e !== 0x2f && e !== 0x62 && e !== 0x66 && e !== 0x6e && e !== 0x72 && e !== 0x74) return fail(`an invalid escape \\${String.fromCharCode(e)}`, j);
        unit(e);
        j += 2;
        continue;
      }
      unit(c);
      j++;
    }
    if (high) lone++;
    return j + 1;
  };
  const lonely = (at: number): Scan | undefined => (lone > 0 && !o.repairSurrogates ? fail('a lone surrogate (half of a UTF-16 pair) in a string', at) : undefined);

  ws();
  if (t.charCodeAt(0) === 0xfeff) return fail('a byte order mark (U+FEFF) before the JSON value', 0);
  for (;;) {
    // a value at t[i]
    ws();
    const c = t.charCodeAt(i);
    if (c === 0x7b || c === 0x5b) {
      stack.push(c === 0x7b ? new Set() : null);
      if (o.maxDepth !== undefined && stack.length > o.maxDepth) return fail(`nesting deeper than ${o.maxDepth} levels`);
      i++;
      ws();
      const close = t.charCodeAt(i);
      if ((c === 0x7b && close === 0x7d) || (c === 0x5b && close === 0x5d)) {
        stack.pop();
        i++;
      } else if (c === 0x7b) {
        const problem = member();
        if (problem) return problem;
        continue;
      } else continue;
    } else if (c === 0x22) {
      const at = i;
      const end = string();
      if (typeof end !== 'number') return end;
      const problem = lonely(at);
      if (problem) return problem;
      i = end;
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      if (t.startsWith('-Infinity', i)) return fail('-Infinity, which is not JSON');
      NUMBER.lastIndex = i;
      const m = NUMBER.exec(t);
      if (!m) return fail(`a malformed number`);
      const v = Number(m[0]);
      if (!Number.isFinite(v)) return fail(`the number ${m[0].length > 40 ? `${m[0].slice(0, 40)}…` : m[0]} is out of range`);
      if (o.exactIntegers && !Number.isSafeInteger(v) && !/[.eE]/.test(m[0])) return fail(`the integer ${m[0].length > 40 ? `${m[0].slice(0, 40)}…` : m[0]} cannot be carried exactly (past 2^53)`);
      i += m[0].length;
    } else if (t.startsWith('true', i)) i += 4;
    else if (t.startsWith('false', i)) i += 5;
    else if (t.startsWith('null', i)) i += 4;
    else if (t.startsWith('NaN', i)) return fail('NaN, which is not JSON');
    else if (t.startsWith('Infinity', i)) return fail('Infinity, which is not JSON');
    else return fail(i >= n ? 'the text ends where a value is expected' : `${show(i)} where a value is expected`);
    // after a value: close containers, or go on to the next item or member
    for (;;) {
      ws();
      const top = stack.at(-1);
      if (top === undefined) {
        if (i < n) return fail(`${show(i)} after the JSON value (one value per message)`);
        return { loneSurrogates: lone };
      }
      const d = t.charCodeAt(i);
      if (d === 0x2c) {
        i++;
        if (top !== null) {
          ws();
          const problem = member();
          if (problem) return problem;
        }
        break;
      }
      if ((top === null && d === 0x5d) || (top !== null && d === 0x7d)) {
        stack.pop();
        i++;
        continue;
      }
      return fail(`${show(i)} where ${top === null ? "',' or ']'" : "',' or '}'"} is expected`);
    }
  }

  /** An object member's name and colon, at t[i]; the name must be new in its object. */
  function member(): Scan | undefined {
    if (t.charCodeAt(i) !== 0x22) return fail(`${show(i)} where a member name is expected`);
    const at = i;
    const end = string();
    if (typeof end !== 'number') return end;
    const raw = t.slice(at + 1, end - 1);
    const name = raw.includes('\\') ? (JSON.parse(t.slice(at, end)) as string) : raw;
    const names = stack.at(-1)!;
    if (names.has(name)) return fail(`a duplicate member name ${JSON.stringify(name.length > 60 ? `${name.slice(0, 60)}…` : name)}`, at);
    names.add(name);
    const problem = lonely(at);
    if (problem) return problem;
    i = end;
    ws();
    if (t.charCodeAt(i) !== 0x3a) return fail(`${show(i)} where ':' is expected`);
    i++;
    return undefined;
  }
}
