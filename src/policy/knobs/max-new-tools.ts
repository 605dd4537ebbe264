import { defineKnob } from './knob.js';

/**
 * A cap on how many tools one change may add to a server. Counted per server (each server is a surface an agent sees
 * on its own): when a pull request (or a drift) adds more than N tools to one server, every `tool-added` finding of
 * that server blocks until approved. Ignore entries still waive single tools. Unset (the default): no cap.
 */
export const maxNewTools = defineKnob({
  key: 'max-new-tools',
  field: 'maxNewTools',
  default: undefined,
  presence: 'when-set',
  example: 3,
  schema: {
    type: 'integer',
    minimum: 0,
    description:
      'Most tools one change may add to a server before its new tools block until approved (`0`: every new tool blocks). Counted per server; a server new to the lockfile counts too. Default: no limit.',
    'x-expect': 'a whole number of at least 0',
  },
  read: (value) => (typeof value === 'number' ? value : undefined),
  compare(base, head) {
    if (base === head) return [];
    const shown = (n: number | undefined) => (n === undefined ? 'no limit' : String(n));
    const weaker = head === undefined || (base !== undefined && head > base);
    return [{ key: 'policy.max-new-tools', shift: weaker ? 'weakens' : 'strengthens', detail: `${shown(base)} → ${shown(head)}` }];
  },
  all(steps, limit) {
    if (limit === undefined) return;
    const added = new Map<string, typeof steps>();
    for (const s of steps) if (s.change.rule === 'tool-added') added.set(s.change.server ?? '', [...(added.get(s.change.server ?? '') ?? []), s]);
    for (const [server, list] of added) {
      if (list.length <= limit) continue;
      for (const { finding, effects } of list) {
        if (!finding.blocking)
          effects.push({ kind: 'new-tool-limit', message: `${list.length} new tools on ${server || 'this server'}, more than policy.max-new-tools (${limit}) allows: needs approval` });
        finding.blocking = true;
      }
    }
  },
});
