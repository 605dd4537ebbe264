import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { SnapshotSet } from '../../contract/types.js';
import { discoverAll } from '../../discovery/index.js';
import { InputError } from '../../util/errors.js';
import { loadCliConfig, resolveIn } from '../config.js';
import type { CliIO } from '../io.js';

export const SNAPSHOT_HELP = `Usage: mcp-contract-gate snapshot [--config F] [--timeout SECONDS] [--out F] [--format json|text]

Start (or reach) every configured server, read tools/list, prompts/list and resources/templates/list exactly as
sent, and write them as a multi-server snapshot: {"servers":{"ID":{"tools":[…],"serverInfo":…,"error"?:…}}},
the shape \`diff\` reads.

Options:
  --config F        the gate's YAML or an MCP client config (.mcp.json, .vscode/mcp.json, .cursor/mcp.json,
                    claude_desktop_config.json); default: ${'.github/mcp-contract-gate.yml'}, then .mcp.json, …
  --timeout S       per-server discovery timeout in seconds (overrides the config)
  --out F           write the snapshot to F (default: standard output)
  --format F        json (default) or text (a one-line summary per server)
  -h, --help        this help

Exit codes: 0 every server was read, 1 some failed (their errors are in the snapshot), 2 config error.
`;

export function snapshotJson(set: SnapshotSet): string {
  return `${JSON.stringify({ servers: set.servers }, null, 2)}\n`;
}

export function summaryLines(set: SnapshotSet): string {
  return (
    Object.entries(set.servers)
      .map(([id, s]) =>
        s.error
          ? `✗ ${id}: ${s.error.message}${s.error.exitCode !== undefined && s.error.exitCode !== null ? ` (exit code ${s.error.exitCode})` : ''}${s.error.stderr ? `\n    stderr: ${s.error.stderr.trim().split('\n').slice(-5).join('\n            ')}` : ''}`
          : `✓ ${id}: ${s.tools.length} tools${s.prompts?.length ? `, ${s.prompts.length} prompts` : ''}${s.serverInfo?.version ? ` (${s.serverInfo.name ?? ''} ${s.serverInfo.version})` : ''}`,
      )
      .join('\n') + '\n'
  );
}

export async function runSnapshot(args: string[], io: CliIO): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { config: { type: 'string' }, timeout: { type: 'string' }, out: { type: 'string' }, format: { type: 'string', default: 'json' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    io.stdout(SNAPSHOT_HELP);
    return 0;
  }
  if (values.format !== 'json' && values.format !== 'text') throw new InputError(`--format must be json or text (got "${values.format}")`);
  const config = loadCliConfig(io, values.config, values.timeout);
  const set = await discoverAll(config.servers, { rootDir: io.cwd, env: io.env, concurrency: config.concurrency });
  const failed = Object.values(set.servers).some((s) => s.error);
  if (values.out) {
    writeFileSync(resolveIn(io, values.out), snapshotJson(set));
    io.stderr(summaryLines(set));
  } else io.stdout(values.format === 'text' ? summaryLines(set) : snapshotJson(set));
  return failed ? 1 : 0;
}
