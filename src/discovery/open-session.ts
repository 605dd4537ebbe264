import { resolve } from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { expandWorkspaceFolder } from '../config/interpolate.js';
import type { ServerConfig } from '../config/types.js';
import type { JsonObject } from '../util/json.js';
import { Deadline } from './deadline.js';
import { serverEnvironment } from './environment.js';
import { closeSession, connectRemote } from './remote.js';
import { connect, type Progress } from './session.js';
import { GroupStdioTransport } from './stdio-transport.js';

export interface OpenSession {
  client: Client;
  /** The server process (stdio), for tests that signal it. */
  pid?: number;
  /** Ends the session and, for stdio, the server's whole process group. */
  close(): Promise<void>;
}

/**
 * Start (or reach) a server and keep the connected MCP client open, for work beyond listing: probes call tools through
 * it. Same environment rules as discovery (the config's env plus the SDK's defaults; nothing of the runner's).
 */
export async function openSession(server: ServerConfig, options: { rootDir: string; env?: Record<string, string | undefined> }): Promise<OpenSession> {
  const expand = (s: string) => expandWorkspaceFolder(s, options.rootDir);
  const clientCapabilities = (server.clientCapabilities ?? {}) as JsonObject;
  const deadline = new Deadline(server.timeoutMs);
  const progress: Progress = { phase: 'initialize' };
  try {
    if (server.transport === 'stdio') {
      const cwd = resolve(options.rootDir, expand(server.cwd ?? '.'));
      const configEnv = server.env ? Object.fromEntries(Object.entries(server.env).map(([k, v]) => [k, expand(v)])) : undefined;
      const transport = new GroupStdioTransport({ command: expand(server.command ?? ''), args: (server.args ?? []).map(expand), env: serverEnvironment(configEnv, options.env), cwd });
      try {
        await deadline.race(transport.start());
        const { client } = await connect(transport, clientCapabilities, deadline, progress);
        return { client, pid: transport.pid, close: () => transport.close() };
      } catch (err) {
        await transport.close();
        throw err;
      }
    }
    const headers = server.headers ? Object.fromEntries(Object.entries(server.headers).map(([k, v]) => [k, expand(v)])) : {};
    const session = await connectRemote(server.transport, { url: expand(server.url ?? ''), headers, clientCapabilities, limits: { maxPages: 1, maxItems: 1 } }, deadline, progress);
    return { client: session.client, close: () => closeSession(session.transport) };
  } finally {
    deadline.dispose();
  }
}
