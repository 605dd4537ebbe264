import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { ServerConfig } from '../model/config.js';
import type { JsonObject } from '../util/json.js';
import type { Deadline } from './deadline.js';
import { INITIALIZE_ERA_VERSION } from '../model/protocol.js';
import { connect, type Connected, type Progress } from './session.js';
import type { GroupStdioTransport } from './stdio-transport.js';

/** The transport a stdio connection is using: `connectStdio` may replace it with a fresh process. */
export interface StdioSlot {
  transport: GroupStdioTransport;
}

/**
 * Open a started stdio server in its era (the config's `protocol`, negotiated under auto). Some SDKs end the process on
 * any request before `initialize`: under auto that is an initialize-era server, so a fresh process (put in `slot`) is
 * opened with `initialize`. Discovery and open sessions (probes, guard, proxy) both open servers through here.
 */
export async function connectStdio(
  slot: StdioSlot,
  spawn: () => GroupStdioTransport,
  server: ServerConfig,
  clientCapabilities: JsonObject,
  deadline: Deadline,
  progress: Progress,
): Promise<Connected> {
  try {
    return await connect(slot.transport, clientCapabilities, deadline, progress, server.protocol, server.clientName);
  } catch (err) {
    if (!exitedOnProbe(err, server, deadline)) throw err;
    await slot.transport.close();
    slot.transport = spawn();
    await deadline.race(slot.transport.start());
    return connect(slot.transport, clientCapabilities, deadline, progress, INITIALIZE_ERA_VERSION, server.clientName);
  }
}

/** Under `auto`, the server process ended on our `server/discover` (not on a time or cancel). */
function exitedOnProbe(err: unknown, server: ServerConfig, deadline: Deadline): boolean {
  return (server.protocol ?? 'auto') === 'auto' && !deadline.reason && err instanceof McpError && err.code === ErrorCode.ConnectionClosed;
}
