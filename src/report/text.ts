/**
 * Terminal output (`diff --format text`, the default). Grouped by server then tool, one line per change:
 *
 *     ✖ SILENT    param-renamed         search_reviews  parameter 'query' renamed to 'q'  (The schema is open: …)
 *
 * `✖` marks a blocking change. Flags and policy effects follow on indented lines; a summary line ends the report.
 * Colour (ANSI SGR) only with `color: true`. Every server-supplied string is passed through `escapeTerminal`, so a
 * description cannot carry an escape sequence, a carriage return or a bidi override to the terminal.
 */
import { DEFAULT_SERVER_ID } from '../contract/types.js';
import type { Severity } from '../diff/types.js';
import type { Finding } from '../policy/types.js';
import { byPriority, effectTags, gateState, groupByServer, groupByTool, plural, serverIds } from './common.js';
import { escapeTerminal, truncate } from './escape.js';
import type { ReportInput } from './model.js';

export interface TextOptions {
  color?: boolean;
}

const SGR = {
  reset: '\u001b[0m',
  bold: '\u001b[1m',
  dim: '\u001b[2m',
  red: '\u001b[31m',
  green: '\u001b[32m',
  yellow: '\u001b[33m',
  magenta: '\u001b[35m',
  cyan: '\u001b[36m',
} as const;

const SEVERITY_COLOR: Record<Severity, keyof typeof SGR> = { breaking: 'red', silent: 'magenta', additive: 'green', cosmetic: 'dim' };

/** One line of untrusted text: controls and hidden characters visible, line breaks as `↵`, capped. */
function safe(text: string, max = 300): string {
  return escapeTerminal(truncate(text, max));
}

export function renderText(input: ReportInput, options: TextOptions = {}): string {
  const paint = (style: keyof typeof SGR, s: string) => (options.color ? `${SGR[style]}${s}${SGR.reset}` : s);
  const { evaluation } = input;
  const lines: string[] = [];

  if (input.subject) lines.push(paint('dim', `${safe(input.subject.before)} → ${safe(input.subject.after)}`), '');

  for (const f of evaluation.failures) {
    const facts: string[] = [];
    if (f.exitCode !== undefined) facts.push(f.exitCode === null ? 'no exit code' : `exit code ${f.exitCode}`);
    if (f.timedOut) facts.push('timed out');
    lines.push(`${paint('red', '✖ FAILED')}  server ${safe(f.server, 100)} (${f.side}) could not be read: ${safe(f.message, 500)}${facts.length ? ` (${facts.join(', ')})` : ''}`);
    if (f.stderr) {
      const tail = escapeTerminal(f.stderr, { newlines: 'keep' }).replace(/\n+$/, '').split('\n').slice(-15);
      for (const l of tail) lines.push(paint('dim', `    │ ${truncate(l, 300)}`));
    }
  }
  if (evaluation.failures.length) lines.push('');

  const grouped = groupByServer(evaluation.findings);
  const ids = serverIds(input);
  const single = ids.length === 1 && ids[0] === DEFAULT_SERVER_ID;
  const all = evaluation.findings;
  const ruleWidth = Math.min(36, Math.max(0, ...all.map((f) => f.rule.length)));
  const toolWidth = Math.min(32, Math.max(0, ...all.map((f) => safe(f.tool, 60).length)));

  for (const id of ids) {
    const findings = grouped.get(id);
    if (!findings?.length) continue;
    if (!single) {
      const st = input.diff.servers[id];
      const status = st && st.status !== 'ok' ? ` (${st.status})` : '';
      lines.push(paint('bold', `server ${safe(id, 100)}${status}`));
    }
    const groups = groupByTool(byPriority(findings));
    groups.forEach((g, gi) => {
      for (const f of g.findings) {
        const sev = f.severity.toUpperCase().padEnd(8);
        const mark = f.blocking ? paint('red', '✖') : ' ';
        const tool = `${safe(f.tool, 60)}${f.entity === 'prompt' ? ' (prompt)' : ''}`;
        const tags = effectTags(f);
        const tagText = tags.length ? ` [${tags.join(', ')}]` : '';
        lines.push(
          `  ${mark} ${paint(SEVERITY_COLOR[f.severity], sev)}  ${f.rule.padEnd(ruleWidth)}  ${paint('cyan', tool.padEnd(toolWidth))}  ${safe(f.message)}${tagText}  ${paint('dim', `(${safe(f.reason, 400)})`)}`,
        );
        for (const fl of f.flags ?? []) {
          lines.push(`      ${paint('yellow', `⚑ ${fl.id}`)}: ${safe(fl.message)}${fl.evidence !== undefined ? ` — "${safe(fl.evidence, 200)}"` : ''}`);
        }
        for (const e of f.effects ?? []) lines.push(paint('dim', `      ↳ ${safe(e.message)}${e.source ? ` (${safe(e.source, 200)})` : ''}`));
      }
      if (gi < groups.length - 1) lines.push('');
    });
    lines.push('');
  }

  if (!all.length && !evaluation.failures.length) lines.push('No contract changes.', '');

  for (const n of evaluation.notes) lines.push(`note: ${safe(n, 1000)}`);
  if (evaluation.notes.length) lines.push('');

  const { summary, blocking } = evaluation;
  const { pass, approved } = gateState(input);
  const counts = (['breaking', 'silent', 'additive', 'cosmetic'] as const).map((s) => `${summary[s]} ${s}`).join(', ');
  const verdict = pass ? paint('green', approved && blocking ? 'PASS (approved)' : 'PASS') : paint('red', 'FAIL');
  const failed = evaluation.failures.length ? `; ${plural(evaluation.failures.length, 'server failure')}` : '';
  lines.push(`${plural(all.length, 'change')} (${counts}); ${blocking} blocking${failed} → ${verdict}`);

  if (input.approval) {
    const a = input.approval;
    lines.push(`approval: ${a.state} (label ${safe(a.label, 100)}${a.by ? `, by ${safe(a.by, 100)}` : ''})${a.message ? ` ${safe(a.message, 500)}` : ''}`);
  }
  if (input.nextStep) lines.push(`next step: ${safe(input.nextStep, 1000)}`);
  if (input.nextStepCommand) lines.push(`  $ ${safe(input.nextStepCommand, 1000)}`);
  return `${lines.join('\n')}\n`;
}
