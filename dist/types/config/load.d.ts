import type { Env } from './interpolate.js';
import type { GateConfig } from './types.js';
export interface LoadConfigOptions {
    /** Variables for `${VAR}` interpolation (the workflow step's env). Default: process.env. */
    env?: Env;
}
/**
 * Read the gate's config: its own YAML (`.github/mcp-contract-gate.yml`) or an MCP client config JSON (`.mcp.json`,
 * `.vscode/mcp.json`, `.cursor/mcp.json`, `claude_desktop_config.json`), told apart by content. Every problem is an
 * InputError (a ConfigError) naming the file, the key path, the line where known, and the fix.
 */
export declare function loadConfig(file: string, options?: LoadConfigOptions): GateConfig;
/** Parse config text; `file` names it in messages and in each server's origin. */
export declare function parseConfig(text: string, file: string, options?: LoadConfigOptions): GateConfig;
/**
 * Load a config that lives under `rootDir`, naming it by its path relative to `rootDir` in messages, origins and
 * policy sources (`.github/mcp-contract-gate.yml: servers[1].timeout …`, not a runner's absolute path).
 */
export declare function loadConfigAt(rootDir: string, path: string, options?: LoadConfigOptions): GateConfig;
