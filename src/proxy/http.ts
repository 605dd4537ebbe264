import type { IncomingMessage, ServerResponse } from 'node:http';
import { shortBody } from '../mcp-client/http-body.js';
import { encodeHeaderValue } from '../mcp-client/routing-headers.js';
import { policyFetch } from '../mcp-client/redirects.js';
import { authFailureIn } from '../mcp-client/remote.js';
import { maskObtainedTokens } from './token-mask.js';
import { logSafe } from '../report/escape.js';
import { compactJson, isObject } from '../util/json.js';
import { MAX_MESSAGE_BYTES } from '../util/limits.js';
import { headerRefusal, json, plain, PROXY_PATH, readRequest, startListening } from './listener.js';
import { idSwapped, judgeClient } from './core.js';
import { checkMirrored, clientParamHeaders, forwardedHeaders, headerOf } from './mirrored-headers.js';
import { idKey, type JsonRpcMessage } from './messages.js';
import { oversize, readMessage, refused, type WireContext, type WireRead } from './wire.js';
import { forget, isEventStream, MAX_OPEN_REQUESTS, readCapped, sessionFor, type HttpProxyOptions, type ProxyContext, type SessionState } from './http-session.js';
import { failed, relayEvents, relayJson, relayRaw } from './http-relay.js';

/** Request headers the proxy passes from the client to the server (the configured headers are added over them; Mcp-Param-* too). */
const TO_SERVER_HEADERS = ['mcp-session-id', 'mcp-protocol-version', 'mcp-method', 'mcp-name', 'last-event-id', 'authorization', 'accept'] as const;
/** Every request to the server goes out under the one redirect policy (never to another origin). */
const plainFetch = policyFetch();

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
        if (wire !== undefined) state.enforcer.cancelled(wire);
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

function errorReason(err: Error): string {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? err.message;
}
