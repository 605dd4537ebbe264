import { type JsonObject } from '../util/json.js';
import type { Env } from './interpolate.js';
import type { SourceLines } from './source-lines.js';
import { type GateConfig } from './types.js';
/**
 * The MCP client config shapes the gate reads, told apart by content:
 *   mcpServers  `{"mcpServers": {"id": {…}}}`: .mcp.json (Claude Code), claude_desktop_config.json, .cursor/mcp.json
 *   servers     `{"servers": {"id": {…}}}`: .vscode/mcp.json (entries may carry `type: stdio|http|sse`)
 */
export type ClientFlavour = 'mcpServers' | 'servers';
export declare function clientFlavour(data: unknown): ClientFlavour | undefined;
/** Servers of an MCP client config, with the gate's defaults for everything else. Entries with `disabled: true` are skipped. */
export declare function clientConfigFrom(data: JsonObject, flavour: ClientFlavour, file: string, lines: SourceLines, env: Env): GateConfig;
