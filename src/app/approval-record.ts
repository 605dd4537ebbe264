import type { ShownRecord } from '../policy/approval.js';
import type { GitHubCalls } from './github-port.js';
import { decodeRecord } from '../publish/record.js';

/** How many of the pull request's newest commits are searched for the gate's report (each costs one request). */
const RECORD_SEARCH_COMMITS = 100;

/**
 * What the gate had reported on pull request `pr` at time `at`: the latest of its own completed check runs (same name,
 * same GitHub App, a record for this pull request) that completed no later than `at`, on any of the pull request's
 * commits. Runs are only made on the head of the moment, so the newest commit that has one holds the answer.
 * Anything that cannot be read is `unreadable`: the caller fails closed.
 */
export async function shownAt(api: Pick<GitHubCalls, 'pullCommitShas' | 'checkRunsOn'>, o: { pr: number; checkName: string; app: string | undefined; at: string }): Promise<ShownRecord> {
  if (!o.app) return { unreadable: 'the gate could not create its check run, so it cannot tell its own records from others (the token needs `checks: write`)' };
  const limit = Date.parse(o.at);
  if (!Number.isFinite(limit)) return { unreadable: `the label event has no usable time (${o.at})` };
  let shas: string[];
  try {
    shas = await api.pullCommitShas(o.pr);
  } catch (err) {
    return { unreadable: `listing the pull request's commits failed: ${(err as Error).message.split('\n')[0]}` };
  }
  for (const sha of shas.slice(-RECORD_SEARCH_COMMITS).reverse()) {
    let runs;
    try {
      runs = await api.checkRunsOn(sha, o.checkName);
    } catch (err) {
      return { unreadable: `listing the check runs of ${sha.slice(0, 7)} failed: ${(err as Error).message.split('\n')[0]}` };
    }
    let best: { at: number; id: number; fingerprint: string; complete: boolean } | undefined;
    for (const r of runs) {
      if (r.status !== 'completed' || !r.completedAt || r.app !== o.app) continue;
      const record = decodeRecord(r.externalId);
      if (!record || record.pr !== o.pr) continue;
      const t = Date.parse(r.completedAt);
      if (!(t <= limit)) continue;
      if (!best || t > best.at || (t === best.at && r.id > best.id)) best = { at: t, id: r.id, fingerprint: record.fingerprint, complete: record.complete };
    }
    if (best) return { found: true, fingerprint: best.fingerprint, complete: best.complete, headSha: sha, at: new Date(best.at).toISOString() };
  }
  return { found: false };
}
