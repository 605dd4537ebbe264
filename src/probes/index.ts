import type { GateConfig } from '../model/config.js';
import type { ServerConfig } from '../model/config.js';
import { setupEvent, type DiscoveryEvent } from '../discovery/discover-all.js';
import { configAtBase } from '../discovery/discover-refs.js';
import { withBaseWorktree } from '../git/worktree.js';
import { createLimiter } from '../process/limiter.js';
import { planSetups } from '../discovery/setup.js';
import { decideProbes } from './decide.js';
import { runProbes } from './run.js';
import type { ProbeCase, ProbeVerdict } from '../model/probes.js';

export * from '../model/probes.js';
export { loadProbes, parseProbes, probesSchema } from './load.js';
export { decideProbes } from './decide.js';
export { runProbes } from './run.js';

/**
 * Probes at head (the working tree) and, when `baseRef` is given, at base in a temporary worktree, each side with its
 * own config (the base commit's, see configAtBase) and its servers' setups run first; then the verdict.
 */
export async function probeRefs(o: {
  config: GateConfig;
  cases: ProbeCase[];
  rootDir: string;
  baseRef?: string;
  env?: Record<string, string | undefined>;
  tmpDir?: string;
  /** Setup progress (`setup-start` / `setup-end`), as discovery reports it. */
  onEvent?: (event: DiscoveryEvent) => void;
}): Promise<ProbeVerdict> {
  const limit = createLimiter(o.config.concurrency);
  const side = async (servers: ServerConfig[], rootDir: string, ref: 'head' | 'base') => {
    const onEvent = o.onEvent;
    const plan = planSetups(servers, {
      rootDir,
      env: o.env,
      limit,
      ...(onEvent ? { onEvent: (e) => onEvent(setupEvent(e, ref)) } : {}),
    });
    await Promise.all(servers.map((s) => plan.ready(s)));
    return runProbes(o.cases, servers, { rootDir, env: o.env, ref });
  };
  const head = side(o.config.servers, o.rootDir, 'head');
  const baseRef = o.baseRef;
  const base = baseRef
    ? withBaseWorktree(o.rootDir, baseRef, (dir) => side(configAtBase(o.config, o.rootDir, dir, { env: o.env, baseRef }).config.servers, dir, 'base'), { tmpDir: o.tmpDir })
    : Promise.resolve(undefined);
  const [h, b] = await Promise.allSettled([head, base]);
  if (b.status === 'rejected') throw b.reason;
  if (h.status === 'rejected') throw h.reason;
  return decideProbes(h.value, b.value);
}
