import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { expandWorkspaceFolder } from '../config/interpolate.js';
import type { ServerConfig } from '../model/config.js';
import type { ServerInfo } from '../contract/types.js';
import type { JsonObject, JsonValue } from '../util/json.js';
import { Deadline } from '../mcp-client/deadline.js';
import { launchSpec, startBudget } from './launch.js';
import type { Era } from '../mcp-client/era.js';
import { DEFAULT_LIST_LIMITS, listAllPages, PermissiveResultSchema, type ListLimits, type ListMethod } from '../mcp-client/list-raw.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { ModernHttpTransport } from '../mcp-client/modern-http.js';
import { closeSession, connectRemote } from '../mcp-client/remote.js';
import { HEADER_MISMATCH } from '../mcp-client/routing-headers.js';
import { listenForListChanges, serverFacts, type Connected, type ListKind, type Progress } from '../mcp-client/session.js';
import { connectStdio, type StdioSlot } from '../mcp-client/stdio-connect.js';
import { GroupStdioTransport } from '../mcp-client/stdio-transport.js';

/**
 * An open session with one server, in whichever era it speaks. The one API the probes, the runtime guard and the
 * proxy use; the era (handshake, `_meta` envelope, HTTP headers, `subscriptions/listen`) stays inside.
 *
 * ```ts
 * const session = await openSession(server, { rootDir });
 * const tools = await session.list('tools/list', 'tools');            // raw, every page
 * const result = await session.callTool('search', { q: 'x' });       // raw result
 * const stop = await session.onListChanged((kind) => relist(kind));  // 2025 notifications or 2026 subscriptions/listen
 * await session.close();                                              // ends the process group (stdio)
 * ```
 */
export interface OpenSession {
  /** `initialize` (MCP up to 2025-11-25) or `discover` (2026-07-28). */
  era: Era;
  protocolVersion?: string;
  serverInfo?: ServerInfo;
  /** The server's capabilities as it sent them (initialize result, or server/discover result). */
  capabilities: JsonObject;
  /** The underlying SDK client, for requests not covered here; in the discover era it sends the `_meta` envelope. */
  client: Client;
  /** The server process (stdio), for tests that signal it. */
  pid?: number;
  /** One request, its result raw (unknown fields kept). */
  request(method: string, params?: JsonObject, options?: { timeoutMs?: number; signal?: AbortSignal }): Promise<JsonObject>;
  /** Every item of a list, following cursors, raw. */
  list(method: ListMethod, field: string, options?: { timeoutMs?: number; limits?: ListLimits }): Promise<JsonValue[]>;
  /** `tools/call`, the result raw. */
  callTool(name: string, args: JsonObject, options?: { timeoutMs?: number; signal?: AbortSignal }): Promise<JsonObject>;
  /**
   * Call `handler` when the server says a list changed (2025: its list_changed notifications; 2026: those sent on a
   * `subscriptions/listen` opened here, resolved once the server acknowledged it). Returns a function that stops.
   */
  onListChanged(handler: (kind: ListKind) => void, kinds?: ListKind[]): Promise<() => void>;
  /** Ends the session and, for stdio, the server's whole process group. */
  close(): Promise<void>;
}

/**
 * Start (or reach) a server and keep the session open, for work beyond listing: probes call tools through it, the
 * guard re-lists on list changes. Same environment rules as discovery (the config's env plus the SDK's defaults;
 * nothing of the runner's); `server.timeoutMs` bounds the opening and is the default for each request.
 */
export async function openSession(server: ServerConfig, options: { rootDir: string; env?: Record<string, string | undefined> }): Promise<OpenSession> {
  const expand = (s: string) => expandWorkspaceFolder(s, options.rootDir);
  const clientCapabilities = (server.clientCapabilities ?? {}) as JsonObject;
  const stdio = server.transport === 'stdio';
  const launch = stdio ? launchSpec(server, options.env, options.rootDir) : undefined;
  const deadline = new Deadline(server.timeoutMs, undefined, launch ? startBudget(server, launch) : undefined);
  const progress: Progress = { phase: 'initialize' };
  try {
    if (launch) {
      const { command, args, env, cwd } = launch;
      const spawn = () => {
        const transport = new GroupStdioTransport({ command, args, env, cwd });
        transport.onFirstOutput = () => deadline.started();
        return transport;
      };
      const slot: StdioSlot = { transport: spawn() };
      try {
        await deadline.race(slot.transport.start());
        const connected = await connectStdio(slot, spawn, server, clientCapabilities, deadline, progress);
        const opened = slot.transport;
        return sessionOf(connected, server.timeoutMs, () => opened.close(), opened.pid);
      } catch (err) {
        await slot.transport.close();
        throw err;
      }
    }
    const headers = server.headers ? Object.fromEntries(Object.entries(server.headers).map(([k, v]) => [k, expand(v)])) : {};
    const session = await connectRemote(
      server.transport,
      { url: expand(server.url ?? ''), headers, clientCapabilities, limits: { maxPages: 1, maxItems: 1 }, protocol: server.protocol, auth: server.auth, authKey: `${server.origin.key}.auth` },
      deadline,
      progress,
    );
    return sessionOf(session, server.timeoutMs, () => closeSession(session.transport), undefined, session.transport instanceof ModernHttpTransport ? session.transport : undefined);
  } finally {
    deadline.dispose();
  }
}

/**
 * `modern`: the 2026 era over HTTP, where a call carries the `Mcp-Param-*` headers of its tool's `x-mcp-header`
 * arguments. The transport reads them from the tools it listed: a call of a tool it has not seen lists the tools
 * first, and a call the server refuses for its headers (-32020) lists them again and is sent once more, as the spec
 * asks of a client.
 */
function sessionOf(connected: Connected, timeoutMs: number, close: () => Promise<void>, pid?: number, modern?: ModernHttpTransport): OpenSession {
  const { client } = connected;
  const facts = serverFacts(connected);
  const request = async (method: string, params?: JsonObject, opts: { timeoutMs?: number; signal?: AbortSignal } = {}) =>
    (await client.request({ method, ...(params ? { params } : {}) } as never, PermissiveResultSchema, { timeout: opts.timeoutMs ?? timeoutMs, signal: opts.signal })) as JsonObject;
  const list: OpenSession['list'] = (method, field, opts = {}) => {
    const signal = new AbortController().signal;
    return listAllPages(client, method, field, { signal, requestTimeoutMs: () => opts.timeoutMs ?? timeoutMs, limits: opts.limits ?? DEFAULT_LIST_LIMITS });
  };
  const callTool: OpenSession['callTool'] = async (name, args, opts) => {
    const call = () => request('tools/call', { name, arguments: args }, opts);
    if (!modern) return call();
    if (!modern.knowsTool(name)) await list('tools/list', 'tools', opts).catch(() => undefined); // the call says what is wrong
    try {
      return await call();
    } catch (err) {
      if (!(err instanceof McpError && err.code === HEADER_MISMATCH)) throw err;
      await list('tools/list', 'tools', opts);
      return call();
    }
  };
  return {
    era: connected.era,
    protocolVersion: facts.protocolVersion,
    serverInfo: facts.serverInfo as ServerInfo | undefined,
    capabilities: facts.capabilities,
    client,
    pid,
    request,
    list,
    callTool,
    onListChanged: (handler, kinds) => listenForListChanges(connected, handler, kinds),
    close,
  };
}
