import type { Detector, NodePair } from '../rule.js';

/**
 * How the JSON types a node accepts changed, shared by type-widened, type-narrowed and type-changed (each reports its
 * own case). `null` is "any type": gaining one narrows, losing it widens; `integer` is covered by `number`.
 */
export type TypeChange = { kind: 'widened' | 'narrowed' | 'changed'; before: string[] | null; after: string[] | null };

function covers(types: string[], t: string): boolean {
  return types.includes(t) || (t === 'integer' && types.includes('number'));
}

/** The change of accepted types between the two nodes; `undefined` when they accept the same types. */
export function typeChange({ before: va, after: vb }: NodePair): TypeChange | undefined {
  const ta = va.types;
  const tb = vb.types;
  if (ta === null && tb === null) return undefined;
  if (ta && tb && ta.length === tb.length && ta.every((t, i) => t === tb[i])) return undefined;
  const found = (kind: TypeChange['kind']): TypeChange => ({ kind, before: ta ? [...ta] : null, after: tb ? [...tb] : null });
  if (tb === null) return found('widened');
  if (ta === null) return found('narrowed');
  const widened = ta.every((t) => covers(tb, t));
  const narrowed = tb.every((t) => covers(ta, t));
  if (widened && !narrowed) return found('widened');
  if (narrowed && !widened) return found('narrowed');
  if (!widened && !narrowed) return found('changed');
  return undefined;
}

/** The detect hook of one type rule: its case of the change, at the node. */
export function typeDetector(kind: TypeChange['kind']): Detector<undefined> {
  return {
    keywords: ['type'],
    compare(pair) {
      const c = typeChange(pair);
      return c?.kind === kind ? [{ before: c.before, after: c.after, pointer: pair.site.pointer }] : undefined;
    },
  };
}
