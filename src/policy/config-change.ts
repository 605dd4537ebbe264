import { DEFAULT_ENFORCE, ENFORCE_MODES, type Enforce, type GateConfig, type PolicyConfig } from '../model/config.js';
import { policyKnobShifts, type Shift } from './knobs/index.js';
import { quoteList as list } from './knobs/knob.js';
import { gateConfigChanged } from './rules.js';
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

/**
 * What a pull request's config does to the policy, key by key, compared with the base commit's: the base policy still
 * judges the pull request, and each difference is a `gate-config-changed` finding (a weaker one blocks).
 */
export function policyShifts(base: PolicySide, head: PolicySide): Shift[] {
  const out: Shift[] = policyKnobShifts(base.policy, head.policy);

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
