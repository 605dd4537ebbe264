import type { Readable } from 'node:stream';
import { logSafe } from '../report/escape.js';
import { isObject } from '../util/json.js';
import { MAX_MESSAGE_BYTES, MAX_WRITTEN_DEPTH } from '../util/limits.js';
import { readIdFromEnds, readIdLeniently } from '../util/jsonrpc-id.js';
import { parseStrictJson } from '../util/strict-json.js';
import { decodeUtf8 } from '../util/well-formed-text.js';
import type { JsonRpcMessage } from './messages.js';

/**
 * Reading the wire, the same for every path of the proxy (stdio both ways, both HTTP listeners, the server's JSON and
 * SSE answers): bytes → strict UTF-8 → strict JSON (util/strict-json) → JSON-RPC messages. What cannot be read is
 * refused here, with the JSON-RPC code and a reason; the proxy judges only what this returns, and sends on only the
 * value it judged, written anew. What a client sends is held to every rule; what a server sends too, except that a
 * lone surrogate or invalid UTF-8 inside a string is replaced with U+FFFD (logged): the rest of the server's answer is
 * still judged, and the tool that carried it no longer matches any pin.
 */

/** JSON-RPC "parse error": not strict JSON (bytes, framing, grammar, duplicate names, lone surrogates, numbers, depth). */
export const PARSE_ERROR = -32700;
/** JSON-RPC "invalid request": JSON, but not a JSON-RPC message (or a batch inside a batch, an empty batch, over the size limit). */
export const INVALID_REQUEST = -32600;

/** Who wrote a message. */
export type From = 'client' | 'server';
export type JsonRpcId = string | number | null;

/** Why a message (or one item of a batch) was not read, and its id when one could be read. */
export interface Refusal {
  code: typeof PARSE_ERROR | typeof INVALID_REQUEST;
  reason: string;
  id?: JsonRpcId;
}

/** A message read: each item a message to judge, or the refusal of that item; `text` is the whole value written anew. */
export interface WireRead {
  /** The value read (a message, or a batch of them). */
  value: unknown;
  batch: boolean;
  items: Array<{ msg: JsonRpcMessage; refusal?: undefined } | { refusal: Refusal; msg?: undefined }>;
  /** The value as JSON.stringify writes it, for a client's message or when asked (`write`); undefined when it nests too deep to write without cutting. */
  text: string | undefined;
  /** What was replaced in a server's message to read it (lone surrogates, invalid UTF-8), for the log. */
  repaired?: string;
}

export type WireResult = { read: WireRead; refusal?: undefined } | { refusal: Refusal; read?: undefined };

/** One line of the audit log about a message the proxy could not read (refused) or had to repair. */
export interface WireAuditLine {
  time: string;
  server: string;
  /** uncorrelated: a server's answer that answers no request the proxy forwarded (dropped, never passed on). */
  decision: 'malformed' | 'repaired' | 'uncorrelated';
  from: From;
  /** The JSON-RPC error the refusal was answered with (absent for a repair). */
  code?: number;
  reason: string;
  id?: JsonRpcId;
}

