/**
 * Git plumbing for the stand-in's "remote" repository and for tests that need one: commits are written with
 * hash-object / update-index on a private index / write-tree / commit-tree / update-ref (compare-and-swap), so they work
 * on bare repositories and never touch a working tree. No global git config is read or needed: identities and dates come
 * from the environment of each call.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface GitIdentity {
  name: string;
  email: string;
}

/** The environment every git call gets: no system/global config, no prompts, a fixed identity unless overridden. */
export function gitEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_TERMINAL_PROMPT: '0',
    GIT_AUTHOR_NAME: 'Stand-in Test',
    GIT_AUTHOR_EMAIL: 'stand-in@example.invalid',
    GIT_COMMITTER_NAME: 'Stand-in Test',
    GIT_COMMITTER_EMAIL: 'stand-in@example.invalid',
    LC_ALL: 'C',
    ...extra,
  };
}

export class GitError extends Error {
  constructor(
    message: string,
    readonly args: string[],
    readonly code: number | null,
    readonly stderr: string,
  ) {
    super(message);
  }
}

export function git(cwd: string, args: string[], opts: { input?: string | Buffer; env?: Record<string, string> } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile('git', args, { cwd, env: gitEnv(opts.env), maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' }, (err, stdout, stderr) => {
      if (err) {
        const code = typeof (err as { code?: unknown }).code === 'number' ? (err as { code: number }).code : null;
        reject(new GitError(`git ${args.join(' ')} failed (${code}): ${stderr.trim()}`, args, code, stderr));
      } else resolve(stdout);
    });
    if (opts.input !== undefined) child.stdin!.end(opts.input);
  });
}

/** Same as `git`, returning raw bytes (for blobs). */
export function gitBuffer(cwd: string, args: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile('git', args, { cwd, env: gitEnv(), maxBuffer: 64 * 1024 * 1024, encoding: 'buffer' }, (err, stdout, stderr) => {
      if (err) reject(new GitError(`git ${args.join(' ')} failed: ${stderr.toString().trim()}`, args, null, stderr.toString()));
      else resolve(stdout);
    });
  });
}

