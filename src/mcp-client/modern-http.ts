import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { DISCOVER_ERA_VERSION } from '../model/protocol.js';
import { UNSUPPORTED_PROTOCOL_VERSION } from './era.js';
import { cappedFetch, readSseEvents, shortBody } from './http-body.js';
import { scanParamHeaders, type HeaderDeclaration } from '../contract/param-headers.js';
import { isObject } from '../util/json.js';
import { HEADER_MISMATCH, paramHeaders, routingHeaders } from './routing-headers.js';

/** An HTTP answer that carried no JSON-RPC message: the status and a short line of the body. */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`HTTP ${status}${body ? `: ${body}` : ''}`);
  }
}

/**
 * Streamable HTTP as the discover era (2026-07-28) speaks it: every message is one POST, with `MCP-Protocol-Version`
 * and `Mcp-Method` (and `Mcp-Name`) headers, and a `tools/call` the `Mcp-Param-*` headers of the arguments its tool
 * mirrors (`x-mcp-header`, read from the tools the server listed on this transport); no session, no GET stream, no
 * DELETE. The answer is JSON or an SSE
 * stream (which stays open for `subscriptions/listen`); its messages are passed on raw. A 4xx that carries the 2026
 * era's own JSON-RPC errors answers the request with it (a version refusal, a header mismatch); any other failure
 * status is an `HttpStatusError`.
 * Bodies are read through `cappedFetch`.
 */
export class ModernHttpTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T) => void;

  private readonly controller = new AbortController();
  private readonly fetch: typeof fetch;
  private closed = false;
  /** Ids of the tools/list requests in flight: their answers say which arguments each tool mirrors into headers. */
  private readonly listing = new Set<string | number>();
  /** Each listed tool's `x-mcp-header` declarations, from the latest listing that named it. */
  private readonly mirrored = new Map<string, HeaderDeclaration[]>();

  constructor(
    private readonly url: URL,
    private readonly headers: Record<string, string>,
    /** The fetch every request goes through (an OAuth session's, which adds the bearer token); default `cappedFetch()`. */
    fetchFn?: typeof fetch,
  ) {
    this.fetch = fetchFn ?? cappedFetch();
  }

  async start(): Promise<void> {}

  async send(message: JSONRPCMessage): Promise<void> {
    if (this.closed) throw new Error('the connection is closed');
    const headers: Record<string, string> = {
      ...this.headers,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': DISCOVER_ERA_VERSION,
    };
    Object.assign(headers, routingHeaders(message));
    if ('method' in message && 'id' in message) {
      if (message.method === 'tools/list') this.listing.add(message.id);
      const params = isObject(message.params) ? message.params : {};
      if (message.method === 'tools/call' && typeof params.name === 'string') Object.assign(headers, paramHeaders(this.mirrored.get(params.name) ?? [], params.arguments));
    }
    const response = await this.fetch(this.url, { method: 'POST', headers, body: JSON.stringify(message), signal: this.controller.signal });
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('text/event-stream') && response.ok && response.body) {
      // Read the stream in the background: a listen stays open until we close.
      void this.readEvents(response.body).catch((err: Error) => {
        if (!this.closed) this.onerror?.(err);
      });
      return;
    }
    const text = await response.text();
    if (!('id' in message) || !('method' in message)) {
      if (!response.ok) throw new HttpStatusError(response.status, shortBody(text));
      return;
    }
    let parsed = parseMessages(text);
    if (!response.ok) {
      // Only the 2026 era's version refusal is an answer here; any other failure status is the HTTP layer's.
      const refusal = parsed.find((m) => 'error' in m && (m.error.code === UNSUPPORTED_PROTOCOL_VERSION || m.error.code === HEADER_MISMATCH));
      if (!refusal) throw new HttpStatusError(response.status, shortBody(text));
      parsed = [refusal];
    }
    if (parsed.length === 0) throw new HttpStatusError(response.status, shortBody(text));
    // An error about the request as a whole may come back with "id": null; it answers this request.
    for (const m of parsed) this.receive('error' in m && (m.id === null || m.id === undefined) ? ({ ...m, id: message.id } as JSONRPCMessage) : m);
  }

  private async readEvents(body: ReadableStream<Uint8Array>): Promise<void> {
    await readSseEvents(body, (event) => {
      if (event.data) for (const m of parseMessages(event.data)) this.receive(m);
    });
  }

  /** A message from the server, passed on; a tools/list answer first teaches which arguments each tool mirrors. */
  private receive(m: JSONRPCMessage): void {
    if ('id' in m && !('method' in m) && m.id !== undefined && this.listing.delete(m.id) && 'result' in m && Array.isArray(m.result.tools))
      for (const t of m.result.tools) if (isObject(t) && typeof t.name === 'string') this.mirrored.set(t.name, scanParamHeaders(t.inputSchema).declarations);
    this.onmessage?.(m);
  }

  /** Whether a listing on this transport named `tool` (so a call of it carries the headers its definition asks for). */
  knowsTool(tool: string): boolean {
    return this.mirrored.has(tool);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.controller.abort();
    this.onclose?.();
  }
}

/** The JSON-RPC messages of a body (one message or a batch); nothing when it is not JSON-RPC. */
function parseMessages(text: string): JSONRPCMessage[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  const list = Array.isArray(data) ? data : [data];
  return list.filter((m) => JSONRPCMessageSchema.safeParse(m).success) as JSONRPCMessage[];
}
