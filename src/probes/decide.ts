import type { ProbeRun, ProbeVerdict } from '../model/probes.js';

/**
 * promote: every case passes at head. rollback: head fails a case that passes at base (a regression), or exposes a
 * forbidden tool. hold: head fails or cannot run cases that were not passing before either: not a regression, not
 * good enough to promote. Each reason names the case and what went wrong.
 */
export function decideProbes(head: ProbeRun, base?: ProbeRun): ProbeVerdict {
  const reasons: string[] = [];
  let regression = false;
  let unsure = false;
  for (const r of head.results) {
    if (r.status === 'pass') continue;
    const before = base?.results.find((b) => b.id === r.id && b.server === r.server);
    const forbidden = r.reason?.startsWith('exposes forbidden tool') ?? false;
    if (r.status === 'error') {
      unsure = true;
      reasons.push(`${r.id}: could not run at head (${r.reason ?? 'error'})`);
    } else if (forbidden || !base || before?.status === 'pass') {
      regression = true;
      reasons.push(`${r.id}: ${r.reason ?? 'failed'}${before?.status === 'pass' ? ' (passes at base)' : ''}`);
    } else {
      unsure = true;
      reasons.push(`${r.id}: ${r.reason ?? 'failed'} (fails at base too)`);
    }
  }
  const decision = regression ? 'rollback' : unsure ? 'hold' : 'promote';
  return { decision, reasons, head, ...(base ? { base } : {}) };
}
