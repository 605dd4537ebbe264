import { readSseEvents, shortBody } from '../mcp-client/http-body.js';
import { isObject, type JsonObject } from '../util/json.js';
import type { ListenOptions } from './listener.js';
import { newEnforcer, PROXY_PAGE_TIMEOUT_MS, WireIds, withSubscriptionId, type JudgeOptions } from './core.js';
import type { Enforcer } from './enforcer.js';
import { idKey, type JsonRpcMessage } from './messages.js';
import { noteRepair, readMessage, refused, uncorrelated, type WireContext } from './wire.js';

/**
 * The HTTP proxy's sessions (http.ts): each its own judgement and its own id space on the server's leg, the proxy's
 * own requests under it, and how an answer of the server's is tied to the one request it answers.
 */

/** Sessions whose judgement the proxy keeps at once; past that the least recently used is forgotten (and re-lists). */
export const MAX_PROXY_SESSIONS = 1000;
/** Requests of one session forwarded and not yet answered that the proxy keeps (for a stream resumed later); past that the oldest is forgotten. */
export const MAX_OPEN_REQUESTS = 10_000;

export interface HttpProxyOptions extends JudgeOptions, ListenOptions {
  /** The server's Streamable HTTP endpoint, and the headers every request to it carries (they win over the client's). */
  upstream: string;
  headers: Record<string, string>;
  log: (text: string) => void;
  /**
   * The proxy's own OAuth session with the server (upstream-auth.ts), when the config gives the entry `auth`: every
   * request goes through it, carrying the proxy's token, and the client's Authorization is never sent on.
   */
  upstreamFetch?: typeof fetch;
}

/**
 * One session's judgement (the stateless 2026 era shares the one under ''), the headers of its latest request, and
 * its id space on the server's leg: every request forwarded goes under an id of the session's WireIds, and `open`
 * holds the client's id of each one not yet answered (an answer is tied to a request by that exact id, once).
 */
export interface SessionState {
  enforcer: Enforcer;
  headers: Record<string, string>;
  ids: WireIds;
  open: Map<string, JsonRpcMessage['id']>;
  /** The open requests by the client's id (idKey): a client's notifications/cancelled names its own id. */
  byClient: Map<string, string>;
}

/** Which answers a stream of the server's may carry: those of one POST's requests (its ids), or, on a GET resuming a stream, any still open. */
export type Answers = Set<string> | 'resumed' | 'none';

/** What every step of the proxy works with: the options, the upstream (credentials taken out) and the sessions. */
export interface ProxyContext {
  o: HttpProxyOptions;
  /** The server's endpoint without userinfo. */
  upstream: URL;
  /** The headers every request to the server carries (a URL's credentials as a Basic Authorization among them). */
  configured: Record<string, string>;
  /** An error's text with the upstream URL (and its query) taken out: they may carry credentials. */
  reason: (err: Error) => string;
  sessions: Map<string, SessionState>;
  /** The most one message may carry, either way. */
  limit: number;
  /** Where refusals of unreadable messages are logged and audited. */
  wire: WireContext;
  /** How requests reach the server: the OAuth session's fetch, or the redirect policy's alone. */
  fetch: typeof fetch;
}

/** The session's state (created on first use); the least recently used is forgotten past MAX_PROXY_SESSIONS. */
export function sessionFor(ctx: ProxyContext, key: string): SessionState {
  const { sessions } = ctx;
  const s = sessions.get(key);
  if (s) {
    sessions.delete(key); // most recently used last
    sessions.set(key, s);
    return s;
  }
  const state: SessionState = { headers: {}, enforcer: undefined as unknown as Enforcer, ids: new WireIds(), open: new Map(), byClient: new Map() };
  state.enforcer = newEnforcer(ctx.o, (method, params) => ownRequest(ctx, state, method, params));
  sessions.set(key, state);
  if (sessions.size > MAX_PROXY_SESSIONS) sessions.delete(sessions.keys().next().value!);
  return state;
}

