import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildLockfile, readLockfile, serializeLockfile } from '../../contract/lockfile.js';
import { discoverAll } from '../../discovery/index.js';
import { loadCliConfig, resolveIn } from '../config.js';
import type { CliIO } from '../io.js';
import { summaryLines } from './snapshot.js';
import { InputError } from '../../util/errors.js';

export const PIN_HELP = `Usage: mcp-contract-gate pin [--config F] [--lockfile F] [--timeout SECONDS] [--by NAME] [--reason TEXT] [--format text|json]

Read every configured server and write the lockfile (mcp-contracts.lock.json by default, or the config's
\`lockfile\`): each tool's canonical contract, its SHA-256, and the approval that admitted it. Contracts that did not
change keep their approval; new or changed ones get --by/--reason (or none). A server that cannot be read keeps its
previous entries, so a crash never unpins anything.

Exit codes: 0 written with every server read, 1 written but some servers failed, 2 config error.
`;

export async function runPin(args: string[], io: CliIO): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      config: { type: 'string' },
      lockfile: { type: 'string' },
      timeout: { type: 'string' },
      by: { type: 'string' },
      reason: { type: 'string' },
      format: { type: 'string', default: 'text' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stdout(PIN_HELP);
    return 0;
  }
  if (values.format !== 'text' && values.format !== 'json') throw new InputError(`--format must be text or json (got "${values.format}")`);
  const config = loadCliConfig(io, values.config, values.timeout);
  const file = resolveIn(io, values.lockfile ?? config.lockfile);
  const previous = readLockfile(file);
  const set = await discoverAll(config.servers, { rootDir: io.cwd, env: io.env, concurrency: config.concurrency });
  const approval = values.by ? { by: values.by, ...(values.reason ? { reason: values.reason } : {}), at: io.today } : null;
  const lock = buildLockfile(set, previous, { includeMeta: config.includeMeta, approval });
  writeFileSync(file, serializeLockfile(lock));
  const count = Object.values(lock.servers).reduce((n, s) => n + Object.keys(s.tools).length, 0);
  if (values.format === 'json') {
    const servers = Object.fromEntries(Object.entries(set.servers).map(([id, s]) => [id, s.error ? { error: s.error, kept: Object.keys(lock.servers[id]?.tools ?? {}).length } : { tools: s.tools.length }]));
    io.stdout(`${JSON.stringify({ lockfile: values.lockfile ?? config.lockfile, pinned: count, servers }, null, 2)}\n`);
  } else {
    io.stderr(summaryLines(set));
    io.stderr(`pinned ${count} tools from ${Object.keys(lock.servers).length} servers in ${values.lockfile ?? config.lockfile}\n`);
  }
  return Object.values(set.servers).some((s) => s.error) ? 1 : 0;
}
