import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { JsonObject, JsonValue } from '../../util/json.js';

/**
 * What ajv, which the MCP SDK validates with, means by the tests the subschema core and its validator share: a
 * pattern, a length (in code points), `multipleOf` (ajv's own division test), equality of JSON values, a format (by
 * ajv-formats, unknown ones ignored as ajv does with `strict: false`).
 *
 * What the core cannot read (`$dynamicRef`, remote references, `unevaluatedItems`, an invalid pattern) throws
 * `Unsupported` with the keyword: the caller answers "cannot be compared" rather than guess.
 */
export class Unsupported extends Error {
  constructor(readonly keyword: string) {
    super(`unsupported keyword: ${keyword}`);
  }
}

const regexes = new Map<string, RegExp>();
/** A pattern as ajv compiles it (`u` flag, unanchored search); an invalid one cannot be compared. */
export function regexOf(pattern: string): RegExp {
  let re = regexes.get(pattern);
  if (!re) {
    try {
      re = new RegExp(pattern, 'u');
    } catch {
      throw new Unsupported('pattern');
    }
    if (regexes.size > 4096) regexes.clear();
    regexes.set(pattern, re);
  }
  return re;
}

/** Length in code points, as ajv counts it. */
export function codePoints(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    n++;
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
  }
  return n;
}

/** ajv's `multipleOf`: the quotient must survive `parseInt`. */
export function isMultiple(value: number, m: number): boolean {
  const t = value / m;
  return t === parseInt(String(t), 10);
}

/** Deep equality of JSON values (object key order ignored), as ajv's `const`, `enum` and `uniqueItems` use it. */
export function jsonSame(a: JsonValue, b: JsonValue): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonSame(a[i] as JsonValue, b[i] as JsonValue)) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) if (!Object.prototype.hasOwnProperty.call(b, k) || !jsonSame(a[k] as JsonValue, (b as JsonObject)[k] as JsonValue)) return false;
  return true;
}

export function jsonTypeOf(v: JsonValue): 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object' {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v as 'boolean' | 'number' | 'string' | 'object';
}

type FormatDef = RegExp | ((s: string) => boolean) | true | { type?: string; validate: RegExp | ((s: never) => boolean) };
const FORMATS = fullFormats as unknown as Record<string, FormatDef | undefined>;

/** Does `value` pass `format: name`? Formats ajv-formats does not define are ignored (true), as ajv does. */
export function formatHolds(name: string, value: JsonValue): boolean {
  const def = Object.prototype.hasOwnProperty.call(FORMATS, name) ? FORMATS[name] : undefined;
  if (def === undefined || def === true) return true;
  const type = typeof def === 'object' && !(def instanceof RegExp) ? (def.type ?? 'string') : 'string';
  if (type === 'number' ? typeof value !== 'number' : typeof value !== 'string') return true;
  const test = def instanceof RegExp || typeof def === 'function' ? def : def.validate;
  return test instanceof RegExp ? test.test(value as string) : (test as (s: JsonValue) => boolean)(value);
}

/** Whether ajv-formats names the format at all (`password`, `binary`: named, asserting nothing by design). */
export function isNamedFormat(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(FORMATS, name);
}

/** Whether ajv-formats defines the format (others validate nothing). */
export function isKnownFormat(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(FORMATS, name) && FORMATS[name] !== true;
}
