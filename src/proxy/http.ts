import type { IncomingMessage, ServerResponse } from 'node:http';
import { readSseEvents, shortBody } from '../mcp-client/http-body.js';
import { encodeHeaderValue } from '../mcp-client/routing-headers.js';
import { policyFetch } from '../mcp-client/redirects.js';
import { authFailureIn } from '../mcp-client/remote.js';
import { maskObtainedTokens } from './token-mask.js';
import { logSafe } from '../report/escape.js';
import { compactJson, isObject, type JsonObject } from '../util/json.js';
import { MAX_MESSAGE_BYTES } from '../util/limits.js';
import { headerRefusal, json, plain, PROXY_PATH, readRequest, startListening, type ListenOptions } from './listener.js';
import { idSwapped, judgeClient, newEnforcer, PROXY_PAGE_TIMEOUT_MS, proxyError, WireIds, withSubscriptionId, type JudgeOptions } from './core.js';
import { checkMirrored, clientParamHeaders, forwardedHeaders, headerOf } from './mirrored-headers.js';
import { idKey, type Enforcer, type JsonRpcMessage } from './enforcer.js';
import { INVALID_REQUEST, noteRepair, oversize, readMessage, refused, uncorrelated, type Refusal, type WireContext, type WireRead } from './wire.js';

/** Request headers the proxy passes from the client to the server (the configured headers are added over them; Mcp-Param-* too). */
const TO_SERVER_HEADERS = ['mcp-session-id', 'mcp-protocol-version', 'mcp-method', 'mcp-name', 'last-event-id', 'authorization', 'accept'] as const;
/** Response headers the proxy passes from the server to the client. */
const TO_CLIENT_HEADERS = ['content-type', 'mcp-session-id', 'mcp-protocol-version', 'mcp-method', 'mcp-name', 'www-authenticate', 'allow', 'cache-control', 'retry-after'] as const;
/** Sessions whose judgement the proxy keeps at once; past that the least recently used is forgotten (and re-lists). */
export const MAX_PROXY_SESSIONS = 1000;
/** Requests of one session forwarded and not yet answered that the proxy keeps (for a stream resumed later); past that the oldest is forgotten. */
export const MAX_OPEN_REQUESTS = 10_000;
/** Every request to the server goes out under the one redirect policy (never to another origin). */
const plainFetch = policyFetch();

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

/** A URL as it may be shown: no userinfo, no query, no fragment (they may carry credentials). */
export function redactUrl(text: string): string {
  try {
    const u = new URL(text);
    const hidden = u.username || u.password || u.search ? ' (credentials and query hidden)' : '';
    return `${u.origin}${u.pathname}${hidden}`;
  } catch {
    return '(an invalid URL)';
  }
}

export interface HttpProxy {
  /** Where clients connect: http://HOST:PORT/mcp */
  url: string;
  close: () => Promise<void>;
}

/**
 * One session's judgement (the stateless 2026 era shares the one under ''), the headers of its latest request, and
 * its id space on the server's leg: every request forwarded goes under an id of the session's WireIds, and `open`
 * holds the client's id of each one not yet answered (an answer is tied to a request by that exact id, once).
 */
interface SessionState {
  enforcer: Enforcer;
  headers: Record<string, string>;
  ids: WireIds;
  open: Map<string, JsonRpcMessage['id']>;
  /** The open requests by the client's id (idKey): a client's notifications/cancelled names its own id. */
  byClient: Map<string, string>;
}

/** Which answers a stream of the server's may carry: those of one POST's requests (its ids), or, on a GET resuming a stream, any still open. */
type Answers = Set<string> | 'resumed' | 'none';

