import type { Env } from '../config/interpolate.js';
import type { GateConfig, ServerConfig } from '../model/config.js';
import { lockfileToSnapshotSet, type Lockfile } from '../contract/lockfile.js';
import type { LaunchedPackage } from '../contract/types.js';
import type { DiffResult } from '../diff/engine.js';
import type { Severity } from '../model/severity.js';
import { discoverAll, serverNeutralContext, type DiscoveryEvent } from '../discovery/index.js';
import { neutralizeSnapshot } from '../contract/neutral-paths.js';
import { alignToPinned } from '../contract/neutral-align.js';
import type { SnapshotSet } from '../contract/types.js';
import { setOwn } from '../util/json.js';
import { decideLocal, type Verdict } from '../gate/decide.js';
import { judge } from '../policy/judge.js';
import type { Evaluation } from '../policy/types.js';
import { LOCKFILE_VS_LIVE } from '../report/common.js';
import type { ReportInput } from '../report/model.js';

/**
 * The live servers against a lockfile: discover, judge with the config's policy, decide. The CLI `check`, the
 * action's drift run (schedule, push) and its merge-queue run share it; each reads the lockfile its own way.
 */
export async function checkDrift(o: {
  config: GateConfig;
  /** The servers to start, when not the config's own (`check --locked`: the locked versions); judged under the config's ids. */
  launch?: ServerConfig[];
  /** `check --locked`: the package each server ran from its verified archive (its launch names a file), as locked. */
  verified?: Record<string, LaunchedPackage>;
  rootDir: string;
  lock: Lockfile;
  /** The lockfile as reports name it. */
  lockfile: string;
  env: Env;
  today: string;
  failOn?: Severity[];
  notes?: string[];
  onEvent?: (e: DiscoveryEvent) => void;
  /**
   * How the live servers are read: `discoverAll` (the default). Tests whose subject is the judgement give the
   * snapshots captured from the same fixture servers (scripts/capture-snapshots.mjs) instead of starting them.
   */
  discover?: typeof discoverAll;
}): Promise<{ diff: DiffResult; evaluation: Evaluation; verdict: Verdict }> {
  const { config } = o;
  const live = await (o.discover ?? discoverAll)(o.launch ?? config.servers, {
    rootDir: o.rootDir,
    env: o.env,
    concurrency: config.concurrency,
    downloadConcurrency: config.downloadConcurrency,
    ...(o.onEvent ? { onEvent: o.onEvent } : {}),
  });
  for (const [id, pkg] of Object.entries(o.verified ?? {})) if (live.servers[id]) live.servers[id] = { ...live.servers[id], package: pkg };
  const before = neutralPinned(lockfileToSnapshotSet(o.lock, { servers: config.servers.map((s) => s.id), lockfile: o.lockfile }), config.servers, o);
  const { diff, evaluation } = judge({
    before,
    after: alignedLive(live, before, config.servers, o),
    config,
    today: o.today,
    ...(o.notes ? { notes: o.notes } : {}),
    ...(o.failOn ? { failOn: o.failOn } : {}),
  });
  return { diff, evaluation, verdict: decideLocal(evaluation) };
}

/**
 * The report of a drift check (the action's schedule and push runs): the lockfile against the live servers, with the
 * next step the decision calls for.
 */
export function driftReport(o: { diff: DiffResult; evaluation: Evaluation; verdict: Verdict; lockfile: string }): ReportInput {
  return {
    diff: o.diff,
    evaluation: o.evaluation,
    subject: { before: o.lockfile, after: 'live servers' },
    sides: LOCKFILE_VS_LIVE,
    nextStep:
      o.verdict.decision === 'fail'
        ? `The live servers no longer match ${o.lockfile}. Review the drift; if it is expected, run \`npx mcp-contract-gate pin\` and commit the lockfile in a pull request.`
        : `The live servers match ${o.lockfile}${o.evaluation.findings.length ? ' (non-blocking differences only)' : ''}.`,
  };
}

/**
 * The pinned text read as this environment reads the live text: this machine's paths and facts as placeholders on
 * both sides. A lockfile pinned on another machine (or before a fact was neutral) may hold a value that is this
 * machine's own (`America/New_York` as an example zone, pinned in Berlin, checked in New York): the live server writes
 * it as this machine's, so it reads `${timeZone}` there, and must here too.
 */
function neutralPinned(set: SnapshotSet, servers: readonly ServerConfig[], o: { rootDir: string; env: Env }): SnapshotSet {
  return perServer(set, servers, o, (snap, ctx) => neutralizeSnapshot(snap, ctx));
}

/**
 * The live text against the pin, for a zone this machine writes as it is (UTC): a pinned `${timeZone}` or
 * `${utcOffset}` that the server filled in with this machine's own zone reads as pinned (alignToPinned).
 */
function alignedLive(live: SnapshotSet, pinned: SnapshotSet, servers: readonly ServerConfig[], o: { rootDir: string; env: Env }): SnapshotSet {
  return perServer(live, servers, o, (snap, ctx, id) => (pinned.servers[id] ? alignToPinned(snap, pinned.servers[id], ctx) : snap));
}

function perServer(
  set: SnapshotSet,
  servers: readonly ServerConfig[],
  o: { rootDir: string; env: Env },
  f: (snap: SnapshotSet['servers'][string], ctx: ReturnType<typeof serverNeutralContext>, id: string) => SnapshotSet['servers'][string],
): SnapshotSet {
  const byId = new Map(servers.map((s) => [s.id, s]));
  const out: SnapshotSet = { ...set, servers: {} };
  for (const [id, snap] of Object.entries(set.servers)) {
    const server = byId.get(id);
    setOwn(out.servers, id, server ? f(snap, serverNeutralContext(server, { rootDir: o.rootDir, env: o.env }), id) : snap);
  }
  return out;
}
