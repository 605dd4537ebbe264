import type { GateConfig } from '../model/config.js';
import { lockfileToSnapshotSet, parseLockfile, unpinnedMessage } from '../contract/lockfile.js';
import type { Lockfile } from '../contract/lockfile.js';
import type { SnapshotSet } from '../contract/types.js';
import { setOwn } from '../util/json.js';
import { discoverAll, discoverRefs } from './index.js';
import { fileAt, resolveCommit } from '../git/worktree.js';
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
  const text = await fileAt(dir, rev, path);
  return text === undefined ? undefined : parseLockfile(text, `${path} at ${rev.slice(0, 7)}`);
}

/**
 * Baseline and head, as docs/action.md has it: the baseline is the lockfile at the base commit when there is one (so a
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
  // Servers the base lockfile does not pin (a pin that could not read one leaves it out): never "added" (all their
  // tools would pass as additive). Their baseline is the server at base, as with no lockfile; a server that is new in
  // the pull request is not in the base config, so it stays "added".
  const unpinned = baseLock ? config.servers.map((s) => s.id).filter((id) => !Object.hasOwn(baseLock.servers, id)) : [];
  if (baseLock && unpinned.length === 0) {
    const after = await discoverAll(config.servers, { rootDir, env: options.env, concurrency: config.concurrency, downloadConcurrency: config.downloadConcurrency, onEvent: options.onEvent });
    return { before: lockfileToSnapshotSet(baseLock), after, baselineFrom: 'base-lockfile', baseLock, notes: [] };
  }
  // both sides discovered (the base for the servers the base lockfile does not pin, or all of them without one)
  const bothSides = {
    config,
    headDir: rootDir,
    baseRef: base,
    env: options.env,
    concurrency: config.concurrency,
    downloadConcurrency: config.downloadConcurrency,
    tmpDir: options.tmpDir,
    onEvent: options.onEvent,
  };
  if (baseLock) {
    const refs = await discoverRefs({ ...bothSides, baseServers: unpinned });
    const before = lockfileToSnapshotSet(baseLock);
    const read: string[] = [];
    for (const id of unpinned) {
      const snap = refs.base.servers[id];
      if (!snap) continue; // not in the base config: new in this pull request
      setOwn(
        before.servers,
        id,
        snap.error ? { ...snap, error: { ...snap.error, message: `${unpinnedMessage(id, options.lockfile)}; read at base ${base.slice(0, 7)} instead, it failed: ${snap.error.message}` } } : snap,
      );
      read.push(id);
    }
    const notes = read.length
      ? [
          `${read.join(', ')} ${read.length === 1 ? 'is' : 'are'} in the config at base but not pinned in ${options.lockfile} there: the baseline is the server as discovered at ${base.slice(0, 7)} (run \`npx mcp-contract-gate pin\` on the base branch to pin it).`,
        ]
      : [];
    return { before, after: refs.head, baselineFrom: 'base-lockfile', baseLock, notes };
  }
  const refs = await discoverRefs(bothSides);
  const notes: string[] = [
    refs.baseConfigFrom === 'none'
      ? 'The base commit has no config at this path: every server is new in this pull request.'
      : `No lockfile at ${options.lockfile} on the base commit: the baseline is the servers as discovered at ${base.slice(0, 7)}.`,
  ];
  if (refs.baseConfigError) notes.push(`The config at the base commit could not be used (${refs.baseConfigError}); the head config was used there.`);
  return { before: refs.base, after: refs.head, baselineFrom: 'base-discovery', notes };
}
