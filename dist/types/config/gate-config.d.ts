import type { JsonObject } from '../util/json.js';
import type { Env } from './interpolate.js';
import type { SourceLines } from './source-lines.js';
import { type GateConfig, type PolicyConfig } from './types.js';
export declare const DEFAULT_LOCKFILE = "mcp-contracts.lock.json";
export declare function defaultPolicy(): PolicyConfig;
/** The config used when there is no config file: no servers, every default. */
export declare function defaultConfig(): GateConfig;
export declare function sourceOf(config: GateConfig): {
    file: string;
    lines: SourceLines;
} | undefined;
export declare function rememberSource(config: GateConfig, file: string, lines: SourceLines): GateConfig;
/** Build a GateConfig from a gate config file that passed the schema (`file` is the path as the user wrote it). */
export declare function gateConfigFrom(data: JsonObject, file: string, lines: SourceLines, env: Env): GateConfig;
