import {
  BLOCK_FLAGS_MODES,
  DEFAULT_BLOCK_FLAGS,
  DEFAULT_BLOCK_UNANNOTATED_NEW_TOOLS,
  DEFAULT_SAFE_INTEGER_BOUNDS,
  DEFAULT_ZERO_VERSIONS,
  ENFORCE_MODES,
  DEFAULT_ENFORCE,
  type Enforce,
  type GateConfig,
  type IgnoreEntry,
  type PolicyConfig,
} from '../config/types.js';
import type { Severity } from '../diff/types.js';
import { RULES_BY_ID } from '../diff/rules/catalog.js';
import { SEVERITIES } from '../diff/types.js';
import { gateConfigChanged, POLICY_RULES, type PolicyShift } from './rules.js';
import type { Finding } from './types.js';

/** The part of a config that decides (everything but how servers are started): what the base commit fixes for a pull request. */
export interface PolicySide {
  policy: PolicyConfig;
  lockfile: string;
  includeMeta: boolean;
  probes?: string;
  /** The probes file's text, when there is one (its cases are policy too). */
  probesText?: string;
  /** Per server id: its forbidden-tools globs. */
  forbidden: ReadonlyMap<string, readonly string[]>;
  /** Per server id: what the runtime proxy does with a drifted tool. */
  enforce: ReadonlyMap<string, Enforce>;
  /** Bots and Apps whose label approves (`approvers.allow-apps`). */
  allowApps: readonly string[];
}

export function policySide(config: GateConfig, probesText?: string): PolicySide {
  return {
    policy: config.policy,
    lockfile: config.lockfile,
    includeMeta: config.includeMeta,
    ...(config.probes ? { probes: config.probes } : {}),
    ...(probesText !== undefined ? { probesText } : {}),
    forbidden: new Map(config.servers.map((s) => [s.id, s.forbiddenTools ?? []])),
    enforce: new Map(config.servers.map((s) => [s.id, s.enforce ?? DEFAULT_ENFORCE])),
    allowApps: config.approvers?.allowApps ?? [],
  };
}

interface Shift {
  key: string;
  shift: PolicyShift;
  detail: string;
}

const rank = (s: Severity): number => SEVERITIES.length - SEVERITIES.indexOf(s);
const defaultSeverity = (rule: string): Severity | undefined => (RULES_BY_ID.get(rule) ?? POLICY_RULES.find((r) => r.id === rule))?.severity;
const list = (xs: readonly string[]): string => xs.map((x) => `'${x}'`).join(', ');
const ignoreKey = (e: IgnoreEntry): string => [e.server ?? '*', e.tool, e.rule].join('\u0000');
const ignoreName = (e: IgnoreEntry): string => `${e.server ? `${e.server}/` : ''}${e.tool} ${e.rule}`;

/**
 * What a pull request's config does to the policy, key by key, compared with the base commit's: the base policy still
 * judges the pull request, and each difference is a `gate-config-changed` finding (a weaker one blocks).
 */
