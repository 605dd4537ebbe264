import { lockedLaunch, parseLaunchSpec, type LockedLaunch } from '../config/launch-spec.js';
import type { ServerConfig } from '../model/config.js';
import type { Lockfile } from '../contract/lockfile.js';
import { UNKNOWN_INTEGRITY, type LaunchedPackage } from '../contract/types.js';
import { InputError } from '../util/errors.js';
import { resolvePackage, type ResolveOptions } from './package-resolve.js';

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
 * Before a locked launch: resolve the locked version again and compare its integrity with the locked one. A registry
 * that now serves other bytes for that version is a refusal (the reason); an integrity that cannot be read on either
 * side is not (undefined, with the run going ahead as the version pin allows).
 */
export async function lockedIntegrityProblem(server: Pick<ServerConfig, 'command' | 'args'>, pkg: LaunchedPackage, o: Omit<ResolveOptions, 'command'>): Promise<string | undefined> {
  if (!pkg.integrity || pkg.integrity === UNKNOWN_INTEGRITY || pkg.manager === 'docker') return undefined; // an image digest is checked by the engine that pulls it
  const spec = parseLaunchSpec(server.command ?? '', server.args ?? []);
  if (!spec) return undefined;
  const now = await resolvePackage(spec, { ...o, command: server.command ?? '' });
  if (now.integrity === UNKNOWN_INTEGRITY || now.integrity === pkg.integrity) return undefined;
  return `${pkg.name}@${pkg.version ?? pkg.resolved} (${pkg.manager}) now resolves to ${now.integrity}, but the lockfile recorded ${pkg.integrity}: the registry serves other bytes for the reviewed version`;
}
