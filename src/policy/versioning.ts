import semver from 'semver';
import type { DiffResult } from '../diff/engine.js';
import type { SnapshotSet } from '../contract/types.js';
import { DEFAULT_SERVER_ID } from '../contract/types.js';
import { isObject } from '../util/json.js';
import { versionBumpMissing } from './rules.js';
import type { Finding } from './types.js';

type Bump = 'major' | 'minor' | 'patch' | 'none';

/** The bump a set of severities calls for: breaking → major, additive → minor, cosmetic → patch. Silent changes break semantics: major. */
export function bumpFor(severities: string[]): Bump {
  if (severities.some((s) => s === 'breaking' || s === 'silent')) return 'major';
  if (severities.includes('additive')) return 'minor';
  if (severities.includes('cosmetic')) return 'patch';
  return 'none';
}

/** The bump that actually happened; pre-1.0, a minor bump is the breaking one (semver §4). */
function actualBump(from: string, to: string): Bump | undefined {
  const a = semver.coerce(from);
  const b = semver.coerce(to);
  if (!a || !b) return undefined;
  if (semver.lte(b, a)) return 'none';
  if (b.major > a.major) return 'major';
  if (a.major === 0 && b.minor > a.minor) return 'major';
  if (b.minor > a.minor) return 'minor';
  return 'patch';
}

function suggest(from: string, needed: 'major' | 'minor'): string {
  const a = semver.coerce(from);
  if (!a) return needed;
  if (a.major === 0) return needed === 'major' ? `0.${a.minor + 1}.0` : `0.${a.minor}.${a.patch + 1}`;
  return needed === 'major' ? `${a.major + 1}.0.0` : `${a.major}.${a.minor + 1}.0`;
}

/**
 * Version discipline (`versioning: semver`): compare serverInfo.version (and a tool's `_meta.version`) at base and head
 * with the changes found. A bump smaller than the changes call for is a finding; the report names the bump needed.
 */
export function versionFindings(diff: DiffResult, before: SnapshotSet, after: SnapshotSet): { findings: Finding[]; notes: string[] } {
  const findings: Finding[] = [];
  const notes: string[] = [];
  const single = Object.keys(after.servers).length === 1 && after.servers[DEFAULT_SERVER_ID] !== undefined;
  for (const id of Object.keys(after.servers).sort()) {
    const a = before.servers[id];
    const b = after.servers[id];
    if (!a || !b || a.error || b.error) continue;
    const changes = diff.changes.filter((c) => (c.server ?? DEFAULT_SERVER_ID) === id || (single && c.server === undefined));
    const check = (from: string | undefined, to: string | undefined, severities: string[], what: string, tool: string) => {
      const needed = bumpFor(severities);
      if (!from || !to || needed === 'none') return;
      const actual = actualBump(from, to);
      if (actual === undefined) return;
      notes.push(`${what}: ${from} → ${to}; the changes call for a ${needed} bump.`);
      const rank = { none: 0, patch: 1, minor: 2, major: 3 } as const;
      if (needed === 'patch' || rank[actual] >= rank[needed]) return;
      const change = versionBumpMissing.make({ entity: 'tool', tool, path: '', pointer: '/serverInfo/version' }, from, to, { from, to, needed, suggested: suggest(from, needed), what });
      findings.push({ ...(single ? {} : { server: id }), ...change, blocking: false });
    };
    const name = b.serverInfo?.name ?? id;
    check(a.serverInfo?.version, b.serverInfo?.version, changes.map((c) => c.severity), `server ${name}`, '(server)');
    for (const tool of b.tools) {
      const old = a.tools.find((t) => t.name === tool.name);
      const va = old && isObject(old._meta) && typeof old._meta.version === 'string' ? old._meta.version : undefined;
      const vb = isObject(tool._meta) && typeof tool._meta.version === 'string' ? tool._meta.version : undefined;
      if (va && vb) check(va, vb, changes.filter((c) => c.tool === tool.name).map((c) => c.severity), `tool ${tool.name}`, tool.name);
    }
  }
  return { findings, notes };
}
