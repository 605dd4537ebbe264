import type { PairHooks, PairKind, Pairs, Rule } from './rule.js';
import { RULES } from './rules/catalog.js';
import type { Change } from './types.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRule = Rule<any>;

/** The rules with a hook on each kind of pair, in catalog order. */
const HOOKED = new Map<PairKind, readonly AnyRule[]>((['tool', 'prompt', 'argument', 'template', 'resource', 'server', 'skill'] as const).map((kind) => [kind, RULES.filter((r) => r.on?.[kind])]));

/**
 * Every rule's findings on one pair (a tool, a prompt, a prompt argument, a resource template, the server), in catalog
 * order: each hook's findings become its rule's changes at the pair's site, pointing where the finding says.
 */
export function detectPair<K extends PairKind>(kind: K, pair: Pairs[K], push: (change: Change) => void): void {
  for (const rule of HOOKED.get(kind) ?? []) {
    const hook: PairHooks<unknown>[K] = rule.on?.[kind];
    for (const f of hook?.(pair) ?? [])
      push(
        rule.make({ ...pair.site, ...(f.tool !== undefined ? { tool: f.tool } : {}), ...(f.entity !== undefined ? { entity: f.entity } : {}), pointer: f.pointer }, f.before, f.after, f.meta, f.flags),
      );
  }
}