/** The commit a revision names, or null when it does not resolve to a commit. */
export async function resolveCommit(repoDir: string, rev: string): Promise<string | null> {
  try {
    return (await git(repoDir, ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`])).trim() || null;
  } catch {
    return null;
  }
}

export async function branchHead(repoDir: string, branch: string): Promise<string | null> {
  return resolveCommit(repoDir, `refs/heads/${branch.replace(/^refs\/heads\//, '')}`);
}

export interface FileChangeSet {
  /** path → new contents (string or bytes); `null` deletes the path. */
  files: Record<string, string | Buffer | null>;
}

export class PathNotFoundError extends Error {
  constructor(readonly path: string) {
    super(`path ${path} does not exist`);
  }
}
export class StaleHeadError extends Error {
  constructor(
    readonly expected: string,
    readonly actual: string,
  ) {
    super(`expected ${expected}, branch is at ${actual}`);
  }
}

/**
 * Writes a commit on `branch` whose parent is the branch head (or `parent`), with the given changes, and moves the branch
 * only if it still points at `expectedHead` (atomic `update-ref <new> <old>`), creating it when it does not exist.
 * Returns the new commit.
 */
export async function commitFiles(
  repoDir: string,
  opts: {
    branch: string;
    changes: FileChangeSet['files'];
    message: string;
    parent?: string | null; // default: current branch head; null: root commit
    expectedHead?: string | null; // compare-and-swap value (null: the branch must not exist); default: the head read at the start
    author?: GitIdentity;
    committer?: GitIdentity;
    date?: Date;
    failOnMissingDeletion?: boolean;
  },
): Promise<string> {
  const ref = `refs/heads/${opts.branch.replace(/^refs\/heads\//, '')}`;
  const current = await resolveCommit(repoDir, ref);
  const parent = opts.parent === undefined ? current : opts.parent;
  const deletions = Object.entries(opts.changes)
    .filter(([, c]) => c === null)
    .map(([p]) => p);
  if (opts.failOnMissingDeletion && deletions.length) {
    const present = new Set(parent ? (await git(repoDir, ['ls-tree', '-r', '--name-only', '-z', parent, '--', ...deletions])).split('\0') : []);
    const missing = deletions.find((d) => !present.has(d));
    if (missing) throw new PathNotFoundError(missing);
  }
  // One fast-import run writes blobs, trees and the commit (onto a scratch ref); one update-ref transaction then moves the
  // branch only if it is still where we expect (compare-and-swap) and drops the scratch ref.
  const when = `${Math.floor((opts.date ?? new Date()).getTime() / 1000)} +0000`;
  const author = opts.author ?? { name: 'Stand-in Test', email: 'stand-in@example.invalid' };
  const committer = opts.committer ?? author;
  const scratch = `refs/stand-in/tmp-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const message = opts.message.endsWith('\n') ? opts.message : `${opts.message}\n`;
  const parts: Buffer[] = [];
  const line = (t: string) => parts.push(Buffer.from(`${t}\n`, 'utf8'));
  const data = (b: Buffer) => {
    line(`data ${b.length}`);
    parts.push(b);
    line('');
  };
  line(`commit ${scratch}`);
  line('mark :1');
  line(`author ${author.name} <${author.email}> ${when}`);
  line(`committer ${committer.name} <${committer.email}> ${when}`);
  data(Buffer.from(message, 'utf8'));
  if (parent) line(`from ${parent}`);
  for (const [path, contents] of Object.entries(opts.changes)) {
    const quoted = /^"|\n/.test(path) ? JSON.stringify(path) : path;
    if (contents === null) line(`D ${quoted}`);
    else {
      line(`M 100644 inline ${quoted}`);
      data(Buffer.isBuffer(contents) ? contents : Buffer.from(contents, 'utf8'));
    }
  }
  line('');
  line('get-mark :1');
  line('done');
  const out = await git(repoDir, ['fast-import', '--quiet', '--done', '--date-format=raw'], { input: Buffer.concat(parts) });
  const commit = out.trim().split('\n').pop()!.trim();
  if (!/^[0-9a-f]{40}$/.test(commit)) throw new Error(`git fast-import did not report a commit: ${out}`);
  const expected = (opts.expectedHead === undefined ? current : opts.expectedHead) ?? '';
  try {
    await git(repoDir, ['update-ref', '--stdin'], { input: `update ${ref} ${commit} ${expected || '0'.repeat(40)}\ndelete ${scratch}\n` });
  } catch (e) {
    await git(repoDir, ['update-ref', '-d', scratch]).catch(() => undefined);
    const actual = (await resolveCommit(repoDir, ref)) ?? '';
    if (actual !== expected) throw new StaleHeadError(expected, actual);
    throw e;
  }
  return commit;
}

/** `git show <rev>:<path>` as an object: a blob's bytes, a tree's entries, or null when the path is absent. */
export async function readPath(
  repoDir: string,
  rev: string,
  path: string,
): Promise<{ type: 'blob'; sha: string; content: Buffer } | { type: 'tree'; sha: string; entries: Array<{ mode: string; type: string; sha: string; name: string; size: number | null }> } | null> {
  const spec = `${rev}:${path.replace(/^\/+|\/+$/g, '')}`;
  let sha: string;
  let type: string;
  try {
    [sha, type] = (await git(repoDir, ['rev-parse', '--verify', '--quiet', spec]).then(async (s) => {
      const oid = s.trim();
      return [oid, (await git(repoDir, ['cat-file', '-t', oid])).trim()];
    })) as [string, string];
  } catch {
    return null;
  }
  if (type === 'blob') return { type: 'blob', sha, content: await gitBuffer(repoDir, ['cat-file', 'blob', sha]) };
  if (type === 'tree') {
    const out = await git(repoDir, ['ls-tree', '-l', sha]);
    const entries = out
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [meta, name] = line.split('\t') as [string, string];
        const [mode, t, s, size] = meta.split(/\s+/) as [string, string, string, string];
        return { mode, type: t, sha: s, name, size: size === '-' ? null : Number(size) };
      });
    return { type: 'tree', sha, entries };
  }
  return null;
}

export interface DiffEntry {
  filename: string;
  previous_filename?: string;
  status: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';
  additions: number;
  deletions: number;
  sha: string | null;
  /** The file's hunks as GitHub's `patch` gives them (from the first `@@`); absent for a binary file. */
  patch?: string;
}

/** A file's hunks from `base`'s merge base to `head` (`git diff -U3`, from the first `@@`), or undefined (binary, no change). */
export async function filePatch(repoDir: string, base: string, head: string, path: string, from?: string): Promise<string | undefined> {
  const mergeBase = (await git(repoDir, ['merge-base', base, head]).catch(() => base)).trim();
  const out = await git(repoDir, ['diff', '-U3', '--no-color', '--no-ext-diff', '-M', mergeBase, head, '--', ...(from ? [from] : []), path]);
  const at = out.search(/^@@ /m);
  return at < 0 ? undefined : out.slice(at).replace(/\n$/, '');
}

/** The files a pull request changes: the diff from the merge base of base and head to head, like GitHub's three-dot diff. */
export async function diffFiles(repoDir: string, base: string, head: string): Promise<DiffEntry[]> {
  const mergeBase = (await git(repoDir, ['merge-base', base, head]).catch(() => base)).trim();
  const numstat = (await git(repoDir, ['diff', '--numstat', '-M', '-z', mergeBase, head])).split('\0');
  const status = (await git(repoDir, ['diff', '--name-status', '-M', '-z', mergeBase, head])).split('\0').filter((s) => s !== '');
  const statuses: Array<{ code: string; path: string; from?: string }> = [];
  for (let i = 0; i < status.length;) {
    const code = status[i++]!;
    if (code.startsWith('R') || code.startsWith('C')) {
      const from = status[i++]!;
      const to = status[i++]!;
      statuses.push({ code: code[0]!, path: to, from });
    } else statuses.push({ code, path: status[i++]! });
  }
  const counts = new Map<string, [number, number]>();
  for (let i = 0; i < numstat.length; i++) {
    const rec = numstat[i]!;
    if (!rec) continue;
    const [a, d, path] = rec.split('\t') as [string, string, string];
    let p = path;
    if (p === '') {
      i++;
      p = numstat[++i]!;
    } // rename: "a\td\t\0from\0to"
    counts.set(p, [a === '-' ? 0 : Number(a), d === '-' ? 0 : Number(d)]);
  }
  const out: DiffEntry[] = [];
  for (const s of statuses) {
    const [additions, deletions] = counts.get(s.path) ?? [0, 0];
    const blob = s.code === 'D' ? null : (await git(repoDir, ['rev-parse', `${head}:${s.path}`]).catch(() => '')).trim() || null;
    const map: Record<string, DiffEntry['status']> = { A: 'added', D: 'removed', M: 'modified', R: 'renamed', C: 'copied', T: 'changed' };
    const patch = await filePatch(repoDir, mergeBase, head, s.path, s.from);
    out.push({ filename: s.path, ...(s.from ? { previous_filename: s.from } : {}), status: map[s.code] ?? 'modified', additions, deletions, sha: blob, ...(patch !== undefined ? { patch } : {}) });
  }
  return out;
}

export interface TestRepo {
  /** The bare repository (use as the stand-in's `repoDir`, or clone/fetch from it). */
  dir: string;
  /** Commits files on a branch (created from `from` when new) and returns the new head. `null` deletes a file. */
  commit(branch: string, files: Record<string, string | null>, message?: string, opts?: { from?: string }): Promise<string>;
  head(branch: string): Promise<string>;
  /** A fresh non-bare clone checked out at `rev` (for a "runner workspace"); removed by cleanup(). */
  checkout(rev: string): Promise<string>;
  cleanup(): Promise<void>;
}

/** A bare repository in a temp dir with an initial commit of `files` on `defaultBranch`. */
export async function createTestRepo(opts: { files?: Record<string, string>; defaultBranch?: string; date?: Date } = {}): Promise<TestRepo> {
  const root = await mkdtemp(join(tmpdir(), 'standin-repo-'));
  const dir = join(root, 'remote.git');
  const defaultBranch = opts.defaultBranch ?? 'main';
  await git(root, ['init', '--quiet', '--bare', `--initial-branch=${defaultBranch}`, dir]);
  let tick = (opts.date ?? new Date('2025-01-01T00:00:00Z')).getTime();
  const nextDate = () => new Date((tick += 60_000));
  await commitFiles(dir, { branch: defaultBranch, changes: opts.files ?? { 'README.md': '# test\n' }, message: 'Initial commit', parent: null, date: nextDate() });
  const checkouts: string[] = [];
  return {
    dir,
    async commit(branch, files, message = `Update ${Object.keys(files).join(', ')}`, o = {}) {
      const exists = await branchHead(dir, branch);
      const parent = exists ?? (await resolveCommit(dir, o.from ?? defaultBranch));
      return commitFiles(dir, { branch, changes: files, message, parent, expectedHead: exists, date: nextDate() });
    },
    async head(branch) {
      const h = await branchHead(dir, branch);
      if (!h) throw new Error(`no branch ${branch}`);
      return h;
    },
    async checkout(rev) {
      const wt = await mkdtemp(join(tmpdir(), 'standin-checkout-'));
      checkouts.push(wt);
      await git(wt, ['init', '--quiet']);
      await git(wt, ['fetch', '--quiet', dir, '+refs/heads/*:refs/remotes/origin/*']);
      await git(wt, ['checkout', '--quiet', '--detach', rev]);
      return wt;
    },
    async cleanup() {
      await Promise.all([root, ...checkouts].map((d) => rm(d, { recursive: true, force: true })));
    },
  };
}

export interface PullCommit {
  sha: string;
  parents: string[];
  tree: string;
  message: string;
  author: { name: string; email: string; date: string } | null;
  committer: { name: string; email: string; date: string } | null;
}

/** The commits a pull request carries: reachable from head and not from base, oldest first (GitHub's `pulls/list-commits`). */
export async function pullCommits(repoDir: string, base: string, head: string): Promise<PullCommit[]> {
  const out = await git(repoDir, ['log', '--reverse', '-z', '--format=%H%x1f%P%x1f%T%x1f%an%x1f%ae%x1f%aI%x1f%cn%x1f%ce%x1f%cI%x1f%B', `${base}..${head}`]).catch(() => '');
  return out
    .split('\0')
    .filter((r) => r.trim() !== '')
    .map((rec) => {
      const [sha, parents, tree, an, ae, ad, cn, ce, cd, ...msg] = rec.replace(/^\n/, '').split('\x1f') as string[];
      return {
        sha: sha!,
        parents: parents ? parents.split(' ') : [],
        tree: tree!,
        message: msg.join('\x1f').replace(/\n+$/, ''),
        author: { name: an!, email: ae!, date: ad! },
        committer: { name: cn!, email: ce!, date: cd! },
      };
    });
}
