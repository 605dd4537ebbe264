import type { ProbeVerdict } from '../model/probes.js';
import { probeRegressed } from './rules.js';
import type { Finding } from './types.js';

/** What a probe verdict adds to the evaluation: each head failure behind a rollback blocks; a hold is a note. */
export function probeFindings(verdict: ProbeVerdict): { findings: Finding[]; notes: string[] } {
  const findings: Finding[] = [];
  if (verdict.decision === 'rollback') {
    for (const r of verdict.head.results) {
      if (r.status !== 'fail') continue;
      const before = verdict.base?.results.find((b) => b.id === r.id && b.server === r.server);
      const regression = !verdict.base || before?.status === 'pass' || (r.reason ?? '').startsWith('exposes forbidden tool');
      if (!regression) continue;
      const change = probeRegressed.make({ entity: 'tool', tool: `probe:${r.id}`, path: '', pointer: '' }, before?.observed ?? null, r.observed ?? null, { probe: r.id, detail: r.reason ?? 'failed' });
      findings.push({ ...change, server: r.server, blocking: true });
    }
  }
  return { findings, notes: verdict.decision === 'hold' ? [`Probes say hold: ${verdict.reasons.join('; ')}`] : [] };
}
