import { isObject, type JsonObject, type JsonValue } from '../../util/json.js';
import { arrTop, canon, numTop, objTop, strTop, type Canon, type NumForm, type StrForm } from './forms.js';
import { isKnownFormat } from './ajv-semantics.js';

/** The forms of a node's keywords that hold no subschema: its `enum`/`const` values, its number and string bounds. */

/** The enum (or const) values as a set, spread over their types. */
export function valuesCanon(values: JsonValue[]): Canon {
  const nul = values.some((v) => v === null);
  const bools = [true, false].filter((b) => values.includes(b));
  const nums = values.filter((v): v is number => typeof v === 'number');
  const strs = values.filter((v): v is string => typeof v === 'string');
  const arrs = values.filter((v): v is JsonValue[] => Array.isArray(v));
  const objs = values.filter((v): v is JsonObject => isObject(v));
  return canon({
    null: nul ? [{}] : [],
    bool: bools.length ? [{ vals: bools }] : [],
    num: nums.length ? [{ ...numTop(), vals: [...new Set(nums)] }] : [],
    str: strs.length ? [{ ...strTop(), vals: [...new Set(strs)] }] : [],
    arr: arrs.length ? [{ ...arrTop(), vals: arrs }] : [],
    obj: objs.length ? [{ ...objTop(), vals: objs }] : [],
  });
}

/** A keyword's value when it is a finite number (a bound, a length, a count). */
export const numKeyword = (s: JsonObject, k: string): number | undefined => (typeof s[k] === 'number' && Number.isFinite(s[k]) ? (s[k] as number) : undefined);

export function numForm(s: JsonObject): NumForm {
  const f = numTop();
  const lower = (v: number, ex: boolean) => {
    if (v > f.lo || (v === f.lo && ex)) [f.lo, f.loEx] = [v, ex];
  };
  const upper = (v: number, ex: boolean) => {
    if (v < f.hi || (v === f.hi && ex)) [f.hi, f.hiEx] = [v, ex];
  };
  const min = numKeyword(s, 'minimum');
  const max = numKeyword(s, 'maximum');
  if (min !== undefined) lower(min, s.exclusiveMinimum === true);
  if (max !== undefined) upper(max, s.exclusiveMaximum === true);
  const xmin = numKeyword(s, 'exclusiveMinimum');
  const xmax = numKeyword(s, 'exclusiveMaximum');
  if (xmin !== undefined) lower(xmin, true);
  if (xmax !== undefined) upper(xmax, true);
  const m = numKeyword(s, 'multipleOf');
  if (m !== undefined && m > 0) f.mult.push(m);
  if (s.format === 'int32') {
    if (!f.mult.includes(1)) f.mult.push(1);
    lower(-2147483648, false);
    upper(2147483647, false);
  } else if (s.format === 'int64' && !f.mult.includes(1)) f.mult.push(1);
  return f;
}

export function strForm(s: JsonObject): StrForm {
  const f = strTop();
  const min = numKeyword(s, 'minLength');
  const max = numKeyword(s, 'maxLength');
  if (min !== undefined) f.minLen = Math.max(0, Math.ceil(min));
  if (max !== undefined) f.maxLen = Math.floor(max);
  if (typeof s.pattern === 'string') f.patterns.push(s.pattern);
  if (typeof s.format === 'string' && isKnownFormat(s.format) && !['int32', 'int64', 'float', 'double'].includes(s.format)) f.formats.push(s.format);
  return f;
}
