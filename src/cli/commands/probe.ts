import { loadProbes, probeRefs, type ProbeVerdict } from '../../probes/index.js';
import { escapeTerminal } from '../../report/escape.js';
import { InputError } from '../../util/errors.js';
import { prettyJson } from '../../util/json.js';
import { oneOf, parseFlags } from '../args.js';
import { loadCliConfig, resolveFromRoot, resolveIn, SERVER_FLAGS } from '../config.js';
import type { CliIO } from '../io.js';
import { progress } from '../progress.js';

export const PROBE_HELP = `Usage: mcp-contract-gate probe [--config F] [--probes F] [--base REF] [--format text|json] [--quiet]

Call tools through tools/call with frozen role cases (the probes file, default: the config's \`probes\`) on the
servers of the working tree and, with --base, on those of REF too (with REF's own config and files, in a temporary
worktree; each side's setups run first); decide promote, hold or rollback. Paths in the config are relative to the
repository root; --probes F to the working folder. Setup progress goes to stderr (-q, --quiet: none; none with
--format json either).

Exit codes: 0 promote, 1 hold or rollback, 2 bad input.
`;

function probeText(v: ProbeVerdict): string {
  const lines = [`Probes: ${v.decision.toUpperCase()}  (head ${v.head.passed}/${v.head.total}${v.base ? `, base ${v.base.passed}/${v.base.total}` : ''} passed)`];
  for (const r of v.head.results) lines.push(`  ${r.status === 'pass' ? '✓' : r.status === 'fail' ? '✗' : '!'} ${escapeTerminal(r.id)}${r.reason ? `: ${escapeTerminal(r.reason)}` : ''}`);
  if (v.reasons.length) lines.push('Reasons:', ...v.reasons.map((r) => `  - ${escapeTerminal(r)}`));
  return `${lines.join('\n')}\n`;
}

export async function runProbe(args: string[], io: CliIO): Promise<number> {
  const { values } = parseFlags('probe', {
    args,
    options: {
      ...SERVER_FLAGS,
      probes: { type: 'string' },
      base: { type: 'string' },
      format: { type: 'string', default: 'text' },
    },
  });
  if (values.help) {
    io.stdout(PROBE_HELP);
    return 0;
  }
  const format = oneOf('--format', values.format, ['text', 'json'] as const);
  const { config, root } = loadCliConfig(io, values.config, values);
  const file = values.probes ?? config.probes;
  if (!file) throw new InputError('no probes file: pass --probes F or set `probes:` in the config');
  const cases = loadProbes(values.probes !== undefined ? resolveIn(io, values.probes) : resolveFromRoot(root, file), file);
  const onEvent = progress(io, values.quiet === true || format === 'json');
  if (onEvent) io.stderr(`· probes: running ${file} at head${values.base ? ` and at ${values.base}` : ''}\n`);
  const verdict = await probeRefs({ config, cases, rootDir: root, ...(values.base ? { baseRef: values.base } : {}), env: io.env, ...(onEvent ? { onEvent } : {}) });
  io.stdout(format === 'json' ? prettyJson(verdict) : probeText(verdict));
  return verdict.decision === 'promote' ? 0 : 1;
}
