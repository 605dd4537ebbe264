import type { ProbeVerdict } from '../probes/types.js';
import { probeRegressed } from './rules.js';
import { recount } from './evaluate.js';
import type { Evaluation, Finding } from './types.js';

/** Fold a probe verdict into the evaluation: each head failure behind a rollback blocks; a hold is a note. */
export function applyProbes(evaluation: Evaluation, verdict: ProbeVerdict): void {
  if (verdict.decision === 'rollback') {
    for (const r of verdict.head.results) {
      if (r.status !== 'fail') continue;
      const before = verdict.base?.results.find((b) => b.id === r.id && b.server === r.server);
      const regression = !verdict.base || before?.status === 'pass' || (r.reason ?? '').startsWith('exposes forbidden tool');
      if (!regression) continue;
      const change = probeRegressed.make({ entity: 'tool', tool: `probe:${r.id}`, path: '', pointer: '' }, before?.observed ?? null, r.observed ?? null, { probe: r.id, detail: r.reason ?? 'failed' });
      const finding: Finding = { ...change, server: r.server, blocking: true };
      evaluation.findings.push(finding);
    }
  } else if (verdict.decision === 'hold') evaluation.notes.push(`Probes say hold: ${verdict.reasons.join('; ')}`);
  recount(evaluation);
}
