import { isObject, type JsonObject, type JsonValue } from '../util/json.js';
import { ConfigError, type ConfigProblem } from './errors.js';
import { defaultConfig } from './gate-config.js';
import type { Env } from './interpolate.js';
import { formatKeyPath, type KeyPath } from './key-path.js';
import { buildServers, selectEntry, type RawServerEntry } from './server-entry.js';
import type { SourceLines } from './source-lines.js';
import { CLIENT_CONFIG_EXTENSION_KEY, entryIdOf, DEFAULT_SETUP_TIMEOUT_MS, DEFAULT_START_TIMEOUT_MS, DEFAULT_TIMEOUT_MS, type GateConfig } from '../model/config.js';
import { toRawEntry } from './gate-config.js';
import { describeValue } from './describe-value.js';
import { GATE_NAME } from '../version.js';
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

/** Where an entry's args start the gate's proxy: the index of `proxy`, when the command is recognisably the gate. */
function proxyAt(entry: JsonObject): number | undefined {
  if (typeof entry.command !== 'string' || !Array.isArray(entry.args)) return undefined;
  const args = entry.args.map(String);
  const at = args.indexOf('proxy');
  if (at < 0) return undefined;
  // the gate is named in the command or before `proxy` (npx -y mcp-contract-gate, node_modules/.bin/mcp-contract-gate,
  // node …/mcp-contract-gate/dist/cli.js); anything else is a program of its own, judged as itself
  return [entry.command, ...args.slice(0, at)].some((a) => GATE_NAME.test(String(a))) ? at : undefined;
}

/** The value of a proxy flag (`--server ID` or `--server=ID`) among the proxy's own arguments. */
function flagValue(args: string[], flag: string): string | undefined {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === flag) return args[i + 1];
    if (args[i]!.startsWith(`${flag}=`)) return args[i]!.slice(flag.length + 1);
  }
  return undefined;
}

/**
 * What an entry finally runs, the one thing the gate reads and judges (a wrapped entry is judged by the command
 * it finally runs, never by a launch spec kept beside it):
 * - an entry that starts the gate's proxy with `-- COMMAND ARGS…`: that command (with the entry's env and cwd), read
 *   directly, never through the proxy (which would hide a changed tool as a removed one);
 * - one that starts it with `--server ID`: the launch the proxy reads for ID, this entry's `original` (what `wrap`
 *   writes) or the entry ID of this same file; a `--config` naming another file is an error (the gate cannot read
 *   what that proxy runs);
 * - any other entry: itself, whatever it keeps under its extension key.
 */
function finalEntry(servers: JsonObject, id: string, file: string, seen: string[] = []): { entry: JsonValue | undefined; at: string[] } | { problem: string } {
  const listed = servers[id];
  if (!isObject(listed)) return { entry: listed, at: [id] };
  const at = proxyAt(listed);
  if (at === undefined) {
    // a launch spec kept for the proxy, beside a command the gate cannot tell is its proxy: which runs is unknown
    const kept = isObject(listed[WRAP_KEY]) && (listed[WRAP_KEY] as JsonObject).original !== undefined;
    if (kept && Array.isArray(listed.args) && listed.args.map(String).includes('proxy'))
      return {
        problem: `keeps a launch spec under "${WRAP_KEY}".original, but its command (${JSON.stringify(String(listed.command))}) does not name mcp-contract-gate, so the gate cannot tell that it starts the proxy: start the proxy through a command or path that names it (\`wrap --via\`), e.g. npx -y mcp-contract-gate or node_modules/.bin/mcp-contract-gate`,
      };
    return { entry: listed, at: [id] };
  }
  const args = (listed.args as unknown[]).map(String);
  const dash = args.indexOf('--', at);
  if (dash > at) {
    if (dash === args.length - 1) return { problem: 'runs the proxy with nothing after "--": give the server command after it' };
    const { command: _c, args: _a, [WRAP_KEY]: _own, ...rest } = listed;
    return { entry: { ...rest, command: args[dash + 1]!, args: args.slice(dash + 2) }, at: [id] };
  }
  const own = args.slice(at + 1);
  const target = flagValue(own, '--server');
  const config = flagValue(own, '--config');
  if (config !== undefined && !sameConfig(config, file))
    return {
      problem: `runs the proxy on another config (${JSON.stringify(config)}): the gate judges what an entry finally runs and cannot read that file; point --config at this file (as \`mcp-contract-gate wrap\` does) or start the server after "--"`,
    };
  const ownEntry = isObject(listed[WRAP_KEY]) ? (listed[WRAP_KEY] as JsonObject).original : undefined;
  if (target === undefined || target === id) {
    // the proxy for this entry: what it runs is the entry's own launch spec, kept where wrap put it
    return ownEntry !== undefined ? { entry: ownEntry, at: [id, WRAP_KEY, 'original'] } : { entry: listed, at: [id] };
  }
  const entryId = entryIdOf(target);
  if (!Object.hasOwn(servers, entryId)) return { problem: `runs the proxy for server "${target}", which is not in this file` };
  if (seen.includes(entryId)) return { problem: `runs the proxy for server "${target}", whose entry runs the proxy back (${[...seen, entryId].join(' → ')})` };
  const other = finalEntry(servers, entryId, file, [...seen, id]);
  return 'problem' in other ? { problem: `runs the proxy for server "${target}", which ${other.problem}` } : other;
}

/**
 * Whether a proxy's `--config` names this file. `wrap` writes the absolute path on the machine that wrapped it, so a
 * path is this file when it has this file's name and, for a file in a client's own folder (`.vscode/mcp.json`,
 * `.cursor/mcp.json`), that folder: wherever the checkout is.
 */
function sameConfig(path: string, file: string): boolean {
  const mine = file.split(/[\\/]+/).filter(Boolean);
  const theirs = path.split(/[\\/]+/).filter(Boolean);
  if (!mine.length || mine.at(-1) !== theirs.at(-1)) return false;
  const folder = mine.at(-2);
  return folder === undefined || !folder.startsWith('.') || theirs.at(-2) === folder;
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
    // An entry that runs the gate's proxy: the gate reads what the proxy finally runs, never the proxy itself.
    const final = finalEntry(servers, id, file);
    if ('problem' in final) {
      problems.push({ key: formatKeyPath(path), line: lines.line(path), message: `${formatKeyPath(path)} ${final.problem}` });
      continue;
    }
    if (final.entry !== listed) {
      entry = final.entry as JsonValue;
      path = [flavour, ...final.at];
    }
    // the gate's own keys sit on the entry as listed (beside `original` when wrapped)
    const own = isObject(listed) ? (listed as JsonObject)[WRAP_KEY] : undefined;
    const found = [...clientServerProblems(entry, path, lines), ...(entry !== listed && own !== undefined ? clientServerProblems({ [WRAP_KEY]: own }, [flavour, id], lines) : [])];
    if (found.length > 0) {
      problems.push(...found);
      continue;
    }
    const e = entry as JsonObject;
    if (e.disabled === true || (isObject(listed) && listed.disabled === true)) continue;
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
    config.servers.push(
      ...buildServers(
        selected,
        { ...context, variantsAt: [flavour, id, WRAP_KEY, 'variants'], principalsAt: [flavour, id, WRAP_KEY], keys: { url: urlKey, transport: 'type' }, absoluteCwd: true },
        problems,
      ),
    );
  }
  if (problems.length > 0) throw new ConfigError(file, problems);
  return config;
}
