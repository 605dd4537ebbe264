import type { ProbeRun, ProbeVerdict } from './types.js';
/**
 * promote: every case passes at head. rollback: head fails a case that passes at base (a regression), or exposes a
 * forbidden tool. hold: head fails or cannot run cases that were not passing before either: not a regression, not
 * good enough to promote. Each reason names the case and what went wrong.
 */
export declare function decideProbes(head: ProbeRun, base?: ProbeRun): ProbeVerdict;
