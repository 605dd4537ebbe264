import type { GateConfig } from '../model/config.js';
import type { SnapshotSet } from '../contract/types.js';
import { diffSnapshots, type DiffResult } from '../diff/engine.js';
import type { Severity } from '../model/severity.js';
import { applyDeprecations } from './deprecation.js';
import { evaluate, recount } from './evaluate.js';
import { forbiddenToolFindings } from './forbidden.js';
import { launchChangedFindings, launchFindings } from './launch.js';
import { listingVariesFindings } from './listing-varies.js';
import { packageChangedFindings } from './package-changed.js';
import type { ProbeVerdict } from '../model/probes.js';
import { probeFindings } from './probes.js';
import { serverJsonFindings } from './server-json.js';
import type { Evaluation, Finding } from './types.js';
import { versionFindings } from './versioning.js';

export interface JudgeInput {
  before: SnapshotSet;
  after: SnapshotSet;
  /** The trusted config: its servers (forbidden tools), its policy, its server.json versions. */
  config: Pick<GateConfig, 'servers' | 'policy' | 'serverJson'>;
  /** YYYY-MM-DD: ignore entries and sunsets are judged against it. */
  today: string;
  /** Overrides `policy.fail-on` (the action's `fail-on` input, the CLI's `--fail-on`). */
  failOn?: Severity[];
  /** Findings from policies outside the diff that the caller gathered (e.g. `gate-config-changed`). */
  extra?: Finding[];
  /** Findings the caller reads off the diff (the reference scan: references to the tools it removed or renamed), judged with the rest. */
  fromDiff?: (diff: DiffResult) => Finding[];
  /** Notes the caller has for the report (where the baseline came from, which policy judged), shown first. */
  notes?: string[];
  /** Probe results: a rollback's regressions block, a hold is a note. */
  probes?: ProbeVerdict;
}

/**
 * The whole engine after discovery: diff, then every policy (forbidden tools, versions, config edits, probes,
 * deprecations, ignores), counted once. Pure; the evaluation it returns is frozen: later stages read it, none edits it.
 */
export function judge(input: JudgeInput): { diff: DiffResult; evaluation: Evaluation } {
  const { before, after, config } = input;
  const diff = diffSnapshots(before, after);
  const policy = input.failOn ? { ...config.policy, failOn: input.failOn } : config.policy;
  const forbidden = forbiddenToolFindings(config.servers, after);
  const versions = policy.versioning === 'semver' ? versionFindings(diff, before, after, { zeroVersions: policy.zeroVersions }) : { findings: [], notes: [] };
  const probes = input.probes ? probeFindings(input.probes) : { findings: [], notes: [] };
  const launches = launchChangedFindings(before, after);
  const evaluation = evaluate(diff, policy, {
    today: input.today,
    extra: [
      ...(input.extra ?? []),
      ...forbidden,
      ...launchFindings(after),
      ...launches.findings,
      ...listingVariesFindings(after),
      ...packageChangedFindings(before, after),
      ...serverJsonFindings(config),
      ...versions.findings,
      ...probes.findings,
      ...(input.fromDiff?.(diff) ?? []),
    ],
  });
  const deprecations = applyDeprecations(evaluation.findings, before, after, input.today);
  evaluation.notes = [...(input.notes ?? []), ...evaluation.notes, ...emptyServerNotes(after), ...launches.notes, ...versions.notes, ...deprecations, ...probes.notes];
  // deprecations may have changed severities: count again, then nothing changes it any more
  return { diff, evaluation: freezeEvaluation(recount(evaluation)) };
}

/** A server read without error that lists no tool: usually a missing key or flag, rarely what the author meant. */
export function emptyServerNotes(after: SnapshotSet): string[] {
  return Object.entries(after.servers)
    .filter(([, s]) => !s.error && s.tools.length === 0 && !s.prompts?.length && !s.resourceTemplates?.length && !s.resources?.length)
    .map(([id]) => `Server ${id} lists no tools: a missing API key or feature flag, or the client capabilities declared, can hide them (pinning it pins an empty list).`);
}

function freezeEvaluation(e: Evaluation): Evaluation {
  for (const f of e.findings) {
    if (f.effects) Object.freeze(f.effects);
    if (f.flags) Object.freeze(f.flags);
    Object.freeze(f);
  }
  Object.freeze(e.findings);
  Object.freeze(e.failures);
  Object.freeze(e.notes);
  Object.freeze(e.summary);
  return Object.freeze(e);
}
