import { createHash } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { parseLaunchSpec, type LaunchManager, type LaunchSpec } from '../config/launch-spec.js';
import { launchSpec } from '../discovery/launch.js';
import { runBounded } from '../discovery/package-resolve.js';
import type { ServerConfig } from '../model/config.js';
import type * as Cache from '@actions/cache';
import type { ActionIO } from './io.js';

/**
 * Warm runners (docs/action.md#warm-runners): the package caches the servers' launches fill (npm's, which holds npx's
 * `_npx` installs; uv's; pip's) restored from the Actions cache before discovery and saved after it, keyed by the exact
 * launch specs, so a later run starts the same servers without downloading them. Best effort by design: whatever
 * fails here is a warning and the run goes on cold; nothing here can change a verdict. Docker images are not cached
 * (`docker save`/`load` costs about what a pull does; the layers live in the daemon, not in a folder).
 */

/** The managers whose downloads land in a folder this module can cache. */
export type CachedManager = Extract<LaunchManager, 'npx' | 'uvx' | 'pipx'>;
const CACHED: readonly LaunchManager[] = ['npx', 'uvx', 'pipx'];

/** One launch through a package runner: what it runs, and where and with what environment it runs. */
export interface CacheLaunch {
  manager: CachedManager;
  spec: LaunchSpec;
  cwd: string;
  env: Record<string, string>;
}

/** What is restored and saved: the folders, the key and the prefix a partial restore may match. */
export interface CachePlan {
  key: string;
  restoreKeys: string[];
  paths: string[];
}

/** Cache keys start with this; `v1` changes when what the key covers changes. */
export const CACHE_KEY_PREFIX = 'mcg-packages-v1';
/** How long one look-up of a cache folder or a tool's version may take. */
const PROBE_TIMEOUT_MS = 15_000;

/** The servers' launches through npx, uvx or pipx run (a direct launch, an HTTP server or docker: nothing to cache). */
export function packageLaunches(servers: readonly ServerConfig[], env: Record<string, string | undefined>, rootDir: string): CacheLaunch[] {
  const out: CacheLaunch[] = [];
  for (const server of servers) {
    if (server.transport !== 'stdio' || !server.command) continue;
    const launch = launchSpec(server, env, rootDir);
    const spec = parseLaunchSpec(launch.command, launch.args);
    if (!spec || !CACHED.includes(spec.manager)) continue;
    out.push({ manager: spec.manager as CachedManager, spec, cwd: launch.cwd, env: launch.env });
  }
  return out;
}

