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

/** A key outside `policy` that decides too (servers' forbidden tools and enforce mode, approvers, lockfile, probes). */
export interface DecidingKey {
  /** The key as users write it (`servers.<id>.enforce` for a per-server key). */
  readonly key: string;
  /** Every difference between the base's and the head's value, as shifts; none when equal. */
  compare(base: PolicySide, head: PolicySide): Shift[];
}

const shifted = (key: string, shift: Shift['shift'], detail: string): Shift => ({ key, shift, detail });

/** The keys outside `policy` that policyShifts compares, in report order (the `policy` keys are POLICY_KNOBS). */
export const DECIDING_KEYS: readonly DecidingKey[] = [
  {
    key: 'servers.<id>.forbidden-tools',
    compare(base, head) {
      const out: Shift[] = [];
      for (const id of [...base.forbidden.keys()].sort()) {
        const was = base.forbidden.get(id) ?? [];
        const now = head.forbidden.get(id);
        if (!now) continue; // the server itself is removed: that is a contract change, reported by the diff
        // a server new at head brings its own list: nothing at base to weaken
        const gone = was.filter((p) => !now.includes(p));
        const extra = now.filter((p) => !was.includes(p));
        if (gone.length) out.push(shifted(`servers.${id}.forbidden-tools`, 'weakens', `no longer forbids ${list(gone)}`));
        if (extra.length) out.push(shifted(`servers.${id}.forbidden-tools`, 'strengthens', `also forbids ${list(extra)}`));
      }
      return out;
    },
  },
  {
    key: 'servers.<id>.enforce',
    compare(base, head) {
      // ENFORCE_MODES runs from strictest to loosest: a later mode is a weaker one.
      return [...base.enforce.keys()].sort().flatMap((id) => {
        const was = base.enforce.get(id)!;
        const now = head.enforce.get(id);
        if (!now || now === was) return [];
        return [shifted(`servers.${id}.enforce`, ENFORCE_MODES.indexOf(now) > ENFORCE_MODES.indexOf(was) ? 'weakens' : 'strengthens', `${was} → ${now}`)];
      });
    },
  },
  {
    key: 'approvers.allow-apps',
    compare(base, head) {
      const added = head.allowApps.filter((a) => !base.allowApps.includes(a));
      const gone = base.allowApps.filter((a) => !head.allowApps.includes(a));
      return [
        ...(added.length ? [shifted('approvers.allow-apps', 'weakens', `also lets ${list(added)} approve`)] : []),
        ...(gone.length ? [shifted('approvers.allow-apps', 'strengthens', `no longer lets ${list(gone)} approve`)] : []),
      ];
    },
  },
  {
    key: 'include-meta',
    compare: (base, head) => (base.includeMeta === head.includeMeta ? [] : [shifted('include-meta', head.includeMeta ? 'strengthens' : 'weakens', `${base.includeMeta} → ${head.includeMeta}`)]),
  },
  {
    key: 'lockfile',
    compare: (base, head) => (base.lockfile === head.lockfile ? [] : [shifted('lockfile', 'weakens', `the baseline lockfile moves from '${base.lockfile}' to '${head.lockfile}'`)]),
  },
  {
    key: 'probes',
    compare(base, head) {
      if (base.probes !== head.probes)
        return [shifted('probes', head.probes ? (base.probes ? 'changes' : 'strengthens') : 'weakens', `${base.probes ? `'${base.probes}'` : 'none'} → ${head.probes ? `'${head.probes}'` : 'none'}`)];
      if (base.probes && base.probesText !== head.probesText) return [shifted('probes', 'changes', `the probe cases in '${base.probes}' were edited`)];
      return [];
    },
  },
];

/**
 * What a pull request's config does to the policy, key by key, compared with the base commit's: the base policy still
 * judges the pull request, and each difference is a `gate-config-changed` finding (a weaker one blocks). The keys are
 * the policy knobs (src/policy/knobs/), then DECIDING_KEYS.
 */
export function policyShifts(base: PolicySide, head: PolicySide): Shift[] {
  return [...policyKnobShifts(base.policy, head.policy), ...DECIDING_KEYS.flatMap((k) => k.compare(base, head))];
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
