import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { lockedLaunch, parseLaunchSpec, type LockedLaunch } from '../config/launch-spec.js';
import type { ServerConfig } from '../model/config.js';
import type { Lockfile } from '../contract/lockfile.js';
import { UNKNOWN_INTEGRITY, type LaunchedPackage } from '../contract/types.js';
import { InputError } from '../util/errors.js';
import { runVerifiedInstall } from './locked-install.js';
import { resolvePackage, RESOLVE_TIMEOUT_MS, runBounded, type ResolveOptions } from './package-resolve.js';

/** What `--locked` runs of a locked package: its exact version, and an image's digest. */
export function lockedTarget(pkg: LaunchedPackage): LockedLaunch {
  const version = pkg.version ?? pkg.resolved;
  const digest = pkg.manager === 'docker' && typeof pkg.integrity === 'string' && pkg.integrity.startsWith('sha256:') ? pkg.integrity : undefined;
  return { ...(version ? { version } : {}), ...(digest ? { digest } : {}) };
}

/**
 * A server's launch spec rewritten to run exactly what the lockfile recorded (`--locked`): the same package at the
 * locked version (an image at its locked digest). A server that launches no package runs unchanged. Refused (bad
 * input) when the spec runs another package than the locked one, or the lockfile knows no exact version of it.
 */
type Launch = Pick<ServerConfig, 'id' | 'transport' | 'command' | 'args'>;

export function lockServer<T extends Launch>(server: T, pkg: LaunchedPackage | undefined, lockfile: string): T {
  if (server.transport !== 'stdio' || !server.command) return server;
  const spec = parseLaunchSpec(server.command, server.args ?? []);
  if (!spec) return server;
  const fix = `run \`npx mcp-contract-gate pin\` (with the registry reachable) and review the lockfile, or drop --locked`;
  if (!pkg) throw new InputError(`--locked: server ${server.id} runs ${spec.package} (${spec.manager}), but ${lockfile} records no package for it: ${fix}`);
  if (pkg.name !== spec.package || pkg.manager !== spec.manager)
    throw new InputError(`--locked: server ${server.id} runs ${spec.package} (${spec.manager}), but ${lockfile} locked ${pkg.name} (${pkg.manager}): ${fix}`);
  const target = lockedTarget(pkg);
  const launch = lockedLaunch(server.command, server.args ?? [], target);
  if (!launch) throw new InputError(`--locked: ${lockfile} records no exact version${spec.manager === 'docker' ? ' or digest' : ''} of ${pkg.name} for server ${server.id}: ${fix}`);
  return { ...server, command: launch.command, args: launch.args };
}

/** Every server of a config with its launch spec locked (see lockServer). */
export function lockServers(servers: readonly ServerConfig[], lock: Lockfile, lockfile: string): ServerConfig[] {
  return servers.map((s) => lockServer(s, lock.servers[s.id]?.package, lockfile));
}

/**
 * What `--locked` runs, once the package's bytes are checked: the launch, or why it is refused. `changed`: the
 * registry serves other bytes for the locked version (exit 1, as server-package-changed); `unreachable`: the archive
 * could not be fetched, so nothing can be checked (exit 3); `unverifiable`: the lockfile or the launch gives nothing to
 * check against (exit 2). Never an unverified run.
 */
export type LockedVerdict =
  | {
      ok: true;
      command: string;
      args: string[];
      /** The bin of the verified archive runs, from the gate's own install of it: this package as locked */
      verified?: LaunchedPackage;
      /** What the launch's environment must carry: PATH with the install's bins first (as npx gives). */
      env?: Record<string, string>;
    }
  | { ok: false; kind: 'changed' | 'unreachable' | 'unverifiable'; message: string };

export interface VerifyLockedOptions extends Omit<ResolveOptions, 'command'> {
  /** Where verified archives are kept (content-addressed) and installed; default: the user's cache folder. */
  cacheDir?: string;
  /** How long npm's install of a verified archive may take (default INSTALL_TIMEOUT_MS). */
  installTimeoutMs?: number;
}

/** The user's folder of verified package archives: $XDG_CACHE_HOME/mcp-contract-gate/packages, else ~/.cache/…. */
export function archiveCacheDir(env: Record<string, string | undefined>): string {
  return join(env.XDG_CACHE_HOME || join(env.HOME || homedir(), '.cache'), 'mcp-contract-gate', 'packages');
}

/** The SRI hash algorithms an npm integrity may name, strongest first (sha1 is not accepted as proof). */
const SRI = ['sha512', 'sha384', 'sha256'] as const;

