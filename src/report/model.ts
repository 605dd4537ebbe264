import type { DiffResult } from '../diff/engine.js';
import type { Evaluation } from '../policy/types.js';
import type { Decision } from '../gate/decide.js';
import type { ProbeVerdict } from '../probes/types.js';

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
}
