import { isObject, type JsonValue } from '../../util/json.js';

/**
 * The one keyword table (issue 47): how the subschema core and the walker that names changes (schema/view.ts) read
 * each JSON Schema keyword. The walker sorts keywords into buckets only to name a change; which way a change goes is
 * the core's answer alone.
 *
 * Keywords that do not decide which values validate (annotations, identifiers, content hints), as JSON Schema 2020-12
 * and ajv read them. `contentEncoding`, `contentMediaType` and `contentSchema` are annotations: 2020-12 (Validation
 * §8.1) makes them assertions only for an implementation that opts in, and ajv does not (it ignores them); what they
 * change is how a string is read, which the content-changed rule reports. Unknown keywords (`x-…`, vendor extensions) are ignored by validators too: the core treats every
 * keyword it does not list anywhere as an annotation. Not `nullable`: ajv, as the MCP SDK configures it, honours
 * `nullable: true` beside a `type` (node-reading.ts `typesOf`).
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

/** Bounds: a lower `max*` (or a higher `min*`) rejects more values. */
export const UPPER_BOUNDS: ReadonlySet<string> = new Set(['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems', 'maxProperties', 'maxContains']);
export const LOWER_BOUNDS: ReadonlySet<string> = new Set(['minLength', 'minimum', 'exclusiveMinimum', 'minItems', 'minProperties', 'minContains']);
/** Constraints that restrict values when present, named by the constraint rules (which way: the core). */
export const PRESENCE_CONSTRAINTS: ReadonlySet<string> = new Set(['pattern', 'format', 'multipleOf', 'uniqueItems']);
/** Conditions that add requirements when present: named as composition changes. */
export const CONDITION_KEYWORDS: ReadonlySet<string> = new Set([
  'not',
  'if',
  'then',
  'else',
  'dependentRequired',
  'dependentSchemas',
  'dependencies',
  'contains',
  'propertyNames',
  'patternProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'additionalItems',
]);
/** Keywords the walker compares through its view of a node (every other one is compared as written). */
export const STRUCTURAL_KEYWORDS: ReadonlySet<string> = new Set([
  'type',
  'enum',
  'const',
  'default',
  'description',
  'title',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'prefixItems',
  'anyOf',
  'oneOf',
  'allOf',
  '$ref',
  '$defs',
  'definitions',
]);
/**
 * Annotations a schema's semantic form leaves out: every one but those a walker still reads as schema text
 * (definitions, which a `$ref` reads; `default`, which has a rule of its own; `contentSchema`, a schema).
 */
const KEPT_IN_FORM = new Set(['default', '$defs', 'definitions', 'contentSchema']);
export const NO_EFFECT_KEYWORDS: ReadonlySet<string> = new Set([...ANNOTATIONS].filter((k) => !KEPT_IN_FORM.has(k)));

/**
 * A schema fragment with spelling removed: sub-schemas normalised, `type: ["x"]` written `"x"`, keywords without
 * effect dropped. Two fragments with the same semantic key accept the same instances.
 */
export function semanticForm(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(semanticForm);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (NO_EFFECT_KEYWORDS.has(k)) continue;
    if (k === 'type' && Array.isArray(v)) out[k] = v.length === 1 ? v[0] : [...v].sort();
    else if (k === 'required' && Array.isArray(v)) out[k] = [...v].sort();
    else out[k] = semanticForm(v);
  }
  return out;
}

/** Keywords the core reads (build.ts, validate.ts); any other but annotations and `x-…` is a custom keyword. */
export const READ_KEYWORDS: ReadonlySet<string> = new Set([
  'type',
  'enum',
  'const',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'items',
  'prefixItems',
  'additionalItems',
  'contains',
  'minContains',
  'maxContains',
  'minItems',
  'maxItems',
  'uniqueItems',
  'properties',
  'patternProperties',
  'additionalProperties',
  'required',
  'propertyNames',
  'minProperties',
  'maxProperties',
  'dependentRequired',
  'dependentSchemas',
  'dependencies',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  '$ref',
  '$dynamicRef',
  '$recursiveRef',
  'unevaluatedProperties',
  'unevaluatedItems',
  'nullable',
]);

/**
 * A keyword with no known semantics: not read by the core, not an annotation, not an `x-` extension. Validators (ajv
 * with `strict: false`) ignore it, but the server it belongs to may assert it: a schema whose custom keyword changed
 * cannot be compared (issue 48).
 */
export function isCustomKeyword(k: string): boolean {
  return !READ_KEYWORDS.has(k) && !ANNOTATIONS.has(k) && !k.startsWith('x-');
}
