import { defineRule, q } from '../rule.js';
import { annotationChanges } from './hints.js';

export const annotationChanged = defineRule<{ key: string }>()({
  id: 'annotation-changed',
  title: 'Annotation changed',
  scope: 'annotations',
  severity: 'cosmetic',
  rationale: 'A literal change with the same effect: a title, a non-standard key, or a hint spelled out with its spec default.',
  message: ({ before, after, site, meta }) => `annotation ${meta.key} of tool '${site.tool}' changed from ${q(before)} to ${q(after)}`,
  on: {
    tool: (pair) => annotationChanges(pair).flatMap((c) => (c.kind === 'changed' ? [{ before: c.before, after: c.after, pointer: c.pointer, meta: { key: c.key } }] : [])),
  },
});
