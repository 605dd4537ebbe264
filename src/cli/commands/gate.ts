import { parseArgs } from 'node:util';
import { discoverSides } from '../../discovery/sides.js';
import { judge } from '../../policy/judge.js';
import { FORMATS, renderReport, type Format } from '../../report/render.js';
import { InputError } from '../../util/errors.js';
import { loadCliConfig, resolveIn } from '../config.js';
import { applyProbes } from '../../policy/probes.js';
import { loadProbes, probeRefs, type ProbeVerdict } from '../../probes/index.js';
import type { CliIO } from '../io.js';
import { parseSeverities } from './diff.js';

export const GATE_HELP = `Usage: mcp-contract-gate gate --base REF [--config F] [--lockfile F] [--format text|json|markdown|sarif] [--fail-on LIST]

Run the pull-request gate locally, without GitHub: the baseline is the lockfile committed at REF (or, when REF has
none, the servers discovered in a temporary worktree of REF), the head is the servers of the working tree. Prints
the report a pull request would get (--format markdown: the comment itself).

Exit codes: 0 nothing blocks, 1 blocking changes or a server could not be read, 2 bad input.
`;

export async function runGate(args: string[], io: CliIO): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      base: { type: 'string' },
      config: { type: 'string' },
      lockfile: { type: 'string' },
      timeout: { type: 'string' },
      format: { type: 'string', default: 'text' },
      'fail-on': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stdout(GATE_HELP);
    return 0;
  }
  if (!values.base) throw new InputError('gate needs --base REF (the commit the pull request targets, e.g. origin/main)');
  const format = values.format as Format;
  if (!FORMATS.includes(format)) throw new InputError(`--format must be one of ${FORMATS.join(', ')} (got "${values.format}")`);
  const config = loadCliConfig(io, values.config, values.timeout);
  const lockfile = values.lockfile ?? config.lockfile;
  const sides = await discoverSides({ config, rootDir: io.cwd, baseSha: values.base, lockfile, env: io.env });
  const { diff, evaluation } = judge({ before: sides.before, after: sides.after, config, today: io.today, ...(values['fail-on'] ? { failOn: parseSeverities(values['fail-on']) } : {}) });
  evaluation.notes.unshift(...sides.notes);
  let probes: ProbeVerdict | undefined;
  if (config.probes) {
    probes = await probeRefs({ config, cases: loadProbes(resolveIn(io, config.probes), config.probes), rootDir: io.cwd, baseRef: values.base, env: io.env });
    applyProbes(evaluation, probes);
  }
  const subject = { before: sides.baselineFrom === 'base-lockfile' ? `${lockfile} at ${values.base}` : `servers at ${values.base}`, after: 'servers in the working tree' };
  io.stdout(renderReport(format, { diff, evaluation, subject, ...(probes ? { probes } : {}) }, { color: io.color }));
  return evaluation.decision === 'fail' ? 1 : 0;
}
