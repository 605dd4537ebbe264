import type { ToolDef } from './types.js';
import { type JsonValue } from '../util/json.js';
export interface Deprecation {
    deprecated?: JsonValue;
    /** YYYY-MM-DD after which the tool may go. */
    sunset?: string;
}
/** A tool's deprecation, from `_meta` (`deprecated`, `sunset`, or namespaced keys ending in `/deprecated`, `/sunset`). */
export declare function deprecationOf(tool: ToolDef): Deprecation | undefined;
