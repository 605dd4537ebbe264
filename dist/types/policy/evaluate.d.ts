import type { PolicyConfig } from '../config/types.js';
import type { DiffResult } from '../diff/engine.js';
import type { Evaluation, Finding } from './types.js';
export declare const DEFAULT_POLICY: PolicyConfig;
export interface EvaluateOptions {
    /** Today as YYYY-MM-DD (ignore entries expire on their date); passed in so the engine stays pure. */
    today: string;
    /** Extra findings produced by policy checks outside the diff (forbidden tools, version discipline). */
    extra?: Finding[];
}
/** Apply the policy to a diff: severity overrides, ignores (with expiry), destructive-tool blocking, then the decision. */
export declare function evaluate(diff: DiffResult, policy: PolicyConfig, options: EvaluateOptions): Evaluation;
/** Counts per severity, blocking findings and the decision, from the findings as they are now (after later policies changed them). */
export declare function recount(evaluation: Evaluation): Evaluation;
