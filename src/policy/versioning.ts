// the functions used, not the package index (which loads all of semver: ranges, comparators… on every start)
import coerce from 'semver/functions/coerce.js';
import lte from 'semver/functions/lte.js';
import valid from 'semver/functions/valid.js';
import clean from 'semver/functions/clean.js';
import eq from 'semver/functions/eq.js';
import { checkTools } from '../contract/tool-list.js';
import type { DiffResult } from '../diff/engine.js';
import type { SnapshotSet } from '../contract/types.js';
import { DEFAULT_SERVER_ID } from '../contract/types.js';
import { isObject } from '../util/json.js';
import { DEFAULT_RELEASE_BUMPS, type ChangeClass, type ReleaseBumps, type ZeroVersions } from '../model/config.js';
import { zeroVersions } from './knobs/zero-versions.js';
import { rulesOf } from './catalog.js';
import { versionBumpMissing } from './rules.js';
import type { Finding } from './types.js';

export type Bump = 'major' | 'minor' | 'patch' | 'none';

/**
 * How a change reads for a release, the classes the bump advice maps: `breaking` (old calls fail or are rejected),
 * `silent` (old calls succeed but do something else: an argument dropped, a hint regressed), `meaning` (old calls
 * still work the same; what the model reads changed: a re-described tool, parameter or prompt, a changed default),
 * `additive` (something new), `cosmetic` (how the contract is written, no effect on calls).
 */
export { CHANGE_CLASSES, DEFAULT_RELEASE_BUMPS, type ChangeClass, type ReleaseBumps } from '../model/config.js';

/** Why each class needs its bump, one clause (shown beside each changed line). */
export const CLASS_WHY: Readonly<Record<ChangeClass, string>> = {
  breaking: 'calls built on the old contract fail or are rejected',
  silent: 'old calls still succeed but do something else',
  meaning: 'old calls still work; what the model reads changed',
  additive: 'something new; old calls are unchanged',
  cosmetic: 'written differently; no effect on calls',
};

let textRules: ReadonlySet<string> | undefined;

/** Silent rules whose findings leave every old call working as before: the text a model reads, or a default. */
const MEANING_RULES = new Set(['default-changed', 'output-default-changed', 'instructions-changed']);
/** Rules of several fields whose `description` field is text the model reads (their other fields are judged apart). */
const DESCRIBED_FIELDS = new Set(['resource-template-changed', 'resource-changed']);

/** Whether a change replaces a description (a text rule, or a field rule's description field). */
export function isDescriptionChange(c: { rule?: string; data?: unknown }): boolean {
  if (c.rule === undefined) return false;
  textRules ??= new Set(rulesOf('diff').flatMap((r) => ((r as { textChange?: boolean }).textChange ? [r.id] : [])));
  if (textRules.has(c.rule)) return true;
  return DESCRIBED_FIELDS.has(c.rule) && isObject(c.data) && c.data.field === 'description';
}

/** The class of one change (a bare severity: its own class; silent counts as `silent`, the safe reading). */
export function changeClass(change: string | { rule?: string; severity: string; data?: unknown }): ChangeClass {
  const c = typeof change === 'string' ? { severity: change } : change;
  if (c.severity === 'silent' && c.rule !== undefined && (isDescriptionChange(c) || MEANING_RULES.has(c.rule))) return 'meaning';
  return c.severity === 'breaking' || c.severity === 'silent' || c.severity === 'additive' || c.severity === 'cosmetic' ? c.severity : 'breaking';
}

/** The bump one change needs, and why in a clause. */
export function bumpOf(change: string | { rule?: string; severity: string }, bumps: ReleaseBumps = {}): { bump: Exclude<Bump, 'none'>; class: ChangeClass; why: string } {
  const cls = changeClass(change);
  return { bump: bumps[cls] ?? DEFAULT_RELEASE_BUMPS[cls], class: cls, why: CLASS_WHY[cls] };
}

