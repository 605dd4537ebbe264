import type { Lockfile } from '../../contract/lockfile.js';
import { checkTools } from '../../contract/tool-list.js';
import type { SnapshotSet } from '../../contract/types.js';
import type { GateConfig } from '../../model/config.js';
import { judge } from '../../policy/judge.js';
import { serverLaunchUnpinned } from '../../policy/rules.js';
import type { Finding } from '../../policy/types.js';
import { plural } from '../../report/common.js';
import { escapeTerminal, truncate } from '../../report/escape.js';
import { setOwn } from '../../util/json.js';

/** What `pin` shows before the lockfile is committed, judged by the one judge. */
export interface PinReview {
  /** Every tool this pin admits for the first time (all of them on the first pin): `tool-added`, in the diff's order. */
  newTools: readonly Finding[];
  /** The launches that name no exact version (`server-launch-unpinned`), as `check` will report them under the policy. */
  unpinned: readonly Finding[];
}

/**
 * `pin`'s review: the live listing judged (`judge`, as `check` and the gate judge) against itself with only the tool
 * names the previous lockfile pinned, so that what is new is each name pinned for the first time (not a rename, not a
 * changed contract: the reviewer reads every text the model meets under a new name), and the after side's policy
 * findings are those of the live servers. A server that could not be read is on both sides as it is (nothing new).
 */
export function pinReview(set: SnapshotSet, previous: Lockfile | undefined, config: Pick<GateConfig, 'servers' | 'policy' | 'serverJson'>, today: string): PinReview {
  const before: SnapshotSet = { servers: {} };
  for (const [id, s] of Object.entries(set.servers)) {
    const pinned = previous?.servers[id]?.tools ?? {};
    // the listing as sent may hold entries that are not tools at all (null, no name): the diff reports those
    setOwn(before.servers, id, s.error ? s : { ...s, tools: checkTools(s.tools).entries.filter((t) => Object.hasOwn(pinned, t.name)) });
  }
  const { evaluation } = judge({ before, after: set, config, today });
  const ids = Object.keys(set.servers);
  // a lone server's launch finding names no server (the report's single-server form): the warning names it
  const named = (f: Finding): Finding => (f.server === undefined && ids.length === 1 ? { ...f, server: ids[0]! } : f);
  return {
    newTools: evaluation.findings.filter((f) => f.rule === 'tool-added'),
    unpinned: evaluation.findings.filter((f) => f.rule === serverLaunchUnpinned.id).map(named),
  };
}

/**
 * The new tools with everything the model reads of each (as the report's review of new text shows it) and its text
 * flags, so a reviewer reads them before committing the lockfile; undefined when nothing is new. Server text is
 * escaped for a terminal or a CI log.
 */
export function newToolReview(added: readonly Finding[]): string | undefined {
  if (!added.length) return undefined;
  const flagged = added.filter((c) => c.flags?.some((f) => f.confidence === 'high')).length;
  const lines = [`review what the model reads of ${plural(added.length, 'new tool')} before committing the lockfile${flagged ? ` (${flagged} with high-confidence poisoning signals)` : ''}:`];
  for (const c of added) {
    lines.push(`  ${escapeTerminal(c.server ? `${c.server}/${c.tool}` : c.tool)}`);
    for (const l of (c.modelText ?? '').split('\n')) lines.push(`    │ ${escapeTerminal(truncate(l, 2000))}`);
    for (const f of c.flags ?? [])
      if (f.confidence) lines.push(`    ⚑ ${f.confidence} ${f.family}: ${escapeTerminal(truncate(f.message, 300))}${f.evidence ? ` — "${escapeTerminal(truncate(f.evidence, 200))}"` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}
