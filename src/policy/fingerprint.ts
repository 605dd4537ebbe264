import { canonicalJson, contractHash, sha256Hex, type ContractOptions } from '../contract/canonical.js';
import { fieldOf, listOf, SURFACES, type Surface } from '../contract/entities/index.js';
import type { Entity } from '../diff/types.js';
import { UNKNOWN_INTEGRITY, type LaunchedPackage, type ServerSnapshot, type SnapshotSet } from '../contract/types.js';
import type { ProbeVerdict } from '../model/probes.js';
import { launchKey, sameLaunch } from '../model/launch.js';

/**
 * One contract that differs between baseline and head: `before`/`after` are hashes, or null when absent. A name listed
 * more than once hashes every copy (in listed order); an entry no client can use is an `invalid-*` contract of its
 * own (hashed as sent); a server that could not be read on a side is a `server` entry, so the report's "could not be
 * read" is part of what an approval covers too.
 */
export interface ChangedContract {
  server: string;
  /** The surface's kind, or `invalid-<kind>` for an entry no client can use. */
  entity: Entity | `invalid-${string}`;
  name: string;
  before: string | null;
  after: string | null;
}

/** Whether a side says anything of a surface (one made from a lockfile pinned before the surface was does not). */
function knows(surface: Surface, snapshot: ServerSnapshot): boolean {
  if (surface.unpinned !== undefined && fieldOf(snapshot, surface.unpinned) === true) return false;
  return surface.known?.(snapshot) ?? true;
}

/**
 * Every contract of one surface of a snapshot, keyed by entity and name. A surface that reports list problems (tools,
 * prompts) hashes every copy of a duplicated name and counts its invalid entries too (`invalid-<kind>`, hashed as sent).
 */
function contractsOf(surface: Surface, snapshot: ServerSnapshot | undefined, options: ContractOptions): Map<string, string> {
  const out = new Map<string, string>();
  if (!snapshot) return out;
  const checked = surface.entries(snapshot);
  const copies = new Map<string, string[]>();
  for (const e of surface.reportsInvalid ? [...checked.entries, ...checked.extraCopies] : checked.entries) {
    if (surface.absent?.(e)) continue;
    const key = surface.keyOf(e);
    copies.set(key, [...(copies.get(key) ?? []), contractHash(surface.contract(e, options))]);
  }
  for (const [name, hashes] of copies) out.set(`${surface.kind}\u0000${name}`, hashes.length === 1 ? hashes[0]! : sha256Hex(hashes.join(',')));
  if (!surface.reportsInvalid) return out;
  const list = listOf(snapshot, surface.field);
  for (const bad of checked.invalid) {
    const key = `invalid-${surface.kind}\u0000${bad.label}`;
    out.set(key, sha256Hex([out.get(key) ?? '', canonicalOrText((list ?? [])[bad.index])].join(',')));
  }
  return out;
}

function canonicalOrText(value: unknown): string {
  try {
    return canonicalJson(value as never);
  } catch {
    return String(value);
  }
}

/** Every contract whose hash differs between the two sets, and every server that could not be read on either side. */
export function changedContracts(before: SnapshotSet, after: SnapshotSet, options: ContractOptions = {}): ChangedContract[] {
  const out: ChangedContract[] = [];
  const ids = [...new Set([...Object.keys(before.servers), ...Object.keys(after.servers)])].sort();
  for (const server of ids) {
    const a = before.servers[server];
    const b = after.servers[server];
    if (a?.error || b?.error) {
      out.push({ server, entity: 'server', name: server, before: a?.error ? 'unreadable' : null, after: b?.error ? 'unreadable' : null });
      continue;
    }
    // every surface, once both sides know it (a lockfile pinned before instructions were pinned does not know them)
    for (const surface of SURFACES) {
      if ((a && !knows(surface, a)) || (b && !knows(surface, b))) continue;
      const x = contractsOf(surface, a, options);
      const y = contractsOf(surface, b, options);
      for (const key of [...new Set([...x.keys(), ...y.keys()])].sort()) {
        const h1 = x.get(key) ?? null;
        const h2 = y.get(key) ?? null;
        const [entity, name] = key.split('\u0000') as [ChangedContract['entity'], string];
        if (h1 !== h2) out.push({ server, entity, name, before: h1, after: h2 });
      }
    }
    const pkg = packageChange(a?.package, b?.package);
    if (pkg) out.push({ server, entity: 'server', name: 'package', ...pkg });
    // the launch, when both sides record one (as server-launch-changed compares it)
    if (a?.launch && b?.launch && !sameLaunch(a.launch, b.launch))
      out.push({ server, entity: 'server', name: 'launch', before: sha256Hex(launchKey(a.launch)), after: sha256Hex(launchKey(b.launch)) });
  }
  return out;
}

const knownIntegrity = (p: LaunchedPackage): string | undefined => (p.integrity && p.integrity !== UNKNOWN_INTEGRITY ? p.integrity : undefined);

/**
 * The launched package as an approval sees it: which package, which exact version (or what the spec asked for), and
 * its integrity when both sides know it (an integrity one side could not read changes nothing, so a registry out of
 * reach does not make an approval stale).
 */
function packageChange(a: LaunchedPackage | undefined, b: LaunchedPackage | undefined): { before: string | null; after: string | null } | undefined {
  if (!a && !b) return undefined;
  const both = a && b && knownIntegrity(a) && knownIntegrity(b);
  const key = (p: LaunchedPackage | undefined) =>
    p ? sha256Hex(canonicalJson({ manager: p.manager, name: p.name, version: p.version ?? p.resolved ?? null, requested: p.requested ?? null, integrity: both ? knownIntegrity(p)! : null })) : null;
  const before = key(a);
  const after = key(b);
  return before === after ? undefined : { before, after };
}

/**
 * The probe verdicts a report shows (case, server, status on each side, the decision, and why each head case failed),
 * as stable text: a case that still fails, but for another reason, is a different verdict. A case that could not run
 * counts by its status alone (its error names ports, paths and times that differ from run to run).
 */
export function probeDigest(probes: ProbeVerdict | undefined): string {
  if (!probes) return '';
  const lines = [`decision\u0000${probes.decision}`];
  for (const [side, run] of [
    ['head', probes.head],
    ['base', probes.base],
  ] as const)
    for (const r of run?.results ?? []) lines.push([side, r.server, r.id, r.status, ...(side === 'head' && r.status === 'fail' ? [r.reason ?? ''] : [])].join('\u0000'));
  return lines.sort().join('\n');
}

/**
 * The identity of a change set: an approval is bound to it, and goes stale when it changes. `policy` is the text of the
 * policy shifts the pull request makes to the gate's config (empty when none), so editing the config after an approval
 * makes it stale too; `probes` is the text of the probe verdicts the report showed (`probeDigest`). Nothing changed → empty string.
 */
export function changeFingerprint(changes: ChangedContract[], policy = '', probes = ''): string {
  if (changes.length === 0 && policy === '' && probes === '') return '';
  const lines = changes.map((c) => [c.server, c.entity, c.name, c.before ?? '-', c.after ?? '-'].join('\u0000')).sort();
  if (policy) lines.push(`policy\u0000${policy}`);
  if (probes) lines.push(`probes\u0000${probes}`);
  return sha256Hex(lines.join('\n'));
}
