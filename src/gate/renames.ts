import { lockfileToSnapshotSet, type ApprovedRename, type Lockfile } from '../contract/lockfile.js';
import type { PolicyConfig } from '../model/config.js';
import type { SnapshotSet } from '../contract/types.js';
import { diffSnapshots } from '../diff/engine.js';
import { evaluate } from '../policy/evaluate.js';
import { DEFAULT_SERVER_ID } from '../contract/types.js';
import type { Finding } from '../policy/types.js';

/**
 * The renames of an approved change set, as the lockfile records them for the runtime proxy: every `tool-renamed`, and
 * every `param-renamed` of a top-level argument (a nested one cannot be rewritten by moving one key).
 */
export function approvedRenames(findings: readonly Finding[]): ApprovedRename[] {
  const out: ApprovedRename[] = [];
  for (const f of findings) {
    if (f.entity !== 'tool' || typeof f.before !== 'string' || typeof f.after !== 'string') continue;
    const server = f.server ?? DEFAULT_SERVER_ID;
    if (f.rule === 'tool-renamed') out.push({ server, tool: f.tool, kind: 'tool', from: f.before, to: f.after });
    else if (f.rule === 'param-renamed' && f.path === f.after && !/[.[]/.test(f.before + f.after)) out.push({ server, tool: f.tool, kind: 'param', from: f.before, to: f.after });
  }
  return out;
}

/**
 * The renames to record when the live servers are pinned over `previous` with renames approved (`pin
 * --approve-renames`, the command the action prints where it cannot push): the same diff of the pinned contracts
 * against the live ones, under the same policy, read by `approvedRenames` as the action's approved re-pin reads its
 * evaluation. Servers that could not be read are left out (they keep their entries).
 */
export function renamesSince(previous: Lockfile | undefined, live: SnapshotSet, policy: PolicyConfig, today: string): ApprovedRename[] {
  if (!previous) return [];
  const read: SnapshotSet = { servers: Object.fromEntries(Object.entries(live.servers).filter(([id, s]) => !s.error && Object.hasOwn(previous.servers, id))) };
  const base = lockfileToSnapshotSet(previous);
  base.servers = Object.fromEntries(Object.entries(base.servers).filter(([id]) => Object.hasOwn(read.servers, id)));
  return approvedRenames(evaluate(diffSnapshots(base, read), policy, { today }).findings);
}
