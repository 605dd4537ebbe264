/** How the diff treats each JSON Schema keyword. */

/** Bounds: a lower `max*` (or a higher `min*`) rejects more values. */
export const UPPER_BOUNDS = new Set(['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems', 'maxProperties', 'maxContains']);
export const LOWER_BOUNDS = new Set(['minLength', 'minimum', 'exclusiveMinimum', 'minItems', 'minProperties', 'minContains']);
/** Constraints that restrict values when present (added: tighter; removed: looser; changed: possibly tighter). */
export const PRESENCE_CONSTRAINTS = new Set(['pattern', 'format', 'multipleOf', 'uniqueItems', 'contentEncoding', 'contentMediaType']);
/** Conditions that add requirements when present: reported as composition changes. */
export const CONDITION_KEYWORDS = new Set([
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
/** Keywords with no effect on which instances validate. */
export const NO_EFFECT_KEYWORDS = new Set([
  '$schema',
  '$id',
  '$anchor',
  '$comment',
  '$vocabulary',
  '$dynamicAnchor',
  'examples',
  'example',
  'deprecated',
  'readOnly',
  'writeOnly',
  'markdownDescription',
  'errorMessage',
]);
/** Keywords the walker compares through the view (everything else is unknown and compared literally). */
export const STRUCTURAL_KEYWORDS = new Set([
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
 * A schema fragment with spelling removed: sub-schemas normalised, `type: ["x"]` written `"x"`, keywords without
 * effect dropped. Two fragments with the same semantic key accept the same instances.
 */
export function semanticForm(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(semanticForm);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (NO_EFFECT_KEYWORDS.has(k) || k === 'description' || k === 'title') continue;
    if (k === 'type' && Array.isArray(v)) out[k] = v.length === 1 ? v[0] : [...v].sort();
    else if (k === 'required' && Array.isArray(v)) out[k] = [...v].sort();
    else out[k] = semanticForm(v);
  }
  return out;
}
