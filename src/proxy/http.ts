import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_MESSAGE_BYTES, readSseEvents, shortBody } from '../mcp-client/http-body.js';
import { encodeHeaderValue } from '../mcp-client/routing-headers.js';
import { policyFetch } from '../mcp-client/redirects.js';
import { logSafe } from '../report/escape.js';
import { compactJson, isObject, type JsonObject } from '../util/json.js';
import { headerRefusal, json, listenGuard, parseJson, plain, PROXY_PATH, readRequest } from './listener.js';
import { judgeClient, newEnforcer, OWN_ID_PREFIX, PROXY_PAGE_TIMEOUT_MS, proxyError, type JudgeOptions } from './core.js';
import type { Enforcer, JsonRpcMessage } from './enforcer.js';

/** Request headers the proxy passes from the client to the server (the configured headers are added over them). */
const TO_SERVER_HEADERS = ['mcp-session-id', 'mcp-protocol-version', 'mcp-method', 'mcp-name', 'last-event-id', 'authorization', 'accept'] as const;
/** Response headers the proxy passes from the server to the client. */
const TO_CLIENT_HEADERS = ['content-type', 'mcp-session-id', 'mcp-protocol-version', 'mcp-method', 'mcp-name', 'www-authenticate', 'allow', 'cache-control', 'retry-after'] as const;
/** Sessions whose judgement the proxy keeps at once; past that the least recently used is forgotten (and re-lists). */
export const MAX_PROXY_SESSIONS = 1000;
/** Every request to the server goes out under the one redirect policy (never to another origin). */
const upstreamFetch = policyFetch();

export interface HttpProxyOptions extends JudgeOptions {
  /** The server's Streamable HTTP endpoint, and the headers every request to it carries (they win over the client's). */
  upstream: string;
  headers: Record<string, string>;
  host: string;
  port: number;
  /** Host headers accepted besides the listen address itself (and localhost names when it is a loopback one). */
  allowHosts?: string[];
  /** Origins accepted; a request carrying any other Origin is refused (403). */
  allowOrigins?: string[];
  log: (text: string) => void;
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

/** One session's judgement (the stateless 2026 era shares the one under ''), and the headers of its latest request. */
interface SessionState {
  enforcer: Enforcer;
  headers: Record<string, string>;
}

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
  /** Counters for the ids the proxy gives judged requests and its own requests. */
  next: { local: number; own: number };
}

/**
 * The Streamable HTTP proxy: clients POST JSON-RPC to it; each message is judged by the same Enforcer as the stdio
 * proxy, forwarded to the server with the configured headers, and the answer (JSON, or an SSE stream whose every
 * message is judged on the way) relayed back. GET (the server's stream) and DELETE (end of session) are forwarded.
 * The session header, the protocol version and the 2026 era's Mcp-Method/Mcp-Name travel both ways, so either era
 * works: the proxy never speaks the handshake itself. A server that fails (5xx, unreachable) yields a JSON-RPC error.
 */
