import type { Env } from '../config/interpolate.js';
import type { ServerConfig } from '../config/types.js';
import { DEFAULT_CONCURRENCY } from '../config/types.js';
import type { ServerSnapshot, SnapshotSet } from '../contract/types.js';
import { discoverServer, type DiscoverOptions } from './discover-server.js';
import { createLimiter, type Limiter } from './limiter.js';

/** Progress of one server's setup + discovery, for logs (and for tests that check what ran in parallel). */
export interface DiscoveryEvent {
  type: 'start' | 'end';
  server: string;
  /** Which checkout: `head`, `base`, or undefined for a single discoverAll. */
  ref?: 'base' | 'head';
  /** performance.now() when it happened. */
  time: number;
  /** On `end`: the snapshot (its `error` says whether it failed). */
  snapshot?: ServerSnapshot;
}

export interface DiscoverAllOptions extends Omit<DiscoverOptions, 'rootDir'> {
  rootDir: string;
  /** How many servers at once (default 4). */
  concurrency?: number;
  onEvent?: (event: DiscoveryEvent) => void;
}

/** Discover every server, at most `concurrency` at once; one failing never stops the others. Keys keep config order. */
export async function discoverAll(servers: ServerConfig[], options: DiscoverAllOptions): Promise<SnapshotSet> {
  const limit = createLimiter(options.concurrency ?? DEFAULT_CONCURRENCY);
  return discoverSet(servers, options, limit, undefined);
}

/** discoverAll under a limiter shared with other work (both refs in discoverRefs). */
export async function discoverSet(servers: ServerConfig[], options: DiscoverAllOptions, limit: Limiter, ref: 'base' | 'head' | undefined): Promise<SnapshotSet> {
  const snapshots = await Promise.all(
    servers.map((server) =>
      limit(async () => {
        emit(options, { type: 'start', server: server.id, ref, time: performance.now() });
        const snapshot = await discoverServer(server, options);
        emit(options, { type: 'end', server: server.id, ref, time: performance.now(), snapshot });
        return snapshot;
      }),
    ),
  );
  const set: SnapshotSet = { servers: {} };
  servers.forEach((server, i) => (set.servers[server.id] = snapshots[i]!));
  return set;
}

function emit(options: DiscoverAllOptions, event: DiscoveryEvent): void {
  try {
    options.onEvent?.(event);
  } catch {
    // A logging callback never breaks discovery.
  }
}
