import { isObject, type JsonObject } from '../util/json.js';
import { ConfigError, type ConfigProblem } from './errors.js';
import { defaultConfig } from './gate-config.js';
import type { Env } from './interpolate.js';
import { formatKeyPath, type KeyPath } from './key-path.js';
import { buildServers, selectEntry, type RawServerEntry } from './server-entry.js';
import type { SourceLines } from './source-lines.js';
import { CLIENT_CONFIG_EXTENSION_KEY, entryIdOf, DEFAULT_SETUP_TIMEOUT_MS, DEFAULT_START_TIMEOUT_MS, DEFAULT_TIMEOUT_MS, type GateConfig } from '../model/config.js';
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
/**
 * The gate's own key in a client-config entry (CLIENT_CONFIG_EXTENSION_KEY): the gate's settings for the server and,
 * in an entry `mcp-contract-gate wrap` rewrote to run through the proxy, `original`: the launch spec it replaced, which
 * `pin`, `check` and the proxy itself read (so nothing reads a server through the proxy, and the proxy never starts
 * itself).
 */
export const WRAP_KEY = CLIENT_CONFIG_EXTENSION_KEY;

/**
 * The server behind an entry wrapped by hand as `mcp-contract-gate proxy … -- COMMAND ARGS…`: read directly, never
 * through the proxy (which would hide a changed tool as a removed one).
 */
function proxiedCommand(entry: unknown): JsonObject | undefined {
  if (!isObject(entry) || typeof entry.command !== 'string' || !Array.isArray(entry.args)) return undefined;
  const args = entry.args.map(String);
  const dash = args.indexOf('--');
  const proxyAt = args.indexOf('proxy');
  if (dash < 0 || proxyAt < 0 || proxyAt > dash || dash === args.length - 1) return undefined;
  if (![entry.command, ...args.slice(0, proxyAt)].some((a) => /mcp-contract-gate/.test(String(a)))) return undefined;
  const { command: _c, args: _a, ...rest } = entry;
  return { ...rest, command: args[dash + 1]!, args: args.slice(dash + 2) };
}

/** `only`: build (and interpolate) that server's entry alone. */
export function clientConfigFrom(data: JsonObject, flavour: ClientFlavour, file: string, lines: SourceLines, env: Env, only?: string): GateConfig {
  const config = defaultConfig();
  const problems: ConfigProblem[] = [];
  const servers = data[flavour];
  if (!isObject(servers)) {
    const path: KeyPath = [flavour];
    throw new ConfigError(file, [{ key: flavour, line: lines.line(path), message: `${flavour} must be a mapping of server names to server definitions (found ${describeValue(servers)})` }]);
  }
  for (const [id, listed] of Object.entries(servers)) {
    let entry = listed;
    let path: KeyPath = [flavour, id];
    if (only !== undefined && id !== only && entryIdOf(only) !== id) continue;
    if (id.trim() === '' || /[\u0000-\u001f]/.test(id)) {
      problems.push({ key: formatKeyPath(path), line: lines.line(path), message: `${formatKeyPath(path)}: a server name must be non-empty printable text` });
      continue;
    }
    // An entry `mcp-contract-gate wrap` made to run through the proxy: the gate reads the server it wraps, never the proxy.
    const wrapped = isObject(entry) && isObject((entry as JsonObject)[WRAP_KEY]) ? ((entry as JsonObject)[WRAP_KEY] as JsonObject).original : proxiedCommand(entry);
    if (wrapped !== undefined) {
      entry = wrapped;
      if (isObject((listed as JsonObject)[WRAP_KEY])) path = [flavour, id, WRAP_KEY, 'original'];
    }
    // the gate's own keys sit on the entry as listed (beside `original` when wrapped)
    const own = isObject(listed) ? (listed as JsonObject)[WRAP_KEY] : undefined;
    const found = [...clientServerProblems(entry, path, lines), ...(entry !== listed && own !== undefined ? clientServerProblems({ [WRAP_KEY]: own }, [flavour, id], lines) : [])];
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
    if (isObject(own)) Object.assign(raw, toRawEntry({ ...own, id }), { id });
    const context = { file, path, lines, env, timeoutMs: DEFAULT_TIMEOUT_MS, startTimeoutMs: DEFAULT_START_TIMEOUT_MS, setupTimeoutMs: DEFAULT_SETUP_TIMEOUT_MS };
    const selected = selectEntry(raw, only);
    if (selected === undefined) continue;
    // variants sit under the extension key: a problem with one names that key path
    config.servers.push(...buildServers(selected, { ...context, variantsAt: [flavour, id, WRAP_KEY, 'variants'], keys: { url: urlKey, transport: 'type' }, absoluteCwd: true }, problems));
  }
  if (problems.length > 0) throw new ConfigError(file, problems);
  return config;
}
