import type { PolicyConfig } from '../model/config.js';
import { summarize, type DiffResult } from '../diff/engine.js';
import type { Evaluation, Finding, PolicyEffect, ServerFailure } from './types.js';
import { defaultPolicy, knobValue, POLICY_KNOBS, type EvaluationRun, type Stage, type Step } from './knobs/index.js';

/** The policy with every default (the one definition of each lives with its knob, src/policy/knobs/). */
export const DEFAULT_POLICY: PolicyConfig = defaultPolicy();

export interface EvaluateOptions {
  /** Today as YYYY-MM-DD (ignore entries expire on their date); passed in so the engine stays pure. */
  today: string;
  /** Extra findings produced by policy checks outside the diff (forbidden tools, version discipline). */
  extra?: Finding[];
}

function eachAt(stage: Stage, step: Step, run: EvaluationRun): void {
  for (const knob of POLICY_KNOBS) if (knob.stage === stage && knob.each) knob.each(step, knobValue(knob, step.policy), run);
}

/**
 * Apply the policy to a diff, knob by knob (src/policy/knobs/): severities first (per-rule overrides, safe-integer
 * bounds), then what blocks (fail-on, new destructive or unannotated tools, security flags), then the change-wide
 * knobs (max-new-tools), then the waivers (ignore entries, with expiry).
 */
export function evaluate(diff: DiffResult, policy: PolicyConfig, options: EvaluateOptions): Evaluation {
  const run: EvaluationRun = { today: options.today, notes: [], noted: new Set() };
  const steps: Step[] = [...diff.changes, ...(options.extra ?? [])].map((change) => {
    const effects: PolicyEffect[] = [...((change as Finding).effects ?? [])];
    const step: Step = { change, finding: { ...change, blocking: false }, effects, policy };
    eachAt('severity', step, run);
    eachAt('blocking', step, run);
    return step;
  });
  for (const knob of POLICY_KNOBS) knob.all?.(steps, knobValue(knob, policy), run);
  const findings: Finding[] = steps.map((step) => {
    eachAt('waiver', step, run);
    if (step.effects.length) step.finding.effects = step.effects;
    return step.finding;
  });
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
  return recount({ findings, summary: summarize([]), blocking: 0, failures, notes: run.notes });
}

/** Counts per severity and blocking findings, from the findings as they are now (the verdict is src/gate's). */
export function recount(evaluation: Evaluation): Evaluation {
  evaluation.summary = summarize(evaluation.findings);
  evaluation.blocking = evaluation.findings.filter((f) => f.blocking).length;
  return evaluation;
}
