import { getOctokit } from '@actions/github';
export type Octokit = ReturnType<typeof getOctokit>;
export interface ClientOptions {
    apiUrl: string;
    /** Log a line (retries and rate limits are worth a line in the job log). */
    log?: (message: string) => void;
    /** Retries for 5xx and network errors (default 3). */
    retries?: number;
    /**
     * Scales the plugins' waits (retry back-off, rate-limit waits, and the 1 s spacing of writes); 1 in production.
     * Tests against the local stand-in set MCP_CONTRACT_GATE_GITHUB_TIMESCALE to keep the real plugins but not their seconds.
     */
    timescale?: number;
}
/**
 * An Octokit with the retry and throttling plugins: a 502 or a secondary rate limit delays a request instead of
 * losing the comment or the check run.
 */
export declare function createOctokit(token: string, options: ClientOptions): Octokit;
