import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Lockfile } from '../contract/lockfile.js';
import type { Change } from '../diff/types.js';
/** Thrown instead of calling a tool whose live contract is not the pinned one. */
export declare class ContractDriftError extends Error {
    readonly tool: string;
    readonly server: string;
    /** The lockfile's hash; null when the tool is not pinned. */
    readonly pinnedHash: string | null;
    /** The live contract's hash; null when the server no longer lists the tool. */
    readonly liveHash: string | null;
    /** What changed, rule by rule (empty when the tool is missing on one side). */
    readonly changes: Change[];
    readonly name = "ContractDriftError";
    constructor(tool: string, server: string, 
    /** The lockfile's hash; null when the tool is not pinned. */
    pinnedHash: string | null, 
    /** The live contract's hash; null when the server no longer lists the tool. */
    liveHash: string | null, 
    /** What changed, rule by rule (empty when the tool is missing on one side). */
    changes: Change[]);
}
export interface GuardOptions {
    /** The lockfile's server id for this client (optional when the lockfile pins one server). */
    server?: string;
    /** Called after the guard marks its tool list stale on notifications/tools/list_changed (the guard owns that handler). */
    onToolListChanged?: () => void;
}
export interface ContractGuard {
    /** Re-list the server's tools now. */
    refresh(): Promise<void>;
    /** Throws ContractDriftError when `name`'s live contract is not the pinned one. */
    check(name: string): Promise<void>;
}
/**
 * Wrap an MCP SDK `Client` so that `callTool` first checks the tool's live contract hash (from the latest
 * `tools/list`, re-listed after `notifications/tools/list_changed`) against the lockfile, and throws a
 * ContractDriftError naming the tool, both hashes and the changes instead of calling. Unchanged tools pass through
 * untouched. Returns the guard; the client is wrapped in place.
 */
export declare function guardClient(client: Client, lock: Lockfile, options?: GuardOptions): ContractGuard;
