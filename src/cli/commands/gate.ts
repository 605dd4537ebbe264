import { relative, sep } from 'node:path';
import { gateRefs } from '../../app/gate-refs.js';
import { decideLocal, exitCodeOf } from '../../gate/decide.js';
import { InputError } from '../../util/errors.js';
import { parseFlags } from '../args.js';
import { CONFIG_FLAG_HELP, display, loadCliConfig, resolveFromRoot, resolveIn, TIMEOUT_FLAG_HELP, LOCKFILE_FLAGS } from '../config.js';
import type { CliIO } from '../io.js';
import { progress } from '../progress.js';
import { machineFormat, render, reportChoice, REPORT_FLAGS, REPORT_FLAGS_HELP } from '../report.js';
import { FORMAT_USAGE } from '../../report/render.js';
import { EXIT_CODES } from '../../util/exit-codes.js';

export const GATE_HELP = `Usage: mcp-contract-gate gate --base REF [--config F] [--lockfile F] [--format ${FORMAT_USAGE}] [--fail-on LIST]

Run the pull-request gate locally, without GitHub: the baseline is the lockfile committed at REF (or, when REF has
none, the servers discovered in a temporary worktree of REF, with REF's own config: a server that is not in it is
new), the head is the servers of the working tree. As on a pull request, the policy that judges is the config at
REF, and each key the working tree's config changes is a gate-config-changed finding (a weaker one blocks). Prints
the report a pull request would get (--format markdown: the comment itself). Works from any folder of the repository.

Options:
  --base REF        the commit the pull request targets, e.g. origin/main
${CONFIG_FLAG_HELP}
  --lockfile F      the lockfile (default: the config's \`lockfile\`, relative to the repository root)
${TIMEOUT_FLAG_HELP}
${REPORT_FLAGS_HELP}
  -q, --quiet       no progress lines on stderr (also off with --format json or sarif)
  -h, --help        this help

Exit codes: ${EXIT_CODES.pass} nothing blocks, ${EXIT_CODES.blocking} blocking changes, ${EXIT_CODES.badInput} bad input, ${EXIT_CODES.couldNotRun} a server could not be read (and nothing
else blocks).
`;

export async function runGate(args: string[], io: CliIO): Promise<number> {
  const { values } = parseFlags('gate', {
    args,
    options: {
      base: { type: 'string' },
      ...LOCKFILE_FLAGS,
      ...REPORT_FLAGS,
    },
  });
  if (values.help) {
    io.stdout(GATE_HELP);
    return 0;
  }
  if (!values.base) throw new InputError('gate needs --base REF (the commit the pull request targets, e.g. origin/main)');
  const choice = reportChoice(io, values);
  const { config, root } = loadCliConfig(io, values.config, values);
  const lockfile = values.lockfile !== undefined ? resolveIn(io, values.lockfile) : resolveFromRoot(root, config.lockfile);
  const onEvent = progress(io, values.quiet === true || machineFormat(choice.format));
  // the policy that judges comes from the base commit's config, as on a pull request; its edits are findings
  const configPath = config.file ? relative(root, config.file).split(sep).join('/') : '';
  if (!configPath || configPath.startsWith('..')) throw new InputError(`gate needs a config inside the repository (found ${config.file ? display(io, config.file) : 'none'})`);
  const { sides, diff, evaluation, probes } = await gateRefs({
    config,
    configPath,
    rootDir: root,
    baseRef: values.base,
    lockfile: display({ ...io, cwd: root }, lockfile),
    env: io.env,
    today: io.today,
    ...(io.scrubber ? { secrets: io.scrubber } : {}),
    ...(onEvent ? { onEvent, onProbes: (file: string) => io.stderr(`· probes: running ${file} at head and at ${values.base}\n`) } : {}),
    ...(choice.failOn ? { failOn: choice.failOn } : {}),
  });
  const subject = { before: sides.baselineFrom === 'base-lockfile' ? `${display(io, lockfile)} at ${values.base}` : `servers at ${values.base}`, after: 'servers in the working tree' };
  io.stdout(render(choice, { diff, evaluation, subject, ...(probes ? { probes } : {}) }));
  return exitCodeOf(decideLocal(evaluation));
}
