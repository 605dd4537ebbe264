/**
 * Who may approve, and what an approval covers. A label counts only when a user with write, maintain or admin
 * permission who is not the pull request's author applied it; it covers exactly the change set (fingerprint) the
 * reviewer saw, and goes stale when later commits change contracts again.
 */
export type Permission = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';
export declare const APPROVING_PERMISSIONS: readonly Permission[];
export interface RecordedApproval {
    fingerprint: string;
    by: string;
    at: string;
}
export interface ApprovalInputs {
    label: string;
    labelPresent: boolean;
    /** The latest event that applied the label. */
    labeledBy?: {
        login: string;
        at: string;
    };
    /** The labeller's permission on the repository (undefined when it could not be read). */
    permission?: Permission;
    prAuthor: string;
    /** The change set now. */
    fingerprint: string;
    /** What the gate's own sticky comment recorded on its last run. */
    recorded?: {
        shownFingerprint?: string;
        approved?: RecordedApproval;
    };
}
export type ApprovalState = {
    state: 'none';
} | {
    state: 'approved';
    approval: RecordedApproval;
} | {
    state: 'stale';
    approval: RecordedApproval;
    message: string;
} | {
    state: 'rejected';
    by?: string;
    message: string;
};
export declare function decideApproval(input: ApprovalInputs): ApprovalState;
