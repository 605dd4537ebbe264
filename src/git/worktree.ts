import { execFile } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { didYouMean } from '../util/did-you-mean.js';
import { InputError } from '../util/errors.js';

export class GitError extends Error {
  constructor(
    readonly args: string[],
    readonly stderr: string,
    readonly code: number | null,
  ) {
    super(`git ${args.join(' ')} failed${code === null ? '' : ` (exit ${code})`}: ${stderr.trim().split('\n').slice(-3).join(' / ') || 'no output'}`);
    this.name = 'GitError';
  }
}

/** Run git in `dir`; resolves with stdout, rejects with a GitError carrying stderr. Never prompts for credentials. */
export function git(dir: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('git', ['-C', dir, ...args], { env: { ...process.env, GIT_TERMINAL_PROMPT: '0' }, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new GitError(args, String(stderr || error.message), typeof error.code === 'number' ? error.code : null));
      else resolve(String(stdout));
    });
  });
}

/**
 * The text of `path` (relative to `dir`; a leading `./` is optional) as committed at `rev`, or undefined when the
 * commit has no such file (or there is no such commit). `git show rev:./path`, written once.
 */
export async function fileAt(dir: string, rev: string, path: string): Promise<string | undefined> {
  try {
    return await git(dir, ['show', `${rev}:./${path.replace(/^\.\//, '')}`]);
  } catch (err) {
    if (err instanceof GitError) return undefined;
    throw err;
  }
}

async function hasCommit(dir: string, ref: string): Promise<boolean> {
  try {
    await git(dir, ['cat-file', '-e', `${ref}^{commit}`]);
    return true;
  } catch {
    return false;
  }
}

/**
 * The commit id of `ref` in the repository at `dir`. When the commit is not there (a shallow checkout, as
 * actions/checkout makes by default), fetch it from `origin` first.
 */
export async function resolveCommit(dir: string, ref: string): Promise<string> {
  // The common case in one git call (each call is a process): the commit is here.
  const here = await git(dir, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).then(
    (out) => out.trim(),
    () => '',
  );
  if (/^[0-9a-f]{40,64}$/.test(here)) return here;
  const inRepository = await git(dir, ['rev-parse', '--git-dir']).then(
    () => true,
    () => false,
  );
  if (!inRepository) throw new InputError(`${dir} is not in a git repository: comparing with base ref ${JSON.stringify(ref)} needs one (run it in a clone)`);
  if (!(await hasCommit(dir, ref))) {
    const hasOrigin = await git(dir, ['remote', 'get-url', 'origin']).then(
      () => true,
      () => false,
    );
    let fetchError = '';
    if (hasOrigin) {
      try {
        const shallow = (await git(dir, ['rev-parse', '--is-shallow-repository'])).trim() === 'true';
        await git(dir, ['fetch', '--no-tags', '--quiet', ...(shallow ? ['--depth=1'] : []), 'origin', ref]);
      } catch (err) {
        fetchError = err instanceof GitError ? gitReason(err.stderr) : (err as Error).message;
      }
    }
    if (!(await hasCommit(dir, ref))) {
      if (hasOrigin && !fetchError && (await hasCommit(dir, 'FETCH_HEAD'))) return (await git(dir, ['rev-parse', 'FETCH_HEAD^{commit}'])).trim();
      const near = didYouMean(ref, await refNames(dir));
      const hint = near ? `; did you mean "${near}"?` : '; give a branch, tag or commit, e.g. origin/main';
      const why = !hasOrigin ? 'and there is no remote "origin" to fetch it from' : `and fetching it from origin failed${fetchError ? `: ${fetchError}` : ''}`;
      throw new InputError(`base ref ${JSON.stringify(ref)} is not a commit in this repository, ${why}${hint}`);
    }
  }
  return (await git(dir, ['rev-parse', '--verify', `${ref}^{commit}`])).trim();
}

/** The line of git's stderr that says what went wrong (`fatal: couldn't find remote ref x` → `couldn't find remote ref x`). */
function gitReason(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const line = lines.find((l) => /^(fatal|error):/.test(l)) ?? lines[0] ?? '';
  return line.replace(/^(fatal|error):\s*/, '');
}

/** Branch, remote-branch and tag names, for "did you mean". */
async function refNames(dir: string): Promise<string[]> {
  try {
    return (await git(dir, ['for-each-ref', '--format=%(refname:short)', 'refs/heads', 'refs/remotes', 'refs/tags'])).split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

export interface WorktreeOptions {
  /** Folder for the temporary worktree (default: the OS temp folder; on Actions, RUNNER_TEMP is a good choice). */
  tmpDir?: string;
}

/**
 * Check out `baseRef` of the repository at `headDir` into a temporary worktree (`git worktree add --detach`), call
 * `fn` with its path, and always remove the worktree afterwards (`git worktree remove --force`, prune, and the folder),
 * whether `fn` succeeded or threw.
 */
export async function withBaseWorktree<T>(headDir: string, baseRef: string, fn: (baseDir: string) => Promise<T>, options: WorktreeOptions = {}): Promise<T> {
  const commit = await resolveCommit(headDir, baseRef);
  const dir = realpathSync(mkdtempSync(join(options.tmpDir ?? tmpdir(), 'mcp-contract-gate-base-')));
  try {
    await git(headDir, ['worktree', 'add', '--detach', '--quiet', dir, commit]);
    return await fn(dir);
  } finally {
    await removeWorktree(headDir, dir);
  }
}

async function removeWorktree(headDir: string, dir: string): Promise<void> {
  await git(headDir, ['worktree', 'remove', '--force', '--force', dir]).catch(() => {});
  rmSync(dir, { recursive: true, force: true });
  await git(headDir, ['worktree', 'prune']).catch(() => {});
}
