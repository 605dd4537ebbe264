import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { Protocol } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, McpError, PromptListChangedNotificationSchema, ResourceListChangedNotificationSchema, ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import type { PromptDef, ServerSnapshot, ToolDef } from '../contract/types.js';
import { isObject, type JsonObject } from '../util/json.js';
import type { Deadline } from './deadline.js';
import { DISCOVER_ERA_VERSION, INITIALIZE_ERA_VERSION, type ProtocolChoice } from '../model/protocol.js';
import { META_SERVER_INFO, clientInfo, eraOf, isLegacyAnswer, refusal, requestEnvelope, VersionRefused, type Era } from './era.js';
import { listAllPages, PermissiveResultSchema, type ListLimits, type ListMethod } from './list-raw.js';
import { RecordingTransport } from './recording-transport.js';
import { readSkillsSurface, readUiSurface } from './surfaces.js';
import { advertisesSkills } from '../contract/surfaces.js';

/** What a discovery is doing right now, for the message when it times out or fails. */
export interface Progress {
  phase: string;
}

/** How long `auto` waits for an answer to `server/discover` over stdio before trying `initialize` (a silent 2025 server). */
export const DISCOVER_PROBE_MS = 5000;

export function newClient(clientCapabilities: JsonObject, clientName?: string): Client {
  return new Client(clientInfo(clientName), { capabilities: clientCapabilities });
}

/** A connected client of either era, with the server's raw opening result. */
export interface Connected {
  client: Client;
  recording: RecordingTransport;
  era: Era;
  /**
   * Negotiation also sent `initialize` (the server was slow to answer `server/discover`) and the server then answered
   * in the 2026 era: a 2026-only server may have closed the connection on that `initialize`, so when this connection
   * ends early the server is opened again speaking only the 2026 era (see stdio discovery).
   */
  sentInitializeToo?: boolean;
}

/** Open with `initialize` (the 2025 era). A version refusal is reported with what the server supports. */
export async function connectInitialize(
  transport: Transport,
  clientCapabilities: JsonObject,
  deadline: Deadline,
  progress: Progress,
  innerStarted = false,
  recording = new RecordingTransport(transport, undefined, innerStarted),
  clientName?: string,
): Promise<Connected> {
  const client = newClient(clientCapabilities, clientName);
  progress.phase = 'initialize';
  try {
    await deadline.race(client.connect(recording, { signal: deadline.signal, timeout: deadline.requestTimeout() }));
  } catch (err) {
    throw refusal(err) ?? err;
  }
  return { client, recording, era: 'initialize' };
}

/**
 * Open with `server/discover` (the 2026 era): the client is connected without a handshake and every request it sends
 * carries the `_meta` envelope. Returns undefined when `fallback` is set and the answer says "an initialize-era
 * server" (any JSON-RPC error but a version refusal, or, with `probeMs`, no answer in time).
 */
export async function connectDiscover(
  transport: Transport,
  clientCapabilities: JsonObject,
  deadline: Deadline,
  progress: Progress,
  options: { fallback: boolean; probeMs?: number; innerStarted?: boolean; recording?: RecordingTransport; clientName?: string },
): Promise<Connected | undefined> {
  const recording = options.recording ?? new RecordingTransport(transport, requestEnvelope(clientCapabilities, options.clientName), options.innerStarted);
  const client = newClient(clientCapabilities, options.clientName);
  // Protocol.connect: the transport wired to the client, without the Client's initialize.
  await deadline.race(Protocol.prototype.connect.call(client, recording));
  progress.phase = 'server/discover';
  const probe = options.fallback && options.probeMs !== undefined ? Math.min(options.probeMs, deadline.requestTimeout()) : deadline.requestTimeout();
  let result: JsonObject;
  try {
    result = (await deadline.race(client.request({ method: 'server/discover' } as never, PermissiveResultSchema, { signal: deadline.signal, timeout: probe }))) as JsonObject;
  } catch (err) {
    const refused = refusal(err);
    if (refused) {
      if (options.fallback && refused.supported.some((v) => eraOf(v) === 'initialize')) return undefined;
      throw refused;
    }
    const silent = err instanceof McpError && err.code === ErrorCode.RequestTimeout && !deadline.reason;
    if (options.fallback && (isLegacyAnswer(err) || silent)) return undefined;
    throw err;
  }
  const malformed = discoverResultProblem(result);
  if (malformed) {
    // Not a 2026 answer (a lenient framework answers unknown methods with `{}`): taken for one, the server would be
    // read with no initialize and list nothing. `auto` tries initialize; the 2026 era alone cannot go on.
    if (options.fallback) return undefined;
    throw new Error(`server/discover answered with something that is not a ${DISCOVER_ERA_VERSION} DiscoverResult: ${malformed}`);
  }
  const supported = (result.supportedVersions as unknown[]).filter((v): v is string => typeof v === 'string');
  if (!supported.includes(DISCOVER_ERA_VERSION)) {
    if (options.fallback && supported.some((v) => eraOf(v) === 'initialize')) return undefined;
    throw new VersionRefused(supported, DISCOVER_ERA_VERSION, 'server/discover does not list it');
  }
  return { client, recording, era: 'discover' };
}

