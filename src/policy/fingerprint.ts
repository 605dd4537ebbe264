import { contractHash, instructionsContract, promptHash, resourceTemplateContract, sha256Hex, toolHash, type ContractOptions } from '../contract/canonical.js';
import { checkPrompts, checkResourceTemplates, checkTools } from '../contract/tool-list.js';
import type { Entity } from '../diff/types.js';
import type { SnapshotSet } from '../contract/types.js';

/** One contract that differs between baseline and head: `before`/`after` are hashes, or null when absent. */
export interface ChangedContract {
  server: string;
  entity: Entity;
  name: string;
  before: string | null;
  after: string | null;
}

/** Every contract whose hash differs between the two sets (servers that failed on either side are skipped). */
export function changedContracts(before: SnapshotSet, after: SnapshotSet, options: ContractOptions = {}): ChangedContract[] {
  const out: ChangedContract[] = [];
  const ids = [...new Set([...Object.keys(before.servers), ...Object.keys(after.servers)])].sort();
  for (const server of ids) {
    const a = before.servers[server];
    const b = after.servers[server];
    if (a?.error || b?.error) continue;
    const templates = (s: typeof a) => new Map(checkResourceTemplates(s?.resourceTemplates).entries.map((t) => [t.name, contractHash(resourceTemplateContract(t, options))]));
    // instructions count once both sides know them (a lockfile pinned before they were pinned does not)
    const instructions = (s: typeof a) =>
      new Map(s?.instructions !== undefined && !a?.instructionsUnpinned && !b?.instructionsUnpinned ? [['instructions', contractHash(instructionsContract(s.instructions))]] : []);
    const sides: Array<[Entity, Map<string, string>, Map<string, string>]> = [
      ['tool', new Map(checkTools(a?.tools).entries.map((t) => [t.name, toolHash(t, options)])), new Map(checkTools(b?.tools).entries.map((t) => [t.name, toolHash(t, options)]))],
      ['prompt', new Map(checkPrompts(a?.prompts).entries.map((p) => [p.name, promptHash(p, options)])), new Map(checkPrompts(b?.prompts).entries.map((p) => [p.name, promptHash(p, options)]))],
      ['resource', templates(a), templates(b)],
      ['server', instructions(a), instructions(b)],
    ];
    for (const [entity, x, y] of sides) {
      for (const name of [...new Set([...x.keys(), ...y.keys()])].sort()) {
        const h1 = x.get(name) ?? null;
        const h2 = y.get(name) ?? null;
        if (h1 !== h2) out.push({ server, entity, name, before: h1, after: h2 });
      }
    }
  }
  return out;
}

/**
 * The identity of a change set: an approval is bound to it, and goes stale when it changes. `policy` is the text of the
 * policy shifts the pull request makes to the gate's config (empty when none), so editing the config after an approval
 * makes it stale too. Nothing changed → empty string.
 */
export function changeFingerprint(changes: ChangedContract[], policy = ''): string {
  if (changes.length === 0 && policy === '') return '';
  const lines = changes.map((c) => [c.server, c.entity, c.name, c.before ?? '-', c.after ?? '-'].join('\u0000')).sort();
  if (policy) lines.push(`policy\u0000${policy}`);
  return sha256Hex(lines.join('\n'));
}
