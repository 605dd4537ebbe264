import type { GateConfig } from '../config/types.js';
import type { SnapshotSet } from '../contract/types.js';
import { diffSnapshots, type DiffResult } from '../diff/engine.js';
import type { Severity } from '../diff/types.js';
import { applyDeprecations } from './deprecation.js';
import { evaluate, recount } from './evaluate.js';
import { forbiddenToolFindings } from './forbidden.js';
import type { Evaluation } from './types.js';
import { versionFindings } from './versioning.js';

export interface JudgeInput {
  before: SnapshotSet;
  after: SnapshotSet;
  config: GateConfig;
  /** YYYY-MM-DD: ignore entries and sunsets are judged against it. */
  today: string;
  /** Overrides `policy.fail-on` (the action's `fail-on` input, the CLI's `--fail-on`). */
  failOn?: Severity[];
}

/** The whole engine after discovery: diff, then every policy (forbidden tools, versions, deprecations, ignores). Pure. */
export function judge(input: JudgeInput): { diff: DiffResult; evaluation: Evaluation } {
  const { before, after, config } = input;
  const diff = diffSnapshots(before, after);
  const policy = input.failOn ? { ...config.policy, failOn: input.failOn } : config.policy;
  const extra = forbiddenToolFindings(config.servers, after);
  const versions = policy.versioning === 'semver' ? versionFindings(diff, before, after) : { findings: [], notes: [] };
  const evaluation = evaluate(diff, policy, { today: input.today, extra: [...extra, ...versions.findings] });
  const notes = applyDeprecations(evaluation.findings, before, after, input.today);
  evaluation.notes.push(...versions.notes, ...notes);
  // deprecations may have changed severities: count again
  recount(evaluation);
  return { diff, evaluation };
}
