import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { type ChildEnd } from './process-group.js';
import { LineTail } from './tail.js';
export interface GroupStdioParams {
    command: string;
    args: string[];
    env: Record<string, string>;
    cwd: string;
    /** SIGTERM → SIGKILL grace when closing (ms). */
    killGraceMs?: number;
}
/**
 * MCP stdio client transport that starts the server as the leader of its own process group and, on close, ends the
 * whole group (SIGTERM, then SIGKILL), so that grandchildren (npx → node, workers) never outlive discovery. stderr is
 * kept (its tail) for error reports. Each stdout line must be one JSON-RPC message; anything else (a banner, a log
 * line) is a protocol violation that ends the session, with the offending line quoted in `violation`. Messages are
 * passed on as the raw parsed JSON, so every field the server sent is kept.
 */
export declare class GroupStdioTransport implements Transport {
    private readonly params;
    onclose?: () => void;
    onerror?: (error: Error) => void;
    onmessage?: <T extends JSONRPCMessage>(message: T) => void;
    readonly stderr: LineTail;
    /** Set when the server wrote something on stdout that is not a JSON-RPC message. */
    violation?: string;
    /** Set once the process has ended (exit code or signal, or the spawn error). */
    ended?: ChildEnd;
    private proc?;
    private starting?;
    private buffer;
    private bufferedBytes;
    private closing?;
    private closeNotified;
    constructor(params: GroupStdioParams);
    get pid(): number | undefined;
    /** Resolves when the server process has ended (immediately if it never started). */
    waitForEnd(ms: number): Promise<ChildEnd | undefined>;
    /** Spawn the server. Idempotent: the Client calls it again on connect when it was started beforehand. */
    start(): Promise<void>;
    private spawn;
    send(message: JSONRPCMessage): Promise<void>;
    /** End the session: close stdin, give the server a moment to exit, then end its whole process group. */
    close(): Promise<void>;
    private shutdown;
    private notifyClosed;
    private onStdout;
    private onLine;
    private fail;
}
