import type { JsonValue } from '../../util/json.js';
/** `string`, `[integer, null]`, or `any` when unconstrained. */
export declare function fmtTypes(types: JsonValue | null): string;
/** A short list of values: `'text', 'html'` (long lists are cut with a count). */
export declare function fmtValues(values: JsonValue | null): string;
