import { DEFAULT_SERVER_ID, type LaunchedPackage, type SnapshotSet } from '../contract/types.js';
import { launchText, sameLaunch, type LaunchRecord } from '../model/launch.js';
import { serverLaunchChanged, serverLaunchUnpinned } from './rules.js';
import type { Finding } from './types.js';

const SEMVER = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.+-]+)?$/;

/**
 * The exact spec to use instead: the version the spec resolved to when it was discovered, else the version the server
 * reports when it looks like the package's; for an image, the digest it resolved to.
 */
function suggestion(pkg: LaunchedPackage, reported: string | undefined): string | undefined {
  if (pkg.manager === 'docker') return pkg.integrity?.startsWith('sha256:') ? `${pkg.name}@${pkg.integrity}` : undefined; // an image tag is not the server's version
  const version = pkg.resolved ?? (reported && SEMVER.test(reported) ? reported : undefined);
  if (!version) return undefined;
  return pkg.manager === 'uvx' || pkg.manager === 'pipx' ? `${pkg.name}==${version}` : `${pkg.name}@${version}`;
}

/** A finding for each head server whose launch spec names no exact package version (`server-launch-unpinned`). */
export function launchFindings(head: SnapshotSet): Finding[] {
  const single = Object.keys(head.servers).length === 1 && head.servers[DEFAULT_SERVER_ID] !== undefined;
  const out: Finding[] = [];
  for (const [id, snap] of Object.entries(head.servers)) {
    const pkg = snap.package;
    if (!pkg || pkg.version !== undefined || pkg.requested === undefined) continue;
    const suggested = suggestion(pkg, typeof snap.serverInfo?.version === 'string' ? snap.serverInfo.version : undefined);
    const change = serverLaunchUnpinned.make({ entity: 'server', tool: 'launch', path: '', pointer: '/package' }, pkg.requested, suggested ?? pkg.name, {
      manager: pkg.manager,
      name: pkg.name,
      requested: pkg.requested,
      ...(suggested ? { suggested } : {}),
    });
    out.push({ ...(single ? {} : { server: id }), ...change, blocking: false });
  }
  return out;
}

/** Which parts of a launch differ, in the words of a config entry. */
function changedParts(a: LaunchRecord, b: LaunchRecord): string[] {
  const same = (x: unknown, y: unknown) => JSON.stringify(x ?? null) === JSON.stringify(y ?? null);
  const parts: Array<[string, unknown, unknown]> = [
    ['transport', a.transport, b.transport],
    ['command', a.command, b.command],
    ['args', a.args, b.args],
    ['cwd', a.cwd, b.cwd],
    ['env', a.env, b.env],
    ['url', a.url, b.url],
    ['headers', a.headers, b.headers],
    ['principals', a.principals, b.principals],
    ['reread', a.reread ?? false, b.reread ?? false],
  ];
  return parts.filter(([, x, y]) => !same(x, y)).map(([k]) => k);
}

/**
 * A `server-launch-changed` finding for each server whose entry launches something else than the baseline recorded
 * (see LaunchRecord: the package argument's version is not part of it). A baseline that records no launch (a
 * lockfile pinned before launches were pinned) is not compared: a note says so, and the next pin records it.
 */
export function launchChangedFindings(before: SnapshotSet, after: SnapshotSet): { findings: Finding[]; notes: string[] } {
  const single = Object.keys(after.servers).length === 1 && after.servers[DEFAULT_SERVER_ID] !== undefined;
  const findings: Finding[] = [];
  const unrecorded: string[] = [];
  for (const [id, snap] of Object.entries(after.servers)) {
    const b = Object.hasOwn(before.servers, id) ? before.servers[id] : undefined;
    const a = snap.launch;
    if (!b || !a) continue;
    if (!b.launch) {
      if (!b.error) unrecorded.push(id);
      continue;
    }
    if (sameLaunch(b.launch, a)) continue;
    const change = serverLaunchChanged.make({ entity: 'server', tool: 'launch', path: '', pointer: '/launch' }, launchText(b.launch), launchText(a), { changed: changedParts(b.launch, a) });
    findings.push({ ...(single ? {} : { server: id }), ...change, blocking: false });
  }
  const notes = unrecorded.length
    ? [`The baseline records no launch for ${unrecorded.join(', ')} (pinned before launches were pinned), so a changed launch is not compared there; the next pin records it.`]
    : [];
  return { findings, notes };
}
