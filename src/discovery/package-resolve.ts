import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import semver from 'semver';
import { indexUrl, registryName, type LaunchSpec } from '../config/launch-spec.js';
import { UNKNOWN_INTEGRITY } from '../contract/types.js';
import { spawnGroup, terminateGroup } from '../process/process-group.js';

/**
 * What a launch spec's package resolved to when it was discovered: the exact version and its integrity, in the
 * manager's own form (npm `dist.integrity`, `sha256:<hex>` of the wheel or sdist pip fetched, an image's
 * `sha256:` digest). Asked of the same registry, with the server's own environment and working folder, so the
 * registry and index settings (`.npmrc`, `npm_config_registry`, `pip.conf`, `PIP_INDEX_URL`) are the ones the launch
 * uses. Never fails a run: what cannot be read is `integrity: "unknown"` with a one-line reason.
 */
export interface Resolution {
  /** The exact version the spec resolved to (npm, PyPI); absent for an image, whose tag is its version. */
  version?: string;
  /** `sha512-…` (npm), `sha256:<hex>` (a wheel or sdist, an image digest), or `unknown`. */
  integrity: string;
  /** Why the integrity is `unknown`. */
  reason?: string;
}

/** How long a registry may take to answer one resolution (the run never waits longer for it). */
export const RESOLVE_TIMEOUT_MS = 20_000;

export interface ResolveOptions {
  /** The command the spec launches (`docker` or `podman` for images). */
  command: string;
  cwd: string;
  env: Record<string, string>;
  timeoutMs?: number;
}

/** Why, on one line, with any credential in a URL (`https://user:token@host`) left out: the reason goes into the lockfile. */
const unknown = (reason: string): Resolution => ({ integrity: UNKNOWN_INTEGRITY, reason: reason.replace(/(\/\/)[^/@\s]+@/g, '$1***@').slice(0, 300) });

/** Resolve a launch spec's package (npm and PyPI: before or beside the launch; images: after it, from the local image). */
export async function resolvePackage(spec: LaunchSpec, o: ResolveOptions): Promise<Resolution> {
  if (!registryName(spec.manager, spec.package)) return unknown('not a registry package (a git, URL or tarball spec)');
  try {
    switch (spec.manager) {
      case 'uvx':
      case 'pipx':
        return await resolvePython(spec, o);
      case 'docker':
        return await resolveImage(spec, o);
      default:
        return await resolveNpm(spec, o);
    }
  } catch (err) {
    return unknown(`resolution failed: ${(err as Error).message.split('\n')[0]}`);
  }
}

/** The spec as the registry reads it: `name@version`, `name@range`, `name@tag`, or the name (its `latest`). */
function npmQuery(spec: LaunchSpec): string {
  const p = spec.pin;
  return p.kind === 'version' ? `${spec.package}@${p.version}` : p.kind === 'range' ? `${spec.package}@${p.range}` : p.kind === 'tag' ? `${spec.package}@${p.tag}` : spec.package;
}

async function resolveNpm(spec: LaunchSpec, o: ResolveOptions): Promise<Resolution> {
  const timeoutMs = o.timeoutMs ?? RESOLVE_TIMEOUT_MS;
  const args = ['view', npmQuery(spec), 'version', 'dist.integrity', '--json', '--fetch-retries=0', `--fetch-timeout=${timeoutMs}`];
  const run = await runBounded('npm', args, { cwd: o.cwd, env: o.env, timeoutMs });
  if (run.timedOut) return unknown(`npm view timed out after ${timeoutMs / 1000} s`);
  if (run.error) return unknown(`npm view could not run: ${run.error}`);
  return parseNpmView(run.stdout);
}

/**
 * The answer of `npm view SPEC version dist.integrity --json`: one object, or one per version a range matches (npx
 * runs the highest), or `{error: {code, summary}}`.
 */
