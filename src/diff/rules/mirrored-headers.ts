import { hasPropertyPath, isHeaderToken, PARAM_HEADER_TYPES, paramHeaderName, scanParamHeaders, X_MCP_HEADER, type HeaderDeclaration } from '../../contract/param-headers.js';
import { isObject, jsonEqual, type JsonObject, type JsonValue } from '../../util/json.js';
import type { NodePair, ToolPair } from '../rule.js';
import type { SecurityFlag } from '../types.js';

/**
 * Parameters mirrored into HTTP headers (`x-mcp-header`, MCP 2026-07-28, SEP-2243): shared by param-header-added,
 * -removed, -renamed and -invalid, each reporting its own case. A 2026-07-28 client calling over Streamable HTTP sends
 * the argument a second time, as `Mcp-Param-{Name}`, for gateways and load balancers to route, rate-limit or
 * authorise on; a 2025-era client (and any client over stdio) ignores the annotation. The annotation changes no value
 * a call may carry, so no call breaks because of it, but what the intermediaries see changes.
 */

/** The sentence every finding ends with: how the two eras read the change. */
export const ERAS_NOTE = '2025-era clients and clients over stdio ignore the annotation';

/** An annotation value as a message shows it: a header name, or the JSON of anything else, control characters escaped. */
export function headerText(value: JsonValue | null | undefined): string {
  if (typeof value === 'string') return isHeaderToken(value) ? paramHeaderName({ header: value }) : `'${JSON.stringify(value).slice(1, -1)}'`;
  return value === undefined || value === null ? '(none)' : JSON.stringify(value);
}

/** The node's own annotation (or that of the first union alternative that carries one), and where it is written. */
function annotationOf(view: NodePair['before']): { value: JsonValue; pointer: string } | undefined {
  for (const n of [view.node, ...view.alternatives]) if (Object.hasOwn(n.schema, X_MCP_HEADER)) return { value: n.schema[X_MCP_HEADER] as JsonValue, pointer: `${n.pointer}/${X_MCP_HEADER}` };
  return undefined;
}

/** How a parameter's annotation changed between the two nodes of a pair (request schemas only: it means nothing in an output). */
export type NodeHeaderChange = ({ kind: 'added'; after: JsonValue } | { kind: 'removed'; before: JsonValue } | { kind: 'renamed'; before: JsonValue; after: JsonValue }) & {
  /** Where the annotation is written (in the new node; in the old one when it was removed). */
  pointer: string;
};

/**
 * Whether a client can mirror the annotation as the node has it, judged on the node alone: a header name that is a
 * token, on a string, integer or boolean property written where a chain of `properties` keys reaches it (not in an
 * `allOf` branch the walker merged, not behind a `$ref`). The rest of the spec's rules (a name declared twice) need
 * the whole tool: param-header-invalid reads them.
 */