/** How the size limit reads in an error. */
export function sizeText(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / 1024 / 1024} MiB` : `${bytes} bytes`;
}

/** The refusal of a message over the size limit, its id read from its first and last bytes when they show it. */
export function oversize(bytes: number, limit: number, head: string, tail: string, exact = true): Refusal {
  const id = readIdFromEnds(head, tail);
  return { code: INVALID_REQUEST, reason: `a message of ${exact ? '' : 'more than '}${bytes} bytes, over the limit of ${sizeText(limit)} (--max-message-size)`, ...(id !== undefined ? { id } : {}) };
}

/**
 * Read one message (a stdio line without its LF, or an HTTP body / SSE event's data) written by `from`. Bytes must be
 * UTF-8 (a server's invalid bytes inside strings are replaced); a stdio line may end in one CR and carry no other.
 * `write`: a server's message is expected to pass unchanged, so its text written anew is returned too.
 */
export function readMessage(input: Uint8Array | string, from: From, o: { stdioLine?: boolean; write?: boolean } = {}): WireResult {
  let text: string;
  let repaired: string | undefined;
  if (typeof input === 'string') text = input;
  else {
    let bytes = input;
    if (o.stdioLine) {
      if (bytes.length && bytes[bytes.length - 1] === 0x0d) bytes = bytes.subarray(0, bytes.length - 1);
      const cr = bytes.indexOf(0x0d);
      if (cr !== -1) return { refusal: { code: PARSE_ERROR, reason: `a CR (\\r) inside the line at byte ${cr}: stdio frames a message by LF, with at most one CR before it`, ...idOf(bytes) } };
    }
    const decoded = decodeUtf8(bytes, from === 'server');
    if ('problem' in decoded) return { refusal: { code: PARSE_ERROR, reason: decoded.problem, ...idOf(bytes) } };
    text = decoded.text;
    repaired = decoded.repaired;
  }
  // a client's message, unless the proxy answers it, goes on as it was read: written once, here (`text`); so does a
  // server's when the caller expects it to pass unchanged (`write`), else its writer writes it once judged (a listing
  // is rewritten anyway)
  const parsed = parseStrictJson(text, from === 'client' ? { maxDepth: MAX_WRITTEN_DEPTH, exactIntegers: true, write: true } : { repairSurrogates: true, write: o.write === true });
  if (!parsed.ok) {
    const id = readIdLeniently(text);
    return { refusal: { code: PARSE_ERROR, reason: parsed.reason, ...(id !== undefined ? { id } : {}) } };
  }
  if (parsed.repaired) repaired = repaired ? `${repaired}; ${parsed.repaired}` : parsed.repaired;
  const value = parsed.value;
  const more = repaired ? { repaired } : {};
  if (!Array.isArray(value)) {
    const refusal = envelopeProblem(value, false);
    return refusal ? { refusal } : { read: { value, batch: false, items: [{ msg: value as JsonRpcMessage }], text: parsed.text, ...more } };
  }
  if (value.length === 0) return { refusal: { code: INVALID_REQUEST, reason: 'an empty batch' } };
  const items = value.map((item: unknown) => {
    const refusal = envelopeProblem(item, true);
    return refusal ? { refusal } : { msg: item as JsonRpcMessage };
  });
  return { read: { value, batch: true, items, text: parsed.text, ...more } };
}

/** The id of bytes that could not be decoded, read leniently from their ASCII (latin1 keeps every byte in place). */
function idOf(bytes: Uint8Array): { id?: JsonRpcId } {
  const id = readIdLeniently(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'));
  return id !== undefined ? { id } : {};
}

const isId = (v: unknown): v is JsonRpcId => typeof v === 'string' || typeof v === 'number' || v === null;

/** Why a parsed value is not a JSON-RPC 2.0 message (request, notification or response), or undefined when it is. */
function envelopeProblem(v: unknown, inBatch: boolean): Refusal | undefined {
  const refuse = (reason: string, id?: unknown): Refusal => ({ code: INVALID_REQUEST, reason, ...(isId(id) ? { id } : {}) });
  if (Array.isArray(v)) return refuse(inBatch ? 'a batch inside a batch' : 'not a JSON-RPC message');
  if (!isObject(v)) return refuse(`a JSON-RPC message is an object, not ${v === null ? 'null' : typeof v}`);
  const id = v.id;
  if (v.jsonrpc !== '2.0') return refuse('"jsonrpc" must be "2.0"', id);
  if ('id' in v && !isId(id)) return refuse('an id must be a string, a number or null');
  if ('method' in v) {
    if (typeof v.method !== 'string') return refuse('"method" must be a string', id);
    if ('params' in v && !isObject(v.params) && !Array.isArray(v.params)) return refuse('"params" must be an object or an array', id);
    return undefined;
  }
  if (!('id' in v)) return refuse('neither a request (no "method") nor a response (no "id")');
  if ('result' in v === 'error' in v) return refuse('a response carries exactly one of "result" and "error"', id);
  if ('error' in v && !isObject(v.error)) return refuse('"error" must be an object', id);
  return undefined;
}

/** What the proxy's refusals need: whose messages, where to log and audit. */
export interface WireContext {
  server: string;
  audit: (line: WireAuditLine) => void;
  log: (text: string) => void;
  now?: () => Date;
}

/**
 * A message (or batch item) refused: one line on stderr, one in the audit log, and the JSON-RPC error that answers it:
 * to the client that wrote it, or, for a server's message, to the client request it answered (`id`).
 */
export function refused(ctx: WireContext, from: From, r: Refusal, id: JsonRpcId | undefined = r.id): JsonRpcMessage {
  const kind = r.code === PARSE_ERROR ? 'Parse error' : 'Invalid Request';
  const shownId = r.id !== undefined ? ` (id ${JSON.stringify(r.id)})` : '';
  ctx.log(
    `mcp-contract-gate proxy: refused a message from ${from === 'client' ? 'the client' : `MCP server '${ctx.server}'`}${shownId} (${r.code} ${kind}): ${logSafe(r.reason)}; ${from === 'client' ? 'not sent to the server' : 'not passed on'}\n`,
  );
  ctx.audit({ time: (ctx.now?.() ?? new Date()).toISOString(), server: ctx.server, decision: 'malformed', from, code: r.code, reason: r.reason, ...(r.id !== undefined ? { id: r.id } : {}) });
  const message =
    from === 'client'
      ? `${kind}: ${r.reason} (mcp-contract-gate proxy: the message was not sent to the server)`
      : `${kind} in the answer of MCP server '${ctx.server}': ${r.reason} (mcp-contract-gate proxy: the answer was not passed on)`;
  return { jsonrpc: '2.0', id: id ?? null, error: { code: r.code, message, data: { from, reason: r.reason } } };
}

/**
 * A server's answer whose id is no id the proxy gave a request it forwarded (or that was answered already): dropped,
 * with one line on stderr and one in the audit log. Clients tie answers to requests by their own rules (the TS SDK
 * reads `"2"`, `" 2"` and `"2.0"` as 2), so an answer the proxy cannot tie to exactly one forwarded request is never
 * passed on.
 */
export function uncorrelated(ctx: WireContext, id: JsonRpcId | undefined): void {
  const shown = JSON.stringify(id ?? null).slice(0, 80);
  ctx.log(`mcp-contract-gate proxy: dropped an answer from MCP server '${ctx.server}' with id ${logSafe(shown)}: it answers no request the proxy forwarded\n`);
  ctx.audit({
    time: (ctx.now?.() ?? new Date()).toISOString(),
    server: ctx.server,
    decision: 'uncorrelated',
    from: 'server',
    reason: 'an answer to no request the proxy forwarded (or one answered already)',
    ...(id !== undefined ? { id: typeof id === 'string' ? id.slice(0, 200) : id } : {}),
  });
}

/** A server's message read only after replacing what could not be carried: one line on stderr and one in the audit log. */
export function noteRepair(ctx: WireContext, what: string): void {
  ctx.log(`mcp-contract-gate proxy: repaired a message from MCP server '${ctx.server}': ${logSafe(what)}\n`);
  ctx.audit({ time: (ctx.now?.() ?? new Date()).toISOString(), server: ctx.server, decision: 'repaired', from: 'server', reason: what });
}

/** How many bytes of an over-long line are kept from each end (to read its id). */
const END_BYTES = 1024;

/**
 * Call `line` for each LF-terminated line of `input` (bytes, without the LF; the last one even without an LF), and
 * `tooLong` instead for a line over `limit` bytes: such a line is never held whole, only its first and last KiB are
 * kept. Resolves when the stream ends or closes.
 */
export function eachLine(input: Readable, limit: number, line: (bytes: Buffer) => void, tooLong: (bytes: number, head: string, tail: string) => void): Promise<void> {
  let parts: Buffer[] = [];
  let size = 0;
  /** Set while skipping the rest of a line over the limit. */
  let skipping: { head: Buffer; tail: Buffer; bytes: number } | undefined;
  const keepTail = (tail: Buffer, more: Buffer) => (more.length >= END_BYTES ? Buffer.from(more.subarray(more.length - END_BYTES)) : Buffer.concat([tail, more]).subarray(-END_BYTES));
  const firstBytes = (bufs: Buffer[]) => {
    const out: Buffer[] = [];
    let n = 0;
    for (const b of bufs) {
      if (n >= END_BYTES) break;
      out.push(Buffer.from(b.subarray(0, END_BYTES - n)));
      n += Math.min(b.length, END_BYTES - n);
    }
    return Buffer.concat(out);
  };
  const skipped = () => {
    const s = skipping!;
    skipping = undefined;
    tooLong(s.bytes, s.head.toString('latin1'), s.tail.toString('latin1'));
  };
  const onData = (chunk: Buffer | string) => {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    let start = 0;
    for (;;) {
      const nl = buf.indexOf(0x0a, start);
      const piece = buf.subarray(start, nl === -1 ? buf.length : nl);
      if (skipping) {
        skipping.bytes += piece.length;
        skipping.tail = keepTail(skipping.tail, piece);
        if (nl === -1) return;
        skipped();
      } else if (size + piece.length > limit) {
        skipping = { head: firstBytes([...parts, piece]), tail: keepTail(parts.length ? parts.at(-1)! : Buffer.alloc(0), piece), bytes: size + piece.length };
        parts = [];
        size = 0;
        if (nl === -1) return;
        skipped();
      } else if (nl === -1) {
        if (piece.length) {
          parts.push(piece);
          size += piece.length;
        }
        return;
      } else {
        const whole = parts.length ? Buffer.concat([...parts, piece]) : piece;
        parts = [];
        size = 0;
        line(whole);
      }
      start = nl + 1;
    }
  };
  input.on('data', onData);
  return new Promise<void>((resolve) => {
    const done = () => {
      if (skipping) skipped();
      else if (parts.length) line(Buffer.concat(parts));
      parts = [];
      resolve();
    };
    input.once('end', done);
    input.once('close', done);
  });
}

export { MAX_MESSAGE_BYTES };
