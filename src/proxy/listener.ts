import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HEADER_MISMATCH, isParamHeader, routingHeaderProblem } from '../mcp-client/routing-headers.js';
import { isObject } from '../util/json.js';
import { logSafe } from '../report/escape.js';
import { MAX_MESSAGE_BYTES } from '../util/limits.js';

/**
 * What the proxy's HTTP listeners share, whatever is behind them (a Streamable HTTP server, or a stdio server): the
 * endpoint path, every check of a request's headers before anything is read or forwarded (the bearer token, DNS
 * rebinding, cross-site POSTs; `listenGuard`, the one place for them), the header and body read timeouts, and reading
 * a client's body under the message cap.
 */

/** How long a client may take to send a request's headers (slowloris): `--header-timeout`. */
export const DEFAULT_HEADER_TIMEOUT_MS = 10_000;
/** How long a client may take to send a whole request, headers and body: `--body-timeout`. */
export const DEFAULT_BODY_TIMEOUT_MS = 30_000;

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

/** An Origin's scheme (`http:`), or '' when it is no URL. */
function originScheme(origin: string): string {
  try {
    return new URL(origin).protocol;
  } catch {
    return '';
  }
}

export interface ListenGuard {
  /** Why a request is refused (status, text and headers), before anything is read or forwarded; undefined: it may pass. */
  refusal: (req: IncomingMessage) => [number, string, Record<string, string>?] | undefined;
  /** Once listening: the port the listener got (port 0 picks one). */
  listening: (port: number) => void;
}

/** SHA-256 of a token: compared in constant time whatever the lengths. */
const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Whether an Authorization header carries `Bearer <token>` (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const m = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  return timingSafeEqual(digest(m?.[1] ?? ''), digest(token)) && m !== null;
}

/**
 * Every check of a request's headers, in one place, before anything is read or forwarded: with a token, a request
 * without `Authorization: Bearer <token>` is refused (401) whatever its Host; DNS rebinding and cross-site requests: a
 * request with more than one Host header is refused (400), a Host that is not the listen address (or an allowed one)
 * is refused (403), so is a present Origin that is neither allowed nor the listener's own (`http://` at its address:
 * the scheme counts), and a POST that is not application/json (415: a "simple" cross-site POST needs no preflight).
 */
export function listenGuard(host: string, port: number, allowHosts: readonly string[] = [], allowOrigins: readonly string[] = [], authToken?: string): ListenGuard {
  let hosts = allowedHosts(host, port, allowHosts);
  const origins = new Set(allowOrigins.map((x) => x.toLowerCase().replace(/\/+$/, '')));
  return {
    listening: (p) => (hosts = allowedHosts(host, p, allowHosts)),
    refusal: (req) => {
      if (authToken !== undefined && !bearerMatches(req.headers.authorization, authToken))
        return [401, 'this proxy needs its bearer token (Authorization: Bearer <token>, the value of --auth-token)', { 'www-authenticate': 'Bearer realm="mcp-contract-gate proxy"' }];
      // Node keeps the first of several Host headers: a request carrying more is refused, whichever comes first
      let hostHeaders = 0;
      for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]!.toLowerCase() === 'host') hostHeaders++;
      if (hostHeaders > 1) return [400, `the request carries ${hostHeaders} Host headers; one is allowed`];
      const given = (req.headers.host ?? '').toLowerCase();
      if (!hosts.has(hostWithPort(given, 80))) return [403, `Host ${JSON.stringify(given.slice(0, 100))} is not this proxy's address (allow it with --allow-host)`];
      const origin = req.headers.origin;
      // the listener's own origin is http://HOST:PORT: an https:// origin (or any other scheme) at its address is another origin
      if (origin !== undefined && !origins.has(origin.toLowerCase()) && !(originScheme(origin) === 'http:' && hosts.has(originHost(origin))))
        return [403, `Origin ${JSON.stringify(origin.slice(0, 100))} is not allowed (allow it with --allow-origin)`];
      if (req.method === 'POST' && !/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '')) return [415, 'POST needs content-type: application/json'];
      return undefined;
    },
  };
}

export function plain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, 'content-type': 'text/plain; charset=utf-8' }).end(text);
}

export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** A client's body read: its bytes, or (past the message cap) how much was seen and its first KiB, for the id. */
export type RequestBody = { bytes: Buffer; tooLarge?: undefined } | { tooLarge: { bytes: number; exact: boolean; head: string }; bytes?: undefined };

/** How much of a body over the cap is read (for its id) before the refusal. */
const HEAD_BYTES = 1024;

/**
 * The client's body, read no further than the message cap (of a larger declared length, only its first KiB). A body
 * over the cap that ends within another default cap's worth (MAX_MESSAGE_BYTES) is still read to its end and
 * dropped, so a client still sending receives the refusal rather than a connection reset under its upload (fetch
 * fails with EPIPE). Past that the request is paused, not destroyed, and the refusal is sent with `connection: close`.
 */
