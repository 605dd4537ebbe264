import { SSEClientTransport, SseError } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { ServerAuth, ServerConfig } from '../model/config.js';
import { AuthFailure, OAuthSession } from './auth/oauth.js';
import type { DiscoveryError, ServerSnapshot } from '../contract/types.js';
import type { JsonObject } from '../util/json.js';
import { Deadline } from './deadline.js';
import { describeFailure, failed } from './failure.js';
import { DiscoveryFailure, type ListLimits } from './list-raw.js';
import { DISCOVER_ERA_VERSION, INITIALIZE_ERA_VERSION, type ProtocolChoice } from '../model/protocol.js';
import { isLegacyAnswer, refusal, UNSUPPORTED_PROTOCOL_VERSION, VersionRefused } from './era.js';
import { cappedFetch, shortBody } from './http-body.js';
import { HttpStatusError, ModernHttpTransport } from './modern-http.js';
import { connectDiscover, connectInitialize, readLists, type Connected, type Progress } from './session.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { maskKnownInPlace, REDACTED, Scrubber } from '../util/secrets.js';

export interface RemoteContext {
  url: string;
  headers: Record<string, string>;
  clientCapabilities: JsonObject;
  limits: ListLimits;
  signal?: AbortSignal;
  protocol?: ProtocolChoice;
  /** The server's OAuth client (config `auth`); without it a 401 fails naming `authKey`. */
  auth?: ServerAuth;
  /** Where to configure `auth` for this server, for messages (`servers[0].auth`). */
  authKey?: string;
  /** The `clientInfo.name` to open the session with (a principal's `client-name`); default: the gate's own. */
  clientName?: string;
  /** Told what the reader should know as it happens (the OAuth session's warnings), besides the snapshot's warnings. */
  onNote?: (text: string) => void;
}

/** A connected remote session and its transport (closed with `closeSession`). */
export type RemoteSession = Connected & { transport: Transport; oauth: OAuthSession };

/**
 * Discover a remote server. `transport: http` first speaks the 2026 era (`server/discover` over stateless Streamable
 * HTTP); when the answer says "an initialize-era server" (a JSON-RPC error other than a version refusal, or a 4xx
 * without one) it opens with `initialize` over Streamable HTTP, and when that POST gets a 4xx (an SSE-only server),
 * over the older HTTP+SSE transport on the same URL, as the spec's backwards-compatibility sections describe.
 * `transport: sse` uses SSE directly. `protocol` pins one era (no fallback across eras).
 */
export async function discoverRemote(server: ServerConfig, ctx: RemoteContext): Promise<ServerSnapshot> {
  const deadline = new Deadline(server.timeoutMs, ctx.signal);
  const progress: Progress = { phase: 'initialize' };
  const where = safeUrl(ctx.url);
  let session: RemoteSession | undefined;
  let oauth: OAuthSession | undefined;
  try {
    oauth = new OAuthSession(new URL(ctx.url), ctx.auth ?? server.auth, cappedFetch(), ctx.authKey ?? `${server.origin.key}.auth`, hasAuthorization(ctx.headers));
    const clientName = ctx.clientName ?? server.clientName;
    session = await connectRemote(server.transport, { ...ctx, protocol: ctx.protocol ?? server.protocol, ...(clientName !== undefined ? { clientName } : {}) }, deadline, progress, oauth);
    const snapshot = await readLists(session, ctx.clientCapabilities, deadline, progress, ctx.limits);
    if (Object.keys(oauth.surface).length) snapshot.auth = oauth.surface;
    return withoutTokens(snapshot, oauth, ctx.onNote);
  } catch (err) {
    const error: DiscoveryError = { message: '' };
    if (deadline.reason === 'timeout') {
      error.message = `timed out after ${server.timeoutMs / 1000} s waiting for ${progress.phase} from ${where}`;
      error.timedOut = true;
    } else if (deadline.reason === 'aborted') error.message = `discovery was cancelled during ${progress.phase}`;
    else if (err instanceof DiscoveryFailure) error.message = `${err.message} (${where})`;
    else if (authFailureIn(err)) {
      const failure = authFailureIn(err)!;
      error.message = `OAuth (${failure.step}) failed at ${where} during ${progress.phase}: ${failure.message}`;
    } else error.message = `${progress.phase} failed at ${where}: ${describeRemote(err)}`;
    return withoutTokens(failed(error, ctx.clientCapabilities), oauth, ctx.onNote);
  } finally {
    deadline.dispose();
    if (session) await closeSession(session.transport);
  }
}

/**
 * Open a session with a remote server. Every request goes through `oauth` (made from `ctx.auth` when not given): a 401
 * is answered with a token or fails as an AuthFailure, which never falls back to another era or to SSE.
 */
