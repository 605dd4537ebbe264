import { type DiscoveryError, type ServerSnapshot, type SnapshotSet } from '../contract/types.js';
import { SEVERITIES, type Change, type SeveritySummary } from './types.js';
export interface ServerDiffStatus {
    /** ok: both sides read; added/removed: the server exists on one side only; failed: discovery failed on a side. */
    status: 'ok' | 'added' | 'removed' | 'failed';
    before?: {
        tools: number;
        error?: DiscoveryError;
        version?: string;
    };
    after?: {
        tools: number;
        error?: DiscoveryError;
        version?: string;
    };
}
export interface DiffResult {
    changes: Change[];
    summary: SeveritySummary;
    servers: Record<string, ServerDiffStatus>;
}
/** Every difference between two snapshots of one server: tools (paired renames), then prompts. */
export declare function diffServer(before: ServerSnapshot, after: ServerSnapshot): Change[];
/** Stable order: by tool, tool-level changes first, then by parameter path, rule and pointer. */
export declare function sortChanges(changes: Change[]): Change[];
export declare function summarize(changes: Change[]): SeveritySummary;
/** Diff two snapshot sets server by server. A server that failed on either side is reported, not diffed. */
export declare function diffSnapshots(before: SnapshotSet, after: SnapshotSet): DiffResult;
export { SEVERITIES };
