import type { JsonObject } from '../util/json.js';
import type { Severity } from '../diff/types.js';
/** One server to discover, after validation and `${VAR}` interpolation. */
export interface ServerConfig {
    id: string;
    transport: 'stdio' | 'http' | 'sse';
    /** stdio: the command and its arguments. */
    command?: string;
    args?: string[];
    /** stdio: extra environment for the server (only this, plus the MCP SDK's default environment, reaches it). */
    env?: Record<string, string>;
    /** Working directory, relative to the checkout root. */
    cwd?: string;
    /** http/sse: the endpoint and request headers. `transport: 'http'` falls back to SSE when the server only speaks that. */
    url?: string;
    headers?: Record<string, string>;
    /** Shell command run in the checkout (in `cwd`) before the server starts, e.g. `npm ci && npm run build`. */
    setup?: string;
    /** Discovery timeout in milliseconds (connect + all list requests). */
    timeoutMs: number;
    /** Setup timeout in milliseconds. */
    setupTimeoutMs: number;
    /** Folders or files (relative to the checkout root) searched for a tool's definition, to place annotations. */
    source?: string[];
    /** Globs of tool names this server must never expose (present at head → blocking). */
    forbiddenTools?: string[];
    /** Client capabilities declared during initialize (servers may list more tools for more capabilities). */
    clientCapabilities?: JsonObject;
    /** Where this server was declared: `file` and the key path, for error messages and annotation fallbacks. */
    origin: {
        file: string;
        key: string;
        line?: number;
    };
}
export interface IgnoreEntry {
    server?: string;
    /** Glob over tool names (`*` matches any run of characters). */
    tool: string;
    rule: string;
    reason: string;
    /** ISO date (YYYY-MM-DD); on and after it the entry no longer ignores and the report says so. */
    expires?: string;
    /** Where the entry was declared: `file`, key path (`policy.ignore[0]`) and, when known, line. */
    origin: {
        file: string;
        key: string;
        line?: number;
    };
}
export interface PolicyConfig {
    failOn: Severity[];
    /** Per-rule severity overrides, by rule ID. */
    rules: Record<string, Severity>;
    ignore: IgnoreEntry[];
    blockNewDestructiveTools: boolean;
    versioning: 'none' | 'semver';
}
export interface GateConfig {
    /** The file the config was read from (absolute), or undefined when built from defaults. */
    file?: string;
    servers: ServerConfig[];
    lockfile: string;
    includeMeta: boolean;
    concurrency: number;
    policy: PolicyConfig;
    /** Path of a probes file, relative to the checkout root. */
    probes?: string;
}
export declare const DEFAULT_CONFIG_PATH = ".github/mcp-contract-gate.yml";
export declare const DEFAULT_TIMEOUT_MS = 30000;
export declare const DEFAULT_SETUP_TIMEOUT_MS = 600000;
export declare const DEFAULT_CONCURRENCY = 4;