/** The strongest hash of an SRI string (`sha512-… sha1-…`), or undefined. */
export function sriHash(integrity: string): { algorithm: (typeof SRI)[number]; digest: string } | undefined {
  const parts = integrity
    .trim()
    .split(/\s+/)
    .map((p) => /^(sha\d+)-([A-Za-z0-9+/]+={0,2})$/.exec(p));
  for (const algorithm of SRI) {
    const hit = parts.find((m) => m?.[1] === algorithm);
    if (hit) return { algorithm, digest: hit[2]! };
  }
  return undefined;
}

/**
 * Check a locked server's package against the lockfile's integrity and give the launch that runs the checked bytes:
 * npm installs the verified npm archive into the gate's own cache and its bin runs from there once the installed files
 * match the archive (locked-install.ts); uvx and pipx run the locked
 * version once pip fetched that version's file and its SHA-256 matched (they take no verified copy here); an image
 * runs by its locked digest. The registry is asked with the server's own environment and folder (`.npmrc`,
 * `npm_config_registry`, `PIP_INDEX_URL` …).
 */
export async function verifyLockedPackage(server: Launch, pkg: LaunchedPackage | undefined, lockfile: string, o: VerifyLockedOptions): Promise<LockedVerdict> {
  const locked = lockServer(server, pkg, lockfile); // throws InputError: no package, another one, no exact version
  const spec = server.transport === 'stdio' && server.command ? parseLaunchSpec(server.command, server.args ?? []) : undefined;
  if (!spec || !pkg || spec.manager === 'docker') return { ok: true, command: locked.command ?? '', args: locked.args ?? [] }; // an image runs by digest
  const what = `${pkg.name}@${pkg.version ?? pkg.resolved} (${pkg.manager})`;
  const fix = 're-pin with the registry reachable (`npx mcp-contract-gate pin`) and review the lockfile, or drop --locked';
  if (!pkg.integrity || pkg.integrity === UNKNOWN_INTEGRITY)
    return { ok: false, kind: 'unverifiable', message: `${lockfile} records no integrity for ${what}${pkg.reason ? ` (${pkg.reason})` : ''}, so its bytes cannot be checked: ${fix}` };
  if (spec.manager === 'uvx' || spec.manager === 'pipx') {
    const now = await resolvePackage(parseLaunchSpec(locked.command ?? '', locked.args ?? [])!, { ...o, command: locked.command ?? '' });
    if (now.integrity === UNKNOWN_INTEGRITY) return { ok: false, kind: 'unreachable', message: `could not fetch ${what} to check its bytes: ${now.reason ?? 'unknown reason'}` };
    if (now.integrity !== pkg.integrity) return { ok: false, kind: 'changed', message: changedMessage(what, now.integrity, pkg.integrity) };
    return { ok: true, command: locked.command ?? '', args: locked.args ?? [] };
  }
  if (spec.manager !== 'npx')
    return {
      ok: false,
      kind: 'unverifiable',
      message: `--locked runs a verified npm archive through npx only (${spec.manager} takes no archive path): launch ${pkg.name} with \`npx -y ${pkg.name}@${pkg.version ?? pkg.resolved}\`, or drop --locked`,
    };
  const expected = sriHash(pkg.integrity);
  if (!expected) return { ok: false, kind: 'unverifiable', message: `${lockfile} records ${pkg.integrity} for ${what}, not a sha512, sha384 or sha256 integrity: ${fix}` };
  const fetched = await fetchNpmArchive(pkg.name, (pkg.version ?? pkg.resolved)!, o);
  if ('problem' in fetched) return { ok: false, kind: fetched.kind, message: `${fetched.kind === 'changed' ? '' : `could not fetch ${what} to check its bytes: `}${fetched.problem}` };
  try {
    const bytes = readFileSync(fetched.file);
    const actual = createHash(expected.algorithm).update(bytes).digest('base64');
    if (actual !== expected.digest) return { ok: false, kind: 'changed', message: changedMessage(what, `${expected.algorithm}-${actual}`, pkg.integrity) };
    const dir = o.cacheDir ?? archiveCacheDir(o.env);
    const hex = Buffer.from(expected.digest, 'base64').toString('hex').slice(0, 32);
    const archive = join(dir, `${pkg.name.replace(/^@/, '').replace(/\//g, '__')}-${pkg.version ?? pkg.resolved}-${hex}.tgz`);
    const temp = `${archive}.${process.pid}.tmp`;
    try {
      mkdirSync(dir, { recursive: true });
      copyFileSync(fetched.file, temp); // the cache may be on another file system than the temporary folder
      renameSync(temp, archive);
    } catch (err) {
      rmSync(temp, { force: true });
      const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
      return {
        ok: false,
        kind: 'unverifiable',
        message: `cannot keep the verified archive of ${what} at ${archive} (${code}): that path must be a file mcp-contract-gate may write; remove what is there, or set XDG_CACHE_HOME`,
      };
    }
    // npm installs the verified archive into the gate's own cache (never npx's shared one), and the installed folder
    // is checked against the archive before every launch; the bin runs from there
    const launch = lockedLaunch(server.command ?? '', server.args ?? [], { ...lockedTarget(pkg), archive });
    if (!launch) return { ok: false, kind: 'unverifiable', message: `cannot rewrite the launch of ${what} to run the verified archive` };
    const run = await runVerifiedInstall({
      what,
      name: pkg.name,
      integrity: pkg.integrity,
      bytes,
      archive,
      cacheDir: dir,
      key: `${hex}-${process.platform}-${process.arch}-abi${process.versions.modules}`,
      command: launch.command,
      args: launch.args,
      cwd: o.cwd,
      env: o.env,
      ...(o.installTimeoutMs !== undefined ? { timeoutMs: o.installTimeoutMs } : {}),
    });
    if (!run.ok) return run;
    return { ok: true, command: run.command, args: run.args, verified: pkg, env: run.env };
  } finally {
    rmSync(fetched.dir, { recursive: true, force: true });
  }
}

