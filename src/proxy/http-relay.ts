import type { ServerResponse } from 'node:http';
import { readSseEvents } from '../mcp-client/http-body.js';
import { logSafe } from '../report/escape.js';
import { compactJson } from '../util/json.js';
import { json, plain } from './listener.js';
import { idSwapped, proxyError } from './core.js';
import type { JsonRpcMessage } from './messages.js';
import { INVALID_REQUEST, noteRepair, readMessage, refused, type Refusal, type WireRead } from './wire.js';
import { fromServer, readCapped, type Answers, type ProxyContext, type SessionState } from './http-session.js';

/** The HTTP proxy's relay (http.ts) of the server's answers to the client: JSON, SSE or any other body, each message judged on the way. */

/** Response headers the proxy passes from the server to the client. */
const TO_CLIENT_HEADERS = ['content-type', 'mcp-session-id', 'mcp-protocol-version', 'mcp-method', 'mcp-name', 'www-authenticate', 'allow', 'cache-control', 'retry-after'] as const;

export function relayHeaders(from: Response, type?: string): Record<string, string> {
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
export async function relayEvents(ctx: ProxyContext, response: Response, res: ServerResponse, state: SessionState, toLocal: Answers, first: JsonRpcMessage[]): Promise<void> {
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
export function refusedAnswers(ctx: ProxyContext, state: SessionState, toLocal: Answers, refusal: Refusal, all: boolean): JsonRpcMessage[] {
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

/** The server's JSON answer to a POST, read strictly and judged, after the proxy's own replies. */
export async function relayJson(ctx: ProxyContext, response: Response, res: ServerResponse, state: SessionState, toLocal: Set<string>, replies: JsonRpcMessage[], batch: boolean): Promise<void> {
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

/**
 * Any other answer (an HTTP error, a DELETE's): a JSON body is read strictly and written anew (one that cannot be read
 * becomes the proxy's own error); a body of any other type is no JSON-RPC message and goes on as plain text.
 */
export async function relayRaw(ctx: ProxyContext, response: Response, res: ServerResponse): Promise<void> {
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

export function isBlankBytes(b: Buffer): boolean {
  for (const c of b) if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return false;
  return true;
}

export function failed(ctx: ProxyContext, res: ServerResponse, requests: JsonRpcMessage[], replies: JsonRpcMessage[], batch: boolean, reason: string): void {
  const why = ctx.o.scrub ? ctx.o.scrub(reason) : reason; // the upstream's text, as the client reads it: scrubbed like the logs
  ctx.o.log(`mcp-contract-gate proxy: ${logSafe(why)}\n`);
  const answered = new Set(replies.map((r) => r.id));
  const errors = requests.filter((r) => !answered.has(r.id!)).map((r) => proxyError(r.id, why));
  if (!errors.length && !replies.length) return plain(res, 502, `mcp-contract-gate proxy: ${why}`);
  json(res, 200, batch ? [...replies, ...errors] : ([...replies, ...errors][0] as JsonRpcMessage));
}
