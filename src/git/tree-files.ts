import { spawn } from 'node:child_process';
import { git, GitError } from './worktree.js';

/**
 * The text of the files of `commit` (paths relative to the repository's root, or to `prefix` inside it) that `select`
 * keeps, read from git's object store without a checkout: one `ls-tree`, then one `cat-file --batch` for the blobs.
 * Blobs larger than `maxBytes`, links and submodules are left out.
 */
export async function treeFiles(dir: string, commit: string, select: (path: string) => boolean, o: { prefix?: string; maxBytes: number }): Promise<Array<{ path: string; text: string }>> {
  const prefix = o.prefix ? `${o.prefix.replace(/\/+$/, '')}/` : '';
  const listing = await git(dir, ['ls-tree', '-r', '-l', '-z', '--full-tree', commit, ...(prefix ? ['--', prefix] : [])]);
  const wanted: Array<{ sha: string; path: string }> = [];
  for (const entry of listing.split('\0')) {
    // <mode> SP <type> SP <object> SP+ <size> TAB <path>
    const m = /^(\d+) (\w+) ([0-9a-f]+)\s+(\S+)\t(.*)$/s.exec(entry);
    if (!m || m[2] !== 'blob' || m[1] === '120000') continue;
    const path = m[5]!.startsWith(prefix) ? m[5]!.slice(prefix.length) : undefined;
    if (path === undefined || Number(m[4]) > o.maxBytes || !select(path)) continue;
    wanted.push({ sha: m[3]!, path });
  }
  if (!wanted.length) return [];
  const blobs = await catFileBatch(
    dir,
    wanted.map((w) => w.sha),
  );
  return wanted.map((w, i) => ({ path: w.path, text: blobs[i]!.toString('utf8') }));
}

/** `git cat-file --batch` over `shas`: their contents, in order. */
function catFileBatch(dir: string, shas: string[]): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['-C', dir, 'cat-file', '--batch'], { env: { ...process.env, GIT_TERMINAL_PROMPT: '0' }, stdio: ['pipe', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stderr.on('data', (c: Buffer) => (stderr += String(c)));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new GitError(['cat-file', '--batch'], stderr, code));
      const all = Buffer.concat(chunks);
      const out: Buffer[] = [];
      let at = 0;
      for (let k = 0; k < shas.length; k++) {
        const nl = all.indexOf(0x0a, at);
        const header = all.subarray(at, nl).toString();
        const size = Number(/^[0-9a-f]+ blob (\d+)$/.exec(header)?.[1] ?? NaN);
        if (!Number.isFinite(size)) return reject(new GitError(['cat-file', '--batch'], `unexpected answer: ${header}`, code));
        out.push(all.subarray(nl + 1, nl + 1 + size));
        at = nl + 1 + size + 1;
      }
      resolve(out);
    });
    child.stdin.end(`${shas.join('\n')}\n`);
  });
}
