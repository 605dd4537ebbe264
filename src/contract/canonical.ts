import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { isObject, type JsonObject, type JsonValue } from '../util/json.js';
import { SCHEMA_ARRAY_VALUED, SCHEMA_MAP_VALUED, SCHEMA_VALUED, SET_LIKE_ARRAYS } from './schema-keywords.js';
import type { PromptDef, ToolDef } from './types.js';

/** Tool fields that form the contract (what the model reads and what the server accepts or returns). */
export const TOOL_CONTRACT_FIELDS = ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations', 'execution'] as const;
/** Fields left out by default because they carry rotating values in the wild. */
export const OPTIONAL_META_FIELDS = ['_meta', 'icons'] as const;
export const PROMPT_CONTRACT_FIELDS = ['name', 'title', 'description', 'arguments'] as const;

export interface ContractOptions {
  /** Include `_meta` and `icons` in the contract (default false). */
  includeMeta?: boolean;
}

/** Sort a set-like array (`required`, a `type` list) by canonical text, dropping exact duplicates. */
function sortSet(values: JsonValue[]): JsonValue[] {
  const keyed = new Map<string, JsonValue>();
  for (const v of values) keyed.set(canonicalize(v) ?? 'null', v);
  return [...keyed.keys()].sort().map((k) => keyed.get(k) as JsonValue);
}

/**
 * Normalise a JSON Schema for hashing: set-like arrays sorted, everything else as sent.
 * Walks only real sub-schema positions, so `properties.required` (a parameter) stays a parameter.
 */
export function normalizeSchema(schema: JsonValue): JsonValue {
  if (!isObject(schema)) return schema;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (SET_LIKE_ARRAYS.has(key) && Array.isArray(value)) out[key] = sortSet(value);
    else if (key === 'dependentRequired' && isObject(value)) {
      const deps: JsonObject = {};
      for (const [k, v] of Object.entries(value)) deps[k] = Array.isArray(v) ? sortSet(v) : v;
      out[key] = deps;
    } else if (SCHEMA_MAP_VALUED.has(key) && isObject(value)) {
      const map: JsonObject = {};
      for (const [k, v] of Object.entries(value)) map[k] = normalizeSchema(v);
      out[key] = map;
    } else if (SCHEMA_ARRAY_VALUED.has(key) && Array.isArray(value)) out[key] = value.map(normalizeSchema);
    else if (SCHEMA_VALUED.has(key)) out[key] = normalizeSchema(value);
    else out[key] = value;
  }
  return out;
}

/** The contract object of a tool: the contract fields, schemas normalised, absent fields omitted. */
export function toolContract(tool: ToolDef, options: ContractOptions = {}): JsonObject {
  const out: JsonObject = {};
  const fields: readonly string[] = options.includeMeta ? [...TOOL_CONTRACT_FIELDS, ...OPTIONAL_META_FIELDS] : TOOL_CONTRACT_FIELDS;
  for (const field of fields) {
    const value = tool[field];
    if (value === undefined) continue;
    out[field] = field === 'inputSchema' || field === 'outputSchema' ? normalizeSchema(value) : value;
  }
  return out;
}

/** The contract object of a prompt; arguments are named, so their order carries no meaning and they are sorted by name. */
export function promptContract(prompt: PromptDef, options: ContractOptions = {}): JsonObject {
  const out: JsonObject = {};
  const fields: readonly string[] = options.includeMeta ? [...PROMPT_CONTRACT_FIELDS, ...OPTIONAL_META_FIELDS] : PROMPT_CONTRACT_FIELDS;
  for (const field of fields) {
    const value = prompt[field];
    if (value === undefined) continue;
    if (field === 'arguments' && Array.isArray(value)) {
      out.arguments = [...(value as JsonObject[])].sort((a, b) => compareCodeUnits(String(a.name), String(b.name)));
    } else out[field] = value as JsonValue;
  }
  return out;
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** RFC 8785 (JCS) text of a contract object. */
export function canonicalJson(contract: JsonValue): string {
  const text = canonicalize(contract);
  if (text === undefined) throw new Error('contract is not JSON-serialisable');
  return text;
}

/** SHA-256 (lower-case hex) of the UTF-8 bytes of the canonical text. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function contractHash(contract: JsonValue): string {
  return sha256Hex(canonicalJson(contract));
}

export function toolHash(tool: ToolDef, options: ContractOptions = {}): string {
  return contractHash(toolContract(tool, options));
}

export function promptHash(prompt: PromptDef, options: ContractOptions = {}): string {
  return contractHash(promptContract(prompt, options));
}
