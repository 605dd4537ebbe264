import { type SnapshotSet } from './types.js';
/** Read a snapshot file from disk (see parseSnapshot for the accepted shapes). */
export declare function readSnapshotFile(file: string): SnapshotSet;
/**
 * Accepts a `tools/list` result (`{"tools":[…]}`, extra fields such as `serverInfo` and `prompts` kept), a JSON-RPC
 * response wrapping one (`{"result":{"tools":[…]}}`), a bare array of tools, or a multi-server file
 * `{"servers":{"ID":{"tools":[…]}}}`. Anything else is an InputError naming the file and the problem.
 */
export declare function parseSnapshot(data: unknown, file: string): SnapshotSet;
