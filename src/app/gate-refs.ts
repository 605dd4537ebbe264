import { join } from 'node:path';
import type { Env } from '../config/interpolate.js';
import type { GateConfig } from '../model/config.js';
import type { LaunchRecord } from '../model/launch.js';
import type { ServerSnapshot, SnapshotSet } from '../contract/types.js';
import { setOwn } from '../util/json.js';
import type { DiffResult } from '../diff/engine.js';
import type { Severity } from '../model/severity.js';
import { resolveCommit } from '../git/worktree.js';
import { type DiscoveryEvent } from '../discovery/index.js';
import { discoverSides, type Sides } from '../discovery/sides.js';
import { judge } from '../policy/judge.js';
import type { Evaluation } from '../policy/types.js';
import { loadProbes, parseProbes, probeRefs, type ProbeVerdict } from '../probes/index.js';
import { trustedConfig, type SecretSink, type TrustedConfig } from './trusted-config.js';
import { baseReferences, repositoryReferences, scanOptions } from './reference-files.js';
import { matchReferences, referenceContextOf } from '../references/match.js';
import { referenceFindings } from '../references/findings.js';
import type { ScanResult, ToolReference } from '../references/types.js';

/** What discovery gathered for a change between two refs: the trusted policy, both sides, the probes. */
export interface Gathered {
  trusted: TrustedConfig;
  /** The lockfile path (relative to the root) the baseline was read from. */
  lockfile: string;
  sides: Sides;
  probes?: ProbeVerdict;
  /** The head's lockfile text when the head is not on disk (publish mode reads it from GitHub); null: not there. */
  headLockfile?: string | null;
  /** Publish mode: which workflow run and file produced the results (Markdown), appended to the check's summary. */
  provenance?: string;
  /** The head tree's tool references (docs/references.md) and the server names they use; absent when the scan is off. */
  references?: ScanResult & { keys: Record<string, string>; base?: ToolReference[] };
}

export interface GatherOptions {
  /** The config in the working tree (the head): its servers are the change under review. */
  config: GateConfig;
  /** The config's path relative to `rootDir`: where the base commit's config (the policy that judges) is read. */
  configPath: string;
  rootDir: string;
  /** The base commit or a ref naming it (`origin/main`). */
  baseRef: string;
  /** The lockfile path relative to `rootDir`; default: the trusted config's `lockfile`. */
  lockfile?: string;
  env: Env;
  tmpDir?: string;
  onEvent?: (e: DiscoveryEvent) => void;
  /** The run's scrubber: the base config's `${VAR}` values join it (trustedConfig), before anything runs at base. */
  secrets?: SecretSink;
  /** Told before the probes run (the CLI prints a progress line). */
  onProbes?: (file: string) => void;
  /** Keep only the servers a shard discovers; every server by default. */
  inShard?: (id: string) => boolean;
}

/**
 * Discovery for a change between the base and the head (the part that runs the change's code): the policy from the
 * base commit (with a `gate-config-changed` finding per key the head's config moves), the servers from the head, the
 * baseline from the base commit's lockfile or servers, and the probes. The CLI `gate` and the action's pull-request
 * path both start here, so they judge with the same policy and report the same config changes.
 */
export async function gatherRefs(o: GatherOptions): Promise<Gathered> {
  const inShard = o.inShard ?? (() => true);
  const base = await resolveCommit(o.rootDir, o.baseRef);
  const named = /^[0-9a-f]{40}$/i.test(o.baseRef) ? {} : { baseLabel: o.baseRef };
  const trusted = await trustedConfig({ rootDir: o.rootDir, configPath: o.configPath, baseSha: base, head: o.config, env: o.env, ...named, ...(o.secrets ? { secrets: o.secrets } : {}) });
  const config = { ...trusted.config, servers: trusted.config.servers.filter((srv) => inShard(srv.id)) };
  const lockfile = o.lockfile || config.lockfile;
  const common = { rootDir: o.rootDir, env: o.env, ...(o.tmpDir ? { tmpDir: o.tmpDir } : {}), ...(o.onEvent ? { onEvent: o.onEvent } : {}) };
  const sides = await discoverSides({ ...common, config, baseSha: o.baseRef, lockfile });
  let probes: ProbeVerdict | undefined;
  if (config.probes) {
    const all =
      trusted.probesText !== undefined ? parseProbes(trusted.probesText, `${config.probes} at ${named.baseLabel ?? base.slice(0, 7)}`) : loadProbes(join(o.rootDir, config.probes), config.probes);
    const single = trusted.config.servers.length === 1 ? trusted.config.servers[0]!.id : undefined;
    const cases = all.filter((c) => inShard(c.server ?? single ?? ''));
    if (cases.length) {
      o.onProbes?.(config.probes);
      probes = await probeRefs({ ...common, config, cases, baseRef: o.baseRef });
    }
  }
  // the places in the head tree that name tools, scanned as the base commit's config says (references: false: none)
  const settings = trusted.config.references;
  let references: Gathered['references'];
  if (settings?.enabled !== false) {
    const head = repositoryReferences(o.rootDir, trusted.config.servers, scanOptions(settings));
    // the base commit's references, with the same names: which of the head's are new in this change
    const atBase = await baseReferences(o.rootDir, base, { ...scanOptions(settings), keys: Object.keys(head.keys) });
    references = { ...head, ...(atBase ? { base: atBase } : {}) };
  }
  return { trusted, lockfile, sides, ...(probes ? { probes } : {}), ...(references ? { references } : {}) };
}

