import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { ServerConfig } from '../config/types.js';
export interface OpenSession {
    client: Client;
    /** The server process (stdio), for tests that signal it. */
    pid?: number;
    /** Ends the session and, for stdio, the server's whole process group. */
    close(): Promise<void>;
}
/**
 * Start (or reach) a server and keep the connected MCP client open, for work beyond listing: probes call tools through
 * it. Same environment rules as discovery (the config's env plus the SDK's defaults; nothing of the runner's).
 */
export declare function openSession(server: ServerConfig, options: {
    rootDir: string;
    env?: Record<string, string | undefined>;
}): Promise<OpenSession>;
