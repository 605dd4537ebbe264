import { diffFiles } from '../../app/diff-files.js';
import { exitCodeOf } from '../../gate/decide.js';
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
  const file = (name: string) => ({ path: resolveIn(io, name), name });
  const { diff, evaluation, verdict } = diffFiles({ before: file(beforeFile), after: file(afterFile), today: io.today, ...(choice.failOn ? { failOn: choice.failOn } : {}) });
  io.stdout(render(choice, { diff, evaluation, subject: { before: beforeFile, after: afterFile } }));
  return exitCodeOf(verdict);
}
