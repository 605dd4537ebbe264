import { defineRule, type Rule } from '../diff/rule.js';
import { RULE_IDS } from '../diff/rules/catalog.js';

/** Rules the policy adds on top of the diff: they judge the head contract or the release, not a single change. */
export const forbiddenTool = defineRule<{ pattern: string; source: string }>({
  id: 'forbidden-tool',
  title: 'Forbidden tool exposed',
  scope: 'tool',
  severity: 'breaking',
  rationale: 'The server exposes a tool its role must never have (policy forbidden-tools); agents with this server can now call it.',
  message: ({ site, meta }) => `tool '${site.tool}' matches forbidden-tools pattern '${meta.pattern}' (${meta.source})`,
});

export const versionBumpMissing = defineRule<{ from: string; to: string; needed: 'major' | 'minor'; suggested: string; what: string }>({
  id: 'version-bump-missing',
  title: 'Version bump missing',
  scope: 'tool',
  severity: 'breaking',
  rationale: 'Semver promises callers that a release without a major bump keeps their calls working; these changes break that promise.',
  judge: (meta) => (meta.needed === 'minor' ? { severity: 'cosmetic', reason: 'New capabilities without a minor bump: nothing breaks, but the version undersells the release.' } : undefined),
  message: ({ meta }) => `${meta.what} goes from ${meta.from} to ${meta.to}, but the changes call for a ${meta.needed} bump (e.g. ${meta.suggested})`,
});

export const probeRegressed = defineRule<{ probe: string; detail: string }>({
  id: 'probe-regressed',
  title: 'Probe case regressed',
  scope: 'tool',
  severity: 'breaking',
  rationale: 'A frozen role case that passes at base fails at head: the candidate does the job worse, whatever its schema says.',
  message: ({ meta }) => `probe '${meta.probe}' fails at head: ${meta.detail}`,
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const POLICY_RULES: ReadonlyArray<Rule<any>> = [forbiddenTool, versionBumpMissing, probeRegressed];

/** Every ID a config may name in policy.rules and policy.ignore: the diff's rules and the policy's own. */
export const ALL_RULE_IDS: readonly string[] = [...RULE_IDS, ...POLICY_RULES.map((r) => r.id)];
