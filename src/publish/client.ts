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
  /**
   * Scales the plugins' waits (retry back-off, rate-limit waits, and the 1 s spacing of writes); 1 in production.
   * Tests against the local stand-in set MCP_CONTRACT_GATE_GITHUB_TIMESCALE to keep the real plugins but not their seconds.
   */
  timescale?: number;
  /** Applied to every request's parameters and body (never its URL or headers) before it leaves: secrets out of everything published. */
  scrub?: <T>(value: T) => T;
}

/** Request options that are transport, not content. */
const TRANSPORT_KEYS = new Set(['method', 'url', 'baseUrl', 'headers', 'request', 'mediaType']);

/** A Bottleneck group stand-in that schedules at once: replaces the throttling plugin's 1 s write spacing when scaled down. */
const immediateGroup = {
  key: () => ({ schedule: <T>(_o: unknown, fn: (...a: unknown[]) => T | Promise<T>, ...args: unknown[]) => Promise.resolve(fn(...args)) }),
};

/**
 * An Octokit with the retry and throttling plugins: a 502 or a secondary rate limit delays a request instead of
 * losing the comment or the check run.
 */
export function createOctokit(token: string, options: ClientOptions): Octokit {
  const log = options.log ?? (() => undefined);
  const scale = options.timescale ?? 1;
  const fast = scale < 1 ? { retryAfterBaseValue: Math.max(1, Math.round(1000 * scale)), write: immediateGroup, notifications: immediateGroup, search: immediateGroup } : {};
  const octokit = getOctokit(
    token,
    {
      baseUrl: options.apiUrl,
      retry: { retries: options.retries ?? 3, ...(scale < 1 ? { retryAfterBaseValue: Math.max(1, Math.round(1000 * scale)) } : {}) },
      throttle: {
        ...fast,
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
  const scrub = options.scrub;
  if (scrub) {
    octokit.hook.before('request', (o: Record<string, unknown>) => {
      for (const key of Object.keys(o)) if (!TRANSPORT_KEYS.has(key)) o[key] = scrub(o[key]);
    });
  }
  return octokit;
}
