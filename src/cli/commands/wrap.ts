import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { WRAP_KEY } from '../../config/client-config.js';
import { ENFORCE_MODES_BY } from '../../model/config.js';
import { isObject, prettyJson, type JsonObject } from '../../util/json.js';
import { InputError, parseJsonFile } from '../../util/errors.js';
import { oneOf, parseFlags } from '../args.js';
import { display } from '../config.js';
import type { CliIO } from '../io.js';

/** What a wrapped entry runs unless `--via` says otherwise. */
export const DEFAULT_VIA = 'npx -y mcp-contract-gate';
/** Where `wrap` looks for an MCP client config when no --config is given (in the current folder), in this order. */
const CLIENT_CONFIGS = ['.mcp.json', '.vscode/mcp.json', '.cursor/mcp.json', 'claude_desktop_config.json'];

export const WRAP_HELP = `Usage: mcp-contract-gate wrap [--config F] [--server ID]… [--lockfile F] [--enforce-by policy|hash] [--via CMD]
       mcp-contract-gate unwrap [--config F] [--server ID]…

Rewrite the stdio servers of an MCP client config (.mcp.json, .vscode/mcp.json, .cursor/mcp.json, Claude Desktop's
claude_desktop_config.json) to start through \`mcp-contract-gate proxy\`, or back. Each wrapped entry keeps its own
launch spec (command, args, env, cwd) under "${WRAP_KEY}": { "original": … }; pin, check, snapshot and the proxy
read the server from there, so nothing reads a server through the proxy and the proxy never starts itself. The
proxy is given the config's absolute path, so the lockfile is found from the config's folder whatever folder the
client starts servers in (Claude Desktop starts them in /).

Options:
  --config F        the client config to rewrite (default: the first of ${CLIENT_CONFIGS.join(', ')} here)
  --server ID       only this entry (repeatable; default: every stdio entry)
  --lockfile F      the lockfile the proxy enforces (default: the one pin writes, from the config's folder)
  --enforce-by HOW  policy (default for wraps): withhold only tools with blocking changes; hash: any change
  --via CMD         how the entry starts the gate (default: ${DEFAULT_VIA}); it must name mcp-contract-gate
                    (a package or path: node_modules/.bin/mcp-contract-gate), which is how pin and check tell
                    the proxy from any other program
  -h, --help        this help

HTTP entries are left as they are: run \`mcp-contract-gate proxy --server ID --listen PORT\` and point the client
at the URL it prints. unwrap restores each entry from "${WRAP_KEY}".
`;

export async function runWrap(args: string[], io: CliIO, mode: 'wrap' | 'unwrap' = 'wrap'): Promise<number> {
  const { values } = parseFlags(mode, {
    args,
    options: {
      config: { type: 'string' },
      server: { type: 'string', multiple: true },
      lockfile: { type: 'string' },
      'enforce-by': { type: 'string' },
      via: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stdout(WRAP_HELP);
    return 0;
  }
  const file = values.config !== undefined ? resolve(io.cwd, values.config) : CLIENT_CONFIGS.map((c) => join(io.cwd, c)).find((c) => existsSync(c));
  if (!file) throw new InputError(`${mode}: no MCP client config in ${resolve(io.cwd)} (looked for ${CLIENT_CONFIGS.join(', ')}); pass --config F`);
  if (!existsSync(file)) throw new InputError(`${mode}: no file ${values.config} (looked in ${dirname(file)})`);
  const name = display(io, file);
  const data = parseJsonFile(readFileSync(file, 'utf8'), name);
  const key = isObject(data) && isObject(data.mcpServers) ? 'mcpServers' : isObject(data) && isObject(data.servers) ? 'servers' : undefined;
  if (!key || !isObject(data)) throw new InputError(`${mode}: not an MCP client config (no "mcpServers" or "servers" mapping)`, name);
  const servers = data[key] as JsonObject;
  const wanted = values.server ?? [];
  for (const id of wanted) if (!Object.hasOwn(servers, id)) throw new InputError(`${mode}: no server "${id}" in ${name}; servers: ${Object.keys(servers).join(', ')}`);
  const by = values['enforce-by'] !== undefined ? oneOf('--enforce-by', values['enforce-by'], ENFORCE_MODES_BY) : 'policy';
  const via = (values.via ?? DEFAULT_VIA).split(/\s+/).filter(Boolean);
  if (!via.some((part) => /mcp-contract-gate/.test(part)))
    throw new InputError(
      `${mode}: --via ${JSON.stringify(values.via)} does not name mcp-contract-gate; pin and check recognise the proxy by that name (e.g. --via node_modules/.bin/mcp-contract-gate)`,
    );
  const lockfile = values.lockfile !== undefined ? resolve(io.cwd, values.lockfile) : undefined;
  let changed = 0;
  for (const [id, entry] of Object.entries(servers)) {
    if (wanted.length && !wanted.includes(id)) continue;
    if (!isObject(entry)) continue;
    const wrapped = isObject(entry[WRAP_KEY]) && isObject((entry[WRAP_KEY] as JsonObject).original);
    if (mode === 'unwrap') {
      if (!wrapped) continue;
      servers[id] = unwrapEntry(entry);
      io.stderr(`unwrapped ${id}\n`);
      changed++;
      continue;
    }
    if (wrapped) {
      io.stderr(`${id}: already wrapped\n`);
      continue;
    }
    if (typeof entry.command !== 'string') {
      io.stderr(`${id}: not a stdio server (no command); left as it is (use \`proxy --server ${id} --listen PORT\`)\n`);
      continue;
    }
    const proxyArgs = ['proxy', '--server', id, '--config', file, ...(lockfile ? ['--lockfile', lockfile] : []), '--enforce-by', by];
    servers[id] = wrapEntry(entry, [...via.slice(1), ...proxyArgs], via[0]!);
    io.stderr(`wrapped ${id}\n`);
    changed++;
  }
  if (changed) writeFileSync(file, prettyJson(data));
  io.stderr(`${changed ? `${mode}ped ${changed} server${changed === 1 ? '' : 's'} in` : 'nothing to change in'} ${name}\n`);
  return 0;
}

/** The launch keys a wrap moves under WRAP_KEY; every other key of the entry (type, disabled, …) stays. */
const LAUNCH_KEYS = ['command', 'args', 'env', 'cwd'];

function wrapEntry(entry: JsonObject, args: string[], command: string): JsonObject {
  const original: JsonObject = {};
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(entry)) {
    if (LAUNCH_KEYS.includes(k)) original[k] = v;
    else out[k] = v;
  }
  // the gate's own keys for this server (protocol, timeouts, …) stay beside the original launch spec
  const own = isObject(entry[WRAP_KEY]) ? (entry[WRAP_KEY] as JsonObject) : {};
  delete out[WRAP_KEY];
  return { ...out, command, args, [WRAP_KEY]: { ...own, original } };
}

function unwrapEntry(entry: JsonObject): JsonObject {
  const { original, ...own } = entry[WRAP_KEY] as JsonObject;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(entry)) if (!LAUNCH_KEYS.includes(k) && k !== WRAP_KEY) out[k] = v;
  return { ...(original as JsonObject), ...out, ...(Object.keys(own).length ? { [WRAP_KEY]: own } : {}) };
}
