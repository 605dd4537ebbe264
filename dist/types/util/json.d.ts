/** JSON value types shared by every stage, plus small pure helpers over them. */
export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | JsonObject;
export interface JsonObject {
    [key: string]: JsonValue;
}
export declare function isObject(value: unknown): value is JsonObject;
/** Deep copy with every object's keys in code-unit order (the order RFC 8785 uses), arrays untouched. */
export declare function sortKeysDeep<T>(value: T): T;
/** Pretty JSON that is byte-stable for the same data: sorted keys, 2-space indent, trailing newline. */
export declare function stableStringify(value: unknown): string;
/** Structural equality of two JSON values (object key order ignored; undefined members count as absent). Hot path. */
export declare function jsonEqual(a: unknown, b: unknown): boolean;
/** Escape one JSON Pointer reference token (RFC 6901). */
export declare function pointerToken(token: string | number): string;
export declare function joinPointer(base: string, ...tokens: Array<string | number>): string;
