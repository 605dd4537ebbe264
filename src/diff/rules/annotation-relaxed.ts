import { defineRule, q } from '../rule.js';
import { annotationChanges } from './hints.js';

export const annotationRelaxed = defineRule<{ key: string; effectiveBefore: boolean; effectiveAfter: boolean }>()({
  id: 'annotation-relaxed',
  title: 'Annotation relaxed',
  scope: 'annotations',
  severity: 'additive',
  rationale: 'The tool now claims to be safer: nothing callers relied on is lost.',
  message: ({ before, after, site, meta }) =>
    `annotation ${meta.key} of tool '${site.tool}' changed from ${q(before)} to ${q(after)} (in effect ${String(meta.effectiveBefore)} to ${String(meta.effectiveAfter)})`,
  on: {
    tool: (pair) =>
      annotationChanges(pair).flatMap((c) =>
        c.kind === 'relaxed' ? [{ before: c.before, after: c.after, pointer: c.pointer, meta: { key: c.key, effectiveBefore: c.effectiveBefore, effectiveAfter: c.effectiveAfter } }] : [],
      ),
  },
});
