import type { DiffResult } from '../diff/engine.js';
import type { Evaluation } from '../policy/types.js';
import type { Decision } from '../gate/decide.js';
import type { ProbeVerdict } from '../model/probes.js';
import type { ReleaseBaseline, ReleaseBump, ReleaseBumps } from '../policy/versioning.js';

/** Everything a report renders: the diff, the policy's verdict, and where it came from. */
export interface ReportInput {
  diff: DiffResult;
  evaluation: Evaluation;
  /** What was compared, e.g. `base abc1234 → head def5678` or two file names. */
  subject?: { before: string; after: string };
  /**
   * How the two sides are named where a server failed on one (default `base` and `head`, a pull request's): `check`
   * compares the lockfile with the live servers and names them so.
   */
  sides?: { base: string; head: string };
  /** Approval state, when the gate ran on a pull request. */
  approval?: {
    label: string;
    state: 'none' | 'approved' | 'stale' | 'rejected';
    by?: string;
    message?: string;
  };
  /** The exact next step for the reader (apply the label, run `pin`, …). */
  nextStep?: string;
  /** A shell command that is (part of) the next step, e.g. `npx mcp-contract-gate pin …`: shown copyable in a code block. */
  nextStepCommand?: string;
  /** Probe results at head (and base) and the promote / hold / rollback decision, when probes ran. */
  probes?: ProbeVerdict;
  /** The gate's verdict (src/gate), when the caller decided one; else the report asks the decision stage itself. */
  decision?: Decision;
  /** A release (the changelog, release-check): what was released before, what is released now, the bump needed. */
  release?: ReleaseInfo;
}

/** The release a changelog describes: its two ends (versions and where they were read), and the bump verdict. */
export interface ReleaseInfo {
  bump: ReleaseBump;
  /** Where each end came from, e.g. `v1.2.0` (a tag) or `package.json`; shown beside the versions. */
  fromLabel?: string;
  toLabel?: string;
  /** What stands in the release's way besides the bump (the version sources disagree, …): each a sentence. */
  problems?: string[];
  /** What the release was compared with (release-check): the baseline used and every way tried. */
  baseline?: ReleaseBaseline;
  /** The bump each class of change needs, where the policy changes the default (see DEFAULT_RELEASE_BUMPS). */
  bumps?: ReleaseBumps;
}
