import { type Env } from '../config/interpolate.js';
import type { ServerConfig } from '../config/types.js';
import type { ServerSnapshot } from '../contract/types.js';
import { type ListLimits } from './list-raw.js';
export interface DiscoverOptions {
    /** The checkout the server runs in (head working tree or base worktree); `cwd` and `${workspaceFolder}` resolve here. */
    rootDir: string;
    /** Source of the few default variables a server inherits (HOME, PATH, …). Default: process.env. */
    env?: Env;
    signal?: AbortSignal;
    /** SIGTERM → SIGKILL grace when ending a process group (ms, default 1000). */
    killGraceMs?: number;
    /** Pagination safety limits. */
    listLimits?: ListLimits;
}
/**
 * Discover one server: run its setup, start or reach it, initialize and read every list, raw. Never throws for a
 * server's fault: a failure is a snapshot with `tools: []` and `error` saying what happened (exit code, signal,
 * stderr tail, whether it timed out). Every process it starts is ended, with its whole process group, before it returns.
 */
export declare function discoverServer(server: ServerConfig, options: DiscoverOptions): Promise<ServerSnapshot>;
