import { resolve } from 'node:path';
import { parseConfig } from '../config/index.js';
import type { SnapshotSet } from '../contract/types.js';
import { discoverSides, lockfileAt, type Sides } from '../discovery/sides.js';
import { fileAt, git, GitError } from '../git/worktree.js';
import type { GateConfig } from '../model/config.js';
import type { ProbeRun } from '../model/probes.js';
import { decideProbes } from '../probes/decide.js';
import { InputError } from '../util/errors.js';
import { setOwn } from '../util/json.js';
import type { Gathered } from './gate-refs.js';
import { trustedConfig } from './trusted-config.js';

/** A config parsed only to know its servers and policy: `${VAR}`s need no real value in a job that starts no server. */
export const ANY_ENV = new Proxy({} as Record<string, string>, { get: (_t, key) => (typeof key === 'string' ? `<${key}>` : undefined) });

export interface PublishResultsOptions {
  /** The local clone (the base commit's checkout). */
  rootDir: string;
  /** The gate config's path relative to `rootDir`. */
  configPath: string;
  /** The `lockfile` input ('' for the trusted config's). */
  lockfile: string;
  pr: { baseSha: string; baseRef?: string };
  /** The head's config, read from GitHub at the head commit (never from a result). */
  head: GateConfig;
  /** A file of the head commit, by path relative to `rootDir` (read from GitHub: publish never checks the head out). */
  headFile(path: string): Promise<string | undefined>;
  /** The discovery results, merged and checked against the pull request (src/action/result.ts `mergeResults`). */
  results: { after: SnapshotSet; probes?: { head: ProbeRun; base?: ProbeRun } };
  env: Record<string, string | undefined>;
  /** Which workflow run and files produced the results (Markdown), for the check's summary. */
  provenance?: string;
}

/**
 * mode: publish, what is gathered: the policy and the baseline from the base commit in the local clone (a lockfile
 * there, else the base's servers discovered by this job when its checkout is exactly the base commit), the head's
 * contracts from the discovery results with what each server launches read from the head config, never from a result.
 * The baseline never comes from a result: a result is written by a job that ran the pull request's code, and could
 * repeat the head as its "base".
 */
export async function gatherPublished(o: PublishResultsOptions): Promise<Gathered> {
  const { head, pr } = o;
  const headProbesText = head.probes ? await o.headFile(head.probes) : undefined;
  const trusted = await trustedConfig({ rootDir: o.rootDir, configPath: o.configPath, baseSha: pr.baseSha, head, env: ANY_ENV, ...(headProbesText !== undefined ? { headProbesText } : {}) });
  const lockfile = o.lockfile || trusted.config.lockfile;
  const sides = await publishedSides({ ...o, lockfile });
  const probes = o.results.probes ? decideProbes(o.results.probes.head, o.results.probes.base) : undefined;
  const headLockfile = (await o.headFile(lockfile)) ?? null;
  return { trusted, lockfile, headLockfile, sides, ...(probes ? { probes } : {}), ...(o.provenance !== undefined ? { provenance: o.provenance } : {}) };
}

/**
 * Both sides by `discoverSides`, with nothing run at head: the head's contracts are the discovery results (what each
 * server launches read from the head config, never from a result), so the head config passed to it has no servers.
 * Its baseline is the base commit's lockfile, else its servers discovered in a worktree of the base commit; the
 * publish job discovers them only when its checkout is exactly the base commit and the base's gate config is usable
 * (else it fails closed, saying to pin first).
 */
async function publishedSides(o: PublishResultsOptions & { lockfile: string }): Promise<Sides> {
  const { pr, lockfile } = o;
  const after: SnapshotSet = { servers: {} };
  for (const [id, snap] of Object.entries(o.results.after.servers)) {
    const launch = o.head.servers.find((s) => s.id === id)?.launch;
    const { launch: _claimed, ...rest } = snap;
    setOwn(after.servers, id, launch ? { ...rest, launch } : rest);
  }
  const baseLock = await lockfileAt(o.rootDir, pr.baseSha, lockfile);
  const whyNot = baseLock ? undefined : await whyNotDiscoverBase(o.rootDir, o.configPath, pr.baseSha, o.env);
  if (whyNot !== undefined)
    throw new InputError(
      `there is no ${lockfile} at the base commit ${pr.baseSha.slice(0, 7)}, and the publish job takes its baseline only from the base commit, never from a discovery result (the discover job runs the pull request's code); it could not discover the base itself: ${whyNot}. Pin on the base branch first: run \`npx mcp-contract-gate pin\` on ${pr.baseRef || 'the base branch'} and commit ${lockfile}, then re-run this workflow.`,
    );
  const config: GateConfig = { ...o.head, servers: [], file: resolve(o.rootDir, o.configPath) };
  const sides = await discoverSides({ config, rootDir: o.rootDir, baseSha: pr.baseSha, lockfile, env: o.env });
  const notes =
    sides.baselineFrom === 'base-discovery'
      ? [
          `No lockfile at ${lockfile} on the base commit: the publish job discovered the servers of the base commit ${pr.baseSha.slice(0, 7)} itself (in a worktree of its checkout); pin on the base branch to make this faster.`,
        ]
      : sides.notes;
  return { ...sides, after, notes };
}

/**
 * Why the publish job may not discover the base commit's servers itself, or undefined when it may: only when its
 * checkout is exactly the base commit (code the pull request cannot change) and the base has a usable gate config.
 */
async function whyNotDiscoverBase(rootDir: string, configPath: string, baseSha: string, env: Record<string, string | undefined>): Promise<string | undefined> {
  let at: string;
  try {
    at = (await git(rootDir, ['rev-parse', 'HEAD'])).trim();
  } catch (err) {
    return `the checkout is not a git repository (${(err as Error).message.split('\n')[0]})`;
  }
  if (at !== baseSha) return `the publish job's checkout is at ${at.slice(0, 7)}, not at the base commit ${baseSha.slice(0, 7)}`;
  try {
    const status = await git(rootDir, ['status', '--porcelain', '--untracked-files=no']);
    if (status.trim()) return "the publish job's checkout has local changes";
  } catch (err) {
    if (err instanceof GitError) return `git status failed in the publish job's checkout (${err.message})`;
    throw err;
  }
  const text = await fileAt(rootDir, baseSha, configPath);
  if (text === undefined) return `there is no gate config ${configPath} at the base commit`;
  try {
    parseConfig(text, `${configPath} at ${baseSha.slice(0, 7)}`, { env });
  } catch (err) {
    return `the gate config at the base commit cannot be used (${(err as Error).message.split('\n')[0]})`;
  }
  return undefined;
}