/**
 * Judge what `gatherRefs` gathered: the diff, the base commit's policy, the config changes as findings, the probes.
 * Notes come first from where the policy came from, then from where the baseline came from.
 */
export function judgeRefs(g: Gathered, o: { today: string; failOn?: Severity[] }): { diff: DiffResult; evaluation: Evaluation } {
  const { trusted, sides, probes } = g;
  // with no config at base and no lockfile there, discovery already says the base has no config: every server is new
  const policyNotes = trusted.baseConfig === 'absent' && sides.baselineFrom === 'base-discovery' ? [] : trusted.notes;
  const refs = g.references;
  const judged = judge({
    before: baselineOf(g),
    after: sides.after,
    config: trusted.config,
    today: o.today,
    extra: trusted.findings,
    notes: [...policyNotes, ...(trusted.policyChangeNote ? [trusted.policyChangeNote] : []), ...sides.notes],
    // the head's references, judged against the renames and removals of this diff: they follow from those contract
    // changes, so the approval of the changes covers them, and the policy's rules and ignores name them as any rule
    ...(refs ? { fromDiff: (diff: DiffResult) => referenceFindings(matchReferences(refs.references, referenceContextOf(baselineOf(g), sides.after, diff.changes, refs.keys), refs.base ?? [])) } : {}),
    ...(probes ? { probes } : {}),
    ...(o.failOn ? { failOn: o.failOn } : {}),
  });
  const notes = refs ? scanNotes(refs.problems) : [];
  if (!notes.length) return judged;
  return { diff: judged.diff, evaluation: Object.freeze({ ...judged.evaluation, notes: Object.freeze([...judged.evaluation.notes, ...notes]) as string[] }) };
}

/** How many of the reference scan's problems the report names one by one (the rest are counted). */
const MAX_SCAN_PROBLEM_NOTES = 5;

/** The files the scan could not read as their format: said, so a reference the gate could not see is not taken for none. */
function scanNotes(problems: NonNullable<Gathered['references']>['problems']): string[] {
  const shown = problems.slice(0, MAX_SCAN_PROBLEM_NOTES).map((p) => `The reference scan could not read ${p.file}${p.line ? ` (line ${p.line})` : ''}: ${p.message}.`);
  const more = problems.length - shown.length;
  return [...shown, ...(more > 0 ? [`The reference scan could not read ${more} more file${more === 1 ? '' : 's'}.`] : [])];
}

/**
 * The baseline as judged and fingerprinted: each server's launch as the base commit's config writes it where the
 * baseline records none (a base lockfile pinned before launches were pinned): the base commit is trusted, so a
 * changed launch is still found, and an approval covers it.
 */
export function baselineOf(g: Gathered): SnapshotSet {
  return withBaseLaunches(g.sides.before, g.trusted.baseLaunches);
}

function withBaseLaunches(before: SnapshotSet, launches: Record<string, LaunchRecord> | undefined): SnapshotSet {
  if (!launches) return before;
  const servers: Record<string, ServerSnapshot> = {};
  for (const [id, snap] of Object.entries(before.servers)) {
    const launch = Object.hasOwn(launches, id) ? launches[id] : undefined;
    setOwn(servers, id, snap.launch || !launch ? snap : { ...snap, launch });
  }
  return { servers };
}

/** The pull-request gate without GitHub: gather both refs, then judge. */
export async function gateRefs(o: GatherOptions & { today: string; failOn?: Severity[] }): Promise<Gathered & { diff: DiffResult; evaluation: Evaluation }> {
  const g = await gatherRefs(o);
  return { ...g, ...judgeRefs(g, o) };
}
