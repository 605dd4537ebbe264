import { defineRule, q } from '../rule.js';

export const annotationRegressed = defineRule<{ key: string; effectiveBefore: boolean; effectiveAfter: boolean }>()({
  id: 'annotation-regressed',
  title: 'Annotation regressed',
  scope: 'annotations',
  severity: 'silent',
  rationale: 'The tool now claims to be less safe (may write, destroy, repeat effects or reach the open world): hosts that auto-approve on the old hint run it unprompted.',
  message: ({ before, after, site, meta }) =>
    `annotation ${meta.key} of tool '${site.tool}' changed from ${q(before)} to ${q(after)} (in effect ${String(meta.effectiveBefore)} to ${String(meta.effectiveAfter)})`,
});