/**
 * What makes a `server/discover` result not a DiscoverResult of the 2026-07-28 schema, as far as the gate relies on it:
 * `supportedVersions` (a non-empty list of strings) and `capabilities` (an object) are required. The cache hints
 * (`ttlMs`, `cacheScope`) and `resultType` are not checked: they are not part of the contract.
 */
export function discoverResultProblem(result: unknown): string | undefined {
  if (!isObject(result)) return 'the result is not an object';
  const versions = result.supportedVersions;
  if (!Array.isArray(versions) || versions.length === 0 || !versions.every((v) => typeof v === 'string')) return '`supportedVersions` is not a non-empty list of strings';
  if (!isObject(result.capabilities)) return '`capabilities` is not an object';
  return undefined;
}

/**
 * Connect over a transport that can carry both eras (stdio). Per the spec's versioning section, `auto` sends
 * `server/discover` and falls back to `initialize` on the same connection when the server is an initialize-era one.
 * A server that has not answered within DISCOVER_PROBE_MS is either slow to start (an npx download) or an
 * initialize-era server that ignores unknown methods: `initialize` is then sent as well, both requests stay pending
 * (their ids never collide: see RecordingTransport), and the first decisive answer wins: a discover result, an
 * initialize result, or a discover error that says "initialize-era" (then the initialize answer is awaited). The other
 * request is abandoned, and its late answer dropped.
 */
export async function connect(
  transport: Transport,
  clientCapabilities: JsonObject,
  deadline: Deadline,
  progress: Progress,
  protocol: ProtocolChoice = 'auto',
  clientName?: string,
): Promise<Connected> {
  const named = clientName !== undefined ? { clientName } : {};
  if (protocol === INITIALIZE_ERA_VERSION) return connectInitialize(transport, clientCapabilities, deadline, progress, false, undefined, clientName);
  if (protocol !== 'auto') return (await connectDiscover(transport, clientCapabilities, deadline, progress, { fallback: false, ...named })) as Connected;
  const discoverRecording = new RecordingTransport(transport, requestEnvelope(clientCapabilities, clientName));
  const discover = connectDiscover(transport, clientCapabilities, deadline, progress, { fallback: true, recording: discoverRecording, ...named });
  discover.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  const probe = new Promise<'probe'>((resolve) => (timer = setTimeout(() => resolve('probe'), DISCOVER_PROBE_MS)));
  let first: Connected | undefined | 'probe';
  try {
    first = await deadline.race(Promise.race([discover, probe]));
  } finally {
    clearTimeout(timer);
  }
  if (first !== 'probe') {
    if (first) return first;
    discoverRecording.abandon();
    return connectInitialize(transport, clientCapabilities, deadline, progress, true, undefined, clientName);
  }
  progress.phase = 'server/discover or initialize';
  const initRecording = new RecordingTransport(transport, undefined, true);
  const init = connectInitialize(transport, clientCapabilities, deadline, progress, true, initRecording, clientName);
  init.catch(() => {});
  const winner = await deadline.race(firstDecisive(discover, init));
  (winner.era === 'discover' ? initRecording : discoverRecording).abandon();
  return winner.era === 'discover' ? { ...winner, sentInitializeToo: true } : winner;
}

/** The first decisive outcome of the two openings sent side by side (see connect). */
function firstDecisive(discover: Promise<Connected | undefined>, init: Promise<Connected>): Promise<Connected> {
  return new Promise<Connected>((resolve, reject) => {
    let discoverFailed: { err: unknown } | undefined;
    let legacy = false;
    let initFailed: { err: unknown } | undefined;
    const settle = () => {
      // both failed: the discover error decides when the server spoke the 2026 era (a version refusal), else initialize's
      if (initFailed && (discoverFailed || legacy)) reject(discoverFailed && discoverFailed.err instanceof VersionRefused ? discoverFailed.err : initFailed.err);
    };
    discover.then(
      (c) => {
        if (c) resolve(c);
        else {
          legacy = true;
          settle();
        }
      },
      (err: unknown) => {
        discoverFailed = { err };
        settle();
      },
    );
    init.then(resolve, (err: unknown) => {
      initFailed = { err };
      settle();
    });
  });
}

/** serverInfo, capabilities and protocol version from the opening result of either era. */
export function serverFacts(connected: Connected): { serverInfo?: JsonObject; capabilities: JsonObject; protocolVersion?: string } {
  const opening = connected.recording.openingResult ?? {};
  const capabilities = isObject(opening.capabilities) ? opening.capabilities : {};
  if (connected.era === 'discover') {
    const meta = isObject(opening._meta) ? opening._meta : {};
    return { serverInfo: isObject(meta[META_SERVER_INFO]) ? meta[META_SERVER_INFO] : undefined, capabilities, protocolVersion: DISCOVER_ERA_VERSION };
  }
  return {
    serverInfo: isObject(opening.serverInfo) ? opening.serverInfo : undefined,
    capabilities,
    protocolVersion: typeof opening.protocolVersion === 'string' ? opening.protocolVersion : undefined,
  };
}

