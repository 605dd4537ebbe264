import type { ApprovalState } from '../policy/approval.js';
import type { Evaluation } from '../policy/types.js';
import { EXIT_CODES, type ExitKind } from '../util/exit-codes.js';

/** When the gate writes the lockfile onto the pull request branch: after an approval (default), whenever nothing blocks, or never. */
export type RepinMode = 'auto' | 'on-approval' | 'never';
export const REPIN_MODES: readonly RepinMode[] = ['auto', 'on-approval', 'never'];

/** Everything the verdict depends on, gathered by the adapters (action, CLI); nothing here does I/O. */
export interface GateFacts {
  evaluation: Pick<Evaluation, 'blocking' | 'failures'>;
  approval: Pick<ApprovalState, 'state'>;
  /** Contracts whose hash differs between baseline and head. */
  changedCount: number;
  /** The lockfile the head carries equals the one the gate would write; `exists`: the head has one at all. */
  lock: { current: boolean; exists: boolean };
  repin: RepinMode;
  /** The head branch is in another repository (the workflow token cannot push there). */
  fork: boolean;
  /** The lockfile the gate would write contains a secret value (never committed). */
  secretInLockfile?: boolean;
}

export interface RepinPlan {
  /** Commit the expected lockfile onto the branch. */
  push: boolean;
  /** Why a needed re-pin cannot be made automatically (the report gives the pin command instead). */
  problem?: string;
}

/** Whether to write the lockfile onto the branch, and why not when it is needed but impossible. */
export function planRepin(f: GateFacts): RepinPlan {
  const failed = f.evaluation.failures.length > 0;
  const approved = f.approval.state === 'approved';
  const blocked = f.evaluation.blocking > 0;
  if (failed || f.lock.current) return { push: false };
  const wanted = approved || (!blocked && f.repin === 'auto' && (f.changedCount > 0 || !f.lock.exists));
  if (!wanted) return { push: false };
  if (f.repin === 'never') return approved ? { push: false, problem: 'the repin input is set to never' } : { push: false };
  if (f.secretInLockfile) return { push: false, problem: 'the new lockfile would contain a secret value the gate knows (a server published it); it was not committed' };
  if (f.fork) return { push: false, problem: 'the pull request comes from a fork, and the workflow token cannot push to it' };
  return { push: true };
}

export type Decision = 'pass' | 'approved' | 'fail';

export interface Verdict {
  decision: Decision;
  /** Why, in one sentence per cause, for the report, the check title and the step's failure message. */
  reasons: string[];
  /**
   * What kind of result, for the exit code (EXIT_CODES): `blocking` when contract changes block (they are actionable
   * whatever else happened), else `couldNotRun` when a server could not be read, else `pass`.
   */
  exit: Exclude<ExitKind, 'badInput'>;
}

/** The process exit code of a verdict. */
export function exitCodeOf(verdict: Pick<Verdict, 'exit'>): number {
  return EXIT_CODES[verdict.exit];
}

/**
 * The verdict: a server that could not be read fails; blocking changes need an approval; an approved change set needs a
 * current lockfile (pushed by the gate, or committed by hand where the gate cannot push).
 */
export function decideGate(f: GateFacts, repin: { sha?: string; problem?: string }): Verdict {
  const failed = f.evaluation.failures.length;
  const blocking = f.evaluation.blocking;
  const approved = f.approval.state === 'approved';
  const unapproved = blocking > 0 && !approved;
  const unread = failed ? `${failed} MCP server${failed === 1 ? '' : 's'} could not be read` : undefined;
  if (failed) return { decision: 'fail', reasons: [unread!, ...(unapproved ? [needsApproval(blocking)] : [])], exit: unapproved ? 'blocking' : 'couldNotRun' };
  if (blocking === 0) return { decision: 'pass', reasons: [], exit: 'pass' };
  if (!approved) return { decision: 'fail', reasons: [needsApproval(blocking)], exit: 'blocking' };
  const lockOk = f.lock.current || repin.sha !== undefined;
  if (!lockOk) return { decision: 'fail', reasons: [`the approved changes are not pinned yet${repin.problem ? ` (${repin.problem})` : ''}`], exit: 'blocking' };
  return { decision: 'approved', reasons: [], exit: 'pass' };
}

function needsApproval(blocking: number): string {
  return `${blocking} blocking MCP contract change${blocking === 1 ? '' : 's'} need${blocking === 1 ? 's' : ''} approval`;
}

/**
 * The verdict where no pull request is involved (the CLI's `gate` and `check`, the drift monitor, the merge queue, a
 * report rendered without one): no lockfile to write, approval as given (none by default).
 */
export function decideLocal(evaluation: GateFacts['evaluation'], approval: GateFacts['approval'] = { state: 'none' }): Verdict {
  return decideGate({ evaluation, approval, changedCount: 0, lock: { current: true, exists: true }, repin: 'never', fork: false }, {});
}
