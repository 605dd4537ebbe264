import { isObject, type JsonValue } from '../../util/json.js';

/**
 * Keywords that do not decide which values validate (annotations, identifiers, content hints), as JSON Schema 2020-12
 * and ajv read them. Unknown keywords (`x-…`, vendor extensions) are ignored by validators too: the core treats every
 * keyword it does not list anywhere as an annotation. Not `nullable`: ajv, as the MCP SDK configures it, honours
 * `nullable: true` beside a `type` (validate.ts `typesOf`).
 */
export const ANNOTATIONS: ReadonlySet<string> = new Set([
  'title',
  'description',
  'default',
  'examples',
  'example',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$comment',
  '$schema',
  '$id',
  '$anchor',
  '$dynamicAnchor',
  '$vocabulary',
  '$defs',
  'definitions',
  'contentEncoding',
  'contentMediaType',
  'contentSchema',
  'markdownDescription',
  'errorMessage',
]);

/** A schema that accepts every value: `true`, `{}`, or only annotations. */
export function isTrivial(schema: JsonValue | undefined): boolean {
  if (schema === undefined || schema === true) return true;
  if (!isObject(schema)) return false;
  for (const k in schema) if (!ANNOTATIONS.has(k) && !k.startsWith('x-')) return false;
  return true;
}

/** Keywords that apply a subschema to the same instance (in place), by how they hold it. */
export const IN_PLACE_LISTS = ['allOf', 'anyOf', 'oneOf'] as const;
export const IN_PLACE_SINGLE = ['then', 'else'] as const;

/** Keywords whose subschema applies to a child of the instance (a property value, an item). */
export const CHILD_MAPS = ['properties', 'patternProperties'] as const;
