/**
 * Who may approve, and what an approval covers. A label counts only when a user with write, maintain or admin
 * permission who is not the pull request's author applied it (GitHub's labeled event and collaborator permission say
 * so). It covers exactly the change set the gate had reported when the label was applied, as recorded in the gate's
 * own check runs (which the pull request's author cannot edit or delete), and goes stale when the change set moves on.
 * Every record that cannot be read or found counts against the approval: the gate fails closed.
 */
export type Permission = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';

export const APPROVING_PERMISSIONS: readonly Permission[] = ['admin', 'maintain', 'write'];

export interface RecordedApproval {
  /** The change set approved: what the gate had reported when the label was applied. */
  fingerprint: string;
  by: string;
  /** When the label was applied (GitHub's event time). */
  at: string;
  /** The head commit the approved report was made on. */
  headSha?: string;
}

/** What the gate had reported on the pull request when the label was applied, from its own check runs. */
export type ShownRecord = { found: true; fingerprint: string; complete: boolean; headSha: string; at: string } | { found: false } | { unreadable: string };

export interface ApprovalInputs {
  label: string;
  labelPresent: boolean;
  /** The latest event that applied the label; `unreadable` when GitHub's event list could not be read. */
  labeledBy?: { login: string; at: string; app?: string; bot?: boolean } | { unreadable: string };
  /** Bots and Apps (logins or App slugs) whose label counts: `approvers.allow-apps` from the base commit. */
  allowApps?: readonly string[];
  /** The labeller's permission on the repository (undefined when it could not be read). */
  permission?: Permission;
  prAuthor: string;
  /** The change set now. */
  fingerprint: string;
  /** The gate's report at the time of the label (only looked up once the labeller qualifies). */
  shown?: ShownRecord;
}

export type ApprovalState =
  | { state: 'none' }
  | { state: 'approved'; approval: RecordedApproval }
  | { state: 'stale'; by?: string; approval?: RecordedApproval; message: string }
  | { state: 'rejected'; by?: string; message: string };

/** Whether the labeller qualifies, before the (costlier) look-up of what they saw. */
export function labellerProblem(input: Omit<ApprovalInputs, 'shown' | 'fingerprint'>): ApprovalState | undefined {
  if (!input.labelPresent) return { state: 'none' };
  const l = input.labeledBy;
  if (l && 'unreadable' in l)
    return {
      state: 'stale',
      message: `who applied \`${input.label}\` could not be verified (${l.unreadable}), so the approval does not count and the label was removed; a maintainer can apply it again once GitHub answers`,
    };
  if (!l) return { state: 'rejected', message: `could not tell who applied \`${input.label}\` (no labeled event found), so it does not approve anything` };
  const by = l.login;
  if (l.app || l.bot) {
    const names = [by, ...(l.app ? [l.app, `${l.app}[bot]`] : [])].map((x) => x.toLowerCase());
    const allowed = (input.allowApps ?? []).some((a) => names.includes(a.toLowerCase()));
    if (!allowed)
      return {
        state: 'rejected',
        by,
        message: `@${by} applied \`${input.label}\`${l.app ? ` through the GitHub App ${l.app}` : ''}, an automation the pull request's author may be able to drive; bots and Apps approve nothing unless \`approvers.allow-apps\` in the gate config at the base commit names them`,
      };
  }
  if (by.toLowerCase() === input.prAuthor.toLowerCase())
    return { state: 'rejected', by, message: `@${by} applied \`${input.label}\` but is the pull request's author; an approval must come from another maintainer` };
  if (!input.permission || !APPROVING_PERMISSIONS.includes(input.permission))
    return {
      state: 'rejected',
      by,
      message: `@${by} applied \`${input.label}\` with ${input.permission ?? 'unknown'} permission; only users with write, maintain or admin permission can approve`,
    };
  return undefined;
}

export function decideApproval(input: ApprovalInputs): ApprovalState {
  const problem = labellerProblem(input);
  if (problem) return problem;
  const { login: by, at } = input.labeledBy as { login: string; at: string };
  const shown = input.shown ?? { found: false };
  const again = `apply \`${input.label}\` again once the gate has reported the current changes`;
  if ('unreadable' in shown)
    return { state: 'stale', by, message: `the gate's record of what @${by} approved could not be read (${shown.unreadable}), so the approval does not count and the label was removed; ${again}` };
  if (!shown.found)
    return {
      state: 'stale',
      by,
      message: `@${by} applied \`${input.label}\` before the gate had reported on this pull request, so there is no change set it approves; the label was removed; ${again}`,
    };
  const approval: RecordedApproval = { fingerprint: shown.fingerprint, by, at, headSha: shown.headSha };
  if (!shown.complete)
    return {
      state: 'stale',
      by,
      message: `when @${by} applied \`${input.label}\`, the gate's report on ${shown.headSha.slice(0, 7)} was incomplete (a server could not be read), so it approves nothing; the label was removed; ${again}`,
    };
  if (shown.fingerprint !== input.fingerprint)
    return {
      state: 'stale',
      by,
      approval,
      message: `@${by} approved the change set reported on ${shown.headSha.slice(0, 7)}; later commits changed contracts (or the gate's policy) again, so the \`${input.label}\` label was removed and the changes need a fresh approval`,
    };
  return { state: 'approved', approval };
}