export function parseNpmView(stdout: string): Resolution {
  let data: unknown;
  try {
    data = JSON.parse(stdout.trim() || 'null');
  } catch {
    return unknown('npm view did not answer JSON');
  }
  const pick = (x: unknown): { version?: unknown; 'dist.integrity'?: unknown } => (x && typeof x === 'object' ? (x as Record<string, unknown>) : {});
  if (data && typeof data === 'object' && !Array.isArray(data) && 'error' in data) {
    const e = pick((data as { error: unknown }).error) as { code?: unknown; summary?: unknown };
    const summary = typeof e.summary === 'string' ? e.summary.split('\n')[0] : '';
    return unknown(`npm view failed${typeof e.code === 'string' ? ` (${e.code})` : ''}${summary ? `: ${summary}` : ''}`);
  }
  const rows = (Array.isArray(data) ? data : [data]).map(pick).filter((r) => typeof r.version === 'string' && semver.valid(r.version));
  if (rows.length === 0) return unknown('npm view named no version');
  const best = rows.reduce((a, b) => (semver.gt(b.version as string, a.version as string) ? b : a));
  const integrity = best['dist.integrity'];
  if (typeof integrity !== 'string' || !integrity) return { version: best.version as string, ...unknown('the registry lists no dist.integrity for this version') };
  return { version: best.version as string, integrity };
}

function pythonRequirement(spec: LaunchSpec): string {
  const p = spec.pin;
  return p.kind === 'version' ? `${spec.package}==${p.version}` : p.kind === 'range' ? `${spec.package}${/^[<>=!~]/.test(p.range) ? '' : '=='}${p.range}` : spec.package;
}

/**
 * pip's settings for the index the launch reads: its command-line index flags first, then (for uvx) uv's environment
 * (`UV_DEFAULT_INDEX`/`UV_INDEX_URL`, `UV_INDEX`/`UV_EXTRA_INDEX_URL`, `UV_FIND_LINKS`); nothing when neither names
 * one, so pip's own configuration applies (pipx installs with pip, so it reads the same). uv's config files
 * (`uv.toml`, `[tool.uv]`) are not read.
 */
export function pipIndexEnv(spec: LaunchSpec, env: Record<string, string | undefined>): Record<string, string> {
  const uv = spec.manager === 'uvx';
  const list = (v: string | undefined) => (v ?? '').split(/\s+/).filter(Boolean);
  const url = spec.index?.url ?? (uv ? (env.UV_DEFAULT_INDEX ?? env.UV_INDEX_URL) : undefined);
  const extra = [...(spec.index?.extra ?? []), ...(uv ? [...list(env.UV_INDEX).map(indexUrl), ...list(env.UV_EXTRA_INDEX_URL)] : [])];
  const findLinks = [...(spec.index?.findLinks ?? []), ...(uv ? list(env.UV_FIND_LINKS?.replace(/,/g, ' ')) : [])];
  return {
    ...(url ? { PIP_INDEX_URL: url } : {}),
    ...(extra.length ? { PIP_EXTRA_INDEX_URL: extra.join(' ') } : {}),
    ...(findLinks.length ? { PIP_FIND_LINKS: findLinks.join(' ') } : {}),
  };
}

/**
 * Fetch the file pip would install (`pip download --no-deps`, with the index the launch reads: see pipIndexEnv) and
 * hash it: the version comes from the file name.
 */
async function resolvePython(spec: LaunchSpec, o: ResolveOptions): Promise<Resolution> {
  const timeoutMs = o.timeoutMs ?? RESOLVE_TIMEOUT_MS;
  const dest = mkdtempSync(join(tmpdir(), 'mcg-pip-'));
  try {
    const args = ['-m', 'pip', 'download', '--no-deps', '--disable-pip-version-check', '--no-input', '--quiet', '--dest', dest, pythonRequirement(spec)];
    const env = { ...o.env, ...pipIndexEnv(spec, o.env), PIP_TIMEOUT: String(Math.ceil(timeoutMs / 1000)), PIP_RETRIES: '0' };
    const run = await runBounded('python3', args, { cwd: o.cwd, env, timeoutMs });
    if (run.timedOut) return unknown(`pip download timed out after ${timeoutMs / 1000} s`);
    if (run.error) return unknown(`pip could not run: ${run.error}`);
    const files = readdirSync(dest);
    if (run.code !== 0 || files.length !== 1) {
      const line = run.stderr.split('\n').find((l) => /ERROR/.test(l)) ?? `pip download exited with code ${run.code}`;
      return unknown(line.trim());
    }
    const file = files[0]!;
    const version = distributionVersion(file, spec.package);
    const integrity = `sha256:${createHash('sha256')
      .update(readFileSync(join(dest, file)))
      .digest('hex')}`;
    return version ? { version, integrity } : { integrity };
  } finally {
    rmSync(dest, { recursive: true, force: true });
  }
}

