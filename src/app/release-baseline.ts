/**
 * A release's baseline, which always exists or is refused with reasons: the lockfile at the last release tag; else
 * the previous published version of the server's package from its registry, launched with today's config entry at
 * that exact version; else the last release tag checked out in a worktree and run with today's config and `setup`
 * (a tag that predates the gate's config is the normal case). Each way tried is recorded, in order.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Env } from '../config/interpolate.js';
import { lockedLaunch, parseLaunchSpec } from '../config/launch-spec.js';
import { lockfileToSnapshotSet } from '../contract/lockfile.js';
import type { ServerSnapshot, SnapshotSet } from '../contract/types.js';
import { discoverAll, serverEnvironment, type DiscoveryEvent } from '../discovery/index.js';
import { RESOLVE_TIMEOUT_MS, runBounded } from '../discovery/package-resolve.js';
import { lockfileAt } from '../discovery/sides.js';
import { withBaseWorktree } from '../git/worktree.js';
import type { GateConfig, ServerConfig } from '../model/config.js';
import type { BaselineAttempt, BaselineKind, ReleaseBaseline } from '../policy/versioning.js';
import { InputError } from '../util/errors.js';
import { nameIn, previousVersion, publishedPackages, scopedTagVersion, VERSION_FILES, type PublishedPackage } from './release-version.js';

/** The folder (relative to the root, `.` for the root) of the nearest project file at or above `dir`, up to the root. */
export function packageFolder(rootDir: string, dir: string): string {
  const root = resolve(rootDir);
  for (let d = resolve(dir); ; d = dirname(d)) {
    const rel = relative(root, d);
    if (rel.startsWith('..') || isAbsolute(rel)) return '.';
    if (VERSION_FILES.some((f) => existsSync(join(d, f)))) return rel === '' ? '.' : rel.split(sep).join('/');
    if (rel === '') return '.';
  }
}

const isDirectory = (p: string) => {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
};

/** The package folder a server belongs to: the deepest project folder holding its `cwd` or a path argument of it. */
export function homeOf(server: ServerConfig, rootDir: string): string {
  const cwd = resolve(rootDir, server.cwd ?? '.');
  const candidates = [cwd, ...(server.args ?? []).filter((a) => !a.startsWith('-') && /[/\\]/.test(a)).map((a) => resolve(cwd, a))];
  let best = '.';
  for (const c of candidates) {
    const rel = relative(resolve(rootDir), c);
    if (rel.startsWith('..') || isAbsolute(rel)) continue;
    const home = packageFolder(rootDir, isDirectory(c) ? c : dirname(c));
    if (home !== '.' && (best === '.' || home.length > best.length)) best = home;
  }
  return best;
}

/**
 * The servers of the package in `folder`: those named with `only`, else those whose home (homeOf) is that folder. In
 * a monorepo each package's release checks its own servers only.
 */
export function serversOfPackage(config: GateConfig, rootDir: string, folder: string, only?: readonly string[]): ServerConfig[] {
  if (only && only.length) {
    const unknown = only.filter((id) => !config.servers.some((s) => s.id === id));
    if (unknown.length) throw new InputError(`--server ${unknown.join(', ')}: no such server in the config (it has ${config.servers.map((s) => s.id).join(', ')})`);
    return config.servers.filter((s) => only.includes(s.id));
  }
  const mine = config.servers.filter((s) => homeOf(s, rootDir) === folder);
  if (!mine.length)
    throw new InputError(
      `no server of the config runs in ${folder === '.' ? 'the repository root' : folder} (servers: ${config.servers.map((s) => `${s.id} in ${homeOf(s, rootDir)}`).join(', ')}): run release-check in the server's folder or name it with --server ID`,
    );
  return mine;
}

/** Only the servers in `ids` of a set. */
function only(set: SnapshotSet, ids: readonly string[]): SnapshotSet {
  const servers: Record<string, ServerSnapshot> = {};
  for (const id of ids) if (Object.hasOwn(set.servers, id)) servers[id] = set.servers[id]!;
  return { servers };
}

const RUNTIMES = new Set(['node', 'nodejs', 'tsx', 'ts-node', 'bun', 'deno', 'python', 'python3', 'uv']);

/**
 * A server's entry launched as its published package at `version`: an entry that launches a package already
 * (`npx -y pkg@1.2.0`) at that version; an entry that runs the repository's code (`node dist/index.js --flag`) as the
 * package from the registry (`npx -y pkg@1.1.0 --flag`, `uvx pkg@1.1.0 --flag`) with the same env, from an empty
 * folder (so no local code is picked up) and without `setup`. A problem sentence when it cannot be.
 */
