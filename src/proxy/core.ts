import { isObject, type JsonObject } from '../util/json.js';
import type { ContractChecker } from './checker.js';
import { Enforcer, type AuditLine, type Enforce, type JsonRpcMessage } from './enforcer.js';

/**
 * What the stdio and the HTTP proxy share: the judgement (one `Enforcer` over one `ContractChecker`), the proxy's own
 * paginated `tools/list`, and how a failure to judge is answered. The two differ only in how a message travels.
 */

/** Pages the proxy follows when it lists the tools itself, and how long it waits for one. */
export const PROXY_LIST_LIMITS = { maxPages: 1000, pageTimeoutMs: 30_000 } as const;

/** The prefix of the ids of the proxy's own requests to the server. */
export const OWN_ID_PREFIX = 'mcp-contract-gate-proxy:';

/** JSON-RPC "internal error": the proxy could not check a call, or could not reach the server. */
export const PROXY_INTERNAL_ERROR = -32603;

export interface JudgeOptions {
  checker: ContractChecker;
  enforce: Enforce;
  audit: (line: AuditLine) => void;
}

/** One request of the proxy's own to the server, answered by the message that carries its id. */
export type OwnRequest = (method: string, params: JsonObject) => Promise<JsonRpcMessage>;

/** An Enforcer whose own listing goes through `request`, page after page. */
export function newEnforcer(o: JudgeOptions, request: OwnRequest): Enforcer {
  return new Enforcer(o.checker, { enforce: o.enforce, audit: o.audit, listTools: (meta) => listAllTools(request, meta) });
}

/** Every page of `tools/list`, with the calling request's `_meta` (its protocol version and client info; not its progress token). */
export async function listAllTools(request: OwnRequest, meta: JsonObject | undefined): Promise<unknown[]> {
  const own = meta ? Object.fromEntries(Object.entries(meta).filter(([k]) => k !== 'progressToken')) : undefined;
  const tools: unknown[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < PROXY_LIST_LIMITS.maxPages; page++) {
    const answer = await request('tools/list', { ...(cursor ? { cursor } : {}), ...(own && Object.keys(own).length ? { _meta: own } : {}) });
    if (!isObject(answer.result)) throw new Error(`tools/list failed: ${JSON.stringify(answer.error ?? null)}`);
    if (Array.isArray(answer.result.tools)) tools.push(...answer.result.tools);
    const next = answer.result.nextCursor;
    if (typeof next !== 'string' || next === '' || next === cursor) return tools;
    cursor = next;
  }
  return tools;
}

/** A JSON-RPC error answer from the proxy itself. */
export function proxyError(id: JsonRpcMessage['id'], message: string): JsonRpcMessage {
  return { jsonrpc: '2.0', id: id ?? null, error: { code: PROXY_INTERNAL_ERROR, message: `mcp-contract-gate proxy: ${message}` } };
}

/** The client's message judged: forward it (maybe rewritten) or answer it; a failure to judge a request is answered, never thrown. */
export async function judgeClient(enforcer: Enforcer, msg: JsonRpcMessage, log: (text: string) => void): Promise<{ forward?: JsonRpcMessage; reply?: JsonRpcMessage }> {
  try {
    return await enforcer.fromClient(msg);
  } catch (err) {
    log(`mcp-contract-gate proxy: ${(err as Error).message}\n`);
    return msg.id !== undefined ? { reply: proxyError(msg.id, `could not check the tool: ${(err as Error).message}`) } : {};
  }
}
