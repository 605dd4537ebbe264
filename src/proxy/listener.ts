import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_MESSAGE_BYTES } from '../mcp-client/http-body.js';
import { HEADER_MISMATCH, routingHeaderProblem } from '../mcp-client/routing-headers.js';

/**
 * What the proxy's HTTP listeners share, whatever is behind them (a Streamable HTTP server, or a stdio server): the
 * endpoint path, the refusals of what a browser could be tricked into sending (DNS rebinding, cross-site POSTs), and
 * reading a client's body under the message cap.
 */

/** The path the proxy answers on (any other is a 404). */
export const PROXY_PATH = '/mcp';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** The Host header values a listener on host:port answers: its own address (loopback names too, on a loopback or wildcard address), plus the allowed ones. */
export function allowedHosts(host: string, port: number, extra: readonly string[]): Set<string> {
  const own = host.includes(':') ? `[${host}]` : host;
  const local = LOOPBACK_NAMES.includes(own) || own === '0.0.0.0' || own === '[::]';
  const out = new Set<string>();
  for (const name of [own, ...(local ? LOOPBACK_NAMES : []), ...extra]) out.add(hostWithPort(name.toLowerCase(), port));
  return out;
}

/** `name` or `name:port` (`[v6]`, `[v6]:port`) as `name:port`. */
function hostWithPort(name: string, port: number): string {
  return /:\d+$/.test(name) && !(name.includes(':') && !name.startsWith('[') && name.indexOf(':') !== name.lastIndexOf(':')) ? name : `${name}:${port}`;
}

/** An Origin's host:port (its own origin is allowed: a page the proxy itself served). */
function originHost(origin: string): string {
  try {
    const u = new URL(origin);
    return `${u.hostname.toLowerCase()}:${u.port || (u.protocol === 'https:' ? 443 : 80)}`;
  } catch {
    return '';
  }
}

export interface ListenGuard {
  /** Why a request is refused (status and text), before anything is read or forwarded; undefined: it may pass. */
  refusal: (req: IncomingMessage) => [number, string] | undefined;
  /** Once listening: the port the listener got (port 0 picks one). */
  listening: (port: number) => void;
}

/**
 * DNS rebinding and cross-site requests: a Host that is not the listen address (or an allowed one) is refused (403),
 * so is a present Origin that is neither allowed nor the listener's own, and a POST that is not application/json (415:
 * a "simple" cross-site POST needs no preflight).
 */
export function listenGuard(host: string, port: number, allowHosts: readonly string[] = [], allowOrigins: readonly string[] = []): ListenGuard {
  let hosts = allowedHosts(host, port, allowHosts);
  const origins = new Set(allowOrigins.map((x) => x.toLowerCase().replace(/\/+$/, '')));
  return {
    listening: (p) => (hosts = allowedHosts(host, p, allowHosts)),
    refusal: (req) => {
      const given = (req.headers.host ?? '').toLowerCase();
      if (!hosts.has(hostWithPort(given, 80))) return [403, `Host ${JSON.stringify(given.slice(0, 100))} is not this proxy's address (allow it with --allow-host)`];
      const origin = req.headers.origin;
      if (origin !== undefined && !origins.has(origin.toLowerCase()) && !hosts.has(originHost(origin)))
        return [403, `Origin ${JSON.stringify(origin.slice(0, 100))} is not allowed (allow it with --allow-origin)`];
      if (req.method === 'POST' && !/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '')) return [415, 'POST needs content-type: application/json'];
      return undefined;
    },
  };
}

export function plain(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(text);
}

export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The client's body, or undefined past the message cap. */
export async function readRequest(req: IncomingMessage): Promise<string | undefined> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_MESSAGE_BYTES) return undefined;
  const chunks: Buffer[] = [];
  let seen = 0;
  for await (const c of req as AsyncIterable<Buffer>) {
    seen += c.length;
    if (seen > MAX_MESSAGE_BYTES) return undefined;
    chunks.push(c);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The answer (HTTP 400, JSON-RPC -32020) to a single request whose Mcp-Method / Mcp-Name headers are missing (2026-07-28
 * era) or disagree with its body; undefined when they mirror it. Judged before anything is forwarded, so a call routed
 * or authorised by its headers as one tool never reaches the server as another.
 */
export function headerRefusal(req: IncomingMessage, message: unknown): { id: unknown; problem: string; body: object } | undefined {
  const problem = routingHeaderProblem((name) => {
    const v = req.headers[name];
    return Array.isArray(v) ? v.join(', ') : v;
  }, message);
  if (problem === undefined) return undefined;
  const id = (message as { id: unknown }).id;
  return { id, problem, body: { jsonrpc: '2.0', id, error: { code: HEADER_MISMATCH, message: `Bad Request: the request headers and body disagree: ${problem} (mcp-contract-gate proxy)` } } };
}
