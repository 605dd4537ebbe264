/**
 * Where JSON Schema keeps sub-schemas. Normalisation and the diff walker use this table so that a parameter
 * literally named `required` or `type` is never mistaken for a keyword.
 */
/** Keywords whose value is a single sub-schema. */
export const SCHEMA_VALUED = new Set([
  'additionalProperties',
  'additionalItems',
  'unevaluatedProperties',
  'unevaluatedItems',
  'items',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'contentSchema',
]);
/** Keywords whose value is an array of sub-schemas. */
export const SCHEMA_ARRAY_VALUED = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items']);
/** Keywords whose value maps names to sub-schemas. */
export const SCHEMA_MAP_VALUED = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keywords whose array value is a set: order carries no meaning. */
export const SET_LIKE_ARRAYS = new Set(['required', 'type']);
