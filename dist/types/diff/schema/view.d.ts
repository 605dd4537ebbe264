import { type JsonValue } from '../../util/json.js';
import { type Located } from './resolve.js';
/**
 * A schema node seen the way a caller experiences it: `$ref`s followed, `allOf` merged, `anyOf`/`oneOf` expanded into
 * alternatives, and the alternatives folded into one set of types, values and (when there is a single object form)
 * properties. Two schemas that accept the same instances give the same view, whatever their spelling.
 */
export interface SchemaView {
    node: Located;
    /** Flattened `anyOf`/`oneOf` alternatives; `[node]` when there is no union. */
    alternatives: Located[];
    /** `null`: any type. Sorted. */
    types: string[] | null;
    /** Allowed values (from `enum`/`const`, across alternatives); `null`: unconstrained. */
    values: JsonValue[] | null;
    isConst: boolean;
    description?: string;
    title?: string;
    hasDefault: boolean;
    default?: JsonValue;
    /** Alternatives that describe objects / arrays. */
    objectForms: Located[];
    arrayForms: Located[];
    /** Bounds and value constraints by keyword. */
    constraints: Map<string, JsonValue>;
    /** Conditions and keywords the walker does not model, compared literally. */
    other: Map<string, JsonValue>;
    /** Keywords without effect on validation ($schema, examples, …). */
    noEffect: Map<string, JsonValue>;
}
/** The view of a node; computed once per node (pairing, summaries and the walk all ask for the same ones). */
export declare function viewOf(located: Located): SchemaView;
/** Declared types, or the types the keywords imply; `null` when anything goes. */
export declare function typesOf(alt: Located): string[] | null;
export declare function valuesOf(alt: Located): JsonValue[] | null;
/** Properties of an object form, in declaration order. */
export declare function propertiesOf(form: Located): Map<string, Located>;
export declare function requiredOf(form: Located): Set<string>;
/** `additionalProperties: false` (or `unevaluatedProperties: false`): unknown arguments are rejected, not dropped. */
export declare function isClosed(form: Located): boolean;
/** The item schema of an array form (`items` object, or `{}` when items are unconstrained). */
export declare function itemsOf(form: Located): Located | undefined;
export declare function prefixItemsOf(form: Located): Located[];
/** A short human label of an alternative: `object {a, b}`, `string 'x' | 'y'`, `array`. */
export declare function describeForm(alt: Located): string;
