import { DEFAULT_SERVER_ID, UNKNOWN_INTEGRITY, type LaunchedPackage, type SnapshotSet } from '../contract/types.js';
import { serverPackageChanged } from './rules.js';
import type { Finding } from './types.js';

/** The exact version a package ran: the one its spec names, else the one it resolved to. */
export function exactVersion(pkg: LaunchedPackage | undefined): string | undefined {
  return pkg?.version ?? pkg?.resolved;
}

const known = (integrity: string | undefined): integrity is string => typeof integrity === 'string' && integrity !== '' && integrity !== UNKNOWN_INTEGRITY;

/**
 * A finding for each server whose package runs the same exact version as in the baseline but resolved to another
 * integrity (`server-package-changed`). An integrity that either side could not read compares with nothing.
 */
export function packageChangedFindings(before: SnapshotSet, after: SnapshotSet): Finding[] {
  const single = Object.keys(after.servers).length === 1 && after.servers[DEFAULT_SERVER_ID] !== undefined;
  const out: Finding[] = [];
  for (const [id, snap] of Object.entries(after.servers)) {
    const a = snap.package;
    const b = before.servers[id]?.package;
    if (!a || !b || a.manager !== b.manager || a.name !== b.name) continue;
    const version = exactVersion(a);
    if (!version || version !== exactVersion(b) || !known(a.integrity) || !known(b.integrity) || a.integrity === b.integrity) continue;
    const change = serverPackageChanged.make({ entity: 'server', tool: 'launch', path: '', pointer: '/package/integrity' }, b.integrity, a.integrity, {
      manager: a.manager,
      name: a.name,
      version,
    });
    out.push({ ...(single ? {} : { server: id }), ...change, blocking: false });
  }
  return out;
}