/** The version in a wheel's (`name-1.2.3-py3-none-any.whl`) or an sdist's (`name-1.2.3.tar.gz`) file name. */
export function distributionVersion(file: string, name: string): string | undefined {
  const norm = (s: string) => s.toLowerCase().replace(/[-_.]+/g, '_');
  if (file.endsWith('.whl')) {
    const parts = file.slice(0, -4).split('-');
    return parts.length >= 5 && norm(parts[0]!) === norm(name) ? parts[1] : undefined;
  }
  const m = /^(.+)-([^-]+?)\.(?:tar\.gz|zip|tar\.bz2)$/.exec(file);
  return m && norm(m[1]!) === norm(name) ? m[2] : undefined;
}

/** The digest the local image store holds for the image the spec ran (the run pulled it), or the one the spec names. */
async function resolveImage(spec: LaunchSpec, o: ResolveOptions): Promise<Resolution> {
  if (spec.digest) return { integrity: spec.digest };
  const ref = spec.pin.kind === 'version' ? `${spec.package}:${spec.pin.version}` : spec.pin.kind === 'tag' ? `${spec.package}:${spec.pin.tag}` : spec.package;
  const tool = /podman/.test(o.command) ? 'podman' : 'docker';
  const timeoutMs = o.timeoutMs ?? RESOLVE_TIMEOUT_MS;
  const run = await runBounded(tool, ['image', 'inspect', '--format', '{{json .RepoDigests}}', ref], { cwd: o.cwd, env: o.env, timeoutMs });
  if (run.timedOut) return unknown(`${tool} image inspect timed out after ${timeoutMs / 1000} s`);
  if (run.error) return unknown(`${tool} could not run: ${run.error}`);
  if (run.code !== 0) return unknown(`${tool} image inspect failed: ${(run.stderr.trim().split('\n')[0] ?? '').slice(0, 200)}`);
  const digest = imageDigest(run.stdout, spec.package);
  return digest ? { integrity: digest } : unknown('the image has no registry digest (built locally, never pulled)');
}

/**
 * The digest of `image` in `docker image inspect --format '{{json .RepoDigests}}'` output (`["repo@sha256:…", …]`):
 * the entry of the same repository (`node` is `docker.io/library/node`), else the only one.
 */
export function imageDigest(stdout: string, image: string): string | undefined {
  let list: unknown;
  try {
    list = JSON.parse(stdout.trim().split('\n')[0] ?? 'null');
  } catch {
    return undefined;
  }
  if (!Array.isArray(list)) return undefined;
  const entries = list
    .filter((x): x is string => typeof x === 'string' && /@sha256:[0-9a-f]{64}$/.test(x))
    .map((x) => ({ repo: x.slice(0, x.lastIndexOf('@')), digest: x.slice(x.lastIndexOf('@') + 1) }));
  const canonical = (r: string) => {
    let s = r.replace(/^(?:docker\.io|index\.docker\.io|registry-1\.docker\.io)\//, '');
    if (!s.includes('/')) s = `library/${s}`;
    return s;
  };
  const same = entries.find((e) => canonical(e.repo) === canonical(image));
  if (same) return same.digest;
  return entries.length === 1 ? entries[0]!.digest : undefined;
}

export interface Bounded {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  error?: string;
}

/** Run a command in its own process group; past `timeoutMs` the whole group is ended. */
export async function runBounded(command: string, args: string[], o: { cwd: string; env: Record<string, string>; timeoutMs: number }): Promise<Bounded> {
  const g = spawnGroup(command, args, { cwd: o.cwd, env: o.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  g.child.stdout?.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
  g.child.stderr?.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), o.timeoutMs)));
  const end = await Promise.race([g.closed, timeout]);
  clearTimeout(timer);
  if (end === 'timeout') {
    await terminateGroup(g.pgid, 500);
    return { code: null, stdout, stderr, timedOut: true };
  }
  await terminateGroup(g.pgid, 500);
  if (end.error) return { code: null, stdout, stderr, timedOut: false, error: (end.error as NodeJS.ErrnoException).code === 'ENOENT' ? `${command} not found` : end.error.message };
  return { code: end.code, stdout, stderr, timedOut: false };
}
