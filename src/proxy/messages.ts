import type { JsonObject } from '../util/json.js';

/** The JSON-RPC vocabulary every part of the proxy speaks: a message, an id as a map key, the proxy's own error codes. */

export type JsonRpcMessage = JsonObject & { jsonrpc?: string; id?: string | number | null; method?: string; params?: JsonObject; result?: JsonObject; error?: JsonObject };

/** A JSON-RPC id of any JSON type, as a map key (1 and "1" stay apart; an object id is matched by its text). */
export function idKey(id: unknown): string {
  return JSON.stringify(id) ?? 'undefined';
}

/** JSON-RPC error code of a refused call (implementation-defined server error range). */
export const CONTRACT_DRIFT_ERROR = -32010;

/** JSON-RPC "invalid params": a tools/call whose name is not a string is never sent on (the server might read it otherwise). */
export const INVALID_PARAMS = -32602;
