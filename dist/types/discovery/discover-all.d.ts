import type { ServerConfig } from '../config/types.js';
import type { ServerSnapshot, SnapshotSet } from '../contract/types.js';
import { type DiscoverOptions } from './discover-server.js';
import { type Limiter } from './limiter.js';
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
export declare function discoverAll(servers: ServerConfig[], options: DiscoverAllOptions): Promise<SnapshotSet>;
/** discoverAll under a limiter shared with other work (both refs in discoverRefs). */
export declare function discoverSet(servers: ServerConfig[], options: DiscoverAllOptions, limit: Limiter, ref: 'base' | 'head' | undefined): Promise<SnapshotSet>;