/**
 * Read every list of a connected server, raw: tools (always), prompts, resources and resource templates (when the server's
 * capabilities advertise them). The snapshot carries what the server said about itself, what we declared, and the
 * era (recorded only for the discover era; absent means initialize).
 */
export async function readLists(connected: Connected, clientCapabilities: JsonObject, deadline: Deadline, progress: Progress, limits: ListLimits): Promise<ServerSnapshot> {
  const { client } = connected;
  const facts = serverFacts(connected);
  const capabilities = facts.capabilities;
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
  if (facts.serverInfo) snapshot.serverInfo = facts.serverInfo;
  if (facts.protocolVersion) snapshot.protocolVersion = facts.protocolVersion;
  if (connected.era === 'discover') snapshot.era = 'discover';
  // what the server tells the model about itself, in either era's opening result: pinned like a tool's description
  const instructions = connected.recording.openingResult?.instructions;
  if (typeof instructions === 'string') snapshot.instructions = instructions;
  snapshot.capabilities = capabilities;
  snapshot.clientCapabilities = clientCapabilities;
  snapshot.tools = (await orEmptyWhenUnsupported(list('tools/list', 'tools'), capabilities.tools === undefined)) as ToolDef[];
  if (capabilities.prompts !== undefined) snapshot.prompts = (await orEmptyWhenUnsupported(list('prompts/list', 'prompts'), true)) as PromptDef[];
  if (capabilities.resources !== undefined) {
    snapshot.resources = (await orEmptyWhenUnsupported(list('resources/list', 'resources'), true)) as JsonObject[];
    snapshot.resourceTemplates = (await orEmptyWhenUnsupported(list('resources/templates/list', 'resourceTemplates'), true)) as JsonObject[];
  }
  // the 2026 surfaces: each tool's UI resource (MCP Apps) and, when advertised, the skills extension
  const requests = { signal: deadline.signal, requestTimeoutMs: () => deadline.requestTimeout(), onPhase: (phase: string) => (progress.phase = phase) };
  const ui = await deadline.race(readUiSurface(client, snapshot.tools, snapshot.resources, requests));
  if (ui) snapshot.ui = ui;
  if (advertisesSkills(capabilities)) {
    const warnings: string[] = [];
    snapshot.skills = await deadline.race(readSkillsSurface(client, await list('skills/list', 'skills'), requests, warnings));
    if (warnings.length) snapshot.warnings = [...(snapshot.warnings ?? []), ...warnings];
  }
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

export type ListKind = 'tools' | 'prompts' | 'resources';

const LIST_CHANGED = [
  ['tools', ToolListChangedNotificationSchema, 'toolsListChanged'],
  ['prompts', PromptListChangedNotificationSchema, 'promptsListChanged'],
  ['resources', ResourceListChangedNotificationSchema, 'resourcesListChanged'],
] as const;

/** A timeout long enough for a request that stays open for the life of the session (`subscriptions/listen`). */
const OPEN_ENDED_MS = 2 ** 31 - 1;

/**
 * Call `handler` whenever the server says one of its lists changed. Initialize era: the `notifications/…/list_changed`
 * the server sends on its own. Discover era: those notifications arrive on a `subscriptions/listen` request, which is
 * sent here and stays open; resolves once the server acknowledged it (or at once in the initialize era). The
 * returned function stops listening.
 */
export async function listenForListChanges(connected: Connected, handler: (kind: ListKind) => void, kinds: ListKind[] = ['tools', 'prompts', 'resources']): Promise<() => void> {
  const { client } = connected;
  for (const [kind, schema] of LIST_CHANGED) if (kinds.includes(kind)) client.setNotificationHandler(schema, () => handler(kind));
  const stopHandlers = () => {
    for (const [kind, schema] of LIST_CHANGED) if (kinds.includes(kind)) client.removeNotificationHandler(schema.shape.method.value);
  };
  if (connected.era === 'initialize') return stopHandlers;
  const controller = new AbortController();
  const notifications: Record<string, boolean> = {};
  for (const [kind, , flag] of LIST_CHANGED) if (kinds.includes(kind)) notifications[flag] = true;
  const acknowledged = new Promise<void>((resolve) => {
    client.fallbackNotificationHandler = async (n) => {
      if (n.method === 'notifications/subscriptions/acknowledged') resolve();
    };
  });
  const listen = client.request({ method: 'subscriptions/listen', params: { notifications } } as never, PermissiveResultSchema, { signal: controller.signal, timeout: OPEN_ENDED_MS });
  listen.catch(() => {});
  await Promise.race([acknowledged, listen.then(() => undefined)]);
  return () => {
    controller.abort();
    stopHandlers();
  };
}
