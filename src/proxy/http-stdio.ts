import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough, Writable } from 'node:stream';
import { logSafe } from '../report/escape.js';
import { isObject } from '../util/json.js';
import { MAX_MESSAGE_BYTES } from '../util/limits.js';
import { PROXY_INTERNAL_ERROR, SERVER_GONE_ERROR, type JudgeOptions } from './core.js';
import type { Enforcer } from './enforcer.js';
import type { JsonRpcMessage } from './messages.js';
import { checkMirrored, headerOf } from './mirrored-headers.js';
import { MAX_PROXY_SESSIONS } from './http-session.js';
import { headerRefusal, json, plain, PROXY_PATH, readRequest, startListening, type ListenOptions } from './listener.js';
import { runStdioProxy, type InProcessServer, type ServerGone } from './stdio.js';
import { subscriptionOf, withFrameSubscription, withSubscriptionId } from './paths.js';
import { oversize, readMessage, refused, type WireContext } from './wire.js';

export interface StdioListenerOptions extends JudgeOptions, ListenOptions {
  /** The stdio server: started once, when the listener starts. */
  command: string;
  args: string[];
  env: Record<string, string | undefined>;
  cwd?: string;
  log: (text: string) => void;
  /** Tests only: the server in this process (see runStdioProxy). */
  server?: InProcessServer;
}

export interface StdioListener {
  /** Where clients connect: http://HOST:PORT/mcp */
  url: string;
  /** Resolves once the listener has ended, with its exit code: the server's (non-zero) when it ended on its own; 0 after `close()`. */
  done: Promise<number>;
  /** End the server (its stdin closed, then its process group), answer what is open, stop listening. */
  close: () => Promise<number>;
}

/** The prefix of the ids the listener gives the clients' requests on their way to the server (one id space for every session). */
export const WIRE_ID_PREFIX = 'mcg-http:';
/** The answer to an unknown or ended Mcp-Session-Id (HTTP 404), with the code the SDK servers use: the client starts a new session. */
const SESSION_NOT_FOUND = -32001;

/** A client session: the 2025 era's Mcp-Session-Id (its GET streams and open POST streams), or '' for stateless requests (the 2026 era). */
interface Session {
  id: string;
  /** The client's GET streams: where the server's own requests and notifications go. */
  streams: Set<ServerResponse>;
  /** POST answers being streamed (SSE): where the server's messages go when no GET stream is open. */
  posts: Set<ServerResponse>;
}

/** A client's request on its way to the server: the id the client gave it, and where its answer goes. */
interface Waiter {
  clientId: JsonRpcMessage['id'];
  deliver: (answer: JsonRpcMessage) => void;
  /** A frame of its listen stream (subscriptions/listen), on the POST's SSE stream; absent when it is answered with JSON. */
  frame?: (m: JsonRpcMessage) => void;
}

/**
 * Streamable HTTP in front of a stdio server: `proxy --server ID --listen PORT` for a stdio server of the config (or
 * `proxy --listen PORT -- COMMAND`). One server process serves every client session, started with the listener: the
 * judgement is the stdio proxy's own (`runStdioProxy`, fed the clients' messages), so batches, notifications, ids of every
 * JSON-RPC type, renames and withheld tools are judged exactly as over stdio. A body is read strictly first
 * (wire.ts): what cannot be read is answered here (400, or 413 over the size limit), never written to the server.
 * Beyond that the listener only carries messages: each request gets an id of its own on the way in (sessions cannot
 * collide) and its answer goes back to the POST that sent it, as JSON or, when the client accepts it, an SSE stream.
 * `initialize` opens a session (Mcp-Session-Id);
 * requests without the header are stateless (the 2026-07-28 era). The server's own requests and notifications go to
 * the GET stream of the session that spoke last (list_changed to every session), else to one of its open POST streams.
 * When the server ends, every request still open is answered with the error naming it, its exit code and stderr
 * tail; then the listener closes and `done` resolves with a non-zero code.
 */
