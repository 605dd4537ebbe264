import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import type { Lockfile, LockServer } from '../contract/lockfile.js';
import { lockfileNeutralContext } from '../contract/neutral-paths.js';
import { DEFAULT_LIST_LIMITS, listAllPages } from '../mcp-client/list-raw.js';
import type { Change } from '../diff/types.js';
import { ContractChecker, describeVerdict, otherServersTools, toolsOf, usableStatus, type ToolVerdict } from '../app/contract-checker.js';
import { isObject } from '../util/json.js';
import type { EnforceBy, GateConfig } from '../model/config.js';

/** How long the guard waits for its own listing of the tools (all pages). */
export const GUARD_LIST_TIMEOUT_MS = 60_000;

/**
 * Why a call was refused: the tool drifted, is not pinned, is listed twice, is pinned but gone, is neither pinned nor
 * listed, looks like another tool, or (`by: policy`) matches its pin but blocks under the policy (a forbidden tool).
 */
export type DriftKind = 'drifted' | 'unpinned' | 'duplicated' | 'missing' | 'unknown' | 'confusable' | 'blocked';

/** Thrown instead of calling a tool whose live contract is not the pinned one. */
export class ContractDriftError extends Error {
  override readonly name = 'ContractDriftError';
  readonly kind: DriftKind;
  readonly tool: string;
  /** The lockfile's hash; null when the tool is not pinned. */
  readonly pinnedHash: string | null;
  /** The live contract's hash; null when the server does not list the tool (or lists it twice). */
  readonly liveHash: string | null;
  /** What changed, rule by rule (drifted tools only). */
  readonly changes: Change[];

  constructor(
    verdict: ToolVerdict,
    readonly server: string,
  ) {
    super(describeVerdict(verdict, server));
    this.tool = verdict.name;
    this.kind = verdict.status === 'missing' && verdict.pinnedHash === null ? 'unknown' : (verdict.status as DriftKind);
    this.pinnedHash = verdict.pinnedHash;
    this.liveHash = verdict.liveHash;
    this.changes = verdict.changes;
  }
}

export interface GuardOptions {
  /** The lockfile's server id for this client (optional when the lockfile pins one server). */
  server?: string;
  /** Called after the guard goes stale on notifications/tools/list_changed (the guard owns that handler). */
  onToolListChanged?: () => void;
  /**
   * The checkout the server runs in, where the lockfile's `${workspaceFolder}` points (a lockfile pinned
   * environment-neutral, the default): default the working folder.
   */
  workspace?: string;
  /**
   * hash (default): any change to a pinned contract refuses the tool's calls; policy: only what blocks under the
   * config's policy does, judged as `check` and the proxy's `--enforce-by policy` judge it (judgeServer).
   */
  by?: EnforceBy;
  /** With `by: policy`: the trusted config (its policy, its servers' forbidden tools); default: the default policy. */
  config?: Pick<GateConfig, 'servers' | 'policy'>;
  /** Today as YYYY-MM-DD (ignore entries and sunsets); default: the clock's. */
  today?: string;
}

export interface ContractGuard {
  /** Re-list the server's tools now. */
  refresh(): Promise<void>;
  /** Throws ContractDriftError when `name`'s live contract is not the pinned one. */
  check(name: string): Promise<void>;
}

/**
 * Wrap an MCP SDK `Client` so that every `tools/call` (through `callTool` or `client.request`) first checks the tool's
 * live contract against the lockfile, with the proxy's checker, and throws a ContractDriftError naming the tool, both
 * hashes and the changes instead of calling. The guard lists the tools itself (raw, every page); a list_changed, or a
 * listing the agent made for itself that shows a contract the guard has not judged, makes it list again before the
 * next call, and a listing overtaken by a list_changed while it ran is thrown away.
 */
export function guardClient(client: Client, lock: Lockfile, options: GuardOptions = {}): ContractGuard {
  const ids = Object.keys(lock.servers);
  const server = options.server ?? (ids.length === 1 ? ids[0] : undefined);
  if (!server || !Object.hasOwn(lock.servers, server)) throw new Error(`guardClient: name the lockfile server this client talks to (options.server; the lockfile has ${ids.join(', ') || 'none'})`);
  const paths = lockfileNeutralContext(lock, options.workspace ?? process.cwd());
  const checker = new ContractChecker(server, lock.servers[server] as LockServer, {
    includeMeta: lock.includeMeta === true,
    others: otherServersTools(lock.servers, server),
    ...(options.by ? { by: options.by } : {}),
    ...(options.config ? { policy: options.config.policy, servers: options.config.servers } : {}),
    otherServers: Object.fromEntries(Object.entries(lock.servers).filter(([other]) => other !== server)),
    ...(options.today !== undefined ? { today: options.today } : {}),
    ...(paths ? { paths } : {}),
  });
  const request = client.request.bind(client) as Client['request'];
  let generation = 0;
  let current: { generation: number; verdicts: Map<string, ToolVerdict> } | undefined;
  let listing: Promise<void> | undefined;

  client.setNotificationHandler(ToolListChangedNotificationSchema, async () => {
    generation++;
    current = undefined;
    options.onToolListChanged?.();
  });

  const listNow = async (): Promise<void> => {
    for (;;) {
      const at = generation;
      const tools = await listAllPages({ request }, 'tools/list', 'tools', {
        signal: new AbortController().signal,
        requestTimeoutMs: () => GUARD_LIST_TIMEOUT_MS,
        limits: DEFAULT_LIST_LIMITS,
      });
      if (at !== generation) continue; // a list_changed arrived while listing: this listing is already old
      current = { generation: at, verdicts: checker.assess(tools) };
      return;
    }
  };
  const fresh = async (): Promise<Map<string, ToolVerdict>> => {
    while (!current || current.generation !== generation) {
      listing ??= listNow().finally(() => (listing = undefined));
      await listing;
    }
    return current.verdicts;
  };
  const check = async (name: string): Promise<void> => {
    const verdict = (await fresh()).get(name) ?? checker.verdict(name, []);
    if (!usableStatus(verdict.status)) throw new ContractDriftError(verdict, server);
  };
  /** The agent's own listing: anything the guard has not judged the same way makes it list again (raw) before the next call. */
  const observe = (result: unknown) => {
    const tools = toolsOf(result);
    const verdicts = current?.verdicts;
    const seen = checker.assess(tools);
    for (const [name, v] of seen) if (!verdicts || verdicts.get(name)?.liveHash !== v.liveHash || verdicts.get(name)?.status !== v.status) current = undefined;
  };

  client.request = (async (req: Parameters<Client['request']>[0], ...rest: unknown[]) => {
    if (req.method === 'tools/call' && isObject(req.params) && typeof req.params.name === 'string') await check(req.params.name);
    const result = await (request as (...a: unknown[]) => Promise<unknown>)(req, ...rest);
    if (req.method === 'tools/list') observe(result);
    return result;
  }) as Client['request'];

  return {
    async refresh() {
      current = undefined;
      await fresh();
    },
    check,
  };
}
