import { defineRule } from '../diff/rule.js';

/** Rules the policy adds on top of the diff: they judge the head contract or the release, not a single change. The catalog (./catalog.ts) lists them. */
export const forbiddenTool = defineRule<{ pattern: string; source: string }>()({
  id: 'forbidden-tool',
  title: 'Forbidden tool exposed',
  scope: 'tool',
  severity: 'breaking',
  rationale: 'The server exposes a tool its role must never have (policy forbidden-tools); agents with this server can now call it.',
  message: ({ site, meta }) => `tool '${site.tool}' matches forbidden-tools pattern '${meta.pattern}' (${meta.source})`,
});

export const versionBumpMissing = defineRule<{ from: string; to: string; needed: 'major' | 'minor'; suggested: string; what: string }>()({
  id: 'version-bump-missing',
  title: 'Version bump missing',
  scope: 'tool',
  severity: 'breaking',
  rationale: 'Semver promises callers that a release without a major bump keeps their calls working; these changes break that promise.',
  judge: (meta) => (meta.needed === 'minor' ? { severity: 'cosmetic', reason: 'New capabilities without a minor bump: nothing breaks, but the version undersells the release.' } : undefined),
  message: ({ meta }) => `${meta.what} goes from ${meta.from} to ${meta.to}, but the changes call for a ${meta.needed} bump (e.g. ${meta.suggested})`,
});

export const probeRegressed = defineRule<{ probe: string; detail: string }>()({
  id: 'probe-regressed',
  title: 'Probe case regressed',
  scope: 'tool',
  severity: 'breaking',
  rationale: 'A frozen role case that passes at base fails at head: the candidate does the job worse, whatever its schema says.',
  message: ({ meta }) => `probe '${meta.probe}' fails at head: ${meta.detail}`,
});

/** How a change to the gate's own config moves the bar: weaker blocks until approved, stronger applies once merged. */
export type PolicyShift = 'weakens' | 'strengthens' | 'changes';

export const gateConfigChanged = defineRule<{ key: string; shift: PolicyShift; detail: string; file: string }>()({
  id: 'gate-config-changed',
  title: 'Gate config changed',
  scope: 'any',
  severity: 'breaking',
  rationale:
    "The pull request edits the policy that judges it. The base commit's policy still judges this pull request; a weaker policy takes effect once merged, so a maintainer must approve it like a contract change.",
  judge: (meta) =>
    meta.shift === 'strengthens'
      ? { severity: 'additive', reason: 'The pull request makes the gate stricter; the new policy applies once it is merged.' }
      : meta.shift === 'changes'
        ? { severity: 'silent', reason: 'The pull request changes how the gate judges later pull requests in a way that is neither clearly weaker nor stronger; review it.' }
        : undefined,
  message: ({ meta }) => `${meta.file}: ${meta.key} ${meta.shift === 'weakens' ? 'weakened' : meta.shift === 'strengthens' ? 'strengthened' : 'changed'}: ${meta.detail}`,
});

export const serverLaunchUnpinned = defineRule<{ manager: string; name: string; requested: string; suggested?: string }>()({
  id: 'server-launch-unpinned',
  title: 'Server launched without an exact version',
  scope: 'tool',
  severity: 'silent',
  rationale:
    'A launch spec with no exact version (none, latest, a range, a tag) runs whatever the registry serves next: the next upstream release changes the tools under a pull request that did not touch them, or is pinned unseen. Relax with policy.rules.server-launch-unpinned.',
  message: ({ meta }) =>
    `server launches ${meta.name} (${meta.manager}) ${meta.requested === 'none' ? 'with no version' : `as '${meta.requested}'`}: pin an exact version${meta.suggested ? `, e.g. ${meta.suggested}` : ''}`,
});

export const serverPackageChanged = defineRule<{ manager: string; name: string; version: string }>()({
  id: 'server-package-changed',
  title: 'Same package version, different content',
  scope: 'tool',
  severity: 'breaking',
  rationale:
    'The launch spec runs the same package version as the baseline, but the registry now serves other bytes for it (another npm integrity, wheel hash or image digest): a republished or hijacked release, a moved tag, or another registry. What runs is not what was reviewed.',
  message: ({ before, after, meta }) => `${meta.name}@${meta.version} (${meta.manager}) resolves to ${String(after)}, but the baseline recorded ${String(before)} for the same version`,
});

export const serverJsonVersionMismatch = defineRule<{ file: string; key: string; identifier: string; packageVersion: string; version: string }>()({
  id: 'server-json-version-mismatch',
  title: 'server.json version differs from its package',
  scope: 'server',
  severity: 'silent',
  rationale:
    "The MCP Registry lists the server under server.json's version, but a package entry runs another version: what users install is not the release the listing (and its changelog) describes.",
  message: ({ meta }) => `${meta.file}: ${meta.key} runs ${meta.identifier} ${meta.packageVersion}, but server.json's version is ${meta.version}; make them the same`,
});

export const serverLaunchChanged = defineRule<{ changed: string[] }>()({
  id: 'server-launch-changed',
  title: 'Server launch changed',
  scope: 'server',
  severity: 'silent',
  rationale:
    "The entry now starts another program, or the same one another way (command, arguments, working folder, the environment or headers it names, the URL): what agents run is no longer what was reviewed, even when it lists the same tools (a decoy serving the pinned list passes every contract check). A version bump of the same package is server-package-changed's and the diff's to judge, not this rule's.",
  message: ({ before, after, meta }) => `server launch changed (${meta.changed.join(', ')}): it ran ${String(before)}, it now runs ${String(after)}`,
});

export const listingVaries = defineRule<{ kind: 'principals' | 'reread'; between: string[]; principal?: string; entries: string[] }>()({
  id: 'listing-varies',
  title: 'Listing varies by caller or by read',
  scope: 'server',
  severity: 'silent',
  rationale:
    '`tools/list` may vary by the authorization presented (its results carry `cacheScope: "private"`): a server read under two principals (tokens, client names) that the config does not declare to differ, or read twice, listed other contracts each time. What the gate pinned is then not what every caller sees (a chameleon shows CI one contract and users another), so nothing of it can be passed; declare the principals (`listing-varies: expected`) to pin each one\'s contract, or make the server answer the same.',
  message: ({ meta }) => {
    const shown = meta.entries.slice(0, 10).join('; ');
    const more = meta.entries.length > 10 ? `; and ${meta.entries.length - 10} more` : '';
    const reads =
      meta.kind === 'principals'
        ? `the listing under principal '${meta.between[0]}' differs from the one under principal '${meta.between[1]}' (not declared: set listing-varies: expected to pin each)`
        : `a second read${meta.principal !== undefined ? ` under principal '${meta.principal}'` : ''} listed something else than the first`;
    return `${reads}: ${shown}${more}`;
  },
});