function changedMessage(what: string, now: string, recorded: string): string {
  return `${what} now resolves to ${now}, but the lockfile recorded ${recorded}: the registry serves other bytes for the reviewed version`;
}

/**
 * `npm pack NAME@VERSION` into a temporary folder (the registry and auth settings of the server's environment and
 * folder; the packument revalidated, no retries, no scripts). npm checks the archive against the registry's own
 * metadata (EINTEGRITY: other bytes than the metadata says); the caller checks it against the lockfile.
 */
async function fetchNpmArchive(name: string, version: string, o: VerifyLockedOptions): Promise<{ file: string; dir: string } | { problem: string; kind: 'changed' | 'unreachable' }> {
  const timeoutMs = o.timeoutMs ?? RESOLVE_TIMEOUT_MS;
  const dir = mkdtempSync(join(tmpdir(), 'mcg-pack-'));
  const args = ['pack', `${name}@${version}`, '--pack-destination', dir, '--json', '--ignore-scripts', '--prefer-online', '--fetch-retries=0', `--fetch-timeout=${timeoutMs}`];
  const run = await runBounded('npm', args, { cwd: o.cwd, env: o.env, timeoutMs });
  const files = readdirSync(dir).filter((f) => f.endsWith('.tgz'));
  if (!run.timedOut && !run.error && run.code === 0 && files.length === 1) return { file: join(dir, files[0]!), dir };
  rmSync(dir, { recursive: true, force: true });
  if (run.timedOut) return { problem: `npm pack timed out after ${timeoutMs / 1000} s`, kind: 'unreachable' };
  if (run.error) return { problem: `npm could not run: ${run.error}`, kind: 'unreachable' };
  const code = /"code":\s*"([A-Z0-9_]+)"/.exec(run.stdout)?.[1] ?? /npm (?:ERR!|error) code ([A-Z0-9_]+)/.exec(run.stderr)?.[1];
  const summary = (/"summary":\s*"((?:[^"\\]|\\.)*)"/.exec(run.stdout)?.[1] ?? run.stderr.split('\n').find((l) => /npm (?:ERR!|error) (?!code)/.test(l)) ?? `npm pack exited with code ${run.code}`)
    .replace(/\\n/g, ' ')
    .replace(/(\/\/)[^/@\s]+@/g, '$1***@')
    .slice(0, 300);
  if (code === 'EINTEGRITY') return { problem: `${name}@${version}: the registry served an archive whose bytes do not match its own metadata (npm EINTEGRITY): ${summary}`, kind: 'changed' };
  return { problem: `npm pack failed${code ? ` (${code})` : ''}: ${summary}`, kind: 'unreachable' };
}

/** The exit code of a refused locked launch (see LockedVerdict). */
export function lockedRefusalExit(kind: 'changed' | 'unreachable' | 'unverifiable'): 'blocking' | 'couldNotRun' | 'badInput' {
  return kind === 'changed' ? 'blocking' : kind === 'unreachable' ? 'couldNotRun' : 'badInput';
}
