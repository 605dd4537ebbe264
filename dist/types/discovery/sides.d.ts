import type { GateConfig } from '../config/types.js';
import type { Lockfile } from '../contract/lockfile.js';
import type { SnapshotSet } from '../contract/types.js';
import type { DiscoveryEvent } from './index.js';
export interface Sides {
    before: SnapshotSet;
    after: SnapshotSet;
    /** Where the baseline came from: the lockfile committed at the base commit, or live discovery there. */
    baselineFrom: 'base-lockfile' | 'base-discovery';
    baseLock?: Lockfile;
    notes: string[];
}
/** The lockfile as committed at `rev` (path relative to `dir`), or undefined when it is not there. */
export declare function lockfileAt(dir: string, rev: string, path: string): Promise<Lockfile | undefined>;
/**
 * Baseline and head, as DESIGN §6 has it: the baseline is the lockfile at the base commit when there is one (so a
 * lockfile edited in the pull request approves nothing), else live discovery at base; head is always live discovery.
 */
export declare function discoverSides(options: {
    config: GateConfig;
    rootDir: string;
    baseSha: string;
    lockfile: string;
    env: Record<string, string | undefined>;
    tmpDir?: string;
    onEvent?: (e: DiscoveryEvent) => void;
}): Promise<Sides>;
