import { defaultPolicy } from '../config/gate-config.js';
import picomatch from 'picomatch';
import type { IgnoreEntry, PolicyConfig } from '../config/types.js';
import type { DiffResult } from '../diff/engine.js';
import type { Change, Severity, SeveritySummary } from '../diff/types.js';
import type { Evaluation, Finding, PolicyEffect, ServerFailure } from './types.js';
import { DEFAULT_BLOCK_FLAGS, DEFAULT_BLOCK_UNANNOTATED_NEW_TOOLS, DEFAULT_SAFE_INTEGER_BOUNDS, entryIdOf } from '../config/types.js';
import * as R from '../diff/rules/index.js';
import { SAFE_INTEGER_REASON } from '../diff/safe-integer.js';

/** The policy with every default (the one definition lives with the config). */
export const DEFAULT_POLICY: PolicyConfig = defaultPolicy();

export interface EvaluateOptions {
  /** Today as YYYY-MM-DD (ignore entries expire on their date); passed in so the engine stays pure. */
  today: string;
  /** Extra findings produced by policy checks outside the diff (forbidden tools, version discipline). */
  extra?: Finding[];
}

function ignoreSource(entry: IgnoreEntry): string {
  return `${entry.origin.file}: ${entry.origin.key}`;
}

function matches(entry: IgnoreEntry, change: Change): boolean {
  // an entry naming a server applies to its variants too (`sentry` covers `sentry#with-llm-key`)
  if (entry.server && change.server && entry.server !== change.server && entry.server !== entryIdOf(change.server)) return false;
  if (entry.rule !== change.rule && !picomatch.isMatch(change.rule, entry.rule)) return false;
  return picomatch.isMatch(change.tool, entry.tool, { dot: true });
}

/** Apply the policy to a diff: severity overrides, ignores (with expiry), destructive-tool blocking, then the decision. */
export function evaluate(diff: DiffResult, policy: PolicyConfig, options: EvaluateOptions): Evaluation {
  const notes: string[] = [];
  const expiredNoted = new Set<IgnoreEntry>();
  const findings: Finding[] = [];
  for (const change of [...diff.changes, ...(options.extra ?? [])]) {
    const f: Finding = { ...change, blocking: false };
    const effects: PolicyEffect[] = [...((change as Finding).effects ?? [])];
    const override = Object.hasOwn(policy.rules, change.rule) ? policy.rules[change.rule] : undefined;
    if (!override && change.rule === 'constraint-tightened' && change.reason === SAFE_INTEGER_REASON && (policy.safeIntegerBounds ?? DEFAULT_SAFE_INTEGER_BOUNDS) === 'constraint') {
      f.originalSeverity = change.severity;
      f.severity = R.constraintTightened.severity;
      f.reason = R.constraintTightened.rationale;
      effects.push({ kind: 'severity-override', message: `severity set to ${f.severity} by policy.safe-integer-bounds: constraint` });
    }
    if (override && override !== change.severity) {
      f.originalSeverity = change.severity;
      f.severity = override;
      effects.push({ kind: 'severity-override', message: `severity set to ${override} by policy.rules.${change.rule}` });
    }
    f.blocking = policy.failOn.includes(f.severity) || (change as Finding).blocking === true;
    if (policy.blockNewDestructiveTools && change.rule === 'tool-added' && change.flags?.some((fl) => fl.id === 'destructive-tool-added')) {
      if (!f.blocking) effects.push({ kind: 'new-destructive-tool', message: 'a new destructive tool needs approval (policy.block-new-destructive-tools)' });
      f.blocking = true;
    } else if (change.rule === 'tool-added' && change.flags?.some((fl) => fl.id === 'unannotated-tool-added')) {
      if (policy.blockNewDestructiveTools && (policy.blockUnannotatedNewTools ?? DEFAULT_BLOCK_UNANNOTATED_NEW_TOOLS)) {
        if (!f.blocking) effects.push({ kind: 'new-destructive-tool', message: 'a new tool without safety annotations needs approval (policy.block-unannotated-new-tools)' });
        f.blocking = true;
      } else if (!f.blocking) effects.push({ kind: 'listed-for-review', message: 'no readOnlyHint or destructiveHint: listed for review, not blocking (policy.block-unannotated-new-tools: false)' });
    }
    // text aimed at the model (a poisoned new tool, a rug pull): a flag of the confidence the policy names blocks
    const level = policy.blockFlags ?? DEFAULT_BLOCK_FLAGS;
    const flagged = change.flags?.find((fl) => fl.confidence === 'high' || (fl.confidence === 'review' && level === 'any'));
    if (flagged && level !== 'none') {
      if (!f.blocking) effects.push({ kind: 'security-flag', message: `${flagged.message}: needs approval (policy.block-flags: ${level})` });
      f.blocking = true;
    } else if (!f.blocking && change.flags?.some((fl) => fl.confidence)) effects.push({ kind: 'listed-for-review', message: 'security flag listed for review, not blocking (policy.block-flags)' });
    for (const entry of policy.ignore) {
      if (!matches(entry, change)) continue;
      if (entry.expires && entry.expires <= options.today) {
        effects.push({ kind: 'ignore-expired', message: `ignore entry expired on ${entry.expires} (${entry.reason})`, source: ignoreSource(entry) });
        if (!expiredNoted.has(entry)) {
          expiredNoted.add(entry);
          notes.push(`The ignore entry for ${entry.tool} / ${entry.rule} (${ignoreSource(entry)}) expired on ${entry.expires} and no longer applies.`);
        }
        continue;
      }
      effects.push({ kind: 'ignored', message: `ignored: ${entry.reason}${entry.expires ? ` (until ${entry.expires})` : ''}`, source: ignoreSource(entry) });
      f.blocking = false;
      break;
    }
    if (effects.length) f.effects = effects;
    findings.push(f);
  }
  const failures: ServerFailure[] = [];
  for (const [server, status] of Object.entries(diff.servers)) {
    for (const [side, snap] of [
      ['base', status.before],
      ['head', status.after],
    ] as const) {
      if (!snap?.error) continue;
      const failure: ServerFailure = { server, side, message: snap.error.message };
      if (snap.error.exitCode !== undefined) failure.exitCode = snap.error.exitCode;
      if (snap.error.stderr) failure.stderr = snap.error.stderr;
      if (snap.error.timedOut) failure.timedOut = true;
      failures.push(failure);
    }
  }
  return recount({ findings, summary: { breaking: 0, silent: 0, additive: 0, cosmetic: 0 }, blocking: 0, failures, notes });
}

/** Counts per severity and blocking findings, from the findings as they are now (the verdict is src/gate's). */
export function recount(evaluation: Evaluation): Evaluation {
  const summary: SeveritySummary = { breaking: 0, silent: 0, additive: 0, cosmetic: 0 };
  for (const f of evaluation.findings) summary[f.severity as Severity]++;
  evaluation.summary = summary;
  evaluation.blocking = evaluation.findings.filter((f) => f.blocking).length;
  return evaluation;
}
