import type * as Crypto from 'node:crypto';
import { createRequire } from 'node:module';
import canonicalize from 'canonicalize';
import { isObject, setOwn, type JsonObject, type JsonValue } from '../util/json.js';
import { MAX_SCHEMA_DEPTH } from '../util/limits.js';
import { SCHEMA_ARRAY_VALUED, SCHEMA_MAP_VALUED, SCHEMA_VALUED, SET_LIKE_ARRAYS } from './schema-keywords.js';
import type { PromptDef, ToolDef } from './types.js';

/** Tool fields that form the contract (what the model reads and what the server accepts or returns). */
export const TOOL_CONTRACT_FIELDS = ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations', 'execution'] as const;
/** Fields left out by default because they carry rotating values in the wild. */
export const OPTIONAL_META_FIELDS = ['_meta', 'icons'] as const;
export const PROMPT_CONTRACT_FIELDS = ['name', 'title', 'description', 'arguments'] as const;
/** Resource template fields that form its contract: what the model reads and the URIs a client builds from it. */
export const RESOURCE_TEMPLATE_CONTRACT_FIELDS = ['name', 'title', 'description', 'uriTemplate', 'mimeType', 'annotations'] as const;
/**
 * Static resource fields that form its contract: the URI a client reads, and what the model and people pick it by.
 * `size` and `annotations` (`lastModified`) change with the content, not the contract: left out.
 */
export const RESOURCE_CONTRACT_FIELDS = ['uri', 'name', 'title', 'description', 'mimeType'] as const;

export interface ContractOptions {
  /** Include `_meta` and `icons` in the contract (default false). */
  includeMeta?: boolean;
}

/** Sort a set-like array (`required`, a `type` list) by canonical text, dropping exact duplicates. */
function sortSet(values: JsonValue[]): JsonValue[] {
  const keyed = new Map<string, JsonValue>();
  for (const v of values) keyed.set(v === undefined ? 'null' : canonicalJson(v), v);
  return [...keyed.keys()].sort().map((k) => keyed.get(k) as JsonValue);
}

/**
 * Normalise a JSON Schema for hashing: set-like arrays sorted, everything else as sent.
 * Walks only real sub-schema positions, so `properties.required` (a parameter) stays a parameter.
 */
export function normalizeSchema(schema: JsonValue, depth = 0): JsonValue {
  if (!isObject(schema)) return schema;
  if (depth > MAX_SCHEMA_DEPTH) throw new SchemaTooDeepError();
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    let v: JsonValue = value;
    if (SET_LIKE_ARRAYS.has(key) && Array.isArray(value)) v = sortSet(value);
    else if (key === 'dependentRequired' && isObject(value)) {
      const deps: JsonObject = {};
      for (const [k, x] of Object.entries(value)) setOwn(deps, k, Array.isArray(x) ? sortSet(x) : x);
      v = deps;
    } else if (SCHEMA_MAP_VALUED.has(key) && isObject(value)) {
      const map: JsonObject = {};
      for (const [k, x] of Object.entries(value)) setOwn(map, k, normalizeSchema(x, depth + 1));
      v = map;
    } else if (SCHEMA_ARRAY_VALUED.has(key) && Array.isArray(value)) v = value.map((x) => normalizeSchema(x, depth + 1));
    else if (SCHEMA_VALUED.has(key)) v = normalizeSchema(value, depth + 1);
    setOwn(out, key, v);
  }
  return out;
}

/** A schema nested past MAX_SCHEMA_DEPTH: a clear error instead of a stack overflow. */
export class SchemaTooDeepError extends Error {
  constructor() {
    super(`the schema nests more than ${MAX_SCHEMA_DEPTH} levels deep (the limit on schema depth); no real tool needs that many`);
    this.name = 'SchemaTooDeepError';
  }
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
      // an argument that is not an object (a malformed listing, judged live by the proxy) sorts by no name, never throws
      const name = (a: JsonValue) => String(isObject(a) ? a.name : undefined);
      out.arguments = [...(value as JsonValue[])].sort((a, b) => compareCodeUnits(name(a), name(b)));
    } else out[field] = value as JsonValue;
  }
  return out;
}

