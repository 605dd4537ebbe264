import type { GateConfig } from '../config/types.js';
import type { ProbeCase, ProbeVerdict } from './types.js';
export * from './types.js';
export { loadProbes, probesSchema } from './load.js';
export { decideProbes } from './decide.js';
export { runProbes } from './run.js';
/** Probes at head (the working tree) and, when `baseRef` is given, at base in a temporary worktree; then the verdict. */
export declare function probeRefs(o: {
    config: GateConfig;
    cases: ProbeCase[];
    rootDir: string;
    baseRef?: string;
    env?: Record<string, string | undefined>;
    tmpDir?: string;
}): Promise<ProbeVerdict>;