export function policyShifts(base: PolicySide, head: PolicySide): Shift[] {
  const out: Shift[] = [];
  const b = base.policy;
  const h = head.policy;
  const dropped = b.failOn.filter((s) => !h.failOn.includes(s));
  const added = h.failOn.filter((s) => !b.failOn.includes(s));
  if (dropped.length) out.push({ key: 'policy.fail-on', shift: 'weakens', detail: `no longer fails on ${list(dropped)}` });
  if (added.length) out.push({ key: 'policy.fail-on', shift: 'strengthens', detail: `also fails on ${list(added)}` });

  for (const rule of [...new Set([...Object.keys(b.rules), ...Object.keys(h.rules)])].sort()) {
    const before = b.rules[rule] ?? defaultSeverity(rule);
    const after = h.rules[rule] ?? defaultSeverity(rule);
    if (before === after) continue;
    const shift: PolicyShift = before && after ? (rank(after) < rank(before) ? 'weakens' : 'strengthens') : 'weakens';
    out.push({ key: `policy.rules.${rule}`, shift, detail: `${before ?? '(rule default)'} → ${after ?? '(rule default)'}` });
  }

  const baseIgnores = new Map(b.ignore.map((e) => [ignoreKey(e), e]));
  const headIgnores = new Map(h.ignore.map((e) => [ignoreKey(e), e]));
  for (const [k, e] of headIgnores) {
    const was = baseIgnores.get(k);
    if (!was) out.push({ key: 'policy.ignore', shift: 'weakens', detail: `new ignore entry ${ignoreName(e)} (${e.reason})` });
    else if ((was.expires ?? '9999-99-99') < (e.expires ?? '9999-99-99'))
      out.push({ key: 'policy.ignore', shift: 'weakens', detail: `ignore entry ${ignoreName(e)} extended from ${was.expires} to ${e.expires ?? 'never expiring'}` });
    else if ((was.expires ?? '9999-99-99') > (e.expires ?? '9999-99-99')) out.push({ key: 'policy.ignore', shift: 'strengthens', detail: `ignore entry ${ignoreName(e)} now expires on ${e.expires}` });
  }
  for (const [k, e] of baseIgnores) if (!headIgnores.has(k)) out.push({ key: 'policy.ignore', shift: 'strengthens', detail: `ignore entry ${ignoreName(e)} removed` });

  if (b.blockNewDestructiveTools !== h.blockNewDestructiveTools)
    out.push({ key: 'policy.block-new-destructive-tools', shift: h.blockNewDestructiveTools ? 'strengthens' : 'weakens', detail: `${b.blockNewDestructiveTools} → ${h.blockNewDestructiveTools}` });
  const unannotated = [b.blockUnannotatedNewTools ?? DEFAULT_BLOCK_UNANNOTATED_NEW_TOOLS, h.blockUnannotatedNewTools ?? DEFAULT_BLOCK_UNANNOTATED_NEW_TOOLS];
  if (unannotated[0] !== unannotated[1]) out.push({ key: 'policy.block-unannotated-new-tools', shift: unannotated[1] ? 'strengthens' : 'weakens', detail: `${unannotated[0]} → ${unannotated[1]}` });
  // `ignore` makes a bound at ±(2^53 − 1) cosmetic: fewer findings, so it is the weaker mode.
  const bounds = [b.safeIntegerBounds ?? DEFAULT_SAFE_INTEGER_BOUNDS, h.safeIntegerBounds ?? DEFAULT_SAFE_INTEGER_BOUNDS];
  if (bounds[0] !== bounds[1]) out.push({ key: 'policy.safe-integer-bounds', shift: bounds[1] === 'ignore' ? 'weakens' : 'strengthens', detail: `${bounds[0]} → ${bounds[1]}` });
  // `exempt` checks no 0.x version: the weaker mode.
  const zero = [b.zeroVersions ?? DEFAULT_ZERO_VERSIONS, h.zeroVersions ?? DEFAULT_ZERO_VERSIONS];
  if (zero[0] !== zero[1]) out.push({ key: 'policy.zero-versions', shift: zero[1] === 'exempt' ? 'weakens' : 'strengthens', detail: `${zero[0]} → ${zero[1]}` });
  // fewer flags that block is weaker: none < high < any
  const flags = [b.blockFlags ?? DEFAULT_BLOCK_FLAGS, h.blockFlags ?? DEFAULT_BLOCK_FLAGS] as const;
  if (flags[0] !== flags[1])
    out.push({ key: 'policy.block-flags', shift: BLOCK_FLAGS_MODES.indexOf(flags[1]) < BLOCK_FLAGS_MODES.indexOf(flags[0]) ? 'weakens' : 'strengthens', detail: `${flags[0]} → ${flags[1]}` });
  if (b.versioning !== h.versioning) out.push({ key: 'policy.versioning', shift: h.versioning === 'semver' ? 'strengthens' : 'weakens', detail: `${b.versioning} → ${h.versioning}` });

  for (const id of [...new Set([...base.forbidden.keys(), ...head.forbidden.keys()])].sort()) {
    if (!base.forbidden.has(id)) continue; // a new server brings its own list: nothing at base to weaken
    const was = base.forbidden.get(id) ?? [];
    const now = head.forbidden.get(id);
    if (!now) continue; // the server itself is removed: that is a contract change, reported by the diff
    const gone = was.filter((p) => !now.includes(p));
    const extra = now.filter((p) => !was.includes(p));
    if (gone.length) out.push({ key: `servers.${id}.forbidden-tools`, shift: 'weakens', detail: `no longer forbids ${list(gone)}` });
    if (extra.length) out.push({ key: `servers.${id}.forbidden-tools`, shift: 'strengthens', detail: `also forbids ${list(extra)}` });
  }

  // ENFORCE_MODES runs from strictest to loosest: a later mode is a weaker one.
  for (const id of [...base.enforce.keys()].sort()) {
    const was = base.enforce.get(id)!;
    const now = head.enforce.get(id);
    if (!now || now === was) continue;
    out.push({ key: `servers.${id}.enforce`, shift: ENFORCE_MODES.indexOf(now) > ENFORCE_MODES.indexOf(was) ? 'weakens' : 'strengthens', detail: `${was} → ${now}` });
  }
  const appsAdded = head.allowApps.filter((a) => !base.allowApps.includes(a));
  const appsGone = base.allowApps.filter((a) => !head.allowApps.includes(a));
  if (appsAdded.length) out.push({ key: 'approvers.allow-apps', shift: 'weakens', detail: `also lets ${list(appsAdded)} approve` });
  if (appsGone.length) out.push({ key: 'approvers.allow-apps', shift: 'strengthens', detail: `no longer lets ${list(appsGone)} approve` });

  if (base.includeMeta !== head.includeMeta) out.push({ key: 'include-meta', shift: head.includeMeta ? 'strengthens' : 'weakens', detail: `${base.includeMeta} → ${head.includeMeta}` });
  if (base.lockfile !== head.lockfile) out.push({ key: 'lockfile', shift: 'weakens', detail: `the baseline lockfile moves from '${base.lockfile}' to '${head.lockfile}'` });
  if (base.probes !== head.probes)
    out.push({
      key: 'probes',
      shift: head.probes ? (base.probes ? 'changes' : 'strengthens') : 'weakens',
      detail: `${base.probes ? `'${base.probes}'` : 'none'} → ${head.probes ? `'${head.probes}'` : 'none'}`,
    });
  else if (base.probes && base.probesText !== head.probesText) out.push({ key: 'probes', shift: 'changes', detail: `the probe cases in '${base.probes}' were edited` });
  return out;
}

/** One `gate-config-changed` finding per shift; `file` names the config as the report shows it. */
export function configChangeFindings(base: PolicySide, head: PolicySide, file: string): Finding[] {
  return policyShifts(base, head).map((s) => {
    const change = gateConfigChanged.make({ entity: 'tool', tool: 'gate config', path: s.key, pointer: '' }, null, null, { ...s, file });
    return { ...change, server: file, blocking: false };
  });
}

/** A stable text of the head's policy when it differs from the base's: folded into the change set an approval covers. */
export function policyShiftDigest(base: PolicySide, head: PolicySide): string {
  return policyShifts(base, head)
    .map((s) => `${s.key}\u0000${s.shift}\u0000${s.detail}`)
    .sort()
    .join('\n');
}
