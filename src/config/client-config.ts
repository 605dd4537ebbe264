import { isObject, type JsonObject } from '../util/json.js';
import { ConfigError, type ConfigProblem } from './errors.js';
import { defaultConfig } from './gate-config.js';
import type { Env } from './interpolate.js';
import { formatKeyPath, type KeyPath } from './key-path.js';
import { buildServer, type RawServerEntry } from './server-entry.js';
import type { SourceLines } from './source-lines.js';
import { CLIENT_CONFIG_EXTENSION_KEY, DEFAULT_SETUP_TIMEOUT_MS, DEFAULT_START_TIMEOUT_MS, DEFAULT_TIMEOUT_MS, type GateConfig } from './types.js';
import { toRawEntry } from './gate-config.js';
import { describeValue } from './describe-value.js';
import { clientServerProblems } from './validate.js';

/**
 * The MCP client config shapes the gate reads, told apart by content:
 *   mcpServers  `{"mcpServers": {"id": {…}}}`: .mcp.json (Claude Code), claude_desktop_config.json, .cursor/mcp.json
 *   servers     `{"servers": {"id": {…}}}`: .vscode/mcp.json (entries may carry `type: stdio|http|sse`)
 */
export type ClientFlavour = 'mcpServers' | 'servers';

export function clientFlavour(data: unknown): ClientFlavour | undefined {
  if (!isObject(data)) return undefined;
  if ('mcpServers' in data) return 'mcpServers';
  if (isObject(data.servers)) return 'servers';
  return undefined;
}

/** Servers of an MCP client config, with the gate's defaults for everything else. Entries with `disabled: true` are skipped. */
export function clientConfigFrom(data: JsonObject, flavour: ClientFlavour, file: string, lines: SourceLines, env: Env): GateConfig {
  const config = defaultConfig();
  const problems: ConfigProblem[] = [];
  const servers = data[flavour];
  if (!isObject(servers)) {
    const path: KeyPath = [flavour];
    throw new ConfigError(file, [{ key: flavour, line: lines.line(path), message: `${flavour} must be a mapping of server names to server definitions (found ${describeValue(servers)})` }]);
  }
  for (const [id, entry] of Object.entries(servers)) {
    const path: KeyPath = [flavour, id];
    if (id.trim() === '' || /[\u0000-\u001f]/.test(id)) {
      problems.push({ key: formatKeyPath(path), line: lines.line(path), message: `${formatKeyPath(path)}: a server name must be non-empty printable text` });
      continue;
    }
    const found = clientServerProblems(entry, path, lines);
    if (found.length > 0) {
      problems.push(...found);
      continue;
    }
    const e = entry as JsonObject;
    if (e.disabled === true) continue;
    const raw: RawServerEntry = { id };
    if (typeof e.command === 'string') raw.command = e.command;
    if (Array.isArray(e.args)) raw.args = e.args as Array<string | number>;
    if (isObject(e.env)) raw.env = e.env as Record<string, string>;
    if (typeof e.cwd === 'string') raw.cwd = e.cwd;
    const urlKey = typeof e.url === 'string' || typeof e.serverUrl !== 'string' ? 'url' : 'serverUrl';
    if (typeof e[urlKey] === 'string') raw.url = e[urlKey] as string;
    if (typeof e.type === 'string') raw.transport = e.type;
    if (isObject(e.headers)) raw.headers = e.headers as Record<string, string>;
    // the gate's own keys (protocol, timeouts, setup, …), spelt as in the gate's YAML, under their extension key
    const own = e[CLIENT_CONFIG_EXTENSION_KEY];
    if (isObject(own)) Object.assign(raw, toRawEntry({ ...own, id }), { id });
    const context = { file, path, lines, env, timeoutMs: DEFAULT_TIMEOUT_MS, startTimeoutMs: DEFAULT_START_TIMEOUT_MS, setupTimeoutMs: DEFAULT_SETUP_TIMEOUT_MS };
    const server = buildServer(raw, { ...context, keys: { url: urlKey, transport: 'type' } }, problems);
    if (server) config.servers.push(server);
  }
  if (problems.length > 0) throw new ConfigError(file, problems);
  return config;
}
