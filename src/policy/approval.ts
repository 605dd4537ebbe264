/**
 * Who may approve, and what an approval covers. A label counts only when a user with write, maintain or admin
 * permission who is not the pull request's author applied it; it covers exactly the change set (fingerprint) the
 * reviewer saw, and goes stale when later commits change contracts again.
 */
export type Permission = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';

export const APPROVING_PERMISSIONS: readonly Permission[] = ['admin', 'maintain', 'write'];

export interface RecordedApproval {
  fingerprint: string;
  by: string;
  at: string;
}

export interface ApprovalInputs {
  label: string;
  labelPresent: boolean;
  /** The latest event that applied the label. */
  labeledBy?: { login: string; at: string };
  /** The labeller's permission on the repository (undefined when it could not be read). */
  permission?: Permission;
  prAuthor: string;
  /** The change set now. */
  fingerprint: string;
  /** What the gate's own sticky comment recorded on its last run. */
  recorded?: { shownFingerprint?: string; approved?: RecordedApproval };
}

export type ApprovalState =
  | { state: 'none' }
  | { state: 'approved'; approval: RecordedApproval }
  | { state: 'stale'; approval: RecordedApproval; message: string }
  | { state: 'rejected'; by?: string; message: string };

export function decideApproval(input: ApprovalInputs): ApprovalState {
  if (!input.labelPresent) return { state: 'none' };
  const by = input.labeledBy?.login;
  if (!input.labeledBy || !by) return { state: 'rejected', message: `could not tell who applied \`${input.label}\` (no labeled event found), so it does not approve anything` };
  if (by.toLowerCase() === input.prAuthor.toLowerCase())
    return { state: 'rejected', by, message: `@${by} applied \`${input.label}\` but is the pull request's author; an approval must come from another maintainer` };
  if (!input.permission || !APPROVING_PERMISSIONS.includes(input.permission))
    return {
      state: 'rejected',
      by,
      message: `@${by} applied \`${input.label}\` with ${input.permission ?? 'unknown'} permission; only users with write, maintain or admin permission can approve`,
    };
  const recorded = input.recorded?.approved;
  const sameEvent = recorded && recorded.by === by && recorded.at === input.labeledBy.at;
  const approval: RecordedApproval = sameEvent ? recorded : { fingerprint: input.recorded?.shownFingerprint ?? input.fingerprint, by, at: input.labeledBy.at };
  if (approval.fingerprint !== input.fingerprint)
    return {
      state: 'stale',
      approval,
      message: `@${by} approved an earlier set of contract changes; new commits changed contracts again, so the \`${input.label}\` label was removed and the changes need a fresh approval`,
    };
  return { state: 'approved', approval };
}
