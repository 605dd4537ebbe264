import type { GateConfig } from '../config/types.js';
import { withBaseWorktree } from '../discovery/git-worktree.js';
import { decideProbes } from './decide.js';
import { runProbes } from './run.js';
import type { ProbeCase, ProbeVerdict } from './types.js';

export * from './types.js';
export { loadProbes, probesSchema } from './load.js';
export { decideProbes } from './decide.js';
export { runProbes } from './run.js';

/** Probes at head (the working tree) and, when `baseRef` is given, at base in a temporary worktree; then the verdict. */
export async function probeRefs(o: { config: GateConfig; cases: ProbeCase[]; rootDir: string; baseRef?: string; env?: Record<string, string | undefined>; tmpDir?: string }): Promise<ProbeVerdict> {
  const head = runProbes(o.cases, o.config.servers, { rootDir: o.rootDir, env: o.env, ref: 'head' });
  const base = o.baseRef
    ? withBaseWorktree(o.rootDir, o.baseRef, (dir) => runProbes(o.cases, o.config.servers, { rootDir: dir, env: o.env, ref: 'base' }), { tmpDir: o.tmpDir })
    : Promise.resolve(undefined);
  const [h, b] = await Promise.all([head, base]);
  return decideProbes(h, b);
}
