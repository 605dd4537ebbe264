import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';

export type Octokit = ReturnType<typeof getOctokit>;

export interface ClientOptions {
  apiUrl: string;
  /** Log a line (retries and rate limits are worth a line in the job log). */
  log?: (message: string) => void;
  /** Retries for 5xx and network errors (default 3). */
  retries?: number;
}

/**
 * An Octokit with the retry and throttling plugins: a 502 or a secondary rate limit delays a request instead of
 * losing the comment or the check run.
 */
export function createOctokit(token: string, options: ClientOptions): Octokit {
  const log = options.log ?? (() => undefined);
  return getOctokit(
    token,
    {
      baseUrl: options.apiUrl,
      retry: { retries: options.retries ?? 3 },
      throttle: {
        onRateLimit: (retryAfter: number, req: { method: string; url: string }, _o: unknown, retryCount: number) => {
          log(`GitHub rate limit on ${req.method} ${req.url}: retrying in ${retryAfter}s`);
          return retryCount < 3;
        },
        onSecondaryRateLimit: (retryAfter: number, req: { method: string; url: string }, _o: unknown, retryCount: number) => {
          log(`GitHub secondary rate limit on ${req.method} ${req.url}: retrying in ${retryAfter}s`);
          return retryCount < 3;
        },
      },
    } as never,
    retry as never,
    throttling as never,
  );
}
