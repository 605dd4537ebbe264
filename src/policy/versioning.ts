// the two functions used, not the package index (which loads all of semver: ranges, comparators… on every start)
import coerce from 'semver/functions/coerce.js';
import lte from 'semver/functions/lte.js';
import { checkTools } from '../contract/tool-list.js';
import type { DiffResult } from '../diff/engine.js';
import type { SnapshotSet } from '../contract/types.js';
import { DEFAULT_SERVER_ID } from '../contract/types.js';
import { isObject } from '../util/json.js';
import type { ZeroVersions } from '../model/config.js';
import { zeroVersions } from './knobs/zero-versions.js';
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

/**
 * The bump that actually happened, read the way npm's `^` ranges read it (what a consumer's install picks up): pre-1.0
 * the left-most non-zero part is the major one, so in 0.y.z a minor bump breaks and a patch bump may add features, and
 * in 0.0.z every bump breaks.
 */
export function actualBump(from: string, to: string): Bump | undefined {
  const a = coerce(from);
  const b = coerce(to);
  if (!a || !b) return undefined;
  if (lte(b, a)) return 'none';
  if (b.major > a.major) return 'major';
  if (a.major === 0 && a.minor === 0) return 'major';
  if (a.major === 0) return b.minor > a.minor ? 'major' : 'minor';
  if (b.minor > a.minor) return 'minor';
  return 'patch';
}

/** The smallest version that makes the needed bump, in the same reading. */
export function suggest(from: string, needed: 'major' | 'minor'): string {
  const a = coerce(from);
  if (!a) return needed;
  if (a.major === 0 && a.minor === 0) return `0.0.${a.patch + 1}`;
  if (a.major === 0) return needed === 'major' ? `0.${a.minor + 1}.0` : `0.${a.minor}.${a.patch + 1}`;
  return needed === 'major' ? `${a.major + 1}.0.0` : `${a.major}.${a.minor + 1}.0`;
}

/**
 * Version discipline (`versioning: semver`): compare serverInfo.version (and a tool's `_meta.version`) at base and head
 * with the changes found. A bump smaller than the changes call for is a finding; the report names the bump needed.
 */
export function versionFindings(diff: DiffResult, before: SnapshotSet, after: SnapshotSet, options: { zeroVersions?: ZeroVersions } = {}): { findings: Finding[]; notes: string[] } {
  const exemptZero = (options.zeroVersions ?? zeroVersions.default) === 'exempt';
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
      if (exemptZero && coerce(from)?.major === 0) return;
      notes.push(`${what}: ${from} → ${to}; the changes call for a ${needed} bump.`);
      const rank = { none: 0, patch: 1, minor: 2, major: 3 } as const;
      if (needed === 'patch' || rank[actual] >= rank[needed]) return;
      const change = versionBumpMissing.make({ entity: 'tool', tool, path: '', pointer: '/serverInfo/version' }, from, to, { from, to, needed, suggested: suggest(from, needed), what });
      findings.push({ ...(single ? {} : { server: id }), ...change, blocking: false });
    };
    // the package version the launch spec runs, when both sides name one: serverInfo.version is often a constant
    // (notion 1.8.1 → 2.0.0 reports serverInfo 1.0.0 → 1.0.0)
    const av = a.package?.version ?? a.package?.resolved;
    const bv = b.package?.version ?? b.package?.resolved;
    const byPackage = av !== undefined && bv !== undefined;
    check(
      byPackage ? av : a.serverInfo?.version,
      byPackage ? bv : b.serverInfo?.version,
      changes.map((c) => c.severity),
      byPackage ? `package ${b.package!.name}` : `server ${b.serverInfo?.name ?? id}`,
      '(server)',
    );
    const oldTools = new Map(checkTools(a.tools).entries.map((t) => [t.name, t]));
    for (const tool of checkTools(b.tools).entries) {
      const old = oldTools.get(tool.name);
      const va = old && isObject(old._meta) && typeof old._meta.version === 'string' ? old._meta.version : undefined;
      const vb = isObject(tool._meta) && typeof tool._meta.version === 'string' ? tool._meta.version : undefined;
      if (va && vb)
        check(
          va,
          vb,
          changes.filter((c) => c.tool === tool.name).map((c) => c.severity),
          `tool ${tool.name}`,
          tool.name,
        );
    }
  }
  return { findings, notes };
}
