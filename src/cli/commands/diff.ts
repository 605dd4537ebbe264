import { decideLocal, exitCodeOf } from '../../gate/decide.js';
import { parseSnapshot, readJsonInput } from '../../contract/snapshot.js';
import { defaultConfig } from '../../config/gate-config.js';
import { judge } from '../../policy/judge.js';
import { InputError } from '../../util/errors.js';
import { parseFlags } from '../args.js';
import type { CliIO } from '../io.js';
import { resolveIn } from '../paths.js';
import { render, reportChoice, REPORT_FLAGS, REPORT_FLAGS_HELP } from '../report.js';
import { FORMAT_USAGE } from '../../report/render.js';
import { EXIT_CODES } from '../../util/exit-codes.js';

export const DIFF_HELP = `Usage: mcp-contract-gate diff BEFORE AFTER [--format ${FORMAT_USAGE}] [--fail-on LIST]

Compare two tool snapshots and report every contract change with its rule ID and severity.
BEFORE and AFTER are files holding a tools/list result ({"tools":[…]}), a bare array of tools,
a JSON-RPC response wrapping one, or a multi-server snapshot ({"servers":{"ID":{"tools":[…]}}})
such as \`mcp-contract-gate snapshot\` writes. Paths are relative to the working folder.

Options:
${REPORT_FLAGS_HELP}
  -h, --help        this help

Exit codes: ${EXIT_CODES.pass} no blocking change, ${EXIT_CODES.blocking} blocking changes, ${EXIT_CODES.badInput} bad input.
`;

export function runDiff(args: string[], io: CliIO): number {
  const { values, positionals } = parseFlags('diff', { args, allowPositionals: true, options: { ...REPORT_FLAGS, help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    io.stdout(DIFF_HELP);
    return 0;
  }
  if (positionals.length !== 2) throw new InputError(`diff takes two files, BEFORE and AFTER (got ${positionals.length}); see --help`);
  const choice = reportChoice(io, values);
  const [beforeFile, afterFile] = positionals as [string, string];
  const before = readSnapshot(io, beforeFile);
  const after = readSnapshot(io, afterFile);
  const { diff, evaluation } = judge({ before, after, config: defaultConfig(), today: io.today, ...(choice.failOn ? { failOn: choice.failOn } : {}) });
  io.stdout(render(choice, { diff, evaluation, subject: { before: beforeFile, after: afterFile } }));
  return exitCodeOf(decideLocal(evaluation));
}

/** A snapshot file; a lockfile given by mistake gets told which command reads it. */
function readSnapshot(io: CliIO, file: string) {
  const path = resolveIn(io, file);
  const data = readJsonInput(path);
  if (data && typeof data === 'object' && 'lockfileVersion' in data) {
    throw new InputError(
      `this is a lockfile, not a snapshot: \`mcp-contract-gate check --lockfile ${file}\` compares the live servers with it, and \`mcp-contract-gate snapshot --out F\` writes a snapshot diff reads`,
      file,
    );
  }
  return parseSnapshot(data, path);
}
