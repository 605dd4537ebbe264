import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { isObject } from '../util/json.js';
import { PARAM_HEADER_PREFIX, paramHeaderName, type HeaderDeclaration } from '../contract/param-headers.js';
import { eraOf, META_PROTOCOL_VERSION } from './era.js';

/**
 * The 2026-07-28 era's routing headers (SEP-2243): every request carries `Mcp-Method` (its method) and, for the methods
 * that name a target, `Mcp-Name` (the tool, prompt, resource or task), so gateways can route and authorise without
 * reading bodies. A server rejects a request whose headers are missing or disagree with its body (HTTP 400, JSON-RPC
 * `-32020`): otherwise a gateway that allowed `Mcp-Name: read_file` would pass on a body calling `delete_file`. A value
 * that is not plain printable ASCII travels as `=?base64?…?=` (UTF-8, canonical Base64).
 */

/** JSON-RPC "header mismatch": routing headers missing, malformed or disagreeing with the body (HTTP 400). */
export const HEADER_MISMATCH = -32020;

/** Which param of a request `Mcp-Name` mirrors, by method. */
export const NAME_SOURCE: Readonly<Record<string, string>> = {
  'tools/call': 'name',
  'prompts/get': 'name',
  'resources/read': 'uri',
  'tasks/get': 'taskId',
  'tasks/update': 'taskId',
  'tasks/cancel': 'taskId',
};

const SENTINEL_PREFIX = '=?base64?';
const SENTINEL_SUFFIX = '?=';
const CANONICAL_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** A header value for `value`: as it is when it is printable ASCII with no space at either end, else the Base64 sentinel form. */
export function encodeHeaderValue(value: string): string {
  if (/^[\x21-\x7E](?:[\x20-\x7E]*[\x21-\x7E])?$/.test(value) && !(value.startsWith(SENTINEL_PREFIX) && value.endsWith(SENTINEL_SUFFIX))) return value;
  return `${SENTINEL_PREFIX}${Buffer.from(value, 'utf8').toString('base64')}${SENTINEL_SUFFIX}`;
}

/** The value a header carries (the sentinel form decoded), or undefined when its sentinel is not valid Base64 of UTF-8. */
export function decodeHeaderValue(header: string): string | undefined {
  const value = header.replace(/^[ \t]+|[ \t]+$/g, '');
  if (!(value.startsWith(SENTINEL_PREFIX) && value.endsWith(SENTINEL_SUFFIX) && value.length >= SENTINEL_PREFIX.length + SENTINEL_SUFFIX.length)) return value;
  const b64 = value.slice(SENTINEL_PREFIX.length, value.length - SENTINEL_SUFFIX.length);
  if (!CANONICAL_BASE64.test(b64)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(b64, 'base64'));
  } catch {
    return undefined;
  }
}

/** The target a request names in its body (`params.name`, `params.uri`, `params.taskId`), with the param's name. */
function target(method: string, params: unknown): { field: string; value: string | undefined } | undefined {
  const field = Object.hasOwn(NAME_SOURCE, method) ? NAME_SOURCE[method] : undefined;
  if (field === undefined) return undefined;
  const raw = isObject(params) ? params[field] : undefined;
  return { field, value: typeof raw === 'string' ? raw : undefined };
}

/** The routing headers a client sends with `message` (none for a response). */
export function routingHeaders(message: JSONRPCMessage): Record<string, string> {
  if (!('method' in message)) return {};
  const headers: Record<string, string> = { 'mcp-method': message.method };
  const named = target(message.method, message.params);
  if (named?.value !== undefined) headers['mcp-name'] = encodeHeaderValue(named.value);
  return headers;
}

/** Whether a request speaks the 2026-07-28 era: its `_meta` envelope or its `MCP-Protocol-Version` header says so. */
export function modern(params: unknown, versionHeader: string | undefined): boolean {
  const meta = isObject(params) && isObject(params._meta) ? params._meta : undefined;
  const claimed = meta?.[META_PROTOCOL_VERSION];
  if (typeof claimed === 'string') return eraOf(claimed) === 'discover';
  return versionHeader !== undefined && eraOf(versionHeader.trim()) === 'discover';
}

/**
 * Why a request's routing headers do not mirror its body, or undefined when they do. A header that is present must
 * agree whatever the era (it can only be a bug or an attempt to route one call as another); a 2026-era request must
 * also carry them. Notifications and responses are not checked (the spec requires the headers on requests).
 */
export function routingHeaderProblem(header: (name: string) => string | undefined, message: unknown): string | undefined {
  if (!isObject(message) || typeof message.method !== 'string' || message.id === undefined) return undefined;
  const method = message.method;
  const isModern = modern(message.params, header('mcp-protocol-version'));
  const methodHeader = header('mcp-method');
  if (methodHeader === undefined) {
    if (isModern) return `the body names method ${JSON.stringify(method)} but the required Mcp-Method header is absent`;
  } else if (methodHeader.replace(/^[ \t]+|[ \t]+$/g, '') !== method) return `the body names method ${JSON.stringify(method)} but the Mcp-Method header says ${JSON.stringify(methodHeader)}`;
  const named = target(method, message.params);
  const nameHeader = header('mcp-name');
  if (nameHeader === undefined) {
    if (isModern && named?.value !== undefined) return `the body carries params.${named.field}=${JSON.stringify(named.value)} but the required Mcp-Name header is absent`;
    return undefined;
  }
  if (!named) return undefined;
  const decoded = decodeHeaderValue(nameHeader);
  if (decoded === undefined) return 'the Mcp-Name header carries an invalid Base64 sentinel value';
  if (decoded !== named.value) return `the body carries params.${named.field}=${JSON.stringify(named.value ?? null)} but the Mcp-Name header names ${JSON.stringify(decoded)}`;
  return undefined;
}

