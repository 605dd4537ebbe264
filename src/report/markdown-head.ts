import { ACTION_INPUT_DEFAULTS } from '../generated/action-inputs.js';
import type { ServerFailure } from '../policy/types.js';
import { gateState, plural, sideName } from './common.js';
import { codeSpan, escapeBlock, escapeInline, trustedLine } from './escape.js';
import type { ReportInput } from './model.js';
import { LIMITS } from './markdown-budget.js';

/** The Markdown report's head: title and decision, counts, approval, next step, servers that could not be read, probes. */

const DEFAULT_APPROVAL_LABEL = ACTION_INPUT_DEFAULTS['approve-label'];

/** The report's head, each part rendered once (the failures both in full and one line each). */
export interface HeadParts {
  title: string;
  counts: string;
  approval: string;
  nextStep: string;
  subject: string;
  failuresFull: string;
  failuresShort: string;
  probes: string;
}

export function headParts(input: ReportInput, header: string | undefined): HeadParts {
  const { failures } = input.evaluation;
  return {
    title: titleLine(input, header),
    counts: countsLine(input),
    approval: approvalLine(input),
    nextStep: nextStepBlock(input),
    subject: input.subject ? `Compared ${codeSpan(input.subject.before)} → ${codeSpan(input.subject.after)}.\n\n` : '',
    failuresFull: failuresSection(failures, input.sides),
    failuresShort: failuresCompact(failures, input.sides),
    probes: probesSection(input),
  };
}

export function headText(p: HeadParts, failures: string): string {
  return p.title + p.counts + p.subject + p.approval + p.nextStep + failures + p.probes;
}

function titleLine(input: ReportInput, header: string | undefined): string {
  const { evaluation } = input;
  const { pass, approved } = gateState(input);
  const parts: string[] = [];
  const n = evaluation.blocking;
  const failed = evaluation.failures.length;
  if (n > 0) parts.push(approved ? `${plural(n, 'blocking change')} approved` : plural(n, 'blocking change'));
  if (failed > 0) parts.push(`${plural(new Set(evaluation.failures.map((f) => f.server)).size, 'server')} could not be read`);
  if (!parts.length) {
    const others = evaluation.findings.length;
    parts.push(others ? `no blocking changes (${plural(others, 'non-blocking change')})` : 'no contract changes');
  }
  const name = header ? ` · ${escapeInline(header, 200)}` : '';
  return `## ${pass ? '✅' : '❌'} MCP contract gate${name}: ${parts.join(', ')}\n\n`;
}

function countsLine(input: ReportInput): string {
  const { summary, blocking, findings } = input.evaluation;
  const flagged = findings.filter((f) => f.flags?.length).length;
  const cells = (['breaking', 'silent', 'additive', 'cosmetic'] as const).map((s) => `**${summary[s]}** ${s}`);
  cells.push(`**${blocking}** blocking`);
  if (flagged) cells.push(`🛡️ **${flagged}** with security flags`);
  return `${cells.join(' · ')}\n\n`;
}

function approvalLine(input: ReportInput): string {
  const a = input.approval;
  if (!a) return '';
  const label = codeSpan(a.label);
  const by = a.by ? escapeInline(a.by, 100) : undefined;
  let text: string;
  switch (a.state) {
    case 'approved':
      text = `✅ approved${by ? ` by ${by}` : ''} with the ${label} label.`;
      break;
    case 'stale':
      text = `⚠️ stale: the contracts changed after the ${label} label was applied${by ? ` by ${by}` : ''}; it must be applied again.`;
      break;
    case 'rejected':
      text = `⛔ the ${label} label does not count${by ? ` (applied by ${by})` : ''}.`;
      break;
    default:
      text = input.evaluation.blocking > 0 ? `not approved (label ${label}).` : `not needed (label ${label}).`;
  }
  const message = a.message ? ` ${escapeInline(a.message, 500)}` : '';
  return `**Approval:** ${text}${message}\n\n`;
}

