import type { JsonObject } from '../util/json.js';
import type { ConfigProblem } from './errors.js';
import { type Env } from './interpolate.js';
import { type KeyPath } from './key-path.js';
import type { SourceLines } from './source-lines.js';
import type { ServerConfig } from './types.js';
/** One server entry after schema validation, in either file flavour (gate YAML or MCP client JSON). */
export interface RawServerEntry {
    id: string;
    command?: string;
    args?: Array<string | number>;
    env?: Record<string, string | number | boolean>;
    cwd?: string;
    url?: string;
    transport?: string;
    headers?: Record<string, string | number | boolean>;
    setup?: string;
    timeoutSeconds?: number;
    setupTimeoutSeconds?: number;
    source?: string | string[];
    forbiddenTools?: string | string[];
    clientCapabilities?: JsonObject;
}
export interface EntryContext {
    file: string;
    /** Key path of the entry (`servers[1]`, `mcpServers.reviews`). */
    path: KeyPath;
    lines: SourceLines;
    env: Env;
    timeoutMs: number;
    setupTimeoutMs: number;
    /** How this flavour spells the keys named in messages. */
    keys: {
        url: string;
        transport: string;
    };
}
/** Check what a schema cannot (command xor url, transport fit, relative cwd) and interpolate `${VAR}`s. */
export declare function buildServer(raw: RawServerEntry, ctx: EntryContext, problems: ConfigProblem[]): ServerConfig | undefined;
