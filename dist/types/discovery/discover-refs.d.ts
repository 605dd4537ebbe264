import type { Env } from '../config/interpolate.js';
import type { GateConfig } from '../config/types.js';
import type { SnapshotSet } from '../contract/types.js';
import { type DiscoveryEvent } from './discover-all.js';
import type { ListLimits } from './list-raw.js';
export interface DiscoverRefsOptions {
    /** The config as read at head. */
    config: GateConfig;
    /** The head checkout (the working tree the workflow checked out). */
    headDir: string;
    /** The pull request's base commit (a sha or any ref git resolves; fetched from origin when missing). */
    baseRef: string;
    /** The workflow step's env: `${VAR}` interpolation of the base config, and the source of servers' default variables. */
    env?: Env;
    /** Shared by both refs (default: config.concurrency). */
    concurrency?: number;
    signal?: AbortSignal;
    onEvent?: (event: DiscoveryEvent) => void;
    /** Where the base worktree is created (default: the OS temp folder). */
    tmpDir?: string;
    killGraceMs?: number;
    listLimits?: ListLimits;
}
export interface RefSnapshots {
    base: SnapshotSet;
    head: SnapshotSet;
    /** The config whose servers were discovered at base. */
    baseConfig: GateConfig;
    /**
     * `base`: the config file as it is at the base commit (so a PR that bumps `@vendor/server@1.4.0` → `@1.5.0` is
     * diffed like code); `head`: the base commit has no (valid) config at that path, the head config was used there.
     */
    baseConfigFrom: 'base' | 'head';
    /** Why the base commit's config could not be used, when it exists but is invalid. */
    baseConfigError?: string;
}
/**
 * Discover every server at head (the working tree at `headDir`) and at base (a temporary `git worktree` of
 * `baseRef`, always removed afterwards). Setup and discovery of all servers at both refs run at the same time under
 * one concurrency limit. Server faults end up in the snapshots; only git problems (an unknown base ref) throw.
 */
export declare function discoverRefs(options: DiscoverRefsOptions): Promise<RefSnapshots>;
