import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { isObject, type JsonObject } from '../util/json.js';
import { VERSION } from '../version.js';
import { DISCOVER_ERA_VERSION, INITIALIZE_ERA_VERSION } from '../model/protocol.js';

/**
 * The two eras of MCP the gate speaks.
 * - `initialize`: revisions up to 2025-11-25, opened with the `initialize` handshake (sessions over HTTP).
 * - `discover`: revision 2026-07-28, no handshake: `server/discover`, then every request carries the protocol
 *   version, client info and capabilities in `params._meta` (and, over HTTP, in headers); no sessions.
 */
export type Era = 'initialize' | 'discover';
export const ERAS: readonly Era[] = ['initialize', 'discover'];

/** The era a revision belongs to: 2026-07-28 and later are stateless. */
export function eraOf(protocolVersion: string | undefined): Era {
  return protocolVersion !== undefined && protocolVersion >= DISCOVER_ERA_VERSION ? 'discover' : 'initialize';
}

export const META_PROTOCOL_VERSION = 'io.modelcontextprotocol/protocolVersion';
export const META_CLIENT_INFO = 'io.modelcontextprotocol/clientInfo';
export const META_CLIENT_CAPABILITIES = 'io.modelcontextprotocol/clientCapabilities';
export const META_SERVER_INFO = 'io.modelcontextprotocol/serverInfo';

/** JSON-RPC error a discover-era server answers when it does not speak the requested revision. */
export const UNSUPPORTED_PROTOCOL_VERSION = -32022;

export const CLIENT_INFO = { name: 'mcp-contract-gate', version: VERSION };

/** The `clientInfo` the gate sends: its own, or under another client's name (a principal's `client-name`). */
export function clientInfo(clientName?: string): { name: string; version: string } {
  return clientName === undefined ? CLIENT_INFO : { ...CLIENT_INFO, name: clientName };
}

/** The `_meta` every discover-era request carries. */
export function requestEnvelope(clientCapabilities: JsonObject, clientName?: string): JsonObject {
  return { [META_PROTOCOL_VERSION]: DISCOVER_ERA_VERSION, [META_CLIENT_INFO]: clientInfo(clientName), [META_CLIENT_CAPABILITIES]: clientCapabilities };
}

/** A discover-era server refused our revision (it said so with the spec's error): the message quotes what it supports. */
export class VersionRefused extends Error {
  constructor(
    readonly supported: string[],
    readonly requested: string,
    serverMessage: string,
  ) {
    super(
      `the server does not speak MCP ${requested} (it supports ${supported.length ? supported.join(', ') : 'no version it named'}; the server said: ${serverMessage})` +
        (supported.some((v) => eraOf(v) === 'initialize') ? `; set protocol: ${INITIALIZE_ERA_VERSION} for this server` : ''),
    );
  }
}

/** The versions a -32022 error names (`data.supported`), or undefined when `err` is not that error. */
export function refusal(err: unknown): VersionRefused | undefined {
  if (!(err instanceof McpError) || err.code !== UNSUPPORTED_PROTOCOL_VERSION) return undefined;
  const data = isObject(err.data) ? err.data : {};
  const supported = Array.isArray(data.supported) ? data.supported.filter((v): v is string => typeof v === 'string') : [];
  const requested = typeof data.requested === 'string' ? data.requested : DISCOVER_ERA_VERSION;
  return new VersionRefused(supported, requested, err.message.replace(/^MCP error -?\d+: /, ''));
}

/**
 * Whether an answer to `server/discover` means "an initialize-era server" (fall back to `initialize`), per the
 * spec's backward-compatibility rule: any JSON-RPC error that does not come from a discover-era server. A version
 * refusal is a discover-era answer; a closed connection or a timeout is no answer at all.
 */
export function isLegacyAnswer(err: unknown): boolean {
  if (!(err instanceof McpError)) return false;
  if (err.code === UNSUPPORTED_PROTOCOL_VERSION) return false;
  return err.code !== ErrorCode.ConnectionClosed && err.code !== ErrorCode.RequestTimeout;
}