export function mirrorable(view: NodePair['after'], value: JsonValue): boolean {
  const { schema, pointer, root, rootPointer } = view.node;
  if (!isHeaderToken(value) || typeof schema.type !== 'string' || !PARAM_HEADER_TYPES.includes(schema.type)) return false;
  if (rootPointer !== '/inputSchema' || !pointer.startsWith(`${rootPointer}/`)) return false;
  const path = pointer.slice(rootPointer.length + 1).split('/');
  if (path.length % 2 !== 0 || path.some((token, i) => i % 2 === 0 && token !== 'properties')) return false;
  let node: unknown = root;
  for (const token of path) node = isObject(node) ? node[token.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return node === schema;
}

/** "x-mcp-header … on 'p', which clients cannot mirror": a finding whose annotation breaks the spec. */
export function unusable(value: JsonValue, parameter: string, verb: string): string {
  return `x-mcp-header ${headerText(value)} ${verb} ${parameter ? `'${parameter}'` : 'the schema root'}, which 2026-07-28 clients over Streamable HTTP cannot mirror: they reject the whole tool (see param-header-invalid; ${ERAS_NOTE})`;
}

export function nodeHeaderChange(pair: NodePair): NodeHeaderChange | undefined {
  if (pair.direction !== 'request') return undefined;
  const x = annotationOf(pair.before);
  const y = annotationOf(pair.after);
  if (jsonEqual(x?.value, y?.value)) return undefined;
  if (x === undefined) return { kind: 'added', after: y!.value, pointer: y!.pointer };
  if (y === undefined) return { kind: 'removed', before: x.value, pointer: x.pointer };
  return { kind: 'renamed', before: x.value, after: y.value, pointer: y.pointer };
}

/**
 * Annotations that came or went with their parameter (a new parameter mirrored into a header, a removed one that was):
 * the schema walker compares only parameters present on both sides, so these are found on the whole tool. When both
 * sides have such parameters, one may be the other renamed (the walker's pairing then reports the header on the
 * renamed node), so none of them is reported here: a parameter-level finding names the parameter in either case.
 */
export function headersWithParameters({ before, after }: ToolPair): { added: HeaderDeclaration[]; removed: HeaderDeclaration[] } {
  const sa = scanParamHeaders(before.inputSchema);
  const sb = scanParamHeaders(after.inputSchema);
  const added = sb.declarations.filter((d) => !hasPropertyPath(before.inputSchema, d.path));
  const removed = sa.declarations.filter((d) => !hasPropertyPath(after.inputSchema, d.path));
  return added.length && removed.length ? { added: [], removed: [] } : { added, removed };
}

/** The pointer of a declaration's annotation in a tool. */
export function declarationPointer(d: HeaderDeclaration): string {
  return `/inputSchema${d.path.map((p) => `/properties/${p.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')}/${X_MCP_HEADER}`;
}

/** Words in a parameter's name, description or header that mark a secret or personal data. */
const SECRET_NAME =
  /^(?!.*(?:page|next|prev|previous|continuation|cursor|sync|pagination|resume)[_-]?token)(?:.*[_-])?(?:token|secret|password|passwd|passphrase|pwd|api[_-]?key|apikey|access[_-]?key|private[_-]?key|secret[_-]?key|client[_-]?secret|credentials?|auth|authorization|bearer|cookie|session[_-]?id|otp|pin|ssn|social[_-]?security(?:[_-]number)?|date[_-]?of[_-]?birth|dob|birth[_-]?date|email(?:[_-]address)?|phone(?:[_-]number)?|mobile(?:[_-]number)?|credit[_-]?card(?:[_-]number)?|card[_-]?number|cvv|cvc|iban|passport(?:[_-]number)?|tax[_-]?id)(?:[_-].*)?$/i;
const SECRET_TEXT =
  /\b(?:api[ -]?key|access[ -]?token|bearer[ -]token|auth(?:entication|orization)?[ -]token|refresh[ -]token|secret[ -]key|client[ -]secret|private[ -]key|password|passphrase|credentials?|session[ -]cookie|social[ -]security[ -]number|date[ -]of[ -]birth|credit[ -]card[ -]number|card[ -]number|passport[ -]number|personal(?:ly)?[ -]identifiable|PII|e-?mail[ -]address|phone[ -]number)\b/i;

/** Camel case split into snake words, so `apiKey` reads as `api_key`. */
function words(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2');
}

/**
 * Why a mirrored parameter looks like a secret or personal data (its name, description or header name says so), or
 * undefined. The spec: servers should not mirror such values, since headers are seen, and often logged, by every
 * intermediary on the way.
 */
export function secretEvidence(name: string, schema: unknown, header: JsonValue): string | undefined {
  if (SECRET_NAME.test(words(name))) return `parameter name '${name}'`;
  if (typeof header === 'string' && SECRET_NAME.test(words(header))) return `header name '${header}'`;
  const description = isObject(schema) && typeof schema.description === 'string' ? schema.description : undefined;
  const hit = description ? SECRET_TEXT.exec(description) : null;
  return hit ? `description says '${hit[0]}'` : undefined;
}

/** The flag a mirrored secret carries (high confidence: it blocks by default until approved, policy.block-flags). */
export function secretFlag(parameter: string, schema: unknown, header: JsonValue, tool: string): SecurityFlag[] {
  const evidence = secretEvidence(parameter.split('.').at(-1) ?? parameter, schema, header);
  if (!evidence) return [];
  return [
    {
      id: 'secret-in-header',
      message: `parameter '${parameter}' of '${tool}' looks like a secret or personal data (${evidence}) and is mirrored into the HTTP header ${headerText(header)}, which every proxy, gateway and log on the way sees`,
      confidence: 'high',
      family: 'mirrored-secret',
      evidence,
    },
  ];
}

/** The schema of a declaration's parameter in an input schema. */
export function declaredSchema(inputSchema: JsonObject | undefined, d: HeaderDeclaration): unknown {
  let node: unknown = inputSchema;
  for (const p of d.path) node = isObject(node) && isObject(node.properties) ? node.properties[p] : undefined;
  return node;
}

/** A new tool's mirrored parameters that look like secrets or personal data (flags for its tool-added finding). */
export function newToolHeaderFlags(tool: { name: string; inputSchema?: JsonObject }): SecurityFlag[] {
  return scanParamHeaders(tool.inputSchema).declarations.flatMap((d) => secretFlag(d.path.join('.'), declaredSchema(tool.inputSchema, d), d.header, tool.name));
}