/** The proxy's own request (a tools/list page), with the session's headers; the answer may be JSON or SSE. */
async function ownRequest(ctx: ProxyContext, state: SessionState, method: string, params: JsonObject): Promise<JsonRpcMessage> {
  const id = state.ids.own();
  const headers: Record<string, string> = { ...state.headers, 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  delete headers['mcp-name'];
  delete headers['last-event-id'];
  for (const k of Object.keys(headers)) if (k.startsWith('mcp-param-')) delete headers[k]; // the client call's mirrored arguments
  if (headers['mcp-method'] !== undefined) headers['mcp-method'] = method;
  const signal = AbortSignal.timeout(PROXY_PAGE_TIMEOUT_MS);
  const response = await ctx.fetch(ctx.upstream, { method: 'POST', headers, body: JSON.stringify({ jsonrpc: '2.0', id, method, params }), signal }).catch((err: Error) => {
    throw new Error(`${method} to the server failed: ${ctx.reason(err)}`);
  });
  if (!response.ok) throw new Error(`${method} to the server failed: HTTP ${response.status} ${shortBody((await readCapped(response, ctx.limit).catch(() => Buffer.alloc(0))).toString('utf8'))}`);
  let answer: JsonRpcMessage | undefined;
  // read strictly, like every answer: the listing the proxy judges is one it could read
  const take = (input: Buffer | string) => {
    const { read, refusal } = readMessage(input, 'server');
    if (refusal) {
      refused(ctx.wire, 'server', refusal);
      if (refusal.id === id) throw new Error(`${method}: the server's answer could not be read: ${refusal.reason}`);
      return;
    }
    if (read.repaired) noteRepair(ctx.wire, read.repaired);
    for (const { msg: m } of read.items) {
      if (!m) continue;
      if (m.id === id && m.method === undefined) answer = m;
      else if (m.method !== undefined && m.id === undefined) state.enforcer.fromServer(m); // a list_changed on the way makes the listing stale
    }
  };
  if (isEventStream(response)) {
    await readSseEvents(
      response.body!,
      (event) => {
        if (event.data) take(event.data);
        return answer !== undefined;
      },
      ctx.limit,
    );
  } else take(await readCapped(response, ctx.limit));
  if (!answer) throw new Error(`${method}: the server's answer carried no JSON-RPC response`);
  return answer;
}

/** A request no longer open (answered, or the oldest past MAX_OPEN_REQUESTS). */
export function forget(state: SessionState, wire: string): void {
  const clientId = state.open.get(wire);
  state.open.delete(wire);
  if (state.byClient.get(idKey(clientId)) === wire) state.byClient.delete(idKey(clientId));
}

/**
 * A server's message judged. An answer is passed on only when its id is, exactly, one the session gave a request it
 * forwarded that is still open and that this stream may answer (`toLocal`): then with the client's id restored.
 * Any other answer is dropped (undefined), logged and audited as uncorrelated.
 */
export function fromServer(ctx: ProxyContext, state: SessionState, m: unknown, toLocal: Answers): unknown {
  if (!isObject(m)) return m;
  const msg = m as JsonRpcMessage;
  if (msg.method !== undefined || msg.id === undefined) return msg.id === undefined ? state.enforcer.fromServerNotice(msg, (w) => state.open.get(w)) : state.enforcer.fromServer(msg);
  const wire = msg.id;
  const mine = typeof wire === 'string' && state.open.has(wire) && (toLocal === 'resumed' || (toLocal !== 'none' && toLocal.has(wire)));
  if (!mine) {
    uncorrelated(ctx.wire, wire);
    return undefined;
  }
  const clientId = state.open.get(wire);
  forget(state, wire);
  if (toLocal instanceof Set) toLocal.delete(wire);
  return withSubscriptionId({ ...state.enforcer.fromServer(msg), id: clientId } as JsonRpcMessage, wire, clientId);
}

export function isEventStream(r: Response): boolean {
  return (r.headers.get('content-type') ?? '').includes('text/event-stream') && r.body !== null;
}

/** A (non-stream) answer's body, at most one message's worth. */
export async function readCapped(response: Response, limit: number): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let seen = 0;
  for await (const c of response.body as unknown as AsyncIterable<Uint8Array>) {
    seen += c.byteLength;
    if (seen > limit) {
      await response.body.cancel().catch(() => {});
      throw new Error(`the server's answer was larger than the limit of ${limit} bytes (--max-message-size)`);
    }
    chunks.push(c);
  }
  return Buffer.concat(chunks);
}