export function publishedEntry(server: ServerConfig, pkg: PublishedPackage, version: string, emptyDir: string): ServerConfig | { problem: string } {
  if (server.transport !== 'stdio' || !server.command) return { problem: `server ${server.id} is reached by URL (${server.transport}): no package to launch` };
  const args = server.args ?? [];
  const spec = parseLaunchSpec(server.command, args);
  if (spec) {
    const digest = /^sha256:[0-9a-f]{64}$/.test(version) ? version : undefined;
    const launch = lockedLaunch(server.command, args, digest && spec.manager === 'docker' ? { digest } : { version });
    if (!launch) return { problem: `server ${server.id} launches ${spec.package}, which cannot be set to version ${version}` };
    const { setup: _setup, ...rest } = server;
    return { ...rest, command: launch.command, args: launch.args };
  }
  const cmd = basename(server.command).replace(/\.(?:exe|cmd)$/i, '');
  let tail: string[] = [];
  if (RUNTIMES.has(cmd)) {
    const script = args.findIndex((a) => !a.startsWith('-'));
    tail = script >= 0 ? args.slice(script + 1) : [];
    if (cmd === 'uv' && args[0] === 'run') tail = [];
  }
  const { setup: _setup, ...rest } = server;
  const image = /^sha256:[0-9a-f]{64}$/.test(version) ? `${pkg.name}@${version}` : `${pkg.name}:${version}`;
  const launch =
    pkg.registry === 'npm'
      ? { command: 'npx', args: ['-y', `${pkg.name}@${version}`, ...tail] }
      : pkg.registry === 'pypi'
        ? { command: 'uvx', args: [`${pkg.name}@${version}`, ...tail] }
        : { command: 'docker', args: ['run', '-i', '--rm', image, ...tail] };
  return { ...rest, ...launch, cwd: emptyDir };
}

/** The versions `npm view NAME versions --json` lists, or a sentence saying why there are none. */
export function parseNpmVersions(stdout: string): string[] | { problem: string } {
  let data: unknown;
  try {
    data = JSON.parse(stdout.trim() || 'null');
  } catch {
    return { problem: 'npm view did not answer JSON' };
  }
  if (data && typeof data === 'object' && !Array.isArray(data) && 'error' in data) {
    const e = (data as { error: { code?: unknown; summary?: unknown } }).error ?? {};
    const summary = typeof e.summary === 'string' ? (e.summary.split('\n')[0] ?? '') : '';
    return { problem: `npm view failed${typeof e.code === 'string' ? ` (${e.code})` : ''}${summary ? `: ${summary.slice(0, 200)}` : ''}` };
  }
  const list = typeof data === 'string' ? [data] : Array.isArray(data) ? data.filter((v): v is string => typeof v === 'string') : [];
  return list.length ? list : { problem: 'the registry lists no version' };
}

/** The versions `pip index versions NAME` lists ("NAME (1.2.0)\nAvailable versions: 1.2.0, 1.1.0"), or a problem. */
export function parsePipVersions(stdout: string): string[] | { problem: string } {
  const line = stdout.split('\n').find((l) => /^Available versions:/.test(l.trim()));
  if (!line) return { problem: 'pip index versions listed no version' };
  const list = line
    .trim()
    .slice('Available versions:'.length)
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return list.length ? list : { problem: 'pip index versions listed no version' };
}

/** Secrets in a URL (`https://user:token@host`) left out of a sentence. */
const noCredentials = (s: string) => s.replace(/(\/\/)[^/@\s]+@/g, '$1***@');

/** The published versions of a package, asked of its registry with the server's own environment (its registry settings). */
async function publishedVersions(pkg: PublishedPackage, o: { cwd: string; env: Record<string, string> }): Promise<string[] | { problem: string }> {
  const timeoutMs = RESOLVE_TIMEOUT_MS;
  if (pkg.registry === 'oci') return { problem: 'an image registry\u2019s tags are not listed here: name the previous image with --since-published TAG (or sha256:DIGEST)' };
  const run =
    pkg.registry === 'npm'
      ? await runBounded('npm', ['view', pkg.name, 'versions', '--json', '--fetch-retries=0', `--fetch-timeout=${timeoutMs}`], { cwd: o.cwd, env: o.env, timeoutMs })
      : await runBounded('python3', ['-m', 'pip', 'index', 'versions', pkg.name, '--disable-pip-version-check', '--no-input'], {
          cwd: o.cwd,
          env: { ...o.env, PIP_TIMEOUT: String(Math.ceil(timeoutMs / 1000)), PIP_RETRIES: '0' },
          timeoutMs,
        });
  const tool = pkg.registry === 'npm' ? 'npm view' : 'pip index versions';
  if (run.timedOut) return { problem: `${tool} timed out after ${timeoutMs / 1000} s` };
  if (run.error) return { problem: `${tool} could not run: ${run.error}` };
  if (pkg.registry === 'npm') return parseNpmVersions(run.stdout);
  if (run.code !== 0)
    return {
      problem: noCredentials(
        run.stderr
          .split('\n')
          .find((l) => /ERROR/.test(l))
          ?.trim() ?? `pip index versions exited with code ${run.code}`,
      ),
    };
  return parsePipVersions(run.stdout);
}

