// The previous release's build, measured beside this one in the same run (each CLI figure says faster or slower):
// `--baseline REF` names any commit, else the newest tag reachable from HEAD. Its build is the dist/ committed at REF
// (dist/ is committed and a test keeps it equal to a fresh bundle, so that is the build that shipped); a commit
// without dist/ is bundled in a temporary git worktree with this checkout's node_modules.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const git = (root, ...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** `--baseline REF` or `--baseline=REF`; `--no-baseline` turns it off. */
export function baselineArg(argv) {
  if (argv.includes('--no-baseline')) return null;
  const eq = argv.find((a) => a.startsWith('--baseline='));
  if (eq) return eq.slice('--baseline='.length);
  const at = argv.indexOf('--baseline');
  return at >= 0 ? argv[at + 1] : undefined;
}

/**
 * { ref, commit, cli, action, cleanup } for the build to compare with, or { skipped } saying why there is none.
 * `ref`: the commit asked for; undefined for the newest tag; null for none.
 */
export function previousBuild(root, ref) {
  if (ref === null) return { skipped: '--no-baseline' };
  if (ref === undefined) {
    try {
      ref = git(root, 'describe', '--tags', '--abbrev=0', 'HEAD');
    } catch {
      return { skipped: 'no tagged release before HEAD; name a build with --baseline REF' };
    }
  }
  let commit;
  try {
    commit = git(root, 'rev-parse', '--verify', `${ref}^{commit}`);
  } catch {
    throw new Error(`--baseline ${ref}: not a commit of this repository`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'mcg-bench-previous-'));
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  try {
    const dist = join(dir, 'dist');
    const committed = (() => {
      try {
        git(root, 'cat-file', '-e', `${commit}:dist/cli.js`);
        return true;
      } catch {
        return false;
      }
    })();
    if (committed) execFileSync('sh', ['-c', `git archive "${commit}" dist | tar -x -C "${dir}"`], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    else {
      const tree = join(dir, 'tree');
      git(root, 'worktree', 'add', '--detach', tree, commit);
      try {
        symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'), 'dir');
        mkdirSync(dist, { recursive: true });
        execFileSync(process.execPath, [join(tree, 'scripts', 'bundle.mjs'), dist], { cwd: tree, stdio: ['ignore', 'ignore', 'pipe'] });
      } finally {
        git(root, 'worktree', 'remove', '--force', tree);
      }
    }
    if (!existsSync(join(dist, 'cli.js'))) throw new Error(`--baseline ${ref}: its build has no dist/cli.js`);
    return { ref, commit: commit.slice(0, 7), source: committed ? 'committed dist/' : 'bundled in a worktree', cli: join(dist, 'cli.js'), action: join(dist, 'index.js'), cleanup };
  } catch (err) {
    cleanup();
    throw err;
  }
}
