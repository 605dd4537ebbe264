import type { ProbeVerdict } from '../probes/types.js';
import type { Evaluation } from './types.js';
/** Fold a probe verdict into the evaluation: each head failure behind a rollback blocks; a hold is a note. */
export declare function applyProbes(evaluation: Evaluation, verdict: ProbeVerdict): void;