function nextStepBlock(input: ReportInput): string {
  let step = input.nextStep ? trustedLine(input.nextStep) : undefined;
  if (!step) {
    const { pass } = gateState(input);
    const label = codeSpan(input.approval?.label ?? DEFAULT_APPROVAL_LABEL);
    if (input.evaluation.failures.length) step = 'Fix the server start-up shown below and re-run the check.';
    else if (!pass) step = `Review the blocking changes below. A maintainer (write access, not the pull request's author) can approve them by applying the ${label} label; otherwise revert them.`;
  }
  let out = step ? `**Next step:** ${step}\n\n` : '';
  if (input.nextStepCommand) out += `${escapeBlock(input.nextStepCommand, { lang: 'sh', maxLines: 20, maxChars: 2000 })}\n\n`;
  return out;
}

function failuresSection(failures: ServerFailure[], sides: ReportInput['sides']): string {
  if (!failures.length) return '';
  const servers = new Set(failures.map((f) => f.server)).size;
  let out = `### 🚨 ${plural(servers, 'server')} could not be read\n\nThe gate cannot judge a server it could not read, so the check fails until it starts.\n\n`;
  for (const f of failures.slice(0, LIMITS.failuresShown)) {
    const facts: string[] = [];
    if (f.exitCode !== undefined) facts.push(f.exitCode === null ? 'no exit code' : `exit code ${codeSpan(String(f.exitCode))}`);
    if (f.timedOut) facts.push('timed out');
    out += `**${codeSpan(f.server)}** on **${sideName(sides, f.side)}**: ${escapeInline(f.message, 500)}${facts.length ? ` · ${facts.join(' · ')}` : ''}\n\n`;
    if (f.stderr) out += `${escapeBlock(f.stderr, { lang: 'text', keep: 'tail', maxChars: LIMITS.stderrChars, maxLines: LIMITS.stderrLines })}\n\n`;
  }
  if (failures.length > LIMITS.failuresShown) out += `_…and ${plural(failures.length - LIMITS.failuresShown, 'more failure')}._\n\n`;
  return out;
}

/** The failures without their stderr, for a report that must shrink. */
function failuresCompact(failures: ServerFailure[], sides: ReportInput['sides']): string {
  if (!failures.length) return '';
  const shown = failures
    .slice(0, LIMITS.failuresShown)
    .map(
      (f) => `${codeSpan(f.server, { max: 60 })} (${sideName(sides, f.side)}${f.exitCode !== undefined && f.exitCode !== null ? `, exit code ${f.exitCode}` : ''}${f.timedOut ? ', timed out' : ''})`,
    );
  const more = failures.length > shown.length ? `, and ${failures.length - shown.length} more` : '';
  return `**🚨 Could not read:** ${shown.join(', ')}${more}.\n\n`;
}

const DECISION_ICON = { promote: '✅', hold: '⏸️', rollback: '⏪' } as const;

/** Probe verdict: decision, pass rates, and each reason (server text escaped). */
function probesSection(input: ReportInput): string {
  const v = input.probes;
  if (!v) return '';
  // Counts are numbers by type, and printed only as such (a forged result cannot slip Markdown in through them).
  const count = (n: unknown) => (Number.isSafeInteger(n) ? String(n) : '?');
  const rate = (r: { passed: number; total: number }) => `${count(r.passed)}/${count(r.total)}`;
  let out = `**${DECISION_ICON[v.decision]} Probes: ${v.decision}** · head ${rate(v.head)} passed${v.base ? ` · base ${rate(v.base)}` : ''}
`;
  for (const r of v.reasons.slice(0, 20))
    out += `- ${escapeInline(r, 400)}
`;
  if (v.reasons.length > 20)
    out += `- …and ${plural(v.reasons.length - 20, 'more reason')}.
`;
  return `${out}
`;
}
