import { parseArgs } from 'node:util';
import { lockfileToSnapshotSet, readLockfile } from '../../contract/lockfile.js';
import { discoverAll } from '../../discovery/index.js';
import { judge } from '../../policy/judge.js';
import { FORMATS, renderReport, type Format } from '../../report/render.js';
import { InputError } from '../../util/errors.js';
import { loadCliConfig, resolveIn } from '../config.js';
import type { CliIO } from '../io.js';
import { parseSeverities } from './diff.js';

export const CHECK_HELP = `Usage: mcp-contract-gate check [--config F] [--lockfile F] [--timeout SECONDS] [--format text|json|markdown|sarif] [--fail-on LIST]

Compare what the live servers list now with the contracts pinned in the lockfile: the drift monitor for
cron jobs and runtime checks (a vendor changing a remote server's tools under you).

Exit codes: 0 no blocking drift, 1 blocking drift or a server could not be read, 2 config or lockfile error.
`;

export async function runCheck(args: string[], io: CliIO): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      config: { type: 'string' },
      lockfile: { type: 'string' },
      timeout: { type: 'string' },
      format: { type: 'string', default: 'text' },
      'fail-on': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stdout(CHECK_HELP);
    return 0;
  }
  const format = values.format as Format;
  if (!FORMATS.includes(format)) throw new InputError(`--format must be one of ${FORMATS.join(', ')} (got "${values.format}")`);
  const config = loadCliConfig(io, values.config, values.timeout);
  const lockPath = values.lockfile ?? config.lockfile;
  const lock = readLockfile(resolveIn(io, lockPath));
  if (!lock) throw new InputError(`no lockfile at ${lockPath}: run \`npx mcp-contract-gate pin\` first and commit it`);
  const live = await discoverAll(config.servers, { rootDir: io.cwd, env: io.env, concurrency: config.concurrency });
  const { diff, evaluation } = judge({
    before: lockfileToSnapshotSet(lock),
    after: live,
    config,
    today: io.today,
    ...(values['fail-on'] ? { failOn: parseSeverities(values['fail-on']) } : {}),
  });
  io.stdout(renderReport(format, { diff, evaluation, subject: { before: lockPath, after: 'live servers' } }, { color: io.color }));
  return evaluation.decision === 'fail' ? 1 : 0;
}
