import type { GateConfig } from '../config/types.js';
import type { SnapshotSet } from '../contract/types.js';
import { type DiffResult } from '../diff/engine.js';
import type { Severity } from '../diff/types.js';
import type { Evaluation } from './types.js';
export interface JudgeInput {
    before: SnapshotSet;
    after: SnapshotSet;
    config: GateConfig;
    /** YYYY-MM-DD: ignore entries and sunsets are judged against it. */
    today: string;
    /** Overrides `policy.fail-on` (the action's `fail-on` input, the CLI's `--fail-on`). */
    failOn?: Severity[];
}
/** The whole engine after discovery: diff, then every policy (forbidden tools, versions, deprecations, ignores). Pure. */
export declare function judge(input: JudgeInput): {
    diff: DiffResult;
    evaluation: Evaluation;
};
