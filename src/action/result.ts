import type { SnapshotSet } from '../contract/types.js';
import type { ProbeRun } from '../model/probes.js';
import { InputError } from '../util/errors.js';
import { isObject, prettyJson, setOwn } from '../util/json.js';
import { resultProblems } from './result-schema.js';

/**
 * What a `discover` job hands to the `publish` job: self-describing, and nothing in it needs a write token. The publish
 * job trusts none of it blindly: it checks the pull request, its current head and base, the head config (read from
 * GitHub, not from the result) and that the shards cover every configured server exactly once.
 */
export const RESULT_FORMAT = 'mcp-contract-gate/discovery@1';
/** The file a discover job writes (in RUNNER_TEMP, or `.mcp-contract-gate/` beside the checkout). */
export const RESULT_FILE = 'mcp-contract-gate-discovery.json';

export interface DiscoveryResult {
  format: typeof RESULT_FORMAT;
  toolVersion: string;
  pullRequest: number;
  baseSha: string;
  headSha: string;
  config: { path: string; sha256: string };
  shard: { servers: string[]; of: string[] };
  baselineFrom: 'base-lockfile' | 'base-discovery';
  /** Base discovery of the shard's servers (only when there is no lockfile at base: the publish job reads that itself). */
  before?: SnapshotSet;
  after: SnapshotSet;
  /** Probe runs of the shard's cases at head and base. */
  probes?: { head: ProbeRun; base?: ProbeRun };
  notes: string[];
}

/** Deterministic text of a result (sorted keys are not needed: it is produced in one place, in one order). */
export function serializeResult(r: DiscoveryResult): string {
  return prettyJson(r);
}

/** Parse one result file; anything else is an InputError naming the file. */
export function parseResult(text: string, file: string): DiscoveryResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new InputError(`not JSON (${(err as Error).message})`, file);
  }
  if (!isObject(data) || data.format !== RESULT_FORMAT)
    throw new InputError(`not a discovery result of this gate (expected "format": "${RESULT_FORMAT}"); upload the file the discover job writes (its "result" output)`, file);
  const problems = resultProblems(data);
  if (problems) throw new InputError(`a discovery result that does not fit its schema (refused: the publish job reads only what the discover job writes):\n- ${problems.join('\n- ')}`, file);
  return data as unknown as DiscoveryResult;
}

export interface Expected {
  pullRequest: number;
  headSha: string;
  baseSha: string;
  configSha256: string;
  /** Every server id the head config declares. */
  servers: string[];
}

/**
 * Check that the shards belong to this pull request as it is now and cover every configured server exactly once, then
 * merge them. Every problem is listed (fail closed: publish reports none of them as a pass).
 */
export function mergeResults(
  results: Array<{ file: string; result: DiscoveryResult }>,
  expected: Expected,
): { before?: SnapshotSet; after: SnapshotSet; baselineFrom: DiscoveryResult['baselineFrom']; probes?: { head: ProbeRun; base?: ProbeRun }; notes: string[] } {
  const problems: string[] = [];
  if (results.length === 0) throw new InputError("no discovery results found: download the discover jobs' artifacts into the `results` folder before this step");
  const owner = new Map<string, string[]>();
  for (const { file, result: r } of results) {
    if (r.pullRequest !== expected.pullRequest) problems.push(`${file} is for pull request #${r.pullRequest}, not #${expected.pullRequest}`);
    if (r.headSha !== expected.headSha)
      problems.push(`${file} was discovered at ${r.headSha.slice(0, 7)}, but the pull request's head is now ${expected.headSha.slice(0, 7)} (a newer push: its own run publishes it)`);
    if (r.baseSha !== expected.baseSha) problems.push(`${file} compared against base ${r.baseSha.slice(0, 7)}, not ${expected.baseSha.slice(0, 7)}`);
    if (r.config.sha256 !== expected.configSha256) problems.push(`${file} ran with a different gate config than the one at the head commit`);
    const declared = [...r.shard.of].sort().join(',');
    if (declared !== [...expected.servers].sort().join(',')) problems.push(`${file} saw servers [${r.shard.of.join(', ')}] in the config, the head config declares [${expected.servers.join(', ')}]`);
    for (const id of r.shard.servers) owner.set(id, [...(owner.get(id) ?? []), file]);
    const extra = Object.keys(r.after.servers).filter((id) => !r.shard.servers.includes(id));
    if (extra.length) problems.push(`${file} carries servers outside its shard: ${extra.join(', ')}`);
  }
  const missing = expected.servers.filter((id) => !owner.has(id));
  if (missing.length) problems.push(`no shard discovered ${missing.map((m) => `'${m}'`).join(', ')} (a shard is missing, or its servers input does not match)`);
  for (const [id, files] of owner) {
    if (files.length > 1) problems.push(`'${id}' was discovered by more than one shard (${files.join(', ')})`);
    if (!expected.servers.includes(id)) problems.push(`'${id}' is not a server of the head config (${files.join(', ')})`);
  }
  const kinds = new Set(results.map((r) => r.result.baselineFrom));
  if (kinds.size > 1) problems.push('the shards disagree on where the baseline comes from (base lockfile or base discovery)');
  if (problems.length) throw new InputError(`the discovery results cannot be published:\n- ${problems.join('\n- ')}`);

  const after: SnapshotSet = { servers: {} };
  const before: SnapshotSet = { servers: {} };
  const notes: string[] = [];
  const headRuns: ProbeRun[] = [];
  const baseRuns: ProbeRun[] = [];
  for (const { result: r } of [...results].sort((a, b) => (a.file < b.file ? -1 : 1))) {
    // own keys, one by one: a server id is untrusted text, and `__proto__` is an id like any other
    for (const [id, snap] of Object.entries(r.after.servers)) setOwn(after.servers, id, snap);
    for (const [id, snap] of Object.entries(r.before?.servers ?? {})) setOwn(before.servers, id, snap);
    for (const n of r.notes) if (!notes.includes(n)) notes.push(n);
    if (r.probes) {
      headRuns.push(r.probes.head);
      if (r.probes.base) baseRuns.push(r.probes.base);
    }
  }
  const baselineFrom = results[0]!.result.baselineFrom;
  const merge = (runs: ProbeRun[]): ProbeRun => ({
    ref: runs[0]!.ref,
    results: runs.flatMap((x) => x.results),
    passed: runs.reduce((n, x) => n + x.passed, 0),
    total: runs.reduce((n, x) => n + x.total, 0),
  });
  const probes = headRuns.length ? { head: merge(headRuns), ...(baseRuns.length ? { base: merge(baseRuns) } : {}) } : undefined;
  return { ...(baselineFrom === 'base-discovery' ? { before } : {}), after, baselineFrom, ...(probes ? { probes } : {}), notes };
}
