import { parseArgs } from 'node:util';
import { loadProbes, probeRefs, type ProbeVerdict } from '../../probes/index.js';
import { escapeTerminal } from '../../report/escape.js';
import { InputError } from '../../util/errors.js';
import { loadCliConfig, resolveIn } from '../config.js';
import type { CliIO } from '../io.js';

export const PROBE_HELP = `Usage: mcp-contract-gate probe [--config F] [--probes F] [--base REF] [--format text|json]

Call tools through tools/call with frozen role cases (the probes file, default: the config's \`probes\`) on the
servers of the working tree and, with --base, on those of REF too; decide promote, hold or rollback.

Exit codes: 0 promote, 1 hold or rollback, 2 bad input.
`;

export function probeText(v: ProbeVerdict): string {
  const lines = [`Probes: ${v.decision.toUpperCase()}  (head ${v.head.passed}/${v.head.total}${v.base ? `, base ${v.base.passed}/${v.base.total}` : ''} passed)`];
  for (const r of v.head.results) lines.push(`  ${r.status === 'pass' ? '✓' : r.status === 'fail' ? '✗' : '!'} ${escapeTerminal(r.id)}${r.reason ? `: ${escapeTerminal(r.reason)}` : ''}`);
  if (v.reasons.length) lines.push('Reasons:', ...v.reasons.map((r) => `  - ${escapeTerminal(r)}`));
  return `${lines.join('\n')}\n`;
}

export async function runProbe(args: string[], io: CliIO): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { config: { type: 'string' }, probes: { type: 'string' }, base: { type: 'string' }, timeout: { type: 'string' }, format: { type: 'string', default: 'text' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    io.stdout(PROBE_HELP);
    return 0;
  }
  if (values.format !== 'text' && values.format !== 'json') throw new InputError(`--format must be text or json (got "${values.format}")`);
  const config = loadCliConfig(io, values.config, values.timeout);
  const file = values.probes ?? config.probes;
  if (!file) throw new InputError('no probes file: pass --probes F or set `probes:` in the config');
  const cases = loadProbes(resolveIn(io, file), file);
  const verdict = await probeRefs({ config, cases, rootDir: io.cwd, ...(values.base ? { baseRef: values.base } : {}), env: io.env });
  io.stdout(values.format === 'json' ? `${JSON.stringify(verdict, null, 2)}\n` : probeText(verdict));
  return verdict.decision === 'promote' ? 0 : 1;
}