/** The contract object of a resource template: its contract fields as listed (`_meta`/`icons` only with includeMeta). */
export function resourceTemplateContract(template: JsonObject, options: ContractOptions = {}): JsonObject {
  const out: JsonObject = {};
  const fields: readonly string[] = options.includeMeta ? [...RESOURCE_TEMPLATE_CONTRACT_FIELDS, ...OPTIONAL_META_FIELDS] : RESOURCE_TEMPLATE_CONTRACT_FIELDS;
  for (const field of fields) if (template[field] !== undefined) out[field] = template[field];
  return out;
}

/** The contract object of a static resource (`_meta`/`icons` only with includeMeta). */
export function resourceContract(resource: JsonObject, options: ContractOptions = {}): JsonObject {
  const out: JsonObject = {};
  const fields: readonly string[] = options.includeMeta ? [...RESOURCE_CONTRACT_FIELDS, ...OPTIONAL_META_FIELDS] : RESOURCE_CONTRACT_FIELDS;
  for (const field of fields) if (resource[field] !== undefined) out[field] = resource[field];
  return out;
}

/** The contract object of a server's instructions. */
export function instructionsContract(text: string): JsonObject {
  return { instructions: text };
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * RFC 8785 (JCS) text of a contract object. JCS has no form for a lone surrogate (text no UTF-8 can carry); a list
 * entry holding one is invalid before it is ever hashed (tool-list.ts), and any other text (instructions, a live tool
 * the proxy judges) is hashed with each lone surrogate written as its `\\uXXXX` escape, so a hash never throws.
 */
export function canonicalJson(contract: JsonValue): string {
  let text: string | undefined;
  try {
    text = canonicalize(contract);
  } catch (err) {
    if (!/surrogate/i.test((err as Error).message)) throw err;
    text = canonicalize(escapeLoneSurrogates(contract));
  }
  if (text === undefined) throw new Error('contract is not JSON-serialisable');
  return text;
}

const LONE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function escapeLoneSurrogates(value: JsonValue): JsonValue {
  const fix = (s: string) => s.replace(LONE, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
  if (typeof value === 'string') return fix(value);
  if (Array.isArray(value)) return value.map(escapeLoneSurrogates);
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(value)) setOwn(out, fix(k), escapeLoneSurrogates(v));
  return out;
}

let crypto: typeof Crypto | undefined;

/**
 * SHA-256 (lower-case hex) of the UTF-8 bytes of the canonical text. node:crypto is loaded on first use: loading it
 * costs start-up time that `diff` (which never hashes) should not pay.
 */
export function sha256Hex(text: string): string {
  crypto ??= createRequire(import.meta.url)('node:crypto') as typeof Crypto;
  return crypto.createHash('sha256').update(text, 'utf8').digest('hex');
}

export function contractHash(contract: JsonValue): string {
  return sha256Hex(canonicalJson(contract));
}

export function toolHash(tool: ToolDef, options: ContractOptions = {}): string {
  return contractHash(toolContract(tool, options));
}

/**
 * The two snapshots of one server with what differs only by protocol era taken out. The 2026-07-28 tool has no
 * `execution` (tasks moved to an extension), so when exactly one side was read in the discover era, a tool that
 * states no `execution` there says nothing about task support: the other side's `execution` is left out of the
 * comparison. Everything else (and an `execution` the discover-era side does state) is compared as usual.
 */
export function eraNeutral<S extends { tools: ToolDef[]; era?: string }>(before: S, after: S): [S, S] {
  if ((before.era === 'discover') === (after.era === 'discover')) return [before, after];
  const modern = before.era === 'discover' ? before : after;
  // entries that are not tools (null, no name) pass as they are: the diff reports them
  const silent = new Set(modern.tools.filter((t) => isObject(t) && t.execution === undefined).map((t) => t.name));
  const strip = (s: S): S => ({ ...s, tools: s.tools.map((t) => (isObject(t) && silent.has(t.name) && t.execution !== undefined ? withoutExecution(t) : t)) });
  return before === modern ? [before, strip(after)] : [strip(before), after];
}

function withoutExecution(tool: ToolDef): ToolDef {
  const { execution: _dropped, ...rest } = tool;
  return rest as ToolDef;
}
