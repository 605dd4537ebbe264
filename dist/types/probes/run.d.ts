import type { ServerConfig } from '../config/types.js';
import type { ProbeCase, ProbeRun } from './types.js';
/**
 * Run the cases against the servers of one checkout: one session per server, each case a real tools/call (or a
 * tools/list for role-surface cases). A server that cannot start makes its cases `error`, never a crash.
 */
export declare function runProbes(cases: ProbeCase[], servers: ServerConfig[], options: {
    rootDir: string;
    env?: Record<string, string | undefined>;
    ref: string;
}): Promise<ProbeRun>;
