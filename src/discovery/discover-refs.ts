import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import type { Env } from '../config/interpolate.js';
import { parseConfig } from '../config/load.js';
import { DEFAULT_DOWNLOAD_CONCURRENCY, type GateConfig, type ServerConfig } from '../model/config.js';
import type { SnapshotSet } from '../contract/types.js';
import { InputError } from '../util/errors.js';
import { discoverSet, type DiscoveryEvent } from './discover-all.js';
import { withBaseWorktree } from '../git/worktree.js';
import type { ListLimits } from '../mcp-client/list-raw.js';
import { createLimiter, createSlots } from '../process/limiter.js';

export interface DiscoverRefsOptions {
  /** The config as read at head. */
  config: GateConfig;
  /** The head checkout (the working tree the workflow checked out). */
  headDir: string;
  /** The pull request's base commit (a sha or any ref git resolves; fetched from origin when missing). */
  baseRef: string;
  /** The workflow step's env: `${VAR}` interpolation of the base config, and the source of servers' default variables. */
  env?: Env;
  /** Shared by both refs (default: config.concurrency). */
  concurrency?: number;
  /** Package-runner downloads at once, shared by both refs (default: config.downloadConcurrency). */
  downloadConcurrency?: number;
  signal?: AbortSignal;
  onEvent?: (event: DiscoveryEvent) => void;
  /** Where the base worktree is created (default: the OS temp folder). */
  tmpDir?: string;
  killGraceMs?: number;
  listLimits?: ListLimits;
  /** Discover only these servers of the base config at base (default: all of them). */
  baseServers?: readonly string[];
}

export interface RefSnapshots {
  base: SnapshotSet;
  head: SnapshotSet;
  /** The config whose servers were discovered at base. */
  baseConfig: GateConfig;
  /** Where the base config came from (see BaseConfig). */
  baseConfigFrom: BaseConfig['from'];
  /** Why the base commit's config could not be used, when it exists but is invalid. */
  baseConfigError?: string;
}

/**
 * Discover every server at head (the working tree at `headDir`) and at base (a temporary `git worktree` of
 * `baseRef`, always removed afterwards). Setup and discovery of all servers at both refs run at the same time under
 * one concurrency limit. Server faults end up in the snapshots; only git problems (an unknown base ref) throw.
 */
export async function discoverRefs(options: DiscoverRefsOptions): Promise<RefSnapshots> {
  const { config, headDir } = options;
  const limit = createLimiter(options.concurrency ?? config.concurrency);
  const downloads = createSlots(options.downloadConcurrency ?? config.downloadConcurrency ?? DEFAULT_DOWNLOAD_CONCURRENCY);
  const common = { env: options.env, signal: options.signal, onEvent: options.onEvent, killGraceMs: options.killGraceMs, listLimits: options.listLimits, downloads };

  const head = discoverSet(config.servers, { ...common, rootDir: headDir }, limit, 'head');
  const base = withBaseWorktree(
    headDir,
    options.baseRef,
    async (baseDir) => {
      const chosen = configAtBase(config, headDir, baseDir, { env: options.env, baseRef: options.baseRef });
      const wanted = (options.baseServers ? chosen.config.servers.filter((s) => options.baseServers!.includes(s.id)) : chosen.config.servers).map((s) => inBase(s, headDir));
      const snapshots = await discoverSet(wanted, { ...common, rootDir: baseDir }, limit, 'base');
      return { snapshots, ...chosen };
    },
    { tmpDir: options.tmpDir },
  );
  // Wait for both, even when one fails, so that nothing is left running when this returns or throws.
  const [headResult, baseResult] = await Promise.allSettled([head, base]);
  if (baseResult.status === 'rejected') throw baseResult.reason;
  if (headResult.status === 'rejected') throw headResult.reason;
  const result: RefSnapshots = {
    head: headResult.value,
    base: baseResult.value.snapshots,
    baseConfig: baseResult.value.config,
    baseConfigFrom: baseResult.value.from,
  };
  if (baseResult.value.error) result.baseConfigError = baseResult.value.error;
  return result;
}

/** What `configAtBase` found: the config to run at base, and where it came from. */
export interface BaseConfig {
  config: GateConfig;
  /**
   * `base`: the config file as committed at base; `none`: the base commit has no config at that path, so it has no
   * servers (every server at head is added); `head`: the head config was used at base (the base config is invalid, or
   * the config lives outside the repository).
   */
  from: 'base' | 'head' | 'none';
  error?: string;
}

/**
 * The config to run in the base worktree `baseDir`: the file at the head config's path as it is at base, read from
 * the base checkout, so a version bump in the config (`npx pkg@1.4.0` → `@1.5.0`) runs each version on its side, and
 * a server whose code arrives with the pull request is "added" rather than run in a checkout that lacks it.
 */
export function configAtBase(config: GateConfig, headDir: string, baseDir: string, options: { env?: Env; baseRef: string }): BaseConfig {
  if (!config.file) return { config, from: 'head' };
  const rel = relative(headDir, config.file);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return { config, from: 'head' };
  const atBase = join(baseDir, rel);
  if (!existsSync(atBase)) return { config: { ...config, servers: [], file: atBase }, from: 'none' };
  try {
    const baseConfig = parseConfig(readFileSync(atBase, 'utf8'), rel.split(sep).join('/'), { env: options.env });
    baseConfig.file = atBase;
    return { config: baseConfig, from: 'base' };
  } catch (err) {
    if (!(err instanceof InputError)) throw err;
    return { config, from: 'head', error: `${err.message} (at base ${options.baseRef})` };
  }
}

/**
 * A server whose `cwd` is an absolute folder inside the head checkout (a client config may name one) runs at base in
 * the same folder of the base worktree: never in the head's, which would show the head's code as the base.
 */
function inBase(server: ServerConfig, headDir: string): ServerConfig {
  if (!server.cwd || !isAbsolute(server.cwd)) return server;
  const rel = relative(headDir, server.cwd);
  if (rel.startsWith('..') || isAbsolute(rel)) return server;
  return { ...server, cwd: rel === '' ? '.' : rel };
}
