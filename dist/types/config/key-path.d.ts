/** Key paths as users read them in error messages: `servers[1].timeout`, `mcpServers["my server"].args[0]`. */
export type KeyPath = ReadonlyArray<string | number>;
export declare function formatKeyPath(path: KeyPath): string;
/** Split an ajv `instancePath` (JSON Pointer) into segments; array indices become numbers. */
export declare function pointerToPath(pointer: string, data: unknown): Array<string | number>;
