import { existsSync } from 'node:fs';
import { repositoryReferences, scanOptions } from '../../app/reference-files.js';
import { lockfileToSnapshotSet } from '../../contract/lockfile.js';
import { matchReferences, referenceContextOf, type ReferenceFinding } from '../../references/match.js';
import type { ToolReference } from '../../references/types.js';
import { serverIdOf } from '../../references/keys.js';
import { prettyJson } from '../../util/json.js';
import { visible } from '../../report/escape.js';
import type { ServerConfig } from '../../model/config.js';
import type { ReferenceSettings } from '../../model/references.js';
import { parseFlags } from '../args.js';
import { CONFIG_CANDIDATES, CONFIG_FLAG_HELP, display, gitRoot, loadCliConfig, readCliLockfile, resolveFromRoot, resolveIn } from '../config.js';
import type { CliIO } from '../io.js';
import { EXIT_CODES } from '../../util/exit-codes.js';
import { InputError } from '../../util/errors.js';
import { ConfigError } from '../../config/errors.js';

export const REFERENCES_HELP = `Usage: mcp-contract-gate references [--config F] [--root DIR] [--lockfile F] [--json]

Scan the repository for the places that name MCP tools (Claude Code settings, agents, commands and skills, VS Code
and Copilot prompt files, agent workflows, MCP client calls in TS/JS and Python, and mentions in AGENTS.md,
CLAUDE.md and *.instructions.md) and list each at its line. With a config, the names of its servers are known; with
its lockfile, a reference to a tool the lockfile does not pin is marked (reference-unlisted). No server is started.

Options:
${CONFIG_FLAG_HELP}
                    (optional: without one, references are listed by the server names they write)
  --root DIR        the folder to scan (default: the config's repository root, else the working folder's)
  --lockfile F      mark references to tools this lockfile does not pin (default: the config's \`lockfile\`)
  --json            the references, problems and findings as JSON
  -h, --help        this help

Exit codes: ${EXIT_CODES.pass} scanned (findings against the lockfile are for review: they never fail), ${EXIT_CODES.badInput} config or lockfile error.
`;

export function runReferences(args: string[], io: CliIO): number {
  const { values } = parseFlags('references', {
    args,
    options: { config: { type: 'string' }, root: { type: 'string' }, lockfile: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    io.stdout(REFERENCES_HELP);
    return 0;
  }
  // the config is optional: a given one must load; otherwise the first candidate found, if any
  let servers: ServerConfig[] = [];
  let settings: ReferenceSettings | undefined;
  let root = values.root !== undefined ? resolveIn(io, values.root) : undefined;
  let lockPath = values.lockfile !== undefined ? resolveIn(io, values.lockfile) : undefined;
  const top = gitRoot(io.cwd);
  const configured = values.config !== undefined || CONFIG_CANDIDATES.some((c) => existsSync(resolveIn(io, c)) || (top !== undefined && existsSync(resolveFromRoot(top, c))));
  if (configured) {
    let loaded: ReturnType<typeof loadCliConfig> | undefined;
    try {
      loaded = loadCliConfig(io, values.config);
    } catch (err) {
      // a config given by name must load; one only found nearby (a client config meant for an editor) may not, and
      // the scan needs it only for server names: go on without them, saying why
      if (values.config !== undefined || !(err instanceof InputError || err instanceof ConfigError)) throw err;
      io.stderr(`mcp-contract-gate references: the config found here was not read (${err.message.split('\n')[0]}); references are listed by the server names they write\n`);
    }
    if (loaded) {
      servers = loaded.config.servers;
      settings = loaded.config.references;
      if (settings?.enabled === false) {
        io.stderr(`mcp-contract-gate references: the scan is off (\`references: false\` in ${display(io, loaded.config.file ?? '')})\n`);
        return EXIT_CODES.pass;
      }
      root ??= loaded.root;
      lockPath ??= resolveFromRoot(loaded.root, loaded.config.lockfile);
    }
  }
  root ??= top ?? io.cwd;
  const scan = repositoryReferences(root, servers, scanOptions(settings));
  const lock = lockPath ? readCliLockfile(io, lockPath) : undefined;
  let findings: ReferenceFinding[] = [];
  if (lock) {
    const pinned = lockfileToSnapshotSet(lock);
    findings = matchReferences(scan.references, referenceContextOf(pinned, pinned, [], scan.keys));
  }
  if (values.json) {
    io.stdout(
      prettyJson({
        root: display(io, root),
        files: scan.files,
        references: scan.references,
        findings,
        problems: scan.problems,
        ...(lockPath ? { lockfile: display(io, lockPath), pinned: lock !== undefined } : {}),
      }),
    );
    return EXIT_CODES.pass;
  }
  io.stdout(renderText(scan.references, findings, scan.keys, scan.files));
  for (const p of scan.problems) io.stderr(`mcp-contract-gate references: ${visible(p.file)}${p.line ? `:${p.line}` : ''}: ${visible(p.message)}\n`);
  if (lockPath && !lock) io.stderr(`mcp-contract-gate references: no lockfile at ${display(io, lockPath)}: references are not checked against pinned tools\n`);
  return EXIT_CODES.pass;
}

/** One block per file: `line:column  entry  → server/tool  (where)`, and the finding against the lockfile, if any. */
function renderText(refs: readonly ToolReference[], findings: readonly ReferenceFinding[], keys: Record<string, string>, files: number): string {
  if (!refs.length) return `no tool references in ${files} file${files === 1 ? '' : 's'} read\n`;
  const byRef = new Map(findings.map((f) => [f.reference, f]));
  const out: string[] = [];
  let file = '';
  for (const r of refs) {
    if (r.file !== file) {
      file = r.file;
      out.push(`${out.length ? '\n' : ''}${visible(file)}`);
    }
    const server = r.serverKey === undefined ? '' : (serverIdOf(keys, r.serverKey) ?? `${r.serverKey} (not a configured server)`);
    const target = r.tool === undefined ? `${server || '?'} (the whole server)` : `${server ? `${server}/` : ''}${r.tool}`;
    const f = byRef.get(r);
    const note = [r.kind === 'prose' ? 'prose' : r.kind === 'code' ? 'code' : '', f ? `${f.rule}: not in the lockfile` : ''].filter(Boolean).join('; ');
    out.push(`  ${`${r.line}:${r.column}`.padEnd(8)}${visible(r.text)}  → ${visible(target)}  (${visible(r.where)}${note ? `; ${note}` : ''})`);
  }
  const n = refs.length;
  out.push(
    `\n${n} reference${n === 1 ? '' : 's'} in ${new Set(refs.map((r) => r.file)).size} of ${files} file${files === 1 ? '' : 's'} read${findings.length ? `; ${findings.length} to tools the lockfile does not pin` : ''}`,
  );
  return `${out.join('\n')}\n`;
}
