export declare class GitError extends Error {
    readonly args: string[];
    readonly stderr: string;
    readonly code: number | null;
    constructor(args: string[], stderr: string, code: number | null);
}
/** Run git in `dir`; resolves with stdout, rejects with a GitError carrying stderr. Never prompts for credentials. */
export declare function git(dir: string, args: string[]): Promise<string>;
/**
 * The commit id of `ref` in the repository at `dir`. When the commit is not there (a shallow checkout, as
 * actions/checkout makes by default), fetch it from `origin` first.
 */
export declare function resolveCommit(dir: string, ref: string): Promise<string>;
export interface WorktreeOptions {
    /** Folder for the temporary worktree (default: the OS temp folder; on Actions, RUNNER_TEMP is a good choice). */
    tmpDir?: string;
}
/**
 * Check out `baseRef` of the repository at `headDir` into a temporary worktree (`git worktree add --detach`), call
 * `fn` with its path, and always remove the worktree afterwards (`git worktree remove --force`, prune, and the folder),
 * whether `fn` succeeded or threw.
 */
export declare function withBaseWorktree<T>(headDir: string, baseRef: string, fn: (baseDir: string) => Promise<T>, options?: WorktreeOptions): Promise<T>;