/** A launch spec as the key reads it: manager, package, exactly what it pins (version, range, tag), digest, index. */
export function specText(spec: LaunchSpec): string {
  const pin = spec.pin.kind === 'version' ? spec.pin.version : spec.pin.kind === 'range' ? spec.pin.range : spec.pin.kind === 'tag' ? spec.pin.tag : '';
  return JSON.stringify([spec.manager, spec.package, spec.pin.kind, pin, spec.digest ?? '', spec.index ?? null]);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The key: `mcg-packages-v1-<os>-<arch>-<tools>-<specs>`, `tools` a hash of the package managers' and Node's versions
 * (an `_npx` install holds native modules built for one Node), `specs` a hash of the sorted launch specs (a version
 * bump is another key). The one restore key is the key up to the specs: a config with one server bumped starts from
 * the last cache of this runner kind and these tools. That may bring in packages no launch uses any more: harmless for
 * npm's and uv's caches, which are content-addressed and checked against the registry's integrity, and the reason a
 * cache grows until GitHub evicts it (it is saved anew only when the specs change). Hashes keep index URLs, which may
 * carry credentials, out of the key.
 */
export function cacheKey(o: { specs: readonly string[]; tools: readonly string[]; platform: string; arch: string }): { key: string; restoreKeys: string[] } {
  const prefix = `${CACHE_KEY_PREFIX}-${o.platform}-${o.arch}-${sha256(JSON.stringify([...o.tools].sort())).slice(0, 12)}-`;
  return { key: `${prefix}${sha256(JSON.stringify([...new Set(o.specs)].sort())).slice(0, 32)}`, restoreKeys: [prefix] };
}

/**
 * Whether this event's run may save a cache. GitHub scopes a cache to the ref of the run that saved it; a run reads
 * its own ref's caches and its base branch's and default branch's. A pull request's run (forks included) saves into
 * the pull request's own scope, which no other ref reads. A pull_request_target run saves into the base branch's
 * scope, which every pull request and the base's own trusted runs read, while it runs the pull request's servers (when
 * allow-pull-request-target lets it): it restores, and never saves (docs/threat-model.md).
 */
export function saveAllowed(eventName: string): boolean {
  return eventName !== 'pull_request_target';
}

/** The Actions cache service this job has, or why it has none. */
export function cacheService(env: Record<string, string | undefined>): { ok: true } | { ok: false; why: string } {
  if (!env.ACTIONS_RUNTIME_TOKEN) return { ok: false, why: 'no ACTIONS_RUNTIME_TOKEN' };
  const v2 = !!env.ACTIONS_CACHE_SERVICE_V2;
  if (v2 ? !env.ACTIONS_RESULTS_URL : !env.ACTIONS_CACHE_URL && !env.ACTIONS_RESULTS_URL) return { ok: false, why: v2 ? 'no ACTIONS_RESULTS_URL' : 'no ACTIONS_CACHE_URL' };
  return { ok: true };
}

/** The launch environment's own setting of a folder (npm reads `npm_config_*` in any case). */
function envSetting(env: Record<string, string>, name: string, caseless = false): string | undefined {
  if (!caseless) return env[name] || undefined;
  const found = Object.entries(env).find(([k, v]) => k.toLowerCase() === name.toLowerCase() && v);
  return found?.[1];
}

/** A command's output (its last line unless `whole`), or undefined when it fails (the tool is missing: that manager goes uncached). */
async function ask(command: string, args: string[], l: CacheLaunch, whole = false): Promise<string | undefined> {
  const run = await runBounded(command, args, { cwd: l.cwd, env: l.env, timeoutMs: PROBE_TIMEOUT_MS });
  const out = run.code === 0 ? run.stdout.trim() : '';
  return (whole ? out : out.split('\n').pop()?.trim()) || undefined;
}

/** Where one launch's manager keeps its downloads, and the manager's version (npm's with Node's, uv's, pip's with Python's). */
async function probe(l: CacheLaunch): Promise<{ paths: string[]; tool: string } | undefined> {
  const folder = (p: string | undefined) => (p ? (isAbsolute(p) ? p : resolve(l.cwd, p)) : undefined);
  if (l.manager === 'npx') {
    // the environment wins over every .npmrc (npm's order: command line, environment, project, user, global)
    const [dir, versions] = await Promise.all([envSetting(l.env, 'npm_config_cache', true) ?? ask('npm', ['config', 'get', 'cache'], l), ask('npm', ['version', '--json'], l, true)]);
    const v = versionsOf(versions);
    return dir && v ? { paths: [folder(dir)!], tool: `npm ${v.npm} node ${v.node}` } : undefined;
  }
  if (l.manager === 'uvx') {
    const [dir, version] = await Promise.all([envSetting(l.env, 'UV_CACHE_DIR') ?? ask('uv', ['cache', 'dir'], l), ask('uv', ['--version'], l)]);
    return dir && version ? { paths: [folder(dir)!], tool: version } : undefined;
  }
  const [dir, version] = await Promise.all([envSetting(l.env, 'PIP_CACHE_DIR') ?? ask('python3', ['-m', 'pip', 'cache', 'dir'], l), ask('python3', ['-m', 'pip', '--version'], l)]);
  return dir && version ? { paths: [folder(dir)!], tool: version.replace(/ from \S+/, '') } : undefined;
}

/** npm's and Node's versions from `npm version --json`. */
function versionsOf(text: string | undefined): { npm: string; node: string } | undefined {
  if (!text) return undefined;
  try {
    const v = JSON.parse(text) as Record<string, unknown>;
    return typeof v.npm === 'string' && typeof v.node === 'string' ? { npm: v.npm, node: v.node } : undefined;
  } catch {
    return undefined;
  }
}

/** The plan for these launches: the folders their managers fill and the key; undefined when no manager answered. */
export async function planCache(launches: readonly CacheLaunch[], platform = process.platform, arch = process.arch): Promise<CachePlan | undefined> {
  // one look-up per distinct manager, folder and environment (a config of twenty npx servers asks npm once)
  const distinct = new Map<string, CacheLaunch>();
  for (const l of launches) distinct.set(JSON.stringify([l.manager, l.cwd, l.env]), l);
  const probed = await Promise.all([...distinct.values()].map((l) => probe(l).catch(() => undefined)));
  const found = probed.filter((p) => p !== undefined);
  if (found.length === 0) return undefined;
  const answered = new Set([...distinct.values()].filter((_, i) => probed[i]).map((l) => l.manager));
  const specs = launches.filter((l) => answered.has(l.manager)).map((l) => specText(l.spec));
  const { key, restoreKeys } = cacheKey({ specs, tools: [...new Set(found.map((f) => f.tool))], platform, arch });
  return { key, restoreKeys, paths: [...new Set(found.flatMap((f) => f.paths))].sort() };
}

type Toolkit = typeof Cache;

/**
 * Run `fn` (discovery) between a restore and a save of the launches' package caches. Off with `cache: false`, and
 * silent when no server launches through npx, uvx or pipx; without the Actions cache service (a job outside GitHub) it
 * says so once. Saves only when the restore found no entry under the exact key and the event may save
 * (saveAllowed). Every failure is a warning: the run goes on cold and its verdict is `fn`'s alone.
 */
export async function withPackageCache<T>(o: { io: ActionIO; enabled: boolean; eventName: string; servers: readonly ServerConfig[]; rootDir: string }, fn: () => Promise<T>): Promise<T> {
  const { io } = o;
  if (!o.enabled) return fn();
  const launches = packageLaunches(o.servers, io.env, o.rootDir);
  if (launches.length === 0) return fn();
  const service = cacheService(io.env);
  if (!service.ok) {
    io.info(`package cache: no Actions cache service in this job (${service.why}): the servers' packages download as usual`);
    return fn();
  }
  let plan: CachePlan | undefined;
  let toolkit: Toolkit | undefined;
  let restored: string | undefined;
  try {
    plan = await planCache(launches);
    if (!plan) io.warning('package cache: no package manager of the launches told where it keeps its downloads; running cold');
    else {
      toolkit = await import('@actions/cache'); // about 2 MB with the Azure SDK: loaded only here
      const absent = plan.paths.filter((p) => !existsSync(p));
      restored = await toolkit.restoreCache([...plan.paths], plan.key, [...plan.restoreKeys]);
      // no entry, or one the toolkit failed to unpack (it warns and answers none): a folder that was not there before
      // can only hold a torn unpack, which npx would run as installed; the launches start from nothing instead
      if (!restored) for (const p of absent) rmSync(p, { recursive: true, force: true });
      io.info(
        restored === plan.key
          ? `package cache: restored ${plan.key}`
          : restored
            ? `package cache: restored ${restored} (an earlier set of launches) for ${plan.key}`
            : `package cache: no entry for ${plan.key}; running cold`,
      );
    }
  } catch (err) {
    io.warning(`package cache: restore failed, running cold: ${(err as Error).message}`);
  }
  const result = await fn();
  if (plan && toolkit && restored !== plan.key) {
    if (!saveAllowed(o.eventName)) io.info(`package cache: not saved on ${o.eventName} (it would be read by the base branch's runs)`);
    else await save(io, toolkit, plan);
  }
  return result;
}

async function save(io: ActionIO, toolkit: Toolkit, plan: CachePlan): Promise<void> {
  const paths = plan.paths.filter((p) => existsSync(p));
  if (paths.length === 0) return io.info('package cache: nothing to save (no launch filled a cache folder)');
  try {
    // the version the toolkit keys an entry by is a hash of the paths as given: the restore's, so both name one entry
    const id = await toolkit.saveCache([...plan.paths], plan.key);
    if (id === -1) return; // the toolkit said why (another job saves this key, a read-only cache mode…)
    io.info(`package cache: saved ${plan.key}`);
  } catch (err) {
    io.warning(`package cache: save failed: ${(err as Error).message}`);
  }
}
