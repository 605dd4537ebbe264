import { jsonEqual } from '../../util/json.js';
import { isKnownDialect } from '../subschema/node-reading.js';
import { defineRule, mirror, type Detected, type NodePair } from '../rule.js';
import { outputRepresentationChanged } from './output-representation-changed.js';
import { taskSupport } from './execution.js';
import { valueChange, VALUE_KEYWORDS, valuesPointer } from './values.js';
import { conditionChanges } from './conditions.js';
import { constraintChanges } from './constraints.js';

function edit(before: unknown, after: unknown): string {
  return before === null ? 'added' : after === null ? 'removed' : 'changed';
}

/** Keywords without effect on validation (`$schema`, `examples`, …) that changed, as one detail: `$schema a → b, examples changed`. */
function noEffectDetail({ before: va, after: vb, claimed }: NodePair): string | undefined {
  // a claimed extension (x-mcp-header) is its rules' to report
  const na = [...va.noEffect.entries()].filter(([k]) => !claimed.has(k) && !jsonEqual(va.noEffect.get(k), vb.noEffect.get(k)));
  const nb = [...vb.noEffect.entries()].filter(([k]) => !claimed.has(k) && !va.noEffect.has(k));
  // a dialect the core does not read is no spelling: the subschema check reports the node as not comparable
  const unread = (k: string) => k === '$schema' && !(isKnownDialect(va.noEffect.get(k)) && isKnownDialect(vb.noEffect.get(k)));
  const changed = [...new Set([...na.map(([k]) => k), ...nb.map(([k]) => k)])].filter((k) => !unread(k)).sort();
  if (!changed.length) return undefined;
  return changed.map((k) => (k === '$schema' ? `$schema ${String(va.noEffect.get(k) ?? '(none)')} → ${String(vb.noEffect.get(k) ?? '(none)')}` : `${k} changed`)).join(', ');
}

export const schemaRepresentationChanged = defineRule<{ detail: string }>()({
  id: 'schema-representation-changed',
  title: 'Schema written differently',
  scope: 'any',
  severity: 'cosmetic',
  rationale: 'The same instances are accepted (a $schema dialect, type ["x"] vs "x", enum order, a no-op keyword): nothing changes for callers.',
  message: ({ site, meta }) => `${meta.detail}${site.path ? ` at '${site.path}'` : ''}`,
  // the schema walker adds one more: a node written differently with nothing else to say (schema/compare.ts)
  detect: {
    keywords: VALUE_KEYWORDS,
    compare(pair) {
      const out: Array<Detected<{ detail: string }>> = [];
      const c = valueChange(pair);
      if (c?.kind === 'reordered') out.push({ before: c.before, after: c.after, pointer: valuesPointer(pair), meta: { detail: 'enum values reordered' } });
      const detail = noEffectDetail(pair);
      if (detail) out.push({ before: null, after: null, pointer: pair.site.pointer, meta: { detail } });
      // a bound or condition rewritten so the same values pass (the subschema core's answer)
      for (const c of constraintChanges(pair))
        if (c.same) out.push({ before: c.before, after: c.after, pointer: c.pointer, meta: { detail: `${c.keyword} ${edit(c.before, c.after)}, the same values pass` } });
      for (const c of conditionChanges(pair)) if (c.same) out.push({ ...c.finding, meta: { detail: `${c.finding.meta.keyword} ${edit(c.finding.before, c.finding.after)}, the same values pass` } });
      return out.length ? out : undefined;
    },
  },
  on: {
    tool({ before, after }) {
      const support = taskSupport(before);
      if (support !== taskSupport(after) || jsonEqual(before.execution ?? null, after.execution ?? null)) return undefined;
      return [{ before: before.execution ?? null, after: after.execution ?? null, pointer: '/execution', meta: { detail: `execution written differently (taskSupport ${support} either way)` } }];
    },
  },
  response: ({ before, after, meta }) => mirror(outputRepresentationChanged, before, after, meta),
});
