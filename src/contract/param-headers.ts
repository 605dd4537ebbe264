import { isObject, type JsonObject, type JsonValue } from '../util/json.js';
import { MAX_SCHEMA_DEPTH } from '../util/limits.js';
import { SCHEMA_ARRAY_VALUED, SCHEMA_MAP_VALUED, SCHEMA_VALUED } from './schema-keywords.js';

/**
 * MCP 2026-07-28 (SEP-2243, Streamable HTTP "Custom Headers from Tool Parameters"): a tool may mark a parameter of its
 * `inputSchema` with `x-mcp-header: "Region"`, and a client calling it over Streamable HTTP must then mirror that
 * argument into an `Mcp-Param-Region` header, so gateways and load balancers can route on it. The spec's constraints
 * on the annotation, and what breaking one does (a conforming client drops the whole tool from its `tools/list`), are
 * read here, once, for the diff rules, the proxy and the discovery client.
 *
 * The TypeScript SDK v2 implements the same scan (`scanXMcpHeaderDeclarations`) but does not export it; this follows
 * its reading of the spec (the same keywords count as "not statically reachable", a `type` must be one of the
 * permitted strings), and reports every problem rather than the first, so a diff can say which one is new.
 */

/** The schema-extension keyword. */
export const X_MCP_HEADER = 'x-mcp-header';
/** The fixed prefix of a mirrored parameter's header name. */
export const PARAM_HEADER_PREFIX = 'Mcp-Param-';
/** The `type`s a mirrored parameter may have (`number` is explicitly not permitted). */
export const PARAM_HEADER_TYPES: readonly string[] = ['string', 'integer', 'boolean'];

/** RFC 9110 section 5.1 `token` (`1*tchar`): no space, no control character, no delimiter. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** Whether `value` may name a header: an RFC 9110 token. */
export function isHeaderToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN.test(value);
}

/** One parameter mirrored into a header: the chain of `properties` keys that reaches it, its header name and type. */
export interface HeaderDeclaration {
  /** Property names from the schema root (`['filter', 'region']` for `filter.region`). */
  path: string[];
  /** The `x-mcp-header` value (the header is `Mcp-Param-{header}`). */
  header: string;
  type: string;
}

/** Which of the spec's constraints an annotation breaks. */
export type HeaderProblemKind = 'not-a-string' | 'empty' | 'control-character' | 'not-a-token' | 'type' | 'duplicate' | 'unreachable';

export interface HeaderProblem {
  kind: HeaderProblemKind;
  /** JSON Pointer of the annotated node inside the input schema (`/properties/token`). */
  pointer: string;
  /** The node's place as a reviewer reads it: `token`, `filter.region`, `items[] under 'tags'`. */
  where: string;
  /** The annotation's value as written. */
  value: JsonValue;
  /** The spec's reason, one phrase: `'Auth\r\n…' contains CR/LF or another control character`. */
  reason: string;
}

export interface HeaderScan {
  /** Annotations a client mirrors (valid ones), in schema order. */
  declarations: HeaderDeclaration[];
  /** Every broken constraint: any one of them makes a 2026-07-28 client over Streamable HTTP reject the whole tool. */
  problems: HeaderProblem[];
}

const EMPTY: HeaderScan = Object.freeze({ declarations: [], problems: [] }) as HeaderScan;
const cache = new WeakMap<object, HeaderScan>();

/** Keywords below which a schema is a sub-schema other than a property (where the annotation is not allowed). */
const NOT_A_PROPERTY = [...new Set([...SCHEMA_VALUED, ...SCHEMA_ARRAY_VALUED, ...SCHEMA_MAP_VALUED, 'dependencies'])].filter((k) => k !== 'properties');

