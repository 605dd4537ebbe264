import { type JsonObject } from '../util/json.js';
/** What the workflow run is about, from the runner's environment and the webhook payload. */
export interface RunContext {
    eventName: string;
    action?: string;
    payload: JsonObject;
    owner: string;
    repo: string;
    sha: string;
    apiUrl: string;
    graphqlUrl: string;
    serverUrl: string;
    workflow: string;
    job: string;
    runId: string;
    workspace: string;
    runnerTemp: string;
}
export interface PullRequestInfo {
    number: number;
    author: string;
    headSha: string;
    headRef: string;
    baseSha: string;
    baseRef: string;
    labels: string[];
    /** The head branch lives in another repository: the token cannot push there. */
    fork: boolean;
    /** On a `labeled` event: who applied which label (the webhook's sender). */
    labeledNow?: {
        label: string;
        by: string;
    };
}
export declare function readContext(env: Record<string, string | undefined>): RunContext;
export declare function pullRequestOf(ctx: RunContext): PullRequestInfo | undefined;