/** What every step of the proxy works with: the options, the upstream (credentials taken out) and the sessions. */
interface ProxyContext {
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

/**
 * The Streamable HTTP proxy: clients POST JSON-RPC to it; each body is read strictly (wire.ts; what cannot be read is
 * answered 400 and never forwarded), each message judged by the same Enforcer as the stdio proxy, forwarded to the
 * server written anew with the configured headers, and the answer (JSON, or an SSE stream whose every message is read
 * strictly and judged on the way) relayed back. GET (the server's stream) and DELETE (end of session) are forwarded.
 * The session header, the protocol version and the 2026 era's Mcp-Method/Mcp-Name travel both ways, so either era
 * works: the proxy never speaks the handshake itself. A server that fails (5xx, unreachable) yields a JSON-RPC error.
 */
export async function startHttpProxy(o: HttpProxyOptions): Promise<HttpProxy> {
  const wire: WireContext = { server: o.checker.server, audit: o.audit, log: o.log };
  const ctx: ProxyContext = { o, ...upstreamOf(o), sessions: new Map(), limit: o.maxMessageBytes ?? MAX_MESSAGE_BYTES, wire, fetch: o.upstreamFetch ?? plainFetch };
  const { server, url } = await startListening(o, (req, res) => handleRequest(ctx, req, res));
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The upstream URL without its credentials, the headers that carry them, and the redaction of both from errors. */
function upstreamOf(o: HttpProxyOptions): Pick<ProxyContext, 'upstream' | 'configured' | 'reason'> {
  const upstream = new URL(o.upstream);
  const given = o.upstream;
  // Credentials in the URL become a Basic Authorization header (fetch refuses them in a URL); never shown anywhere.
  const basic = upstream.username || upstream.password ? `Basic ${Buffer.from(`${decodeURIComponent(upstream.username)}:${decodeURIComponent(upstream.password)}`).toString('base64')}` : undefined;
  upstream.username = '';
  upstream.password = '';
  const configured: Record<string, string> = { ...(basic && !Object.keys(o.headers).some((k) => k.toLowerCase() === 'authorization') ? { authorization: basic } : {}), ...o.headers };
  const reason = (err: Error): string => {
    const auth = authFailureIn(err);
    let text = auth ? `OAuth (${auth.step}) failed: ${auth.message}` : errorReason(err);
    for (const secret of [given, upstream.href, upstream.search].filter((x) => x.length > 1)) text = text.split(secret).join(redactUrl(upstream.href));
    return text;
  };
  return { upstream, configured, reason };
}

/** Route the MCP endpoint's methods (the listener has refused what its guard refuses), and turn a failure into a 502. */
function handleRequest(ctx: ProxyContext, req: IncomingMessage, res: ServerResponse): void {
  const { o } = ctx;
  const abort = new AbortController();
  res.on('close', () => abort.abort());
  if (o.upstreamFetch) maskObtainedTokens(res); // the proxy's tokens never reach a client, whatever the server echoes
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  const work =
    path !== PROXY_PATH
      ? Promise.resolve(plain(res, 404, `mcp-contract-gate proxy: not found; the MCP endpoint is ${PROXY_PATH}`))
      : req.method === 'POST'
        ? post(ctx, req, res, abort.signal)
        : req.method === 'GET' || req.method === 'DELETE'
          ? other(ctx, req, res, abort.signal)
          : Promise.resolve(void res.writeHead(405, { allow: 'GET, POST, DELETE' }).end());
  work.catch((err: Error) => {
    if (abort.signal.aborted) return;
    o.log(`mcp-contract-gate proxy: ${logSafe(ctx.reason(err))}\n`);
    if (!res.headersSent) plain(res, 502, `mcp-contract-gate proxy: ${o.scrub ? o.scrub(ctx.reason(err)) : ctx.reason(err)}`);
    else res.destroy();
  });
}

/** The session's state (created on first use); the least recently used is forgotten past MAX_PROXY_SESSIONS. */
function sessionFor(ctx: ProxyContext, key: string): SessionState {
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

function forwardHeaders(ctx: ProxyContext, req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of TO_SERVER_HEADERS) {
    const v = req.headers[name];
    // the proxy's own token (--auth-token), not the server's; with the proxy's OAuth session, the session's token only
    if (name === 'authorization' && (ctx.o.authToken !== undefined || ctx.o.upstreamFetch !== undefined)) continue;
    if (typeof v === 'string') out[name] = v;
  }
  Object.assign(out, clientParamHeaders(req)); // Mcp-Param-*: checked and rebuilt per call (see post)
  for (const [k, v] of Object.entries(ctx.configured)) out[k.toLowerCase()] = v;
  return out;
}

function relayHeaders(from: Response, type?: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of TO_CLIENT_HEADERS) {
    const v = from.headers.get(name);
    if (v !== null) out[name] = v;
  }
  if (type) out['content-type'] = type;
  return out;
}

/**
 * Relay an SSE stream, every event's message read strictly and judged (`toLocal` maps the ids of judged requests).
 * An event that cannot be read is answered, for the request it names, with the refusal; when the stream cannot be
 * read on (an event over the size limit), every request still open is answered so, and the stream ends.
 */
async function relayEvents(ctx: ProxyContext, response: Response, res: ServerResponse, state: SessionState, toLocal: Answers, first: JsonRpcMessage[]): Promise<void> {
  res.writeHead(response.status, relayHeaders(response, 'text/event-stream'));
  res.flushHeaders();
  const send = (head: string, m: unknown) => res.write(`${head}data: ${compactJson(m)}\n\n`);
  for (const m of first) send('event: message\n', m);
  try {
    await readSseEvents(
      response.body!,
      (event) => {
        // an event with no message (a priming event, a comment, a retry): its lines as they came, an empty data line kept
        if (event.data === undefined || event.data === '') {
          res.write(`${event.head}${event.data === '' ? 'data: \n' : ''}\n`);
          return res.destroyed;
        }
        const { read, refusal } = readMessage(event.data, 'server');
        if (refusal) {
          const answers = refusedAnswers(ctx, state, toLocal, refusal, false);
          for (const a of answers) send(event.head, a);
          return res.destroyed;
        }
        const out = judgedAnswers(ctx, state, toLocal, read);
        if (out !== undefined) send(event.head, out);
        return res.destroyed;
      },
      ctx.limit,
    );
  } catch (err) {
    if (res.destroyed) return;
    const answers = refusedAnswers(ctx, state, toLocal, { code: INVALID_REQUEST, reason: (err as Error).message }, true);
    for (const a of answers) send('event: message\n', a);
  }
  res.end();
}

/** A server's message read: judged, item by item (an item that cannot be read answered or dropped; an uncorrelated answer dropped); undefined when nothing is left. */
function judgedAnswers(ctx: ProxyContext, state: SessionState, toLocal: Answers, read: WireRead): unknown {
  if (read.repaired) noteRepair(ctx.wire, read.repaired);
  const out: unknown[] = [];
  for (const item of read.items) {
    if (item.msg) {
      const m = fromServer(ctx, state, item.msg, toLocal);
      if (m !== undefined) out.push(m);
    } else out.push(...refusedAnswers(ctx, state, toLocal, item.refusal, false));
  }
  if (!read.batch) return out[0];
  return out.length ? out : undefined;
}

/**
 * A server's message that could not be read (logged and audited once): the error that answers the client request it
 * names (judged like any answer, so a listing it answered is no longer awaited), or, with `all`, every request of the
 * POST still open; nothing when it names none.
 */
function refusedAnswers(ctx: ProxyContext, state: SessionState, toLocal: Answers, refusal: Refusal, all: boolean): JsonRpcMessage[] {
  // logged and audited under the client's id of the request it answers (the answer keeps the proxy's, to be tied to it)
  const open = typeof refusal.id === 'string' && state.open.has(refusal.id);
  const answer = refused(ctx.wire, 'server', open ? { ...refusal, id: state.open.get(refusal.id as string) ?? null } : refusal, refusal.id);
  const mine = (id: string) => state.open.has(id) && (toLocal === 'resumed' || (toLocal !== 'none' && toLocal.has(id)));
  const ids = all ? (toLocal instanceof Set ? [...toLocal] : []) : typeof refusal.id === 'string' && mine(refusal.id) ? [refusal.id] : [];
  return ids.flatMap((id) => {
    const m = fromServer(ctx, state, { ...answer, id }, toLocal);
    return m === undefined ? [] : [m as JsonRpcMessage];
  });
}

/** A POST's messages judged: replies the proxy gives itself, what goes on to the server, and the ids it was judged under. */
interface JudgedPost {
  replies: JsonRpcMessage[];
  forward: JsonRpcMessage[];
  /** The ids the requests forwarded went under (the session's `open` holds the client's id of each). */
  toLocal: Set<string>;
}

/**
 * A POST's messages judged, each request under a new id of the session's (the one it is forwarded under); a
 * notifications/cancelled names the id of the request it cancels as forwarded (none open: not sent on). A
 * notification judged as refused (an id-less call of a withheld tool) is not sent on.
 */
async function judgeIncoming(ctx: ProxyContext, state: SessionState, read: WireRead): Promise<JudgedPost> {
  const toLocal = new Set<string>();
  const replies: JsonRpcMessage[] = [];
  const forward: JsonRpcMessage[] = [];
  for (const item of read.items) {
    if (item.refusal) {
      replies.push(refused(ctx.wire, 'client', item.refusal));
      continue;
    }
    const msg = item.msg;
    if (msg.method === undefined || msg.id === undefined) {
      if (msg.method === 'notifications/cancelled' && isObject(msg.params) && 'requestId' in msg.params) {
        const wire = state.byClient.get(idKey(msg.params.requestId));
        if (wire !== undefined) forward.push({ ...msg, params: { ...msg.params, requestId: wire } });
        continue;
      }
      const judged = await judgeClient(state.enforcer, msg, ctx.o.log);
      if (judged.forward) forward.push(judged.forward);
      continue;
    }
    const wire = state.ids.next();
    const { forward: f, reply } = await judgeClient(state.enforcer, { ...msg, id: wire }, ctx.o.log);
    if (reply) replies.push({ ...reply, id: msg.id });
    if (f) {
      toLocal.add(wire);
      state.open.set(wire, msg.id);
      state.byClient.set(idKey(msg.id), wire);
      if (state.open.size > MAX_OPEN_REQUESTS) forget(state, state.open.keys().next().value!);
      forward.push({ ...f, id: wire });
    }
  }
  return { replies, forward, toLocal };
}

/** A request no longer open (answered, or the oldest past MAX_OPEN_REQUESTS). */
function forget(state: SessionState, wire: string): void {
  const clientId = state.open.get(wire);
  state.open.delete(wire);
  if (state.byClient.get(idKey(clientId)) === wire) state.byClient.delete(idKey(clientId));
}

async function post(ctx: ProxyContext, req: IncomingMessage, res: ServerResponse, abort: AbortSignal): Promise<void> {
  const body = await readRequest(req, ctx.limit);
  if (body.tooLarge) {
    const { bytes, head, exact } = body.tooLarge;
    return json(res, 413, refused(ctx.wire, 'client', oversize(bytes, ctx.limit, head, '', exact)), { connection: 'close' });
  }
  // read strictly: what cannot be read is answered here (400) and never reaches the server
  const { read, refusal } = readMessage(body.bytes, 'client');
  if (refusal) return json(res, 400, refused(ctx.wire, 'client', refusal));
  if (!read.batch && read.items[0]!.refusal) return json(res, 400, refused(ctx.wire, 'client', read.items[0]!.refusal));
  const headers = forwardHeaders(ctx, req);
  const state = sessionFor(ctx, headers['mcp-session-id'] ?? '');
  state.headers = headers;
  const refusedHeaders = headerRefusal(req, read.value);
  if (refusedHeaders) {
    ctx.o.log(`mcp-contract-gate proxy: refused a request (400): ${logSafe(refusedHeaders.problem)}\n`);
    return json(res, 400, refusedHeaders.body);
  }
  // Mcp-Param-* (x-mcp-header): checked against the body before the call is judged, rebuilt for what is forwarded
  const mirrored = await checkMirrored(state.enforcer, headerOf(req), read.value);
  if (mirrored?.refusal) {
    ctx.o.log(`mcp-contract-gate proxy: refused a request (400): ${logSafe(mirrored.refusal.problem)}\n`);
    return json(res, 400, mirrored.refusal.body);
  }
  const batch = read.batch;
  const { replies, forward, toLocal } = await judgeIncoming(ctx, state, read);
  const requests = read.items.flatMap(({ msg }) => (msg && msg.method !== undefined && msg.id !== undefined ? [msg] : []));
  const answer = (list: JsonRpcMessage[]) => json(res, 200, batch ? list : list[0]);
  if (forward.length === 0) return replies.length ? answer(replies) : void res.writeHead(202).end();
  const single = forward[0];
  if (!batch && single?.method === 'tools/call' && headers['mcp-name'] !== undefined && isObject(single.params) && typeof single.params.name === 'string')
    headers['mcp-name'] = encodeHeaderValue(single.params.name);
  let response: Response;
  try {
    response = await ctx.fetch(ctx.upstream, {
      method: 'POST',
      headers: { ...(mirrored && single ? forwardedHeaders(headers, mirrored, single) : headers), 'content-type': 'application/json' },
      // the value judged, written anew (the text read, when it was not changed)
      body: (!batch && single ? idSwapped(single, read.items[0]!.msg!, read.text) : undefined) ?? compactJson(batch ? forward : single),
      signal: abort,
    });
  } catch (err) {
    for (const wire of toLocal) forget(state, wire);
    return failed(ctx, res, requests, replies, batch, `could not reach the server at ${ctx.upstream.origin}: ${ctx.reason(err as Error)}`);
  }
  if (response.status >= 500 || !response.ok) for (const wire of toLocal) forget(state, wire);
  if (response.status >= 500) {
    const text = (await readCapped(response, ctx.limit).catch(() => Buffer.alloc(0))).toString('utf8');
    return failed(ctx, res, requests, replies, batch, `the server answered HTTP ${response.status}${text ? `: ${shortBody(text)}` : ''}`);
  }
  if (!response.ok) return relayRaw(ctx, response, res);
  if (isEventStream(response)) return relayEvents(ctx, response, res, state, toLocal, replies);
  return relayJson(ctx, response, res, state, toLocal, replies, batch);
}

/** The server's JSON answer to a POST, read strictly and judged, after the proxy's own replies. */
async function relayJson(ctx: ProxyContext, response: Response, res: ServerResponse, state: SessionState, toLocal: Set<string>, replies: JsonRpcMessage[], batch: boolean): Promise<void> {
  let bytes: Buffer;
  try {
    bytes = await readCapped(response, ctx.limit);
  } catch (err) {
    // over the size limit: every request of the POST is answered with the refusal, never a dropped connection
    const out = [...replies, ...refusedAnswers(ctx, state, toLocal, { code: INVALID_REQUEST, reason: (err as Error).message }, true)];
    return json(res, 200, batch || out.length > 1 ? out : out[0]);
  }
  if (isBlankBytes(bytes)) {
    if (replies.length) return json(res, 200, batch ? replies : replies[0]);
    res.writeHead(response.status, relayHeaders(response));
    return void res.end();
  }
  const { read, refusal } = readMessage(bytes, 'server');
  const judged = refusal ? refusedAnswers(ctx, state, toLocal, refusal, true) : judgedAnswers(ctx, state, toLocal, read);
  const list = judged === undefined ? [] : Array.isArray(judged) ? judged : [judged];
  const out = [...replies, ...list];
  if (!out.length) return void res.writeHead(202).end();
  res.writeHead(response.status, relayHeaders(response, 'application/json'));
  const whole = batch || (read?.batch ?? false) || out.length > 1 ? out : out[0];
  const only = read && !read.batch && !replies.length && list.length === 1 && read.items[0]!.msg ? read.items[0]!.msg : undefined;
  res.end((only ? (list[0] === only ? read!.text : idSwapped(list[0] as JsonRpcMessage, only, read!.text)) : undefined) ?? compactJson(whole));
}

/** GET (the server's own stream) and DELETE: forwarded; an SSE answer is judged on the way, anything else relayed. */
async function other(ctx: ProxyContext, req: IncomingMessage, res: ServerResponse, abort: AbortSignal): Promise<void> {
  const headers = forwardHeaders(ctx, req);
  const key = headers['mcp-session-id'] ?? '';
  let response: Response;
  try {
    response = await ctx.fetch(ctx.upstream, { method: req.method, headers, signal: abort });
  } catch (err) {
    return plain(res, 502, `mcp-contract-gate proxy: could not reach the server at ${ctx.upstream.origin}: ${ctx.reason(err as Error)}`);
  }
  if (req.method === 'DELETE' && response.ok) ctx.sessions.delete(key);
  // the server's own stream carries no answers, unless the client resumes a stream (Last-Event-ID) of requests still open
  if (response.ok && isEventStream(response)) return relayEvents(ctx, response, res, sessionFor(ctx, key), headers['last-event-id'] !== undefined ? 'resumed' : 'none', []);
  return relayRaw(ctx, response, res);
}

/**
 * A server's message judged. An answer is passed on only when its id is, exactly, one the session gave a request it
 * forwarded that is still open and that this stream may answer (`toLocal`): then with the client's id restored.
 * Any other answer is dropped (undefined), logged and audited as uncorrelated.
 */
function fromServer(ctx: ProxyContext, state: SessionState, m: unknown, toLocal: Answers): unknown {
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

/**
 * Any other answer (an HTTP error, a DELETE's): a JSON body is read strictly and written anew (one that cannot be read
 * becomes the proxy's own error); a body of any other type is no JSON-RPC message and goes on as plain text.
 */
async function relayRaw(ctx: ProxyContext, response: Response, res: ServerResponse): Promise<void> {
  const bytes = await readCapped(response, ctx.limit);
  const type = response.headers.get('content-type') ?? '';
  if (isBlankBytes(bytes)) {
    res.writeHead(response.status, relayHeaders(response));
    return void res.end();
  }
  if (!/[/+]json\s*(;|$)/i.test(type)) {
    res.writeHead(response.status, relayHeaders(response, 'text/plain; charset=utf-8'));
    return void res.end(bytes.toString('utf8'));
  }
  const { read, refusal } = readMessage(bytes, 'server');
  if (read?.repaired) noteRepair(ctx.wire, read.repaired);
  res.writeHead(response.status, relayHeaders(response, 'application/json'));
  res.end(refusal ? compactJson(refused(ctx.wire, 'server', refusal)) : (read.text ?? compactJson(read.value)));
}

function isBlankBytes(b: Buffer): boolean {
  for (const c of b) if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return false;
  return true;
}

function failed(ctx: ProxyContext, res: ServerResponse, requests: JsonRpcMessage[], replies: JsonRpcMessage[], batch: boolean, reason: string): void {
  const why = ctx.o.scrub ? ctx.o.scrub(reason) : reason; // the upstream's text, as the client reads it: scrubbed like the logs
  ctx.o.log(`mcp-contract-gate proxy: ${logSafe(why)}\n`);
  const answered = new Set(replies.map((r) => r.id));
  const errors = requests.filter((r) => !answered.has(r.id!)).map((r) => proxyError(r.id, why));
  if (!errors.length && !replies.length) return plain(res, 502, `mcp-contract-gate proxy: ${why}`);
  json(res, 200, batch ? [...replies, ...errors] : ([...replies, ...errors][0] as JsonRpcMessage));
}

function errorReason(err: Error): string {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? err.message;
}

function isEventStream(r: Response): boolean {
  return (r.headers.get('content-type') ?? '').includes('text/event-stream') && r.body !== null;
}

/** A (non-stream) answer's body, at most one message's worth. */
async function readCapped(response: Response, limit: number): Promise<Buffer> {
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