export async function startHttpProxy(o: HttpProxyOptions): Promise<HttpProxy> {
  const ctx: ProxyContext = { o, ...upstreamOf(o), sessions: new Map(), next: { local: 0, own: 0 } };
  const guard = listenGuard(o.host, o.port, o.allowHosts ?? [], o.allowOrigins ?? []);
  const server = createServer((req, res) => handleRequest(ctx, guard, req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  guard.listening(port);
  const host = o.host.includes(':') ? `[${o.host}]` : o.host;
  return {
    url: `http://${host}:${port}${PROXY_PATH}`,
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
    let text = errorReason(err);
    for (const secret of [given, upstream.href, upstream.search].filter((x) => x.length > 1)) text = text.split(secret).join(redactUrl(upstream.href));
    return text;
  };
  return { upstream, configured, reason };
}

/** Refuse what the listen guard refuses, route the MCP endpoint's methods, and turn a failure into a 502. */
function handleRequest(ctx: ProxyContext, guard: ReturnType<typeof listenGuard>, req: IncomingMessage, res: ServerResponse): void {
  const { o } = ctx;
  const refused = guard.refusal(req);
  if (refused) {
    o.log(`mcp-contract-gate proxy: refused ${req.method} (${refused[0]}): ${logSafe(refused[1])}\n`);
    req.resume();
    return plain(res, refused[0], `mcp-contract-gate proxy: ${refused[1]}`);
  }
  const abort = new AbortController();
  res.on('close', () => abort.abort());
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
    if (!res.headersSent) plain(res, 502, `mcp-contract-gate proxy: ${ctx.reason(err)}`);
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
  const state: SessionState = { headers: {}, enforcer: undefined as unknown as Enforcer };
  state.enforcer = newEnforcer(ctx.o, (method, params) => ownRequest(ctx, state, method, params));
  sessions.set(key, state);
  if (sessions.size > MAX_PROXY_SESSIONS) sessions.delete(sessions.keys().next().value!);
  return state;
}

/** The proxy's own request (a tools/list page), with the session's headers; the answer may be JSON or SSE. */
async function ownRequest(ctx: ProxyContext, state: SessionState, method: string, params: JsonObject): Promise<JsonRpcMessage> {
  const id = `${OWN_ID_PREFIX}${++ctx.next.own}`;
  const headers: Record<string, string> = { ...state.headers, 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  delete headers['mcp-name'];
  delete headers['last-event-id'];
  if (headers['mcp-method'] !== undefined) headers['mcp-method'] = method;
  const signal = AbortSignal.timeout(PROXY_PAGE_TIMEOUT_MS);
  const response = await upstreamFetch(ctx.upstream, { method: 'POST', headers, body: JSON.stringify({ jsonrpc: '2.0', id, method, params }), signal }).catch((err: Error) => {
    throw new Error(`${method} to the server failed: ${ctx.reason(err)}`);
  });
  if (!response.ok) throw new Error(`${method} to the server failed: HTTP ${response.status} ${shortBody(await readCapped(response).catch(() => ''))}`);
  let answer: JsonRpcMessage | undefined;
  const take = (m: JsonRpcMessage) => {
    if (m.id === id && m.method === undefined) answer = m;
    else if (m.method !== undefined && m.id === undefined) state.enforcer.fromServer(m); // a list_changed on the way makes the listing stale
  };
  if (isEventStream(response)) {
    await readSseEvents(response.body!, (event) => {
      for (const m of messagesOf(event.data ?? '')) take(m);
      return answer !== undefined;
    });
  } else for (const m of messagesOf(await readCapped(response))) take(m);
  if (!answer) throw new Error(`${method}: the server's answer carried no JSON-RPC response`);
  return answer;
}

function forwardHeaders(ctx: ProxyContext, req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of TO_SERVER_HEADERS) {
    const v = req.headers[name];
    if (typeof v === 'string') out[name] = v;
  }
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

/** Relay an SSE stream, judging every JSON-RPC message in it; `toLocal` maps the ids of judged requests. */
async function relayEvents(response: Response, res: ServerResponse, state: SessionState, toLocal: Map<unknown, string>, first: JsonRpcMessage[]): Promise<void> {
  res.writeHead(response.status, relayHeaders(response, 'text/event-stream'));
  res.flushHeaders();
  for (const m of first) res.write(`event: message\ndata: ${compactJson(m)}\n\n`);
  await readSseEvents(response.body!, (event) => {
    let data = event.data;
    const msgs = data === undefined || data === '' ? undefined : parseJson(data);
    if (msgs !== undefined) data = compactJson(Array.isArray(msgs) ? msgs.map((m) => fromServer(state, m, toLocal)) : fromServer(state, msgs, toLocal));
    res.write(
      `${event.head}${
        data === undefined
          ? ''
          : data
              .split('\n')
              .map((l) => `data: ${l}\n`)
              .join('')
      }\n`,
    );
    return res.destroyed;
  });
  res.end();
}

/** A POST's messages judged: replies the proxy gives itself, what goes on to the server, and the ids it was judged under. */
interface JudgedPost {
  replies: JsonRpcMessage[];
  forward: JsonRpcMessage[];
  /** client id → the id the Enforcer knows the request by */
  toLocal: Map<unknown, string>;
}

async function judgeIncoming(ctx: ProxyContext, state: SessionState, incoming: unknown[]): Promise<JudgedPost> {
  const toLocal = new Map<unknown, string>();
  const replies: JsonRpcMessage[] = [];
  const forward: JsonRpcMessage[] = [];
  for (const item of incoming) {
    const msg = item as JsonRpcMessage;
    if (!isObject(item) || msg.method === undefined || msg.id === undefined || msg.id === null) {
      forward.push(isObject(item) ? ((await judgeClient(state.enforcer, msg, ctx.o.log)).forward ?? msg) : msg);
      continue;
    }
    const local = `mcg-proxy-local:${++ctx.next.local}`;
    const { forward: f, reply } = await judgeClient(state.enforcer, { ...msg, id: local }, ctx.o.log);
    if (reply) replies.push({ ...reply, id: msg.id });
    if (f) {
      toLocal.set(msg.id, local);
      forward.push({ ...f, id: msg.id });
    }
  }
  return { replies, forward, toLocal };
}

async function post(ctx: ProxyContext, req: IncomingMessage, res: ServerResponse, abort: AbortSignal): Promise<void> {
  const body = await readRequest(req);
  if (body === undefined) return plain(res, 413, `request body over ${MAX_MESSAGE_BYTES} bytes`);
  const headers = forwardHeaders(ctx, req);
  const state = sessionFor(ctx, headers['mcp-session-id'] ?? '');
  state.headers = headers;
  const parsed = parseJson(body);
  const refused = headerRefusal(req, parsed);
  if (refused) {
    ctx.o.log(`mcp-contract-gate proxy: refused a request (400): ${logSafe(refused.problem)}\n`);
    return json(res, 400, refused.body);
  }
  const batch = Array.isArray(parsed);
  const incoming = parsed === undefined ? [] : batch ? parsed : [parsed];
  const { replies, forward, toLocal } = await judgeIncoming(ctx, state, incoming);
  const requests = incoming.filter((m) => isObject(m) && m.method !== undefined && m.id !== undefined && m.id !== null) as JsonRpcMessage[];
  const answer = (list: JsonRpcMessage[]) => json(res, 200, batch ? list : list[0]);
  if (parsed !== undefined && forward.length === 0) return replies.length ? answer(replies) : void res.writeHead(202).end();
  const single = forward[0];
  if (!batch && single?.method === 'tools/call' && headers['mcp-name'] !== undefined && isObject(single.params) && typeof single.params.name === 'string')
    headers['mcp-name'] = encodeHeaderValue(single.params.name);
  let response: Response;
  try {
    response = await upstreamFetch(ctx.upstream, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: parsed === undefined ? body : JSON.stringify(batch ? forward : single),
      signal: abort,
    });
  } catch (err) {
    return failed(ctx, res, requests, replies, batch, `could not reach the server at ${ctx.upstream.origin}: ${ctx.reason(err as Error)}`);
  }
  if (response.status >= 500) {
    const text = await readCapped(response).catch(() => '');
    return failed(ctx, res, requests, replies, batch, `the server answered HTTP ${response.status}${text ? `: ${shortBody(text)}` : ''}`);
  }
  if (!response.ok || parsed === undefined) return relayRaw(response, res);
  if (isEventStream(response)) return relayEvents(response, res, state, toLocal, replies);
  return relayJson(response, res, state, toLocal, replies, batch);
}

/** The server's JSON answer to a POST, judged, after the proxy's own replies. */
async function relayJson(response: Response, res: ServerResponse, state: SessionState, toLocal: Map<unknown, string>, replies: JsonRpcMessage[], batch: boolean): Promise<void> {
  const text = await readCapped(response);
  const got = text.trim() === '' ? undefined : parseJson(text);
  if (got === undefined) {
    if (replies.length) return json(res, 200, batch ? replies : replies[0]);
    res.writeHead(response.status, relayHeaders(response));
    return void res.end(text);
  }
  const judged = (Array.isArray(got) ? got : [got]).map((m) => fromServer(state, m, toLocal));
  const out = [...replies, ...judged];
  res.writeHead(response.status, relayHeaders(response, 'application/json'));
  res.end(compactJson(batch || Array.isArray(got) || out.length > 1 ? out : out[0]));
}

/** GET (the server's own stream) and DELETE: forwarded; an SSE answer is judged on the way, anything else relayed. */
async function other(ctx: ProxyContext, req: IncomingMessage, res: ServerResponse, abort: AbortSignal): Promise<void> {
  const headers = forwardHeaders(ctx, req);
  const key = headers['mcp-session-id'] ?? '';
  let response: Response;
  try {
    response = await upstreamFetch(ctx.upstream, { method: req.method, headers, signal: abort });
  } catch (err) {
    return plain(res, 502, `mcp-contract-gate proxy: could not reach the server at ${ctx.upstream.origin}: ${ctx.reason(err as Error)}`);
  }
  if (req.method === 'DELETE' && response.ok) ctx.sessions.delete(key);
  if (response.ok && isEventStream(response)) return relayEvents(response, res, sessionFor(ctx, key), new Map(), []);
  return relayRaw(response, res);
}

function fromServer(state: SessionState, m: unknown, toLocal: Map<unknown, string>): unknown {
  if (!isObject(m)) return m;
  const msg = m as JsonRpcMessage;
  const local = msg.method === undefined && msg.id !== undefined && msg.id !== null ? toLocal.get(msg.id) : undefined;
  if (local === undefined) return state.enforcer.fromServer(msg);
  toLocal.delete(msg.id);
  return { ...state.enforcer.fromServer({ ...msg, id: local }), id: msg.id };
}

async function relayRaw(response: Response, res: ServerResponse): Promise<void> {
  const text = await readCapped(response);
  res.writeHead(response.status, relayHeaders(response));
  res.end(text);
}

function failed(ctx: ProxyContext, res: ServerResponse, requests: JsonRpcMessage[], replies: JsonRpcMessage[], batch: boolean, why: string): void {
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

function messagesOf(text: string): JsonRpcMessage[] {
  const v = parseJson(text);
  return (Array.isArray(v) ? v : [v]).filter(isObject) as JsonRpcMessage[];
}

/** A (non-stream) answer's body, at most one message's worth. */
async function readCapped(response: Response): Promise<string> {
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let seen = 0;
  for await (const c of response.body as unknown as AsyncIterable<Uint8Array>) {
    seen += c.byteLength;
    if (seen > MAX_MESSAGE_BYTES) {
      await response.body.cancel().catch(() => {});
      throw new Error(`the server's answer was larger than ${MAX_MESSAGE_BYTES} bytes`);
    }
    chunks.push(c);
  }
  return Buffer.concat(chunks).toString('utf8');
}
