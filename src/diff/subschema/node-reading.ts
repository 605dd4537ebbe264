import type { JsonObject, JsonValue } from '../../util/json.js';
import { Unsupported } from './ajv-semantics.js';

/** How a schema node is read as ajv compiles it, before its keywords: its types, its dialect, `unevaluated*` made plain. */

/** Keywords that apply a subschema to the same value, whose annotations `unevaluated*` would see. */
const EVALUATING_IN_PLACE = ['allOf', 'anyOf', 'oneOf', 'if', 'then', 'else', 'not', '$ref', '$dynamicRef', '$recursiveRef', 'dependentSchemas', 'dependencies'];

/**
 * `unevaluatedProperties`/`unevaluatedItems` read as what they are when nothing else evaluates there: beside an
 * `additionalProperties` (or a single-schema `items`, an `additionalItems` after a tuple) every name (item) is evaluated
 * already, so it constrains nothing; with no subschema applied in place (and, for items, no `contains`) it is exactly
 * `additionalProperties` (`items` after `prefixItems`, `additionalItems` after a tuple). Else unchanged (opaque).
 */
export function plainUnevaluated(s: JsonObject): JsonObject {
  if (s.unevaluatedProperties === undefined && s.unevaluatedItems === undefined) return s;
  const alone = !EVALUATING_IN_PLACE.some((k) => s[k] !== undefined);
  let out: JsonObject | undefined;
  const edit = () => (out ??= { ...s });
  if (s.unevaluatedProperties !== undefined) {
    if (s.additionalProperties !== undefined) delete edit().unevaluatedProperties;
    else if (alone) {
      const o = edit();
      o.additionalProperties = s.unevaluatedProperties;
      delete o.unevaluatedProperties;
    }
  }
  if (s.unevaluatedItems !== undefined) {
    const tuple = Array.isArray(s.items);
    if ((s.items !== undefined && !tuple) || (tuple && s.additionalItems !== undefined)) delete edit().unevaluatedItems;
    else if (alone && s.contains === undefined) {
      const o = edit();
      if (tuple) o.additionalItems = s.unevaluatedItems;
      else o.items = s.unevaluatedItems;
      delete o.unevaluatedItems;
    }
  }
  return out ?? s;
}

const JSON_TYPES: ReadonlySet<string> = new Set(['null', 'boolean', 'object', 'array', 'number', 'string', 'integer']);

/**
 * The types a node admits as ajv compiles it (the MCP SDK's validator, `strict: false`): `type` as written, plus
 * `null` for the OpenAPI `nullable: true` (ajv honours it beside a `type`); undefined when any type passes. A node
 * ajv refuses to compile cannot be read: a type name JSON Schema does not define (`"file"`), `nullable` with no
 * `type`, `nullable: false` beside `type: "null"` (Unsupported).
 */
export function typesOf(s: JsonObject): readonly string[] | undefined {
  const t = s.type;
  const list = t === undefined ? [] : Array.isArray(t) ? t : [t];
  if (!list.every((x) => typeof x === 'string' && JSON_TYPES.has(x))) throw new Unsupported('type');
  if (!list.length) {
    if (s.nullable !== undefined) throw new Unsupported('nullable');
    return undefined;
  }
  const names = list as string[];
  if (names.includes('null')) {
    if (s.nullable === false) throw new Unsupported('nullable');
    return names;
  }
  return s.nullable === true ? [...names, 'null'] : names;
}

/** Dialects the core reads (`$schema`, trailing `#` and http(s) aside); a schema naming another cannot be read. */
const DIALECTS: ReadonlySet<string> = new Set([
  'json-schema.org/draft-04/schema',
  'json-schema.org/draft-06/schema',
  'json-schema.org/draft-07/schema',
  'json-schema.org/draft/2019-09/schema',
  'json-schema.org/draft/2020-12/schema',
]);

/** Whether a `$schema` value names a dialect the core reads (absent: the default, read). */
export function isKnownDialect(uri: JsonValue | undefined): boolean {
  if (uri === undefined) return true;
  return typeof uri === 'string' && DIALECTS.has(uri.replace(/^https?:\/\//, '').replace(/#$/, ''));
}
