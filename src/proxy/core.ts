import { randomBytes } from 'node:crypto';
import { DEFAULT_LIST_LIMITS, listPages, type PageRequest } from '../mcp-client/list-raw.js';
import { isObject, type JsonObject } from '../util/json.js';
import type { ContractChecker } from '../app/contract-checker.js';
import { Enforcer, type AuditLine } from './enforcer.js';
import type { JsonRpcMessage } from './messages.js';
import { SurfaceGuard } from './surfaces.js';
import { type Enforce } from '../model/config.js';
import type { WireAuditLine } from './wire.js';
export { withSubscriptionId } from './paths.js';

/**
 * What the stdio and the HTTP proxy share: the judgement (one `Enforcer` over one `ContractChecker`), the proxy's own
 * paginated `tools/list`, and how a failure to judge is answered. The two differ only in how a message travels.
 */

/** How long the proxy waits for one page of its own tools/list. */
export const PROXY_PAGE_TIMEOUT_MS = 30_000;

/** The prefix of the ids of the proxy's own requests to the server. */
export const OWN_ID_PREFIX = 'mcp-contract-gate-proxy:';

/**
 * The proxy's id space on the server's leg: every request the proxy sends the server (the client's, and its own)
 * goes with an id of this, opaque and never reused (a random prefix per session and a counter), and an answer is
 * tied to a request only by that exact string. So a server cannot answer a request it was not sent, nor answer one
 * twice, nor answer one with an id a client would read as another's (`"2"`, `"2.0"`, `" 2"` for 2).
 */
export class WireIds {
  private n = 0;
  private readonly nonce = randomBytes(12).toString('base64url');
  /** The id of a client's request, forwarded. */
  next(): string {
    return `mcg:${this.nonce}:${++this.n}`;
  }
  /** The id of one of the proxy's own requests. */
  own(): string {
    return `${OWN_ID_PREFIX}${this.nonce}:${++this.n}`;
  }
}

/** JSON-RPC "internal error": the proxy could not check a call, or could not reach the server. */
export const PROXY_INTERNAL_ERROR = -32603;
/** JSON-RPC error of a request in flight when the server ended (or could not start): "connection closed", as the SDK names it. */
export const SERVER_GONE_ERROR = -32000;

export interface JudgeOptions {
  checker: ContractChecker;
  enforce: Enforce;
  /** The audit log: a line per call, per withheld tool, and per message refused (or repaired) as unreadable. */
  audit: (line: AuditLine | WireAuditLine) => void;
  /** Where withheld tools are logged, once per listing. */
  log?: (text: string) => void;
  /** The most one message may carry, either way (default MAX_MESSAGE_BYTES, util/limits). */
  maxMessageBytes?: number;
  /** What the proxy writes to a client in its own errors (a server's stderr, its exit) goes through this: the CLI's secret scrubber. */
  scrub?: (text: string) => string;
}

/** One request of the proxy's own to the server, answered by the message that carries its id. */
export type OwnRequest = (method: string, params: JsonObject) => Promise<JsonRpcMessage>;

/** An Enforcer whose own listing goes through `request`, page after page. */
export function newEnforcer(o: JudgeOptions, request: OwnRequest): Enforcer {
  return new Enforcer(o.checker, {
    enforce: o.enforce,
    audit: o.audit,
    ...(o.log ? { log: o.log } : {}),
    listTools: (meta) => listAllTools(request, meta),
    listPrompts: (meta) => listAllTools(request, meta, 'prompts/list', 'prompts'),
    surfaces: new SurfaceGuard(o.checker.server, o.checker.pinned, request),
  });
}

/** Every page of `tools/list` (the shared reader), with the calling request's `_meta` (its protocol version and client info; not its progress token). */
export function listAllTools(request: OwnRequest, meta: JsonObject | undefined, method: 'tools/list' | 'prompts/list' = 'tools/list', key: 'tools' | 'prompts' = 'tools'): Promise<unknown[]> {
  const own = meta ? Object.fromEntries(Object.entries(meta).filter(([k]) => k !== 'progressToken')) : {};
  const page: PageRequest = async (method, params) => {
    const answer = await request(method, params ?? {});
    if (!isObject(answer.result)) throw new Error(`${method} failed: ${JSON.stringify(answer.error ?? null)}`);
    return answer.result;
  };
  return listPages(page, method, key, {
    signal: new AbortController().signal, // each page has its own timeout (PROXY_PAGE_TIMEOUT_MS, in the transport)
    requestTimeoutMs: () => PROXY_PAGE_TIMEOUT_MS,
    limits: DEFAULT_LIST_LIMITS,
    ...(Object.keys(own).length ? { params: { _meta: own } } : {}),
  });
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

/**
 * The text of `out` when it is the message `read` (written as `text`, JSON.stringify's text of it) with only its id
 * changed and the id its first or last member: `text` with the id swapped in place. Undefined otherwise (write anew).
 */
export function idSwapped(out: JsonRpcMessage, read: JsonRpcMessage, text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const keys = Object.keys(read);
  if (Object.keys(out).length !== keys.length) return undefined;
  for (const k of keys) if (k !== 'id' && out[k] !== read[k]) return undefined;
  const from = JSON.stringify(read.id);
  const to = JSON.stringify(out.id);
  if (from === undefined || to === undefined) return undefined;
  if (keys.at(-1) === 'id' && text.endsWith(`,"id":${from}}`)) return `${text.slice(0, text.length - from.length - 1)}${to}}`;
  if (keys[0] === 'id' && text.startsWith(`{"id":${from}`)) return `{"id":${to}${text.slice(6 + from.length)}`;
  return undefined;
}
