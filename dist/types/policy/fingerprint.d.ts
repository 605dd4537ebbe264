import { type ContractOptions } from '../contract/canonical.js';
import type { SnapshotSet } from '../contract/types.js';
/** One contract that differs between baseline and head: `before`/`after` are hashes, or null when absent. */
export interface ChangedContract {
    server: string;
    entity: 'tool' | 'prompt';
    name: string;
    before: string | null;
    after: string | null;
}
/** Every contract whose hash differs between the two sets (servers that failed on either side are skipped). */
export declare function changedContracts(before: SnapshotSet, after: SnapshotSet, options?: ContractOptions): ChangedContract[];
/** The identity of a change set: an approval is bound to it, and goes stale when it changes. Empty set → empty string. */
export declare function changeFingerprint(changes: ChangedContract[]): string;
