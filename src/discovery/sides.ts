import type { GateConfig } from '../config/types.js';
import { lockfileToSnapshotSet, parseLockfile } from '../contract/lockfile.js';
import type { Lockfile } from '../contract/lockfile.js';
import type { SnapshotSet } from '../contract/types.js';
import { discoverAll, discoverRefs, git, GitError, resolveCommit } from './index.js';
import type { DiscoveryEvent } from './index.js';

export interface Sides {
  before: SnapshotSet;
  after: SnapshotSet;
  /** Where the baseline came from: the lockfile committed at the base commit, or live discovery there. */
  baselineFrom: 'base-lockfile' | 'base-discovery';
  baseLock?: Lockfile;
  notes: string[];
}

/** The lockfile as committed at `rev` (path relative to `dir`), or undefined when it is not there. */
export async function lockfileAt(dir: string, rev: string, path: string): Promise<Lockfile | undefined> {
  let text: string;
  try {
    text = await git(dir, ['show', `${rev}:./${path.replace(/^\.\//, '')}`]);
  } catch (err) {
    if (err instanceof GitError) return undefined;
    throw err;
  }
  return parseLockfile(text, `${path} at ${rev.slice(0, 7)}`);
}

/**
 * Baseline and head, as DESIGN §6 has it: the baseline is the lockfile at the base commit when there is one (so a
 * lockfile edited in the pull request approves nothing), else live discovery at base; head is always live discovery.
 */
export async function discoverSides(options: {
  config: GateConfig;
  rootDir: string;
  baseSha: string;
  lockfile: string;
  env: Record<string, string | undefined>;
  tmpDir?: string;
  onEvent?: (e: DiscoveryEvent) => void;
}): Promise<Sides> {
  const { config, rootDir } = options;
  const base = await resolveCommit(rootDir, options.baseSha);
  const baseLock = await lockfileAt(rootDir, base, options.lockfile);
  if (baseLock) {
    const after = await discoverAll(config.servers, { rootDir, env: options.env, concurrency: config.concurrency, onEvent: options.onEvent });
    return { before: lockfileToSnapshotSet(baseLock), after, baselineFrom: 'base-lockfile', baseLock, notes: [] };
  }
  const refs = await discoverRefs({ config, headDir: rootDir, baseRef: base, env: options.env, concurrency: config.concurrency, tmpDir: options.tmpDir, onEvent: options.onEvent });
  const notes: string[] = [
    refs.baseConfigFrom === 'none'
      ? 'The base commit has no config at this path: every server is new in this pull request.'
      : `No lockfile at ${options.lockfile} on the base commit: the baseline is the servers as discovered at ${base.slice(0, 7)}.`,
  ];
  if (refs.baseConfigError) notes.push(`The config at the base commit could not be used (${refs.baseConfigError}); the head config was used there.`);
  return { before: refs.base, after: refs.head, baselineFrom: 'base-discovery', notes };
}