export async function startStdioListener(o: StdioListenerOptions): Promise<StdioListener> {
  const input = new PassThrough();
  input.on('error', () => undefined);
  /** A line to the stdio proxy (the server's side), while it still reads. */
  const send = (line: string) => {
    if (!input.destroyed && !input.writableEnded) input.write(`${line}\n`);
  };
  const sessions = new Map<string, Session>();
  const waiting = new Map<string, Waiter>();
  let nextWire = 0;
  let lastActive = '';
  let gone: ServerGone | undefined;
  let ended = false;
  const goneAnswer = (id: JsonRpcMessage['id']): JsonRpcMessage => ({
    jsonrpc: '2.0',
    id: id ?? null,
    error: { code: SERVER_GONE_ERROR, message: gone?.message ?? `MCP server '${o.checker.server}' is no longer running (mcp-contract-gate proxy)`, ...(gone ? { data: gone.data } : {}) },
  });

  const session = (id: string): Session => {
    let s = sessions.get(id);
    if (!s) {
      s = { id, streams: new Set(), posts: new Set() };
      sessions.set(id, s);
      if (sessions.size > MAX_PROXY_SESSIONS) {
        const oldest = [...sessions.keys()].find((k) => k !== '')!;
        for (const r of sessions.get(oldest)!.streams) r.end();
        sessions.delete(oldest);
      }
    }
    return s;
  };

  /** Send a server message to a client stream (an SSE event). */
  const event = (res: ServerResponse, m: unknown) => res.write(`event: message\ndata: ${JSON.stringify(m)}\n\n`);

  /** A message the server started (a request or notification): to the sessions it is for. */
  const fromServer = (m: JsonRpcMessage) => {
    const everyone = typeof m.method === 'string' && m.id === undefined && (m.method.endsWith('/list_changed') || m.method === 'notifications/resources/updated');
    const targets = everyone ? [...sessions.values()] : [sessions.get(lastActive) ?? [...sessions.values()].at(-1)].filter((s): s is Session => s !== undefined);
    let sent = false;
    for (const s of targets) {
      const stream = [...s.streams].at(-1) ?? [...s.posts].at(-1);
      if (stream) {
        event(stream, m);
        sent = true;
      }
    }
    if (!sent && m.id !== undefined && m.id !== null) {
      // a request no client can see: answered here, so the server does not wait for ever
      send(JSON.stringify({ jsonrpc: '2.0', id: m.id, error: { code: PROXY_INTERNAL_ERROR, message: 'no client stream is open to take this request (mcp-contract-gate proxy)' } }));
    }
  };

  /** What the stdio proxy writes to "its client": answers go back to their POST, the rest to the sessions. */
  const route = (m: unknown) => {
    if (!isObject(m)) return;
    const msg = m as JsonRpcMessage;
    if (msg.method === undefined) {
      const w = typeof msg.id === 'string' ? waiting.get(msg.id) : undefined;
      if (!w) return; // an answer whose client has gone
      waiting.delete(msg.id as string);
      w.deliver(withSubscriptionId({ ...msg, id: w.clientId ?? null }, msg.id, w.clientId));
      return;
    }
    // a frame of a listen stream: with the client's id of its listen, on that listen's POST stream
    const sub = msg.id === undefined ? subscriptionOf(msg) : undefined;
    const listen = typeof sub === 'string' ? waiting.get(sub) : undefined;
    if (listen?.frame) return listen.frame(withFrameSubscription(msg, listen.clientId));
    fromServer(msg);
  };
  let rest = '';
  const output = new Writable({
    write(chunk: Buffer | string, _enc, cb) {
      const text = rest + chunk.toString();
      const lines = text.split('\n');
      rest = lines.pop()!;
      for (const line of lines) {
        if (!line.trim()) continue;
        const v = JSON.parse(line) as unknown; // the stdio proxy's own writing: the messages it judged
        for (const m of Array.isArray(v) ? v : [v]) route(m);
      }
      cb();
    },
  });

  let enforcer: Enforcer | undefined; // the stdio proxy's: what the Mcp-Param-* headers are checked against
  const proxyEnded = runStdioProxy({ ...o, input, output, onGone: (g) => (gone = g), onEnforcer: (e) => (enforcer = e) });

  const limit = o.maxMessageBytes ?? MAX_MESSAGE_BYTES;
  const reading: WireContext = { server: o.checker.server, audit: o.audit, log: o.log };
  const post = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readRequest(req, limit);
    if (body.tooLarge) {
      const { bytes, head, exact } = body.tooLarge;
      return json(res, 413, refused(reading, 'client', oversize(bytes, limit, head, '', exact)), { connection: 'close' });
    }
    // read strictly: what cannot be read is answered here (400), never written to the server
    const { read, refusal } = readMessage(body.bytes, 'client');
    if (refusal) return json(res, 400, refused(reading, 'client', refusal));
    if (!read.batch && read.items[0]!.refusal) return json(res, 400, refused(reading, 'client', read.items[0]!.refusal));
    const refusedHeaders = headerRefusal(req, read.value);
    if (refusedHeaders) {
      o.log(`mcp-contract-gate proxy: refused a request (400): ${logSafe(refusedHeaders.problem)}\n`);
      return json(res, 400, refusedHeaders.body);
    }
    // Mcp-Param-* (x-mcp-header) against the body read
    const mirrored = gone || ended ? undefined : await checkMirrored(enforcer, headerOf(req), read.value);
    if (mirrored?.refusal) {
      o.log(`mcp-contract-gate proxy: refused a request (400): ${logSafe(mirrored.refusal.problem)}\n`);
      return json(res, 400, mirrored.refusal.body);
    }
    const batch = read.batch;
    const items = read.items;
    const given = req.headers['mcp-session-id'];
    const opens = items.some(({ msg }) => msg?.method === 'initialize' && msg.id !== undefined);
    let key = '';
    if (typeof given === 'string') {
      if (!sessions.has(given)) return json(res, 404, { jsonrpc: '2.0', id: null, error: { code: SESSION_NOT_FOUND, message: 'Session not found (mcp-contract-gate proxy)' } });
      key = given;
    } else if (opens) key = randomUUID();
    const s = session(key);
    lastActive = key;
    const head: Record<string, string> = key ? { 'mcp-session-id': key } : {};

    const answers: JsonRpcMessage[] = [];
    const open: Array<{ wire: string; clientId: JsonRpcMessage['id'] }> = [];
    const lines: string[] = [];
    for (const item of items) {
      if (item.refusal) {
        answers.push(refused(reading, 'client', item.refusal));
        continue;
      }
      const msg = item.msg;
      if (msg.method === undefined || msg.id === undefined || msg.id === null) {
        lines.push(JSON.stringify(msg)); // a notification, or the client's answer to a server request: sent on as it is
        continue;
      }
      if (gone || ended) {
        answers.push(goneAnswer(msg.id));
        continue;
      }
      const wire = `${WIRE_ID_PREFIX}${++nextWire}`;
      open.push({ wire, clientId: msg.id });
      lines.push(JSON.stringify({ ...msg, id: wire }));
    }
    const total = answers.length + open.length;
    if (total === 0) {
      for (const l of lines) send(l);
      return void res.writeHead(202, head).end();
    }
    const sse = /text\/event-stream/i.test(req.headers.accept ?? '') && open.length > 0;
    let got = 0;
    let finish: () => void = () => undefined;
    const finished = new Promise<void>((r) => (finish = r));
    const all: JsonRpcMessage[] = [...answers];
    const deliver = (answer: JsonRpcMessage) => {
      got++;
      if (sse) event(res, answer);
      else all.push(answer);
      if (got === open.length) finish();
    };
    if (sse) {
      res.writeHead(200, { ...head, 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.flushHeaders();
      s.posts.add(res);
      for (const a of answers) event(res, a);
    }
    res.on('close', () => {
      s.posts.delete(res);
      for (const { wire } of open) waiting.delete(wire); // the client hung up: its answers have nowhere to go
      finish();
    });
    for (const { wire, clientId } of open) waiting.set(wire, { clientId, deliver, ...(sse ? { frame: (m: JsonRpcMessage) => event(res, m) } : {}) });
    for (const l of lines) send(l);
    if (open.length) await finished;
    s.posts.delete(res);
    if (res.destroyed) return;
    if (sse) return void res.end();
    json(res, 200, batch ? all : all[0], head);
  };

  /** GET: the session's stream for the server's own messages (the stateless era has none); DELETE ends a session. */
  const other = (req: IncomingMessage, res: ServerResponse) => {
    const given = req.headers['mcp-session-id'];
    if (typeof given !== 'string') return void res.writeHead(405, { allow: 'POST' }).end();
    const s = sessions.get(given);
    if (!s) return json(res, 404, { jsonrpc: '2.0', id: null, error: { code: SESSION_NOT_FOUND, message: 'Session not found (mcp-contract-gate proxy)' } });
    if (req.method === 'DELETE') {
      for (const r of s.streams) r.end();
      sessions.delete(given);
      return void res.writeHead(200).end();
    }
    res.writeHead(200, { 'mcp-session-id': given, 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.flushHeaders();
    s.streams.add(res);
    res.on('close', () => s.streams.delete(res));
  };

  const { server, url } = await startListening(o, (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path !== PROXY_PATH) return plain(res, 404, `mcp-contract-gate proxy: not found; the MCP endpoint is ${PROXY_PATH}`);
    if (req.method === 'POST')
      return void post(req, res).catch((err: Error) => {
        o.log(`mcp-contract-gate proxy: ${logSafe(err.message)}\n`);
        if (!res.headersSent) plain(res, 500, `mcp-contract-gate proxy: ${err.message}`);
        else res.destroy();
      });
    if (req.method === 'GET' || req.method === 'DELETE') return other(req, res);
    res.writeHead(405, { allow: 'GET, POST, DELETE' }).end();
  });

  const done = proxyEnded.then(async (code) => {
    ended = true;
    // what the stdio proxy could not answer (sent after it stopped reading): answered here, then the streams end
    for (const [wire, w] of [...waiting]) {
      waiting.delete(wire);
      w.deliver(goneAnswer(w.clientId));
    }
    for (const s of sessions.values()) for (const r of s.streams) r.end();
    await new Promise<void>((r) => setImmediate(r));
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    return code;
  });
  let closing: Promise<number> | undefined;
  return {
    url,
    done: done.then((code) => (closing ? 0 : gone ? code || 1 : code)),
    close: () => (closing ??= (input.end(), done.then(() => 0))),
  };
}
