import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { PromptDef, ServerSnapshot, ToolDef } from '../contract/types.js';
import { isObject, type JsonObject } from '../util/json.js';
import { VERSION } from '../version.js';
import type { Deadline } from './deadline.js';
import { listAllPages, type ListLimits, type ListMethod } from './list-raw.js';
import { RecordingTransport } from './recording-transport.js';

/** What a discovery is doing right now, for the message when it times out or fails. */
export interface Progress {
  phase: string;
}

export function newClient(clientCapabilities: JsonObject): Client {
  return new Client({ name: 'mcp-contract-gate', version: VERSION }, { capabilities: clientCapabilities });
}

/** Connect (initialize) over `transport`, keeping the raw initialize result. */
export async function connect(transport: Transport, clientCapabilities: JsonObject, deadline: Deadline, progress: Progress) {
  const recording = new RecordingTransport(transport);
  const client = newClient(clientCapabilities);
  progress.phase = 'initialize';
  await deadline.race(client.connect(recording, { signal: deadline.signal, timeout: deadline.requestTimeout() }));
  return { client, recording };
}

/**
 * Read every list of a connected server, raw: tools (always), prompts and resource templates (when the server's
 * capabilities advertise them). The snapshot carries what the server said about itself and what we declared.
 */
export async function readLists(
  client: Client,
  recording: RecordingTransport,
  clientCapabilities: JsonObject,
  deadline: Deadline,
  progress: Progress,
  limits: ListLimits,
): Promise<ServerSnapshot> {
  const init = recording.initializeResult ?? {};
  const capabilities = isObject(init.capabilities) ? init.capabilities : {};
  const list = (method: ListMethod, field: string) =>
    deadline.race(
      listAllPages(client, method, field, {
        signal: deadline.signal,
        requestTimeoutMs: () => deadline.requestTimeout(),
        limits,
        onPhase: (phase) => (progress.phase = phase),
      }),
    );
  const snapshot: ServerSnapshot = { tools: [] };
  if (isObject(init.serverInfo)) snapshot.serverInfo = init.serverInfo;
  if (typeof init.protocolVersion === 'string') snapshot.protocolVersion = init.protocolVersion;
  snapshot.capabilities = capabilities;
  snapshot.clientCapabilities = clientCapabilities;
  snapshot.tools = (await orEmptyWhenUnsupported(list('tools/list', 'tools'), capabilities.tools === undefined)) as ToolDef[];
  if (capabilities.prompts !== undefined) snapshot.prompts = (await orEmptyWhenUnsupported(list('prompts/list', 'prompts'), true)) as PromptDef[];
  if (capabilities.resources !== undefined)
    snapshot.resourceTemplates = (await orEmptyWhenUnsupported(list('resources/templates/list', 'resourceTemplates'), true)) as JsonObject[];
  return snapshot;
}

/** A list the server does not implement ("method not found") is an empty list when that is allowed. */
async function orEmptyWhenUnsupported<T>(request: Promise<T[]>, allowed: boolean): Promise<T[]> {
  try {
    return await request;
  } catch (err) {
    if (allowed && err instanceof McpError && err.code === ErrorCode.MethodNotFound) return [];
    throw err;
  }
}
