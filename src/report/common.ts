/** Shared helpers of the report formats: grouping, ordering and wording that every format uses the same way. */
import { DEFAULT_SERVER_ID } from '../contract/types.js';
import type { Entity } from '../diff/types.js';
import type { Severity } from '../model/severity.js';
import type { Finding } from '../policy/types.js';
import { decideLocal, type Decision } from '../gate/decide.js';
import type { ReportInput } from './model.js';

export const SEVERITY_ORDER: readonly Severity[] = ['breaking', 'silent', 'additive', 'cosmetic'];

export function severityRank(s: Severity): number {
  const i = SEVERITY_ORDER.indexOf(s);
  return i < 0 ? SEVERITY_ORDER.length : i;
}

/** The server a finding belongs to (`default` for single-server inputs). */
export function serverOf(f: Finding): string {
  return f.server ?? DEFAULT_SERVER_ID;
}

/** Blocking first, then by severity, then in the engine's order (stable). */
export function byPriority(findings: readonly Finding[]): Finding[] {
  return findings
    .map((f, i) => [f, i] as const)
    .sort(([a, i], [b, j]) => Number(b.blocking) - Number(a.blocking) || severityRank(a.severity) - severityRank(b.severity) || i - j)
    .map(([f]) => f);
}

/** Every server id mentioned by the diff or the findings, sorted (code-unit order, so the same on every machine). */
export function serverIds(input: ReportInput): string[] {
  const ids = new Set<string>(Object.keys(input.diff.servers));
  for (const f of input.evaluation.findings) ids.add(serverOf(f));
  for (const f of input.evaluation.failures) ids.add(f.server);
  return [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Group findings by server, keeping each group's order. */
export function groupByServer(findings: readonly Finding[]): Map<string, Finding[]> {
  const out = new Map<string, Finding[]>();
  for (const f of findings) {
    const k = serverOf(f);
    const list = out.get(k);
    if (list) list.push(f);
    else out.set(k, [f]);
  }
  return out;
}

/** Group by `entity:tool`, in order of first appearance. */
export function groupByTool(findings: readonly Finding[]): Array<{ entity: Entity; tool: string; findings: Finding[] }> {
  const out = new Map<string, { entity: Entity; tool: string; findings: Finding[] }>();
  for (const f of findings) {
    const k = `${f.entity}\u0000${f.tool}`;
    const g = out.get(k);
    if (g) g.findings.push(f);
    else out.set(k, { entity: f.entity, tool: f.tool, findings: [f] });
  }
  return [...out.values()];
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The verdict the report shows: the one the caller's decision stage made, else the decision stage's for no pull request. */
export function gateDecision(input: ReportInput): Decision {
  return input.decision ?? decideLocal(input.evaluation, { state: input.approval?.state ?? 'none' }).decision;
}

/** Whether the gate passes, as the decision stage decided it (never worked out again here). */
export function gateState(input: ReportInput): { pass: boolean; approved: boolean } {
  return { pass: gateDecision(input) !== 'fail', approved: input.approval?.state === 'approved' };
}

/** A short "did the policy change this finding" tag: ignored, severity overridden, expired ignore, … */
export function effectTags(f: Finding): string[] {
  const tags: string[] = [];
  for (const e of f.effects ?? []) {
    if (e.kind === 'ignored') tags.push('ignored');
    else if (e.kind === 'severity-override') tags.push(`overridden from ${f.originalSeverity ?? 'default'}`);
    else if (e.kind === 'ignore-expired') tags.push('ignore expired');
    else if (e.kind === 'approved') tags.push('approved');
    else if (e.kind === 'new-destructive-tool') tags.push('new destructive tool');
    else if (e.kind === 'forbidden-tool') tags.push('forbidden tool');
    else if (e.kind === 'sunset') tags.push('sunset');
  }
  return [...new Set(tags)];
}

/**
 * How a finding's witness reads (docs/accuracy.md): the sentence before the value, and where the new schema (for an output:
 * the old one) rejects it. Request: "this call worked and now fails"; output: "the tool may now return this, which the
 * old output schema ruled out". A witness that could not be placed in a whole call is the value of one parameter.
 */
export function witnessWords(f: Finding): { lead: string; rejected: string } | undefined {
  const w = f.witness;
  if (!w) return undefined;
  const output = f.pointer.startsWith('/outputSchema');
  const lead = w.of
    ? output
      ? `output '${w.of}' may now hold this value, which the old schema ruled out`
      : `this value of '${w.of}' was accepted and now fails`
    : output
      ? 'the tool may now return this, which the old output schema ruled out'
      : 'this call worked and now fails';
  const at = w.rejected.path ? `'${w.rejected.path}'` : output ? 'the result' : 'the call';
  return { lead, rejected: `${output ? 'the old schema rules it out' : 'rejected'} by ${w.rejected.keyword} at ${at}` };
}

/** The sides of a drift check (the CLI's `check`, the action's drift run): the lockfile and the live servers. */
export const LOCKFILE_VS_LIVE = Object.freeze({ base: 'lockfile', head: 'live' });

/** A failure's side as the report names it (ReportInput.sides; `base` and `head` by default). */
export function sideName(sides: { base: string; head: string } | undefined, side: 'base' | 'head'): string {
  return sides?.[side] ?? side;
}