export interface BaselineOptions {
  config: GateConfig;
  rootDir: string;
  lockfile: string;
  env: Env;
  /** The servers of the package being released. */
  servers: ServerConfig[];
  /** The last release tag, when one was found (or named with --since); why not, when none was. */
  ref?: string;
  noRef?: string;
  /** The version being released. */
  to: string;
  /** The packages the server is published as (read from its folder's project files). */
  packages: PublishedPackage[];
  /** The folder of the project files (registry settings such as `.npmrc` are read there). */
  packageDir: string;
  /** --baseline: only this way. */
  kind?: BaselineKind;
  /** The ref was named (--since), not found among the tags. */
  refNamed?: boolean;
  /** --since-published: the registry version to compare with. */
  publishedVersion?: string;
  tmpDir?: string;
  onEvent?: (e: DiscoveryEvent) => void;
}

/** The baseline found: its contracts and how it was found; or none, with every way tried and what to add. */
export type BaselineResult = { set: SnapshotSet; baseline: ReleaseBaseline; notes: string[] } | { set?: undefined; baseline: ReleaseBaseline; notes: string[] };

const failed = (set: SnapshotSet) => Object.values(set.servers).filter((s) => s.error);

/** Try each way in order (or the one asked for); the first that reads every server's contracts is the baseline. */
export async function findBaseline(o: BaselineOptions): Promise<BaselineResult> {
  const ids = o.servers.map((s) => s.id);
  const tried: BaselineAttempt[] = [];
  const discover = (servers: ServerConfig[], rootDir: string) =>
    discoverAll(servers, { rootDir, env: o.env, concurrency: o.config.concurrency, downloadConcurrency: o.config.downloadConcurrency, ...(o.onEvent ? { onEvent: o.onEvent } : {}) });
  // a ref named with --since is the baseline: its lockfile, else its code (never another version from the registry)
  const kinds: readonly BaselineKind[] = o.kind ? [o.kind] : o.publishedVersion !== undefined ? ['registry'] : o.refNamed ? ['lockfile', 'worktree'] : ['lockfile', 'registry', 'worktree'];
  for (const kind of kinds) {
    if (kind === 'lockfile') {
      if (!o.ref) {
        tried.push({ kind, used: false, detail: o.noRef ?? 'no release tag' });
        continue;
      }
      const lock = await lockfileAt(o.rootDir, o.ref, o.lockfile);
      if (!lock) {
        tried.push({ kind, used: false, detail: `no lockfile at ${o.lockfile} at ${o.ref}` });
        continue;
      }
      const missing = ids.filter((id) => !Object.hasOwn(lock.servers, id));
      if (missing.length) {
        tried.push({ kind, used: false, detail: `${o.lockfile} at ${o.ref} does not pin ${missing.join(', ')}` });
        continue;
      }
      const label = `lockfile ${o.lockfile} at ${o.ref}`;
      tried.push({ kind, used: true, detail: label });
      return { set: only(lockfileToSnapshotSet(lock), ids), baseline: { kind, label, ref: o.ref, tried }, notes: [`The baseline is ${label}.`] };
    }
    if (kind === 'registry') {
      const r = await fromRegistry(o, discover);
      if ('problem' in r) {
        tried.push({ kind, used: false, detail: r.problem });
        continue;
      }
      const label = `${r.pkg.registry} ${r.pkg.name}@${r.version}`;
      tried.push({ kind, used: true, detail: `${label}, launched with today's config entry` });
      return {
        set: r.set,
        baseline: { kind, label, version: r.version, package: r.pkg.name, tried },
        notes: [`The baseline is the published package ${label} (the previous version on ${r.pkg.registry === 'npm' ? 'npm' : 'PyPI'}), launched with today's config entry.`],
      };
    }
    if (!o.ref) {
      tried.push({ kind, used: false, detail: o.noRef ?? 'no release tag' });
      continue;
    }
    const ref = o.ref;
    const set = await withBaseWorktree(
      o.rootDir,
      ref,
      (dir) =>
        discover(
          o.servers.map((s) => inWorktree(s, o.rootDir)),
          dir,
        ),
      o.tmpDir ? { tmpDir: o.tmpDir } : {},
    );
    const bad = failed(set);
    if (bad.length === ids.length) {
      tried.push({ kind, used: false, detail: `${ref} checked out and run with today's config: ${noCredentials(bad[0]!.error!.message).slice(0, 300)}` });
      continue;
    }
    const label = `${ref} run in a worktree with today's config`;
    tried.push({ kind, used: true, detail: label });
    return { set, baseline: { kind, label, ref, tried }, notes: [`The baseline is ${ref}, checked out in a temporary worktree and run with today's config and setup.`] };
  }
  const advice = [
    'pin the contracts at each release: run `npx mcp-contract-gate pin` and commit mcp-contracts.lock.json before tagging',
    'tag each release (v1.2.3, or NAME@1.2.3 / NAME-v1.2.3 in a monorepo; other shapes with --tag-pattern), or name the last release with --since REF',
    'publish the package and name it in the server folder\u2019s package.json, pyproject.toml or server.json (the registry baseline), or pass --since-published VERSION',
  ];
  return { baseline: { kind: 'none', label: 'none could be read', tried, advice }, notes: [] };
}

