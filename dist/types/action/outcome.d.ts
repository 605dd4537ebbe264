import type { Evaluation } from '../policy/types.js';
import type { ReportInput } from '../report/model.js';
import type { RunContext } from './event.js';
import type { GitHubSession } from './github-session.js';
import type { ActionIO } from './io.js';
export interface Outcome {
    /** pass: nothing blocks; approved: blocking changes, approved and pinned; fail: the check is red. */
    decision: 'pass' | 'approved' | 'fail';
    exitCode: number;
}
/** Job summary (always), outputs, the JSON and SARIF reports on disk, and the step's result. */
export declare function finish(io: ActionIO, o: {
    decision: Outcome['decision'];
    evaluation: Evaluation;
    report: ReportInput;
    summaryMarkdown: string;
    repinnedSha?: string;
    approval?: string;
    ctx: RunContext;
    gh?: GitHubSession;
}): Promise<Outcome>;
