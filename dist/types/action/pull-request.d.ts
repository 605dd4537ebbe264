import type { GateConfig } from '../config/types.js';
import type { PullRequestInfo, RunContext } from './event.js';
import type { GitHubSession } from './github-session.js';
import type { ActionInputs } from './inputs.js';
import type { ActionIO } from './io.js';
import { type Outcome } from './outcome.js';
export interface PullRequestRun {
    io: ActionIO;
    ctx: RunContext;
    inputs: ActionInputs;
    config: GateConfig;
    rootDir: string;
    /** `working-directory` relative to the repository root ('' at the root). */
    repoPrefix: string;
    lockfile: string;
    pr: PullRequestInfo;
    gh: GitHubSession;
    identity: string;
}
/** The gate on a pull request: discover, judge, approve, re-pin, and report on the PR and its head commit. */
export declare function runPullRequest(run: PullRequestRun): Promise<Outcome>;
export declare function runUrl(ctx: RunContext): string | undefined;