export function readRequest(req: IncomingMessage, limit = MAX_MESSAGE_BYTES): Promise<RequestBody> {
  const declared = Number(req.headers['content-length']);
  const over = Number.isFinite(declared) && declared > limit;
  const drainTo = limit + MAX_MESSAGE_BYTES; // read (and drop) no further than another default cap's worth
  const chunks: Buffer[] = [];
  let seen = 0;
  let head: string | undefined; // once over the cap: the first KiB, kept for the id
  return new Promise<RequestBody>((resolve, reject) => {
    const finish = (body: RequestBody) => {
      req.off('data', onData).off('end', onEnd).off('error', reject);
      if (body.tooLarge) req.pause();
      resolve(body);
    };
    const takeHead = () => {
      head = Buffer.concat(chunks).subarray(0, HEAD_BYTES).toString('latin1');
      chunks.length = 0;
    };
    const tooLarge = (ended: boolean) => finish({ tooLarge: over ? { bytes: declared, exact: true, head: head! } : { bytes: seen, exact: ended, head: head! } });
    const onData = (c: Buffer) => {
      seen += c.length;
      if (head === undefined) {
        chunks.push(c);
        if (seen <= limit && !(over && seen >= HEAD_BYTES)) return;
        takeHead();
        if (over && declared > drainTo) return tooLarge(false);
      }
      if (seen > drainTo) tooLarge(false);
    };
    const onEnd = () => {
      if (head === undefined && (over || seen > limit)) takeHead();
      if (head !== undefined) tooLarge(true);
      else finish({ bytes: Buffer.concat(chunks) });
    };
    req.on('data', onData).once('end', onEnd).once('error', reject);
  });
}

/** What both listeners take: where to listen, whom to let in, how long a client may take to send a request. */
export interface ListenOptions {
  host: string;
  port: number;
  /** Host headers accepted besides the listen address itself (and localhost names when it is a loopback one). */
  allowHosts?: string[];
  /** Origins accepted; a request carrying any other Origin is refused (403). */
  allowOrigins?: string[];
  /** The bearer token every request must carry (`--auth-token env:NAME`; needed to listen beyond loopback). */
  authToken?: string;
  /** How long a client may take to send the headers of a request (DEFAULT_HEADER_TIMEOUT_MS). */
  headerTimeoutMs?: number;
  /** How long a client may take to send a whole request, headers and body (DEFAULT_BODY_TIMEOUT_MS). */
  bodyTimeoutMs?: number;
  log: (text: string) => void;
}

export interface Listening {
  server: Server;
  /** Where clients connect: http://HOST:PORT/mcp */
  url: string;
}

/**
 * An HTTP server for the proxy: the guard's refusals answered before `handle` sees a request, header and body read
 * timeouts (a client that trickles its request is cut off with 408), listening on host:port.
 */
export async function startListening(o: ListenOptions, handle: (req: IncomingMessage, res: ServerResponse) => void): Promise<Listening> {
  const guard = listenGuard(o.host, o.port, o.allowHosts ?? [], o.allowOrigins ?? [], o.authToken);
  const headersTimeout = o.headerTimeoutMs ?? DEFAULT_HEADER_TIMEOUT_MS;
  const requestTimeout = Math.max(o.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS, headersTimeout);
  const server = createServer({ headersTimeout, requestTimeout, connectionsCheckingInterval: Math.max(100, Math.min(1000, headersTimeout / 4)) }, (req, res) => {
    const refused = guard.refusal(req);
    if (refused) {
      o.log(`mcp-contract-gate proxy: refused ${req.method} (${refused[0]}): ${logSafe(refused[1])}\n`);
      req.resume();
      return plain(res, refused[0], `mcp-contract-gate proxy: ${refused[1]}`, refused[2]);
    }
    handle(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  guard.listening(port);
  const host = o.host.includes(':') ? `[${o.host}]` : o.host;
  return { server, url: `http://${host}:${port}${PROXY_PATH}` };
}

/**
 * The answer (HTTP 400, JSON-RPC -32020) to a single request whose Mcp-Method / Mcp-Name headers are missing (2026-07-28
 * era) or disagree with its body, to an id-less message whose headers disagree with it, and to a batch that carries
 * any of Mcp-Method, Mcp-Name, Mcp-Param-* (they describe one request); undefined when they mirror it. Judged before anything is forwarded, so a call routed
 * or authorised by its headers as one tool never reaches the server as another.
 */
export function headerRefusal(req: IncomingMessage, message: unknown): { id: unknown; problem: string; body: object } | undefined {
  const header = (name: string) => {
    const v = req.headers[name];
    return Array.isArray(v) ? v.join(', ') : v;
  };
  let problem: string | undefined;
  if (Array.isArray(message)) {
    // the headers describe one request: on a batch no item could be held to them, so a batch carrying them is refused
    const carried = Object.keys(req.headers).filter((k) => k === 'mcp-method' || k === 'mcp-name' || isParamHeader(k));
    if (carried.length) problem = `a batch carries ${carried.sort().join(', ')}, headers that describe one request (send the requests one by one)`;
  } else if (isObject(message) && message.id === undefined && typeof message.method === 'string') {
    // an id-less message (a notification, or a call sent as one): what headers it carries must agree with its body
    const found = routingHeaderProblem(header, { ...message, id: null });
    if (found !== undefined && !/the required Mcp-[A-Za-z]+ header is absent$/.test(found)) problem = found;
  } else problem = routingHeaderProblem(header, message);
  if (problem === undefined) return undefined;
  const id = isObject(message) && message.id !== undefined ? message.id : null;
  return { id, problem, body: { jsonrpc: '2.0', id, error: { code: HEADER_MISMATCH, message: `Bad Request: the request headers and body disagree: ${problem} (mcp-contract-gate proxy)` } } };
}
