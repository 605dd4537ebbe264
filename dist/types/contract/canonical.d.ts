import { type JsonObject, type JsonValue } from '../util/json.js';
import type { PromptDef, ToolDef } from './types.js';
/** Tool fields that form the contract (what the model reads and what the server accepts or returns). */
export declare const TOOL_CONTRACT_FIELDS: readonly ["name", "title", "description", "inputSchema", "outputSchema", "annotations", "execution"];
/** Fields left out by default because they carry rotating values in the wild. */
export declare const OPTIONAL_META_FIELDS: readonly ["_meta", "icons"];
export declare const PROMPT_CONTRACT_FIELDS: readonly ["name", "title", "description", "arguments"];
export interface ContractOptions {
    /** Include `_meta` and `icons` in the contract (default false). */
    includeMeta?: boolean;
}
/**
 * Normalise a JSON Schema for hashing: set-like arrays sorted, everything else as sent.
 * Walks only real sub-schema positions, so `properties.required` (a parameter) stays a parameter.
 */
export declare function normalizeSchema(schema: JsonValue): JsonValue;
/** The contract object of a tool: the contract fields, schemas normalised, absent fields omitted. */
export declare function toolContract(tool: ToolDef, options?: ContractOptions): JsonObject;
/** The contract object of a prompt; arguments are named, so their order carries no meaning and they are sorted by name. */
export declare function promptContract(prompt: PromptDef, options?: ContractOptions): JsonObject;
/** RFC 8785 (JCS) text of a contract object. */
export declare function canonicalJson(contract: JsonValue): string;
/** SHA-256 (lower-case hex) of the UTF-8 bytes of the canonical text. */
export declare function sha256Hex(text: string): string;
export declare function contractHash(contract: JsonValue): string;
export declare function toolHash(tool: ToolDef, options?: ContractOptions): string;
export declare function promptHash(prompt: PromptDef, options?: ContractOptions): string;
