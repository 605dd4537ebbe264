import { type JsonObject } from '../util/json.js';
import { type ContractOptions } from './canonical.js';
import type { ServerInfo, SnapshotSet } from './types.js';
export declare const LOCKFILE_VERSION = 1;
export declare const DEFAULT_LOCKFILE = "mcp-contracts.lock.json";
/** Who admitted a contract into the lockfile. */
export interface ApprovalRecord {
    /** GitHub login of the approver, or a free-form name given to `pin --by`. */
    by: string;
    /** ISO 8601 time of the approval (the label event's time on GitHub). */
    at?: string;
    pullRequest?: number;
    /** Why, when given (`pin --reason`). */
    reason?: string;
}
export interface LockEntry {
    hash: string;
    contract: JsonObject;
    approval: ApprovalRecord | null;
    /** The tool's announced deprecation (`_meta` deprecated/sunset), kept outside the hashed contract. */
    deprecation?: JsonObject;
}
export interface LockServer {
    serverInfo?: ServerInfo;
    tools: Record<string, LockEntry>;
    prompts?: Record<string, LockEntry>;
}
export interface Lockfile {
    lockfileVersion: typeof LOCKFILE_VERSION;
    /** Set when `_meta` and `icons` are part of the pinned contracts. */
    includeMeta?: boolean;
    servers: Record<string, LockServer>;
}
/** Deterministic text: sorted keys at every level, 2-space indent, trailing newline. */
export declare function serializeLockfile(lock: Lockfile): string;
export declare function readLockfile(file: string): Lockfile | undefined;
/** Validate a lockfile's text; a hand-broken file is an InputError naming the entry and the fix. */
export declare function parseLockfile(text: string, file: string): Lockfile;
export interface PinOptions extends ContractOptions {
    /** Recorded on every entry whose contract is new or changed. */
    approval?: ApprovalRecord | null;
}
/**
 * Build the lockfile for a snapshot set. Entries whose hash is unchanged keep their previous approval; new or changed
 * ones get `options.approval`. Servers that failed discovery keep their previous entries, so a crash never unpins.
 */
export declare function buildLockfile(set: SnapshotSet, previous?: Lockfile, options?: PinOptions): Lockfile;
/** The pinned contracts as a snapshot set, so a lockfile can be the baseline of a diff. */
export declare function lockfileToSnapshotSet(lock: Lockfile): SnapshotSet;
