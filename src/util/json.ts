/** JSON value types shared by every stage, plus small pure helpers over them. */
import { MAX_WRITTEN_DEPTH } from './limits.js';

export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Set an own, enumerable property, even one named `__proto__` (plain assignment would replace the prototype instead:
 * tool, parameter and server names come from untrusted servers).
 */
export function setOwn(target: object, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else (target as Record<string, unknown>)[key] = value;
}

/**
 * How deep a JSON value nests (a scalar is 0), looking no deeper than one level past `limit` (the answer is then
 * `limit + 1`), so the recursion is bounded and allocates nothing per node: it runs over every entry of every list read
 * (with `seen`, which notes any surrogate in its strings and keys, as the list reader asks).
 */
export function jsonDepth(value: unknown, limit: number, seen?: { surrogate: boolean }): number {
  return depthUpTo(value, 0, limit, seen);
}

/** Any UTF-16 surrogate (a lone one, or half of a pair): the cheap test before looking for a lone one. */
export const ANY_SURROGATE = /[\uD800-\uDFFF]/;

/**
 * The depth of `v` found at depth `d`, exploring no deeper than one level past `limit` (the answer is then > limit);
 * with `seen`, noting there whether a string or a key it passes holds a surrogate.
 */
function depthUpTo(v: unknown, d: number, limit: number, seen: { surrogate: boolean } | undefined): number {
  if (typeof v !== 'object' || v === null) {
    if (seen && !seen.surrogate && typeof v === 'string' && ANY_SURROGATE.test(v)) seen.surrogate = true;
    return d;
  }
  const here = d + 1;
  if (here > limit) return here;
  let max = here;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const child: unknown = v[i];
      if (!seen && (typeof child !== 'object' || child === null)) continue;
      const m = depthUpTo(child, here, limit, seen);
      if (m > max && (max = m) > limit) return max;
    }
    return max;
  }
  // for…in allocates no key array; parsed JSON has only own, enumerable keys
  for (const key in v) {
    if (seen && !seen.surrogate && ANY_SURROGATE.test(key)) seen.surrogate = true;
    const child = (v as Record<string, unknown>)[key];
    if (!seen && (typeof child !== 'object' || child === null)) continue;
    const m = depthUpTo(child, here, limit, seen);
    if (m > max && (max = m) > limit) return max;
  }
  return max;
}

/** Deep copy with every object's keys in code-unit order (the order RFC 8785 uses), arrays untouched. */
export function sortKeysDeep<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => sortKeysDeep(v)) as T;
  if (isObject(value)) {
    const out: JsonObject = {};
    for (const key of Object.keys(value).sort()) {
      const v = value[key];
      if (v !== undefined) setOwn(out, key, sortKeysDeep(v));
    }
    return out as T;
  }
  return value;
}

/** Pretty JSON that is byte-stable for the same data: sorted keys, 2-space indent, trailing newline; cut like `prettyJson`. */
export function stableStringify(value: unknown): string {
  return `${JSON.stringify(sortKeysDeep(cutDeep(value, MAX_WRITTEN_DEPTH)), null, 2)}\n`;
}

/**
 * Pretty JSON (2-space indent, trailing newline) for every file and stream the gate writes: what nests past
 * MAX_WRITTEN_DEPTH is cut to a marker first, so a 5,000-level schema from a server never overflows the stack.
 */
export function prettyJson(value: unknown): string {
  return `${JSON.stringify(cutDeep(value, MAX_WRITTEN_DEPTH), null, 2)}\n`;
}

/** One-line JSON of a value shown in a report, cut like `prettyJson`. */
export function compactJson(value: unknown): string {
  return JSON.stringify(cutDeep(value, MAX_WRITTEN_DEPTH));
}

/** Structural equality of two JSON values (object key order ignored; undefined members count as absent). Hot path. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let countA = 0;
  for (const k in x) {
    const v = x[k];
    if (v === undefined) continue;
    countA++;
    if (!jsonEqual(v, y[k])) return false;
  }
  let countB = 0;
  for (const k in y) if (y[k] !== undefined) countB++;
  return countA === countB;
}

/** What stands in for a part of a JSON value cut at a depth limit (`cutDeep`). */
export const DEPTH_CUT_MARKER = 'mcp-contract-gate: nested past the depth limit; the rest was cut';

/**
 * A copy of `value` in which every object or array one level past `limit` is replaced by `{"$comment": marker}`, so
 * the result still nests past the limit (a reader reports it as too deep, as it would the original) but can be
 * serialised without overflowing the stack. Values within the limit are returned as they are.
 */
export function cutDeep(value: unknown, limit: number): unknown {
  if (jsonDepth(value, limit) <= limit) return value;
  return cutAt(value, 0, limit);
}

function cutAt(v: unknown, d: number, limit: number): unknown {
  if (typeof v !== 'object' || v === null) return v;
  if (d >= limit) return { $comment: DEPTH_CUT_MARKER };
  if (Array.isArray(v)) return v.map((x) => cutAt(x, d + 1, limit));
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) setOwn(out, k, cutAt(x, d + 1, limit));
  return out;
}
