import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { toolContract, contractHash } from '../contract/canonical.js';
import type { Lockfile, LockServer } from '../contract/lockfile.js';
import type { ToolDef } from '../contract/types.js';
import { diffServer } from '../diff/engine.js';
import type { Change } from '../diff/types.js';
import { PermissiveResultSchema } from '../discovery/list-raw.js';

/** Thrown instead of calling a tool whose live contract is not the pinned one. */
export class ContractDriftError extends Error {
  override readonly name = 'ContractDriftError';
  constructor(
    readonly tool: string,
    readonly server: string,
    /** The lockfile's hash; null when the tool is not pinned. */
    readonly pinnedHash: string | null,
    /** The live contract's hash; null when the server no longer lists the tool. */
    readonly liveHash: string | null,
    /** What changed, rule by rule (empty when the tool is missing on one side). */
    readonly changes: Change[],
  ) {
    super(
      liveHash === null
        ? `MCP tool '${tool}' (server '${server}') is pinned but the server no longer lists it`
        : pinnedHash === null
          ? `MCP tool '${tool}' (server '${server}') is not pinned in the lockfile (live ${liveHash.slice(0, 12)})`
          : `MCP tool '${tool}' (server '${server}') drifted from its pinned contract (pinned ${pinnedHash.slice(0, 12)}, live ${liveHash.slice(0, 12)}): ${changes.map((c) => `${c.rule}${c.path ? ` ${c.path}` : ''}`).join(', ') || 'contract changed'}`,
    );
  }
}

export interface GuardOptions {
  /** The lockfile's server id for this client (optional when the lockfile pins one server). */
  server?: string;
  /** Called after the guard marks its tool list stale on notifications/tools/list_changed (the guard owns that handler). */
  onToolListChanged?: () => void;
}

export interface ContractGuard {
  /** Re-list the server's tools now. */
  refresh(): Promise<void>;
  /** Throws ContractDriftError when `name`'s live contract is not the pinned one. */
  check(name: string): Promise<void>;
}

/**
 * Wrap an MCP SDK `Client` so that `callTool` first checks the tool's live contract hash (from the latest
 * `tools/list`, re-listed after `notifications/tools/list_changed`) against the lockfile, and throws a
 * ContractDriftError naming the tool, both hashes and the changes instead of calling. Unchanged tools pass through
 * untouched. Returns the guard; the client is wrapped in place.
 */
export function guardClient(client: Client, lock: Lockfile, options: GuardOptions = {}): ContractGuard {
  const ids = Object.keys(lock.servers);
  const server = options.server ?? (ids.length === 1 ? ids[0] : undefined);
  if (!server || !lock.servers[server]) throw new Error(`guardClient: name the lockfile server this client talks to (options.server; the lockfile has ${ids.join(', ') || 'none'})`);
  const pinned = lock.servers[server] as LockServer;
  const includeMeta = lock.includeMeta === true;
  let live: Map<string, ToolDef> | undefined;
  let listing: Promise<Map<string, ToolDef>> | undefined;

  client.setNotificationHandler(ToolListChangedNotificationSchema, async () => {
    live = undefined;
    options.onToolListChanged?.();
  });

  const list = async (): Promise<Map<string, ToolDef>> => {
    const tools = new Map<string, ToolDef>();
    let cursor: string | undefined;
    for (let page = 0; page < 1000; page++) {
      const result = (await client.request({ method: 'tools/list', ...(cursor ? { params: { cursor } } : {}) }, PermissiveResultSchema)) as { tools?: ToolDef[]; nextCursor?: string };
      for (const t of result.tools ?? []) if (t && typeof t.name === 'string') tools.set(t.name, t);
      if (!result.nextCursor) break;
      cursor = result.nextCursor;
    }
    return tools;
  };
  const current = async (): Promise<Map<string, ToolDef>> => {
    if (live) return live;
    listing ??= list().finally(() => (listing = undefined));
    live = await listing;
    return live;
  };

  const guard: ContractGuard = {
    async refresh() {
      live = undefined;
      await current();
    },
    async check(name: string) {
      const tool = (await current()).get(name);
      const entry = pinned.tools[name];
      const liveHash = tool ? contractHash(toolContract(tool, { includeMeta })) : null;
      if (entry && liveHash === entry.hash) return;
      const changes = entry && tool ? diffServer({ tools: [entry.contract as unknown as ToolDef] }, { tools: [tool] }) : [];
      throw new ContractDriftError(name, server, entry?.hash ?? null, liveHash, changes);
    },
  };

  const callTool = client.callTool.bind(client);
  client.callTool = (async (params: Parameters<Client['callTool']>[0], ...rest: unknown[]) => {
    await guard.check(params.name);
    return (callTool as (...a: unknown[]) => unknown)(params, ...rest);
  }) as Client['callTool'];
  return guard;
}