/** The bump a set of changes calls for: the largest any of them needs (see bumpOf). */
export function bumpFor(changes: ReadonlyArray<string | { rule?: string; severity: string }>, bumps: ReleaseBumps = {}): Bump {
  let best: Bump = 'none';
  for (const c of changes) {
    const b = bumpOf(c, bumps).bump;
    if (BUMP_RANK[b] > BUMP_RANK[best]) best = b;
  }
  return best;
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
export function suggest(from: string, needed: 'major' | 'minor' | 'patch'): string {
  const a = coerce(from);
  if (!a) return needed;
  if (a.major === 0 && a.minor === 0) return `0.0.${a.patch + 1}`;
  if (a.major === 0) return needed === 'major' ? `0.${a.minor + 1}.0` : `0.${a.minor}.${a.patch + 1}`;
  if (needed === 'patch') return `${a.major}.${a.minor}.${a.patch + 1}`;
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
    const check = (from: string | undefined, to: string | undefined, severities: ReadonlyArray<{ rule: string; severity: string }>, what: string, tool: string) => {
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
    check(byPackage ? av : a.serverInfo?.version, byPackage ? bv : b.serverInfo?.version, changes, byPackage ? `package ${b.package!.name}` : `server ${b.serverInfo?.name ?? id}`, '(server)');
    const oldTools = new Map(checkTools(a.tools).entries.map((t) => [t.name, t]));
    for (const tool of checkTools(b.tools).entries) {
      const old = oldTools.get(tool.name);
      const va = old && isObject(old._meta) && typeof old._meta.version === 'string' ? old._meta.version : undefined;
      const vb = isObject(tool._meta) && typeof tool._meta.version === 'string' ? tool._meta.version : undefined;
      if (va && vb)
        check(
          va,
          vb,
          changes.filter((c) => c.tool === tool.name),
          `tool ${tool.name}`,
          tool.name,
        );
    }
  }
  return { findings, notes };
}

const BUMP_RANK: Readonly<Record<Bump, number>> = { none: 0, patch: 1, minor: 2, major: 3 };

/** Whether a bump is at least another (`major` covers `minor`, …). */
export function covers(actual: Bump, needed: Bump): boolean {
  return BUMP_RANK[actual] >= BUMP_RANK[needed];
}

/** The bump a release's contract changes need, and whether the version being released makes it. */
export interface ReleaseBump {
  /** What the changes call for under semver (breaking and silent: major; additive: minor; cosmetic: patch). */
  needed: Bump;
  /** The version released before, and the one being released, when known. */
  from?: string;
  to?: string;
  /** The bump from `from` to `to`, read as npm's `^` ranges read it (0.x: the left-most non-zero part is the major one). */
  actual?: Bump;
  /** The smallest version after `from` that makes the needed bump. */
  suggested?: string;
  /**
   * true: `to` makes the bump (or nothing is needed); false: it does not; undefined: it cannot be told (no versions,
   * or one that is not semver), which a release check reads as a failure.
   */
  ok?: boolean;
  /** `zero-versions: exempt` and `from` is 0.x: semver §4 lets anything change, so no bump is required. */
  exempt?: boolean;
  /** Why `ok` is undefined, in a sentence. */
  unknown?: string;
}

/**
 * The release's verdict: the bump `severities` (of the contract changes since `from`) need, against the bump from
 * `from` to `to`. Pre-1.0 versions read as `^` ranges read them (`zero-versions: caret`, the default): in 0.y.z a
 * breaking change needs 0.(y+1).0; with `exempt`, a 0.x release needs nothing.
 */
export function releaseBump(
  changes: ReadonlyArray<string | { rule?: string; severity: string }>,
  o: { from?: string; to?: string; zeroVersions?: ZeroVersions; bumps?: ReleaseBumps } = {},
): ReleaseBump {
  const needed = bumpFor(changes, o.bumps);
  const out: ReleaseBump = { needed, ...(o.from !== undefined ? { from: o.from } : {}), ...(o.to !== undefined ? { to: o.to } : {}) };
  if (o.from === undefined) {
    if (needed === 'none') out.ok = true;
    else out.unknown = 'the version released before is not known';
    return out;
  }
  const from = coerce(o.from);
  if (!from) {
    out.unknown = `the version released before, ${o.from}, is not a semver version`;
    return out;
  }
  if ((o.zeroVersions ?? zeroVersions.default) === 'exempt' && from.major === 0) {
    out.exempt = true;
    out.ok = true;
    return out;
  }
  if (needed !== 'none') out.suggested = suggest(o.from, needed);
  if (o.to === undefined) {
    if (needed === 'none') out.ok = true;
    else out.unknown = 'the version being released is not known';
    return out;
  }
  const actual = actualBump(o.from, o.to);
  if (actual === undefined) {
    out.unknown = `the version being released, ${o.to}, is not a semver version`;
    return out;
  }
  out.actual = actual;
  out.ok = covers(actual, needed);
  return out;
}

let diffRuleIds: ReadonlySet<string> | undefined;

/**
 * The findings that are contract changes (made by a diff rule), not the policy's own findings (a forbidden tool, an
 * unpinned launch, an edited gate config): what a changelog lists and a release's bump is worked out from.
 */
export function contractFindings<F extends { rule: string }>(findings: readonly F[]): F[] {
  diffRuleIds ??= new Set(rulesOf('diff').map((r) => r.id));
  return findings.filter((f) => diffRuleIds!.has(f.rule));
}

/** Whether two version strings name the same version (`v1.2.0` and `1.2.0` do). */
export function sameVersion(a: string, b: string): boolean {
  const x = valid(clean(a) ?? a);
  const y = valid(clean(b) ?? b);
  return x !== null && y !== null ? eq(x, y) : a.trim() === b.trim();
}

/** Where a release's old side (its baseline) can come from, in the order they are tried. */
export const BASELINE_KINDS = ['lockfile', 'registry', 'worktree'] as const;
export type BaselineKind = (typeof BASELINE_KINDS)[number];

/** One way of reading the baseline that was tried: what it found, or why it could not be used. */
export interface BaselineAttempt {
  kind: BaselineKind;
  used: boolean;
  detail: string;
}

/**
 * The baseline a release was compared with: the lockfile at the last release tag, the previous published version
 * of the server's package, or the last release tag run in a worktree with today's config; `none` when none could be
 * read (the check could not run). `tried` lists every way tried, in order.
 */
export interface ReleaseBaseline {
  kind: BaselineKind | 'none';
  /** One line, e.g. `lockfile mcp-contracts.lock.json at v1.1.0`. */
  label: string;
  ref?: string;
  version?: string;
  package?: string;
  tried: BaselineAttempt[];
  /** When none could be read: what to add so that one can. */
  advice?: string[];
}
