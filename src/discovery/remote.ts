import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport, SseError } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { ServerConfig } from '../config/types.js';
import type { DiscoveryError, ServerSnapshot } from '../contract/types.js';
import type { JsonObject } from '../util/json.js';
import { Deadline } from './deadline.js';
import { describeFailure, failed } from './failure.js';
import { DiscoveryFailure, type ListLimits } from './list-raw.js';
import type { RecordingTransport } from './recording-transport.js';
import { connect, readLists, type Progress } from './session.js';

export interface RemoteContext {
  url: string;
  headers: Record<string, string>;
  clientCapabilities: JsonObject;
  limits: ListLimits;
  signal?: AbortSignal;
}

/**
 * Discover a remote server. `transport: http` speaks Streamable HTTP and, when the server answers `initialize` with a
 * 4xx (an SSE-only server rejects the POST), falls back to the older HTTP+SSE transport on the same URL, as the spec's
 * backwards-compatibility section describes. `transport: sse` uses SSE directly.
 */
export async function discoverRemote(server: ServerConfig, ctx: RemoteContext): Promise<ServerSnapshot> {
  const deadline = new Deadline(server.timeoutMs, ctx.signal);
  const progress: Progress = { phase: 'initialize' };
  const where = safeUrl(ctx.url);
  let session: { client: Client; recording: RecordingTransport; transport: Transport } | undefined;
  try {
    session = await connectRemote(server.transport, ctx, deadline, progress);
    return await readLists(session.client, session.recording, ctx.clientCapabilities, deadline, progress, ctx.limits);
  } catch (err) {
    const error: DiscoveryError = { message: '' };
    if (deadline.reason === 'timeout') {
      error.message = `timed out after ${server.timeoutMs / 1000} s waiting for ${progress.phase} from ${where}`;
      error.timedOut = true;
    } else if (deadline.reason === 'aborted') error.message = `discovery was cancelled during ${progress.phase}`;
    else if (err instanceof DiscoveryFailure) error.message = `${err.message} (${where})`;
    else error.message = `${progress.phase} failed at ${where}: ${describeRemote(err)}`;
    return failed(error, ctx.clientCapabilities);
  } finally {
    deadline.dispose();
    if (session) await closeSession(session.transport);
  }
}

export async function connectRemote(kind: ServerConfig['transport'], ctx: RemoteContext, deadline: Deadline, progress: Progress) {
  const url = new URL(ctx.url);
  const requestInit: RequestInit = { headers: ctx.headers };
  const attempt = async (transport: Transport) => {
    try {
      return { ...(await connect(transport, ctx.clientCapabilities, deadline, progress)), transport };
    } catch (err) {
      await closeSession(transport);
      throw err;
    }
  };
  if (kind === 'sse') return attempt(new SSEClientTransport(url, { requestInit }));
  try {
    return await attempt(new StreamableHTTPClientTransport(url, { requestInit }));
  } catch (err) {
    if (deadline.reason || !(err instanceof StreamableHTTPError) || err.code === undefined || err.code < 400 || err.code >= 500) throw err;
    try {
      return await attempt(new SSEClientTransport(url, { requestInit }));
    } catch (sseErr) {
      if (deadline.reason) throw sseErr;
      throw new Error(`${describeRemote(err)}; the SSE fallback failed too: ${describeRemote(sseErr)}`);
    }
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

function describeRemote(err: unknown): string {
  if (err instanceof StreamableHTTPError || err instanceof SseError) {
    const code = err.code;
    return code !== undefined && code > 0 ? `HTTP ${code}: ${err.message}` : err.message;
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
