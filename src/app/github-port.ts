import type { GitHubApi } from '../publish/github.js';

/**
 * The GitHub calls the use cases make, and only those (the action's GitHubApi has them and more: what only the adapter
 * calls, such as reading the pull request an event names, stays out). A test can hand in any object that has them.
 */
export type GitHubCalls = Pick<
  GitHubApi,
  | 'checkRunsOn'
  | 'completeCheckRun'
  | 'createCheckRun'
  | 'createComment'
  | 'createCommitOnBranch'
  | 'createReview'
  | 'deleteReviewComment'
  | 'labelEvents'
  | 'listComments'
  | 'listLabels'
  | 'listReviews'
  | 'permission'
  | 'pullCommitShas'
  | 'pullFiles'
  | 'removeLabel'
  | 'reviewComments'
  | 'updateComment'
  | 'updateReview'
  | 'updateReviewComment'
>;

/**
 * GitHub as the use case sees it: those calls, and reads and writes that never throw (a failure is remembered in
 * `problems`, and a 403 marks the token `readOnly`). The action passes its session in.
 */
export interface GitHubPort {
  api: GitHubCalls;
  readOnly: boolean;
  problems: readonly string[];
  read<T>(what: string, fn: () => Promise<T>): Promise<T | undefined>;
  write<T>(what: string, fn: () => Promise<T>): Promise<T | undefined>;
}
