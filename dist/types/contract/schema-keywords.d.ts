/**
 * Where JSON Schema keeps sub-schemas. Normalisation and the diff walker use this table so that a parameter
 * literally named `required` or `type` is never mistaken for a keyword.
 */
/** Keywords whose value is a single sub-schema. */
export declare const SCHEMA_VALUED: Set<string>;
/** Keywords whose value is an array of sub-schemas. */
export declare const SCHEMA_ARRAY_VALUED: Set<string>;
/** Keywords whose value maps names to sub-schemas. */
export declare const SCHEMA_MAP_VALUED: Set<string>;
/** Keywords whose array value is a set: order carries no meaning. */
export declare const SET_LIKE_ARRAYS: Set<string>;
