import { DEFAULT_SERVER_ID, type LaunchedPackage, type SnapshotSet } from '../contract/types.js';
import { serverLaunchUnpinned } from './rules.js';
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