export async function connectRemote(kind: ServerConfig['transport'], ctx: RemoteContext, deadline: Deadline, progress: Progress, given?: OAuthSession): Promise<RemoteSession> {
  const url = new URL(ctx.url);
  const protocol = ctx.protocol ?? 'auto';
  const oauth = given ?? new OAuthSession(url, ctx.auth, cappedFetch(), ctx.authKey ?? 'auth', hasAuthorization(ctx.headers));
  // every token the session obtains is scrubbed from every output from then on (addObtainedSecret, in OAuthSession)
  const fetch = oauth.fetch;
  const requestInit: RequestInit = { headers: ctx.headers };
  if (kind === 'sse' && protocol === DISCOVER_ERA_VERSION)
    throw new Error(`transport: sse is the initialize era's HTTP transport; MCP ${DISCOVER_ERA_VERSION} is spoken over Streamable HTTP (transport: http)`);
  if (kind !== 'sse' && protocol !== INITIALIZE_ERA_VERSION) {
    const transport = new ModernHttpTransport(url, ctx.headers, fetch);
    try {
      const connected = await connectDiscover(transport, ctx.clientCapabilities, deadline, progress, { fallback: false, ...(ctx.clientName !== undefined ? { clientName: ctx.clientName } : {}) });
      if (connected) return { ...connected, transport, oauth };
    } catch (err) {
      await closeSession(transport);
      if (deadline.reason || protocol !== 'auto' || err instanceof AuthFailure || !legacyHttpAnswer(err)) throw err;
    }
  }
  const attempt = async (transport: Transport) => {
    try {
      return { ...(await connectInitialize(transport, ctx.clientCapabilities, deadline, progress, false, undefined, ctx.clientName)), transport, oauth };
    } catch (err) {
      await closeSession(transport);
      throw err;
    }
  };
  if (kind === 'sse') return attempt(new SSEClientTransport(url, { requestInit, fetch, eventSourceInit: { fetch } }));
  try {
    return await attempt(new StreamableHTTPClientTransport(url, { requestInit, fetch }));
  } catch (err) {
    // An auth challenge is answered or fails here: the older transport is no way around it (and asks the same server).
    if (deadline.reason || authFailure(err) || !(err instanceof StreamableHTTPError) || err.code === undefined || err.code < 400 || err.code >= 500) throw err;
    // A 4xx that carries the 2026 era's version refusal comes from a discover-era server, not an SSE-only one.
    const refused = modernRefusal(err);
    if (refused) throw refused;
    try {
      return await attempt(new SSEClientTransport(url, { requestInit, fetch, eventSourceInit: { fetch } }));
    } catch (sseErr) {
      if (deadline.reason) throw sseErr;
      throw new Error(`${describeRemote(err)}; the SSE fallback failed too: ${describeRemote(sseErr)}`, { cause: sseErr });
    }
  }
}

/**
 * The snapshot with every token the session obtained masked (`***`), wherever the server echoed one (a description,
 * an error it answered with), before any report, lockfile or truncation sees it; and a warning that it did.
 */
function withoutTokens(snapshot: ServerSnapshot, oauth: OAuthSession | undefined, onNote?: (text: string) => void): ServerSnapshot {
  // (and what the OAuth session has to tell: a refresh token the authorization server rotated)
  for (const w of oauth?.warnings ?? []) onNote?.(w);
  if (oauth?.warnings.length) snapshot.warnings = [...(snapshot.warnings ?? []), ...oauth.warnings];
  if (!oauth?.secrets.length) return snapshot;
  if (maskKnownInPlace(snapshot, new Scrubber(oauth.secrets)) === 0) return snapshot;
  snapshot.warnings = [
    ...(snapshot.warnings ?? []),
    `the server sent back an OAuth token the gate obtained for it (masked as ${REDACTED}): a server that echoes its credentials hands them to whoever reads what it says`,
  ];
  return snapshot;
}

/** Whether the headers carry an Authorization of their own (config `headers`). */
function hasAuthorization(headers: Record<string, string>): boolean {
  return Object.keys(headers).some((k) => k.toLowerCase() === 'authorization');
}

/** The AuthFailure an error is or wraps (the SDK wraps what fetch throws in some paths). */
export function authFailureIn(err: unknown): AuthFailure | undefined {
  for (let e = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) if (e instanceof AuthFailure) return e;
  return undefined;
}

function authFailure(err: unknown): boolean {
  return authFailureIn(err) !== undefined;
}

/** Whether an answer to `server/discover` over HTTP says "an initialize-era server" (fall back to `initialize`). */
function legacyHttpAnswer(err: unknown): boolean {
  if (err instanceof VersionRefused) return err.supported.some((v) => v < DISCOVER_ERA_VERSION);
  if (err instanceof HttpStatusError) return err.status >= 400 && err.status < 500;
  return isLegacyAnswer(err);
}

/** The version refusal in a Streamable HTTP error body (`Error POSTing to endpoint: {"jsonrpc":…}`), if there is one. */
function modernRefusal(err: StreamableHTTPError): VersionRefused | undefined {
  const json = err.message.slice(err.message.indexOf('{'));
  try {
    const body = JSON.parse(json) as { error?: { code?: number; message?: string; data?: unknown } };
    if (body.error?.code !== UNSUPPORTED_PROTOCOL_VERSION) return undefined;
    return refusal(new McpError(body.error.code, body.error.message ?? '', body.error.data));
  } catch {
    return undefined;
  }
}

export async function closeSession(transport: Transport): Promise<void> {
  const done = new Promise((r) => setTimeout(r, 1000).unref());
  try {
    if (transport instanceof StreamableHTTPClientTransport && transport.sessionId) await Promise.race([transport.terminateSession().catch(() => {}), done]);
    await Promise.race([transport.close(), done]);
  } catch {
    // Closing is best effort; nothing of ours is left running either way.
  }
}

export function describeRemote(err: unknown): string {
  if (err instanceof StreamableHTTPError || err instanceof SseError) {
    const code = err.code;
    // The SDK quotes the whole body ("Error POSTing to endpoint: <!DOCTYPE html>…"): keep its first line, short.
    const m = /^([\s\S]*?): (?=[<{[])([\s\S]*)$/.exec(err.message);
    const text = m ? `${m[1]}: ${shortBody(m[2]!)}` : shortBody(err.message);
    return code !== undefined && code > 0 ? `HTTP ${code}: ${text}` : text;
  }
  return describeFailure(err);
}

/** The URL without credentials or query (they may carry secrets), for messages. */
function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}`;
  } catch {
    return '(invalid URL)';
  }
}
