/** Injected failures for the stand-in: answer the next matching request(s) with an error, a delay or a dropped connection. */
import { STATUS_CODES } from 'node:http';

export interface FaultMatch {
  method?: string;
  /** Matched against the URL path without the query: exact string or RegExp. */
  path?: string | RegExp;
  operationId?: string;
  /** For POST /graphql: matched against the query text (e.g. /createCommitOnBranch/). */
  graphql?: string | RegExp;
}

export interface FaultSpec extends FaultMatch {
  /** Answer with this status. Leave out (with `delayMs`) to only delay the real answer. */
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** How many matching requests to fail (default 1; Infinity for all). */
  times?: number;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Drop the connection without answering (a network error for the client). */
  reset?: boolean;
  label?: string;
}

export interface ActiveFault extends FaultSpec {
  id: number;
  remaining: number;
  hits: number[];
}

export interface MatchInput {
  method: string;
  path: string;
  operationId: string | null;
  graphqlQuery?: string;
}

export class Faults {
  private next = 1;
  readonly active: ActiveFault[] = [];
  /** Every time a fault fired: which fault and which request (by `seq`). */
  readonly fired: Array<{ faultId: number; label?: string; seq: number; status?: number }> = [];

  add(spec: FaultSpec): ActiveFault {
    const f: ActiveFault = { ...spec, id: this.next++, remaining: spec.times ?? 1, hits: [] };
    this.active.push(f);
    return f;
  }

  /** Fail the next matching request once, e.g. `once({ method: 'POST', path: /check-runs$/, status: 502 })`. */
  once(spec: FaultSpec): ActiveFault {
    return this.add({ ...spec, times: 1 });
  }

  /**
   * GitHub's secondary rate limit: 403 (or 429) with `retry-after` and the message @octokit/plugin-throttling looks for.
   * Note the throttling plugin treats `retry-after: 0` as absent (it then waits 60 s), hence the default of 1.
   */
  secondaryRateLimit(m: FaultMatch & { retryAfter?: number; status?: 403 | 429; times?: number } = {}): ActiveFault {
    const status = m.status ?? 403;
    return this.add({
      ...m,
      status,
      label: 'secondary-rate-limit',
      headers: { 'retry-after': String(m.retryAfter ?? 1), 'x-ratelimit-remaining': '4000' },
      body: {
        message:
          'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID 0400:1C2F3A:4B5C6D:7E8F90:12345678.',
        documentation_url: 'https://docs.github.com/free-pro-team@latest/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
        status: String(status),
      },
    });
  }

  /** The primary rate limit: 403 with `x-ratelimit-remaining: 0` and a reset time `resetInSeconds` from now. */
  primaryRateLimit(m: FaultMatch & { resetInSeconds?: number; times?: number } = {}): ActiveFault {
    const reset = Math.floor(Date.now() / 1000) + (m.resetInSeconds ?? 1);
    return this.add({
      ...m,
      status: 403,
      label: 'primary-rate-limit',
      headers: { 'x-ratelimit-limit': '1000', 'x-ratelimit-remaining': '0', 'x-ratelimit-used': '1000', 'x-ratelimit-reset': String(reset), 'x-ratelimit-resource': 'core' },
      body: {
        message:
          'API rate limit exceeded for installation ID 12345678. If you reach out to GitHub Support for help, please include the request ID 0400:1C2F3A:4B5C6D:7E8F90:12345678 and timestamp 2025-01-01 00:00:00 UTC.',
        documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api',
        status: '403',
      },
    });
  }

  /** A GraphQL-level failure GitHub sometimes answers (HTTP 200 with `errors`); @octokit/plugin-retry retries this one. */
  graphqlSomethingWentWrong(m: FaultMatch & { times?: number } = {}): ActiveFault {
    return this.add({
      path: '/graphql',
      ...m,
      status: 200,
      label: 'graphql-something-went-wrong',
      body: { data: null, errors: [{ message: 'Something went wrong while executing your query. Please include `0400:1C2F3A:4B5C6D:7E8F90:12345678` when reporting this issue.' }] },
    });
  }

  clear(): void {
    this.active.length = 0;
  }

  /** Faults that have not fired as many times as asked. */
  get pending(): ActiveFault[] {
    return this.active.filter((f) => f.remaining > 0);
  }

  /** @internal Takes the first matching fault (decrementing it). */
  take(req: MatchInput, seq: number): ActiveFault | undefined {
    const f = this.active.find((x) => x.remaining > 0 && matches(x, req));
    if (!f) return undefined;
    f.remaining--;
    f.hits.push(seq);
    this.fired.push({ faultId: f.id, ...(f.label ? { label: f.label } : {}), seq, ...(f.status !== undefined ? { status: f.status } : {}) });
    return f;
  }
}

function matches(f: FaultMatch, r: MatchInput): boolean {
  if (f.method && f.method.toUpperCase() !== r.method) return false;
  if (f.operationId && f.operationId !== r.operationId) return false;
  if (f.path !== undefined && !(typeof f.path === 'string' ? f.path === r.path : f.path.test(r.path))) return false;
  if (f.graphql !== undefined) {
    if (r.graphqlQuery === undefined) return false;
    if (!(typeof f.graphql === 'string' ? r.graphqlQuery.includes(f.graphql) : f.graphql.test(r.graphqlQuery))) return false;
  }
  return true;
}

export function defaultFaultBody(status: number): unknown {
  return { message: STATUS_CODES[status] ?? 'Error', status: String(status) };
}