function escapeToken(t: string): string {
  return t.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** A value quoted for a reason, control characters shown (`\r`, `\n`, `\u0000`). */
function quoted(value: JsonValue): string {
  return typeof value === 'string' ? `'${JSON.stringify(value).slice(1, -1)}'` : JSON.stringify(value);
}

/** Whether a schema uses the annotation anywhere (cheap: no allocation, stops at the first). */
function mentions(node: unknown, depth: number): boolean {
  if (typeof node !== 'object' || node === null || depth > MAX_SCHEMA_DEPTH) return false;
  if (Array.isArray(node)) return node.some((x) => mentions(x, depth + 1));
  for (const key in node) {
    if (key === X_MCP_HEADER) return true;
    if (mentions((node as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

/**
 * The `x-mcp-header` annotations of a tool's input schema: the parameters a client mirrors, and every problem that
 * makes the tool invalid for a 2026-07-28 client over Streamable HTTP. Pure; kept per schema object.
 */
export function scanParamHeaders(inputSchema: unknown): HeaderScan {
  if (!isObject(inputSchema)) return EMPTY;
  const hit = cache.get(inputSchema);
  if (hit) return hit;
  const scan = mentions(inputSchema, 0) ? walk(inputSchema) : EMPTY;
  cache.set(inputSchema, scan);
  return scan;
}

/** What kind of keyword took a node off the properties chain, for the reason a reviewer reads. */
function kindOf(keyword: string): string {
  if (['items', 'prefixItems', 'contains', 'additionalItems', 'unevaluatedItems'].includes(keyword)) return 'an array keyword';
  if (['allOf', 'anyOf', 'oneOf', 'not'].includes(keyword)) return 'a composition keyword';
  if (['if', 'then', 'else', 'dependentSchemas', 'dependencies'].includes(keyword)) return 'a conditional keyword';
  if (keyword === '$defs' || keyword === 'definitions') return 'a definition (reached only by $ref)';
  return 'a keyword other than properties';
}

function walk(root: JsonObject): HeaderScan {
  const declarations: HeaderDeclaration[] = [];
  const problems: HeaderProblem[] = [];
  const seen = new Map<string, { header: string; where: string }>();
  // `path`: the properties chain, while the walk is on it; `via`: the keyword that took it off; `where`: a reader's label
  const visit = (node: unknown, pointer: string, path: string[], via: string | undefined, where: string, depth: number): void => {
    if (!isObject(node) || depth > MAX_SCHEMA_DEPTH) return;
    if (Object.hasOwn(node, X_MCP_HEADER)) {
      const value = node[X_MCP_HEADER] as JsonValue;
      const shown = where || 'the schema root';
      const problem = (kind: HeaderProblemKind, reason: string) => problems.push({ kind, pointer: `${pointer}/${X_MCP_HEADER}`, where: shown, value, reason });
      const type = typeof node.type === 'string' ? node.type : undefined;
      if (via !== undefined) problem('unreachable', `'${shown}' is reachable only through ${via} (${kindOf(via)}), not by a chain of 'properties' keys from the root`);
      else if (path.length === 0) problem('unreachable', 'it sits on the schema root, not on a parameter');
      else if (typeof value !== 'string') problem('not-a-string', `the value ${quoted(value)} on '${shown}' is not a string`);
      else if (value === '') problem('empty', `the header name on '${shown}' is empty`);
      else if (/[\x00-\x1f\x7f]/.test(value)) problem('control-character', `the header name ${quoted(value)} on '${shown}' contains CR/LF or another control character`);
      else if (!TOKEN.test(value)) problem('not-a-token', `the header name ${quoted(value)} on '${shown}' is not an RFC 9110 token (no spaces, non-ASCII characters or delimiters)`);
      else if (type === undefined || !PARAM_HEADER_TYPES.includes(type)) {
        const given = type !== undefined ? `type '${type}'` : node.type === undefined ? 'no type' : `type ${JSON.stringify(node.type)} (not a single type name)`;
        problem('type', `parameter '${shown}' has ${given}; only a string, integer or boolean parameter may be mirrored${type === 'number' ? ' (number is explicitly not permitted)' : ''}`);
      } else {
        const prior = seen.get(value.toLowerCase());
        if (prior) problem('duplicate', `the header name '${value}' of '${shown}' duplicates, ignoring case, '${prior.header}' of '${prior.where}'`);
        else {
          seen.set(value.toLowerCase(), { header: value, where: shown });
          declarations.push({ path, header: value, type });
        }
      }
    }
    if (isObject(node.properties))
      for (const [name, child] of Object.entries(node.properties)) visit(child, `${pointer}/properties/${escapeToken(name)}`, [...path, name], via, where ? `${where}.${name}` : name, depth + 1);
    for (const keyword of NOT_A_PROPERTY) {
      const sub = node[keyword];
      if (sub === undefined) continue;
      const off = via ?? keyword;
      const label = (suffix: string) => (keyword === 'items' || keyword === 'prefixItems' ? `${where}${suffix || '[]'}` : `${where}<${keyword}${suffix}>`);
      if (Array.isArray(sub)) sub.forEach((s, i) => visit(s, `${pointer}/${keyword}/${i}`, path, off, label(`[${i}]`), depth + 1));
      else if (SCHEMA_MAP_VALUED.has(keyword) || keyword === 'dependencies') {
        if (isObject(sub)) for (const [k, s] of Object.entries(sub)) visit(s, `${pointer}/${keyword}/${escapeToken(k)}`, path, off, label(`/${k}`), depth + 1);
      } else visit(sub, `${pointer}/${keyword}`, path, off, label(''), depth + 1);
    }
  };
  visit(root, '', [], undefined, '', 0);
  return { declarations, problems };
}

/** The header a declaration is sent in: `Mcp-Param-Region`. */
export function paramHeaderName(declaration: Pick<HeaderDeclaration, 'header'>): string {
  return `${PARAM_HEADER_PREFIX}${declaration.header}`;
}

/** Whether `schema` has a property at `path`, following `properties` only (the spec's static reachability). */
export function hasPropertyPath(schema: unknown, path: readonly string[]): boolean {
  let node: unknown = schema;
  for (const name of path) {
    if (!isObject(node) || !isObject(node.properties) || !Object.hasOwn(node.properties, name)) return false;
    node = node.properties[name];
  }
  return true;
}
