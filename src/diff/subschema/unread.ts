import { isObject, type JsonValue } from '../../util/json.js';
import { isNamedFormat } from './ajv-semantics.js';
import type { Opaque } from './forms.js';
import { isCustomKeyword } from './keywords.js';

/**
 * Whether a schema asserts something no validator reads: a custom keyword or a format ajv does not know, anywhere at a
 * schema position (or in the definitions a `$ref` in it may reach). The validator lets such a schema pass values the
 * server may refuse, so on the new side of a comparison a pass there is not known (member.ts `Strict`).
 */
export function assertsUnread(o: Opaque): boolean {
  let r = memo.get(o);
  if (r === undefined) memo.set(o, (r = o.keyword === 'format' || isCustomKeyword(o.keyword) || walk(o.schema, o.root, new Set(), 0)));
  return r;
}

const memo = new WeakMap<Opaque, boolean>();

/** Deeper than any schema the engine reads: read as asserting (fail closed). */
const MAX_DEPTH = 128;
const SINGLES = ['items', 'additionalItems', 'unevaluatedItems', 'additionalProperties', 'unevaluatedProperties', 'contains', 'propertyNames', 'not', 'if', 'then', 'else'];
const LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
const MAPS = ['properties', 'patternProperties', 'dependentSchemas', 'dependencies', '$defs', 'definitions'];

function walk(s: JsonValue, root: JsonValue, seen: Set<object>, depth: number): boolean {
  if (!isObject(s) || seen.has(s)) return false;
  if (depth > MAX_DEPTH) return true;
  seen.add(s);
  const sub = (x: JsonValue | undefined) => x !== undefined && walk(x, root, seen, depth + 1);
  for (const k in s) if (isCustomKeyword(k)) return true;
  if (typeof s.format === 'string' && !isNamedFormat(s.format)) return true;
  for (const k of SINGLES) if (!Array.isArray(s[k]) && sub(s[k])) return true;
  for (const k of LISTS) if (Array.isArray(s[k]) && (s[k] as JsonValue[]).some(sub)) return true;
  for (const k of MAPS) if (isObject(s[k]) && Object.values(s[k]).some((x) => !Array.isArray(x) && sub(x))) return true;
  // a reference may reach any definition of the document (bounded by `seen`)
  if ((typeof s.$ref === 'string' || typeof s.$dynamicRef === 'string' || typeof s.$recursiveRef === 'string') && sub(root)) return true;
  return false;
}
