import { parseArgs } from 'node:util';
import { readSnapshotFile } from '../../contract/snapshot.js';
import { defaultConfig } from '../../config/index.js';
import { judge } from '../../policy/judge.js';
import { InputError } from '../../util/errors.js';
import { renderReport, FORMATS, type Format } from '../../report/render.js';
import type { CliIO } from '../io.js';
import { resolveIn } from '../config.js';

export const DIFF_HELP = `Usage: mcp-contract-gate diff BEFORE AFTER [--format text|json|markdown|sarif] [--fail-on LIST]

Compare two tool snapshots and report every contract change with its rule ID and severity.
BEFORE and AFTER are files holding a tools/list result ({"tools":[…]}), a bare array of tools,
a JSON-RPC response wrapping one, or a multi-server snapshot ({"servers":{"ID":{"tools":[…]}}})
such as \`mcp-contract-gate snapshot\` writes.

Options:
  --format F     text (default), json, markdown or sarif
  --fail-on L    comma-separated severities that block (default: breaking,silent)
  -h, --help     this help

Exit codes: 0 no blocking change, 1 blocking changes, 2 bad input.
`;

export function runDiff(args: string[], io: CliIO): number {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { format: { type: 'string', default: 'text' }, 'fail-on': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    io.stdout(DIFF_HELP);
    return 0;
  }
  if (positionals.length !== 2) throw new InputError(`diff takes two files, BEFORE and AFTER (got ${positionals.length}); see --help`);
  const format = values.format as Format;
  if (!FORMATS.includes(format)) throw new InputError(`--format must be one of ${FORMATS.join(', ')} (got "${values.format}")`);
  const [beforeFile, afterFile] = positionals as [string, string];
  const before = readSnapshotFile(resolveIn(io, beforeFile));
  const after = readSnapshotFile(resolveIn(io, afterFile));
  const { diff, evaluation } = judge({ before, after, config: defaultConfig(), today: io.today, ...(values['fail-on'] !== undefined ? { failOn: parseSeverities(values['fail-on']) } : {}) });
  io.stdout(renderReport(format, { diff, evaluation, subject: { before: beforeFile, after: afterFile } }, { color: io.color }));
  return evaluation.decision === 'fail' ? 1 : 0;
}

const SEVERITY_NAMES = ['breaking', 'silent', 'additive', 'cosmetic'] as const;

export function parseSeverities(text: string): Array<(typeof SEVERITY_NAMES)[number]> {
  const parts = text.split(',').map((s) => s.trim()).filter(Boolean);
  for (const p of parts) if (!(SEVERITY_NAMES as readonly string[]).includes(p)) throw new InputError(`--fail-on: unknown severity "${p}" (use ${SEVERITY_NAMES.join(', ')})`);
  return parts as Array<(typeof SEVERITY_NAMES)[number]>;
}
