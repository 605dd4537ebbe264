import { appendFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expandWorkspaceFolder } from '../../config/interpolate.js';
import type { LockServer } from '../../contract/lockfile.js';
import { ContractChecker } from '../../proxy/checker.js';
import { ENFORCE_MODES, type AuditLine, type Enforce } from '../../proxy/enforcer.js';
import { runStdioProxy } from '../../proxy/stdio.js';
import { InputError } from '../../util/errors.js';
import { oneOf, parseFlags } from '../args.js';
import { display, loadCliConfig, readCliLockfile, resolveFromRoot, resolveIn } from '../config.js';
import type { CliIO } from '../io.js';

export const PROXY_HELP = `Usage: mcp-contract-gate proxy --server ID [--config F] [--lockfile F] [--enforce block|warn|off] [--audit FILE]
       mcp-contract-gate proxy --lockfile F [--server ID] [--enforce …] [--audit FILE] -- COMMAND [ARGS…]

A stdio MCP proxy between any client and a server, enforcing the lockfile at run time: every tools/list is checked
(a tool whose contract is not the pinned one, is not pinned, or is listed twice is withheld, or listed with a
warning), every tools/call of such a tool is answered with a JSON-RPC error naming the tool, both hashes and the
changes (it never reaches the server), and a list_changed makes it list again before the next call. Renames a
reviewer approved (recorded in the lockfile) are translated: old tool and argument names become the new ones, noted
in the result's _meta and the audit log. Put it in front of a server in .mcp.json or claude_desktop_config.json:

  "command": "npx", "args": ["-y", "mcp-contract-gate", "proxy", "--server", "reviews"]

Options:
  --server ID       the server: its command, args, env and cwd from the config, and its entry in the lockfile
                    (with -- COMMAND: only the lockfile entry; optional when the lockfile pins one server)
  --config F        the config (default: found from here up to the repository root)
  --lockfile F      the lockfile (default: the config's \`lockfile\`)
  --enforce MODE    block (default): withhold and refuse; warn: let through with a _meta warning; off: only audit
  --audit FILE      append one JSON line per call (time, server, tool, hash, decision, translation) to FILE
                    (default: stderr)
  -h, --help        this help

Only JSON-RPC is ever written to stdout. Exit code: the server's.
`;

export async function runProxy(args: string[], io: CliIO): Promise<number> {
  const dash = args.indexOf('--');
  const own = dash >= 0 ? args.slice(0, dash) : args;
  const command = dash >= 0 ? args.slice(dash + 1) : [];
  const { values } = parseFlags('proxy', {
    args: own,
    options: {
      server: { type: 'string' },
      config: { type: 'string' },
      lockfile: { type: 'string' },
      enforce: { type: 'string' },
      audit: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stderr(PROXY_HELP); // stdout belongs to JSON-RPC, even for help
    return 0;
  }
  if (dash >= 0 && command.length === 0) throw new InputError('proxy: nothing after --; give the server command, e.g. `proxy --lockfile mcp-contracts.lock.json -- node server.js`');
  let run: { command: string; args: string[]; env: Record<string, string | undefined>; cwd?: string };
  let lockPath: string;
  let enforceFromConfig: Enforce | undefined;
  if (command.length) {
    if (values.lockfile === undefined && values.config === undefined) throw new InputError('proxy -- COMMAND needs --lockfile F (or --config F to find it)');
    lockPath = values.lockfile !== undefined ? resolveIn(io, values.lockfile) : resolveFromRoot(loadCliConfig(io, values.config).root, loadCliConfig(io, values.config).config.lockfile);
    run = { command: command[0]!, args: command.slice(1), env: io.env, cwd: io.cwd };
  } else {
    if (!values.server) throw new InputError('proxy needs --server ID (a server of the config), or -- COMMAND ARGS… to start a server directly');
    const { config, root } = loadCliConfig(io, values.config);
    const server = config.servers.find((s) => s.id === values.server);
    if (!server) throw new InputError(`proxy: no server "${values.server}" in the config; servers: ${config.servers.map((s) => s.id).join(', ')}`);
    if (server.transport !== 'stdio' || !server.command) throw new InputError(`proxy: server "${server.id}" is a ${server.transport} server; this proxy speaks stdio (point the client at the server's URL, or wrap a stdio server)`);
    lockPath = values.lockfile !== undefined ? resolveIn(io, values.lockfile) : resolveFromRoot(root, config.lockfile);
    const cwd = server.cwd ? resolve(root, expandWorkspaceFolder(server.cwd, root)) : root;
    run = { command: expandWorkspaceFolder(server.command, root), args: (server.args ?? []).map((a) => expandWorkspaceFolder(a, root)), env: { ...io.env, ...(server.env ?? {}) }, cwd };
    enforceFromConfig = server.enforce;
  }
  const lock = readCliLockfile(io, lockPath);
  if (!lock) throw new InputError(`no lockfile at ${display(io, lockPath)}: run \`npx mcp-contract-gate pin\` first`);
  const ids = Object.keys(lock.servers);
  const id = values.server ?? (ids.length === 1 ? ids[0] : undefined);
  if (!id || !lock.servers[id]) throw new InputError(`proxy: name the lockfile's server with --server (the lockfile pins ${ids.join(', ') || 'none'})`);
  const enforce = values.enforce !== undefined ? oneOf('--enforce', values.enforce, ENFORCE_MODES) : (enforceFromConfig ?? 'block');
  const auditFile = values.audit !== undefined ? resolveIn(io, values.audit) : undefined;
  const audit = (line: AuditLine) => {
    const text = `${JSON.stringify(line)}\n`;
    if (auditFile) appendFileSync(auditFile, text);
    else io.stderr(text);
  };
  const checker = new ContractChecker(id, lock.servers[id] as LockServer, lock.includeMeta === true);
  return runStdioProxy({ ...run, checker, enforce, audit, input: process.stdin, output: process.stdout, log: (t) => io.stderr(t) });
}
