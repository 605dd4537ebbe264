import type { SnapshotSet, ToolDef } from '../contract/types.js';
import { checkTools } from '../contract/tool-list.js';
import { DEFAULT_SERVER_ID } from '../contract/types.js';
import { deprecationOf } from '../contract/deprecation.js';
import type { Finding } from './types.js';

/**
 * Deprecations: a tool removed after its announced sunset date is an expected removal (additive); one removed before
 * it is breaking (and says so). Deprecated tools at head are listed in the notes.
 */
export function applyDeprecations(findings: Finding[], before: SnapshotSet, after: SnapshotSet, today: string): string[] {
  const notes: string[] = [];
  const index = new Map<SnapshotSet, Map<string, Map<string, ToolDef>>>();
  const lookup = (set: SnapshotSet, server: string | undefined, name: string): ToolDef | undefined => {
    let bySnap = index.get(set);
    if (!bySnap) index.set(set, (bySnap = new Map()));
    const snap = set.servers[server ?? DEFAULT_SERVER_ID] ?? Object.values(set.servers)[0];
    if (!snap) return undefined;
    const key = server ?? DEFAULT_SERVER_ID;
    let tools = bySnap.get(key);
    if (!tools) bySnap.set(key, (tools = new Map(checkTools(snap.tools).entries.map((t) => [t.name, t]))));
    return tools.get(name);
  };
  for (const f of findings) {
    if (f.rule !== 'tool-removed') continue;
    const old = lookup(before, f.server, f.tool);
    const dep = old && deprecationOf(old);
    if (!dep?.sunset) continue;
    if (dep.sunset <= today) {
      f.severity = 'additive';
      f.blocking = false;
      f.reason = `Removed after its announced sunset date (${dep.sunset}): callers were told to move off it.`;
      (f.effects ??= []).push({ kind: 'sunset', message: `sunset ${dep.sunset} has passed` });
    } else {
      f.reason = `Removed before its announced sunset date (${dep.sunset}): callers were promised it until then.`;
      (f.effects ??= []).push({ kind: 'sunset', message: `removed before its sunset date ${dep.sunset}` });
    }
  }
  for (const [id, snap] of Object.entries(after.servers).sort(([a], [b]) => a.localeCompare(b))) {
    for (const tool of checkTools(snap.tools).entries) {
      const dep = deprecationOf(tool);
      if (!dep) continue;
      const was = lookup(before, id === DEFAULT_SERVER_ID ? undefined : id, tool.name);
      const isNew = !was || !deprecationOf(was);
      const detail = typeof dep.deprecated === 'string' ? `: ${dep.deprecated}` : '';
      notes.push(`${isNew ? 'Newly deprecated' : 'Deprecated'}: tool ${tool.name}${id === DEFAULT_SERVER_ID ? '' : ` (${id})`}${dep.sunset ? `, sunset ${dep.sunset}` : ''}${detail}`);
    }
  }
  return notes;
}
