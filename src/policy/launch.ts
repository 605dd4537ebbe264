import { DEFAULT_SERVER_ID, type SnapshotSet } from '../contract/types.js';
import { serverLaunchUnpinned } from './rules.js';
import type { Finding } from './types.js';

const SEMVER = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.+-]+)?$/;

/** The exact spec to use instead, when the version the server reports looks like the package's. */
function suggestion(manager: string, name: string, version: string | undefined): string | undefined {
  if (!version || !SEMVER.test(version)) return undefined;
  switch (manager) {
    case 'uvx':
    case 'pipx':
      return `${name}==${version}`;
    case 'docker':
      return undefined; // an image tag is not the server's version: pin the digest it resolved to
    default:
      return `${name}@${version}`;
  }
}

/** A finding for each head server whose launch spec names no exact package version (`server-launch-unpinned`). */
export function launchFindings(head: SnapshotSet): Finding[] {
  const single = Object.keys(head.servers).length === 1 && head.servers[DEFAULT_SERVER_ID] !== undefined;
  const out: Finding[] = [];
  for (const [id, snap] of Object.entries(head.servers)) {
    const pkg = snap.package;
    if (!pkg || pkg.version !== undefined || pkg.requested === undefined) continue;
    const suggested = suggestion(pkg.manager, pkg.name, typeof snap.serverInfo?.version === 'string' ? snap.serverInfo.version : undefined);
    const change = serverLaunchUnpinned.make({ entity: 'server', tool: '(launch)', path: '', pointer: '/package' }, pkg.requested, pkg.name, {
      manager: pkg.manager,
      name: pkg.name,
      requested: pkg.requested,
      ...(suggested ? { suggested } : {}),
    });
    out.push({ ...(single ? {} : { server: id }), ...change, blocking: false });
  }
  return out;
}