/*
 * Parameters mirrored into headers (`x-mcp-header`): a 2026-07-28 client sends each annotated argument of a
 * `tools/call` as `Mcp-Param-{Name}` too. The declarations come from the tool's input schema
 * (src/contract/param-headers.ts); what follows is the request side: the headers for a call, the check a server that
 * reads the body owes them (400, -32020), and their rewrite when the proxy translates a call.
 */

/** Lower-case prefix of the mirrored headers, as Node reports header names. */
const PARAM_PREFIX = PARAM_HEADER_PREFIX.toLowerCase();
/** A decimal number as an integer parameter's header may carry it (compared numerically: `42.0` is `42`). */
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** The argument at a declaration's path (undefined when any step is missing or not an object). */
function argumentAt(args: unknown, path: readonly string[]): unknown {
  let node = args;
  for (const key of path) node = isObject(node) && Object.hasOwn(node, key) ? node[key] : undefined;
  return node;
}

/** An argument as its header spells it (string as is, integer in decimal, boolean in lower case); undefined: no header. */
function headerText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' && Number.isFinite(value) && (!Number.isInteger(value) || Number.isSafeInteger(value))) return String(value);
  return undefined;
}

/** The `Mcp-Param-*` headers (lower-case names) a client sends with a call of a tool that declares `declarations`. */
export function paramHeaders(declarations: readonly HeaderDeclaration[], args: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of declarations) {
    const text = headerText(argumentAt(args, d.path));
    if (text !== undefined) out[paramHeaderName(d).toLowerCase()] = encodeHeaderValue(text);
  }
  return out;
}

/**
 * Why a call's `Mcp-Param-*` headers disagree with its arguments, or undefined when they mirror them. For every
 * declared parameter the body carries, its header must be present (unless `requirePresent` is false: the caller may
 * have built its headers from another definition of the tool) and decode to the same value (an integer compared as a
 * number). A parameter the body leaves out or sets to null needs no header.
 */
export function paramHeaderProblem(
  header: (name: string) => string | undefined,
  declarations: readonly HeaderDeclaration[],
  args: unknown,
  options: { requirePresent?: boolean } = {},
): string | undefined {
  for (const d of declarations) {
    const raw = argumentAt(args, d.path);
    const text = raw === null ? undefined : headerText(raw);
    if (text === undefined) continue;
    const name = paramHeaderName(d);
    const where = d.path.join('.');
    const given = header(name.toLowerCase());
    if (given === undefined) {
      if (options.requirePresent === false) continue;
      return `the body carries ${where}=${JSON.stringify(raw)} but the ${name} header is absent`;
    }
    const decoded = decodeHeaderValue(given);
    if (decoded === undefined) return `the ${name} header carries an invalid Base64 sentinel value`;
    const same = d.type === 'integer' && typeof raw === 'number' && DECIMAL.test(decoded) ? Number(decoded) === raw : decoded === text;
    if (!same) return `the ${name} header says ${JSON.stringify(decoded)} but the body carries ${where}=${JSON.stringify(raw)}`;
  }
  return undefined;
}

/**
 * The headers of a call the proxy forwards (lower-case names), with the mirrored ones made to match the arguments it
 * sends: every header a declaration of the tool names is dropped, then set again from the forwarded arguments. After a
 * translated rename the client's headers mirror the old call; the server checks them against the new one.
 * `Mcp-Param-*` headers no declaration names are left as they are (an intermediary forwards what it does not know).
 */
export function rewriteParamHeaders(headers: Readonly<Record<string, string>>, declarations: readonly HeaderDeclaration[], args: unknown): Record<string, string> {
  const declared = new Set(declarations.map((d) => paramHeaderName(d).toLowerCase()));
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (!declared.has(k.toLowerCase())) out[k] = v;
  return Object.assign(out, paramHeaders(declarations, args));
}

/** The `Mcp-Param-*` headers of a request (lower-case names), to pass on. */
export function isParamHeader(name: string): boolean {
  return name.toLowerCase().startsWith(PARAM_PREFIX);
}

/**
 * The declarations as a client built its headers before an approved rename of parameters (`moves`: from → to, at the
 * top level, as the proxy translates them): the same headers, read from the old argument names.
 */
export function declarationsBeforeMoves(declarations: readonly HeaderDeclaration[], moves: ReadonlyArray<{ from: string; to: string }>): HeaderDeclaration[] {
  const back = new Map(moves.map((m) => [m.to, m.from]));
  return declarations.map((d) => (d.path.length && back.has(d.path[0]!) ? { ...d, path: [back.get(d.path[0]!)!, ...d.path.slice(1)] } : d));
}
