/**
 * A real Octokit (from @actions/github's getOctokit, optionally with the retry and throttling plugins) aimed at a stand-in,
 * with the plugins' waits scaled down so tests stay fast:
 *  - plugin-retry waits (retryCount+1)² × retryAfterBaseValue ms (default 1000) → 1 ms here;
 *  - plugin-throttling waits retry-after × retryAfterBaseValue ms (default 1000) → 10 ms here, and spaces every write
 *    (non-GET and all GraphQL) 1 s apart through a process-wide Bottleneck group → no spacing here.
 * The action under test should expose the same knobs (or accept an Octokit) for its end-to-end tests, or each write
 * costs a second.
 */
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import type { GitHubStandIn } from './standin.js';

export interface StandInOctokitOptions {
  plugins?: 'none' | 'retry' | 'throttling' | 'both';
  token?: string;
  retries?: number;
  /** Return true to retry after a secondary rate limit (default: retry up to twice). */
  onSecondaryRateLimit?: (retryAfter: number, options: unknown, octokit: unknown, retryCount: number) => boolean;
  onRateLimit?: (retryAfter: number, options: unknown, octokit: unknown, retryCount: number) => boolean;
  /** Keep the plugins' real waits (1 s units). */
  realTiming?: boolean;
}

/** A Bottleneck.Group look-alike that schedules immediately (replaces the 1 s `write` spacing). */
const immediateGroup = {
  key: () => ({ schedule: <T>(_opts: unknown, fn: (...a: unknown[]) => T | Promise<T>, ...args: unknown[]) => Promise.resolve(fn(...args)) }),
};

export function standInOctokit(gh: GitHubStandIn, o: StandInOctokitOptions = {}) {
  const plugins = o.plugins ?? 'both';
  const withRetry = plugins === 'retry' || plugins === 'both';
  const withThrottle = plugins === 'throttling' || plugins === 'both';
  const fast = !o.realTiming;
  const options: Record<string, unknown> = { baseUrl: gh.url, log: { debug() {}, info() {}, warn() {}, error() {} } };
  if (withRetry) options.retry = { retries: o.retries ?? 3, ...(fast ? { retryAfterBaseValue: 1 } : {}) };
  if (withThrottle) {
    options.throttle = {
      onSecondaryRateLimit: o.onSecondaryRateLimit ?? ((_a: number, _o: unknown, _k: unknown, n: number) => n < 2),
      onRateLimit: o.onRateLimit ?? ((_a: number, _o: unknown, _k: unknown, n: number) => n < 2),
      ...(fast ? { retryAfterBaseValue: 10, write: immediateGroup, notifications: immediateGroup, search: immediateGroup } : {}),
    };
  }
  const list = [...(withRetry ? [retry] : []), ...(withThrottle ? [throttling] : [])];
  return getOctokit(o.token ?? gh.token, options, ...list);
}