/** A server whose `cwd` is an absolute folder inside the checkout runs in the same folder of the worktree. */
function inWorktree(server: ServerConfig, rootDir: string): ServerConfig {
  if (!server.cwd || !isAbsolute(server.cwd)) return server;
  const rel = relative(rootDir, server.cwd);
  if (rel.startsWith('..') || isAbsolute(rel)) return server;
  return { ...server, cwd: rel === '' ? '.' : rel };
}

async function fromRegistry(
  o: BaselineOptions,
  discover: (servers: ServerConfig[], rootDir: string) => Promise<SnapshotSet>,
): Promise<{ set: SnapshotSet; pkg: PublishedPackage; version: string } | { problem: string }> {
  // an entry that launches a package names it; else the project files do
  const launched = o.servers.map((s) => (s.transport === 'stdio' && s.command ? parseLaunchSpec(s.command, s.args ?? []) : undefined));
  const fromSpec = launched.find((s) => s && (s.manager === 'npx' || s.manager === 'uvx' || s.manager === 'pipx' || s.manager === 'docker'));
  const pkg: PublishedPackage | undefined = fromSpec
    ? { registry: fromSpec.manager === 'npx' ? 'npm' : fromSpec.manager === 'docker' ? 'oci' : 'pypi', name: fromSpec.package, file: 'package.json' }
    : o.packages[0];
  if (!pkg) return { problem: `no published package: ${o.packageDir === '.' ? 'the repository root' : o.packageDir} has no package.json (not private), pyproject.toml or server.json naming one` };
  const cwd = resolve(o.rootDir, o.packageDir);
  const env = serverEnvironment(o.servers[0]!.env, o.env);
  let version = o.publishedVersion;
  if (version === undefined) {
    const versions = await publishedVersions(pkg, { cwd, env });
    if (!Array.isArray(versions)) return { problem: `${pkg.name}: ${versions.problem}` };
    version = previousVersion(versions, o.to);
    if (!version) return { problem: `${pkg.name}: the registry has no version below ${o.to} (it lists ${versions.length})` };
  }
  const empty = mkdtempSync(join(o.tmpDir ?? tmpdir(), 'mcg-published-'));
  try {
    const entries: ServerConfig[] = [];
    for (const s of o.servers) {
      const e = publishedEntry(s, pkg, version, empty);
      if ('problem' in e) return { problem: e.problem };
      entries.push(e);
    }
    const set = await discover(entries, o.rootDir);
    const bad = failed(set);
    if (bad.length) return { problem: `${pkg.name}@${version} launched with today's config entry, but ${noCredentials(bad[0]!.error!.message).slice(0, 300)}` };
    return { set, pkg, version };
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
}

/**
 * The package folder a pushed tag releases: the folder of a server of the config whose project files name the
 * package the tag is named after (`pkg-b@0.3.1` → `packages/pkg-b`); undefined for a bare version tag (`v1.2.3`) or
 * a name no folder declares (the release is the repository's).
 */
export function folderOfTag(config: GateConfig, rootDir: string, tag: string): string | undefined {
  const folders = [...new Set(config.servers.map((s) => homeOf(s, rootDir)))].filter((f) => f !== '.').sort();
  for (const folder of folders) {
    const read = (f: (typeof VERSION_FILES)[number]) => {
      try {
        return readFileSync(join(rootDir, folder, f), 'utf8');
      } catch {
        return undefined;
      }
    };
    const names = [...publishedPackages(read).map((p) => p.name), ...VERSION_FILES.flatMap((f) => (read(f) !== undefined ? [nameIn(f, read(f)!)] : []))].filter((n): n is string => !!n);
    if (names.length && scopedTagVersion(tag, { names, bare: false }) !== undefined) return folder;
  }
  return undefined;
}
