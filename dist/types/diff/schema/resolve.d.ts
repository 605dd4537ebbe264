import { type JsonObject } from '../../util/json.js';
/** A schema node located in its contract: the root it belongs to (for `$ref`) and where it sits. */
export interface Located {
    schema: JsonObject;
    /** JSON Pointer of the node in the contract (e.g. `/inputSchema/properties/limit`). */
    pointer: string;
    /** The schema document `$ref`s resolve against (the tool's inputSchema or outputSchema). */
    root: JsonObject;
    /** Pointer of `root` in the contract. */
    rootPointer: string;
}
/**
 * Follow local `$ref`s (`#`, `#/$defs/X`, `#/definitions/X`, any JSON Pointer fragment). Keywords beside a `$ref` apply
 * too (2019-09+), so they are laid over the target. Remote or broken refs are left in place and compared literally.
 * The pointer stays at the referencing node: that is where a reviewer looks.
 */
export declare function resolveRefs(node: Located): Located;
/** A child node of `parent` at `keyword` (and, for maps and arrays, `key`). */
export declare function child(parent: Located, schema: unknown, ...tokens: Array<string | number>): Located | undefined;
